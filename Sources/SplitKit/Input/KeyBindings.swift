/// Which keys trigger which actions. The defaults follow what terminal users already
/// know: arrows, vi (j k g G h l, Ctrl-D/Ctrl-U, / n N), Emacs (Ctrl-N/Ctrl-P,
/// Ctrl-V/Alt-V, Alt-</Alt->) and less (Space, b, q, Q). Esc closes the innermost thing
/// open (the popover, a pushed detail, the detail's focus) and, as in less, does nothing
/// at the top; q quits from anywhere except while typing.
public struct KeyBindings: Hashable, Sendable {
    private var actions: [Key: Action]
    /// The same for the keys without a payload (arrows, paging, editing keys), by
    /// `Key.plainIndex`: the keys most pressed, found without hashing a `Key`.
    private var plainActions = [Action?](repeating: nil, count: Key.plainCount)

    /// The default bindings.
    public init() {
        actions = [:]
        let defaults: [(Action, [Key])] = [
            (.moveUp, [.up, .character("k"), .control("p")]),
            (.moveDown, [.down, .character("j"), .control("n")]),
            (.pageUp, [.pageUp, .alt("v"), .control("b"), .character("b")]),
            (.pageDown, [.pageDown, .control("v"), .control("f"), .character(" ")]),
            (.halfPageUp, [.control("u")]),
            (.halfPageDown, [.control("d")]),
            (.top, [.home, .character("g"), .alt("<")]),
            (.bottom, [.end, .character("G"), .alt(">")]),
            (.select, [.enter, .right, .character("l")]),
            (.back, [.escape, .left, .backspace, .character("h")]),
            (.togglePrimary, [.character("m")]),
            (.focusNext, [.tab, .backTab]),
            (.narrowPrimary, [.character("<")]),
            (.widenPrimary, [.character(">")]),
            (.filter, [.character("/")]),
            (.nextMatch, [.character("n")]),
            (.previousMatch, [.character("N")]),
            (.toggleEditing, [.character("e")]),
            (.insertRow, [.character("+"), .character("a"), .insert]),
            (.deleteRow, [.character("d"), .delete]),
            (.undo, [.character("u")]),
            (.save, [.character("w"), .control("s")]),
            (.nextTab, [.controlPageDown]),
            (.previousTab, [.controlPageUp]),
            (.help, [.character("?"), .function(1)]),
            (.redraw, [.control("l")]),
            (.suspend, [.control("z")]),
            (.quit, [.character("q"), .character("Q"), .control("c")]),
        ]
        for (action, keys) in defaults {
            for key in keys { bind(key, to: action) }
        }
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
