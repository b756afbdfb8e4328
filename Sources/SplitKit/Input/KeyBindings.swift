/// Which keys trigger which actions. The defaults follow what terminal users already
/// know: arrows, vi (j k g G h l, Ctrl-D/Ctrl-U), Emacs (Ctrl-N/Ctrl-P, Ctrl-V/Alt-V) and
/// less (Space, b, q).
public struct KeyBindings: Hashable, Sendable {
    private var actions: [Key: Action]

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
            (.top, [.home, .character("g")]),
            (.bottom, [.end, .character("G")]),
            (.select, [.enter, .right, .character("l")]),
            (.back, [.escape, .left, .backspace, .character("h")]),
            (.toggleMaster, [.character("m")]),
            (.focusNext, [.tab, .backTab]),
            (.narrowMaster, [.character("<")]),
            (.widenMaster, [.character(">")]),
            (.filter, [.character("/")]),
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
            (.quit, [.character("q"), .control("c")]),
        ]
        for (action, keys) in defaults {
            for key in keys { actions[key] = action }
        }
    }

    /// The action `key` triggers, if any.
    public func action(for key: Key) -> Action? { actions[key] }

    /// Makes `key` trigger `action` (nil unbinds it).
    public mutating func bind(_ key: Key, to action: Action?) { actions[key] = action }

    /// The keys bound to `action`, in a stable order for the help screen.
    public func keys(for action: Action) -> [Key] {
        actions.filter { $0.value == action }.map(\.key).sorted { $0.description < $1.description }
    }
}
