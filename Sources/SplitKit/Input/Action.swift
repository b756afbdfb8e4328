/// What a key asks for, independent of which key it was. Key bindings map keys to
/// actions; controllers act on actions, so every binding can be changed in one place.
///
/// The library's actions are the neutral ones every split view app has (moving, opening,
/// back, focus, the primary column, tabs, help, repaint, suspend, quit). An app declares
/// its own the same way, with the name its configuration file uses:
///
/// ```swift
/// extension Action { static let archive = Action("archive") }
/// ```
///
/// and gives them keys and a help line in an `ActionSection`. Names say "master" where the
/// Swift names say "primary", because "Master" is what the screen shows.
public struct Action: Hashable, Sendable, CustomStringConvertible {
    /// The name configuration files and help use: "page-down".
    public let name: String

    /// The action named `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// The name.
    public var description: String { name }

    /// The previous row, or scroll up a line.
    public static let moveUp = Action("up")
    /// The next row, or scroll down a line.
    public static let moveDown = Action("down")
    /// A page up.
    public static let pageUp = Action("page-up")
    /// A page down.
    public static let pageDown = Action("page-down")
    /// Half a page up (vi's Ctrl-U).
    public static let halfPageUp = Action("half-page-up")
    /// Half a page down (vi's Ctrl-D).
    public static let halfPageDown = Action("half-page-down")
    /// The first row, or the top of the text.
    public static let top = Action("top")
    /// The last row, or the end of the text.
    public static let bottom = Action("bottom")
    /// Open the highlighted row.
    public static let select = Action("select")
    /// Close the innermost thing open: the popover, a pushed detail, the detail's focus.
    public static let back = Action("back")
    /// Show or hide the primary column (the display-mode button).
    public static let togglePrimary = Action("toggle-master")
    /// Move the focus between the primary and the secondary.
    public static let focusNext = Action("focus-next")
    /// Narrow the primary column.
    public static let narrowPrimary = Action("narrow-master")
    /// Widen the primary column.
    public static let widenPrimary = Action("widen-master")
    /// In Edit mode, delete the highlighted row (a `TableViewController` asks its data
    /// source's `tableView(_:commit:forRowAt:)`).
    public static let deleteRow = Action("delete")
    /// The next tab of a `TabBarController`.
    public static let nextTab = Action("next-tab")
    /// The previous tab of a `TabBarController`.
    public static let previousTab = Action("previous-tab")
    /// Show the keys.
    public static let help = Action("help")
    /// Repaint every cell.
    public static let redraw = Action("redraw")
    /// Give the terminal back to the shell until `fg`.
    public static let suspend = Action("suspend")
    /// Leave the app.
    public static let quit = Action("quit")
}
