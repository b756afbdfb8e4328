/// Which keys trigger which actions: the default keys of the action sections an app
/// declares (the library's `ActionSection.standard`, then the app's own), changed by
/// `bind(_:to:)`, for instance from a configuration file.
public struct KeyBindings: Hashable, Sendable {
    /// The sections the actions come from, in the order help lists them.
    public private(set) var sections: [ActionSection]
    private var actions: [Key: Action]
    /// The same for the keys without a payload (arrows, paging, editing keys), by
    /// `Key.plainIndex`: the keys most pressed, found without hashing a `Key`.
    private var plainActions = [Action?](repeating: nil, count: Key.plainCount)

    /// The default keys of every action in `sections`; a key named twice goes to the later one.
    public init(sections: [ActionSection] = ActionSection.standard) {
        self.sections = sections
        actions = [:]
        for entry in sections.flatMap(\.entries) {
            for key in entry.keys { bind(key, to: entry.action) }
        }
    }

    /// Every action the sections declare, in their order.
    public var declaredActions: [Action] { sections.flatMap { $0.entries.map(\.action) } }

    /// The declared action called `name` in configuration files ("page-down"), if any.
    public func action(named name: String) -> Action? {
        declaredActions.first { $0.name == name }
    }

    /// What help says `action` does, if a section declares it.
    public func summary(of action: Action) -> String? {
        sections.lazy.flatMap(\.entries).first { $0.action == action }?.summary
    }

    /// The action `key` triggers, if any.
    public func action(for key: Key) -> Action? {
        if let index = key.plainIndex { return plainActions[index] }
        return actions[key]
    }

    /// Makes `key` trigger `action` (nil unbinds it).
    public mutating func bind(_ key: Key, to action: Action?) {
        actions[key] = action
        if let index = key.plainIndex { plainActions[index] = action }
    }

    /// The keys bound to `action`, in a stable order for help screens: named keys
    /// (arrows, PgDn, Esc…) first, then characters (lowercase first), then Ctrl, Alt and
    /// function keys.
    public func keys(for action: Action) -> [Key] {
        actions.filter { $0.value == action }.map(\.key).sorted { KeyBindings.order($0) < KeyBindings.order($1) }
    }

    private static let namedOrder: [Key] = [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter,
                                            .escape, .tab, .backTab, .backspace, .delete, .insert,
                                            .controlPageUp, .controlPageDown]

    private static func order(_ key: Key) -> (Int, String, Int) {
        switch key {
        case .character(" "): return (1, "", 0)
        case .character(let c): return (2, c.lowercased(), c.isUppercase ? 1 : 0)
        case .control(let c): return (3, String(c), 0)
        case .alt(let c): return (4, String(c), 0)
        case .function(let n): return (5, "", n)
        default: return (0, "", namedOrder.firstIndex(of: key) ?? namedOrder.count)
        }
    }
}
