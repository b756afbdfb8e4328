/// A titled group of actions, each with what it does and the keys it has by default: how
/// the library and an app declare their actions. `KeyBindings` binds the keys, the help
/// overlay lists the sections in order, and a configuration file may name any action in
/// them.
///
/// ```swift
/// let mail = ActionSection("Mail", [
///     .init(.archive, "archive the message", keys: [.character("y")]),
/// ])
/// let bindings = KeyBindings(sections: ActionSection.standard + [mail])
/// ```
public struct ActionSection: Hashable, Sendable {
    /// One action of a section.
    public struct Entry: Hashable, Sendable {
        /// The action.
        public var action: Action
        /// What it does, for help: "page down".
        public var summary: String
        /// The keys bound to it by default.
        public var keys: [Key]

        /// `action`, described by `summary`, bound by default to `keys`.
        public init(_ action: Action, _ summary: String, keys: [Key]) {
            self.action = action
            self.summary = summary
            self.keys = keys
        }
    }

    /// The heading help shows: "Moving".
    public var title: String
    /// The actions, in the order help shows them.
    public var entries: [Entry]

    /// A section titled `title` of `entries`.
    public init(_ title: String, _ entries: [Entry]) {
        self.title = title
        self.entries = entries
    }

    /// The library's sections every app has: moving, the split view, the app. The keys are
    /// what terminal users already know: arrows, vi (j k g G h l, Ctrl-D/Ctrl-U), Emacs
    /// (Ctrl-N/Ctrl-P, Ctrl-V/Alt-V, Alt-</Alt->) and less (Space, b, q, Q). Esc closes the
    /// innermost thing open and, as in less, does nothing at the top.
    public static let standard: [ActionSection] = [.moving, .splitView, .app]

    /// Moving the highlight or scrolling.
    public static let moving = ActionSection("Moving", [
        Entry(.moveUp, "previous row / scroll up", keys: [.up, .character("k"), .control("p")]),
        Entry(.moveDown, "next row / scroll down", keys: [.down, .character("j"), .control("n")]),
        Entry(.pageUp, "page up", keys: [.pageUp, .alt("v"), .control("b"), .character("b")]),
        Entry(.pageDown, "page down", keys: [.pageDown, .control("v"), .control("f"), .character(" ")]),
        Entry(.halfPageUp, "half a page up", keys: [.control("u")]),
        Entry(.halfPageDown, "half a page down", keys: [.control("d")]),
        Entry(.top, "first row / top", keys: [.home, .character("g"), .alt("<")]),
        Entry(.bottom, "last row / bottom", keys: [.end, .character("G"), .alt(">")]),
    ])

    /// Opening rows, going back, the primary column and the focus.
    public static let splitView = ActionSection("Master and detail", [
        Entry(.select, "open the highlighted row", keys: [.enter, .right, .character("l")]),
        Entry(.back, "back / close", keys: [.escape, .left, .backspace, .character("h")]),
        Entry(.togglePrimary, "show or hide the master", keys: [.character("m")]),
        Entry(.focusNext, "move focus between master and detail", keys: [.tab, .backTab]),
        Entry(.narrowPrimary, "narrow the master", keys: [.character("<")]),
        Entry(.widenPrimary, "widen the master", keys: [.character(">")]),
    ])

    /// Switching the tabs of a `TabBarController`: an app with tabs adds this section.
    public static let tabs = ActionSection("Tabs", [
        Entry(.nextTab, "next tab", keys: [.controlPageDown]),
        Entry(.previousTab, "previous tab", keys: [.controlPageUp]),
    ])

    /// Deleting rows in Edit mode: an app whose tables can be edited adds this section.
    public static let rowEditing = ActionSection("Editing", [
        Entry(.deleteRow, "delete the highlighted row (in Edit mode)", keys: [.character("d"), .delete]),
    ])

    /// Help, repaint, suspend, quit.
    public static let app = ActionSection("The app", [
        Entry(.help, "show this help", keys: [.character("?"), .function(1)]),
        Entry(.redraw, "repaint the screen", keys: [.control("l")]),
        Entry(.suspend, "suspend to the shell", keys: [.control("z")]),
        Entry(.quit, "quit", keys: [.character("q"), .character("Q"), .control("c")]),
    ])
}
