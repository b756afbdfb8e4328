/// What a key asks for, independent of which key it was. Key bindings map keys to
/// actions; controllers act on actions, so every binding can be changed in one place.
/// The raw values are the names configuration files use; they say "master" where the
/// Swift names say "primary", because "Master" is what the screen shows.
public enum Action: String, CaseIterable, Hashable, Sendable {
    /// The previous row, or scroll up a line.
    case moveUp = "up"
    /// The next row, or scroll down a line.
    case moveDown = "down"
    /// A page up.
    case pageUp = "page-up"
    /// A page down.
    case pageDown = "page-down"
    /// Half a page up (vi's Ctrl-U).
    case halfPageUp = "half-page-up"
    /// Half a page down (vi's Ctrl-D).
    case halfPageDown = "half-page-down"
    /// The first row, or the top of the text.
    case top = "top"
    /// The last row, or the end of the text.
    case bottom = "bottom"
    /// Open the highlighted row.
    case select = "select"
    /// Close the innermost thing open: the popover, a pushed detail, the detail's focus.
    case back = "back"
    /// Show or hide the primary column (the display-mode button).
    case togglePrimary = "toggle-master"
    /// Move the focus between the primary and the secondary.
    case focusNext = "focus-next"
    /// Narrow the primary column.
    case narrowPrimary = "narrow-master"
    /// Widen the primary column.
    case widenPrimary = "widen-master"
    /// Open the filter line.
    case filter = "filter"
    /// The next row the filter matches (vi's n).
    case nextMatch = "next-match"
    /// The previous row the filter matches (vi's N).
    case previousMatch = "previous-match"
    /// Enter or leave Edit mode.
    case toggleEditing = "toggle-editing"
    /// Insert a new record at the top.
    case insertRow = "insert"
    /// Delete the selected record (in Edit mode).
    case deleteRow = "delete"
    /// Undo the last insert, delete or edit.
    case undo = "undo"
    /// Save the table to its file.
    case save = "save"
    /// The next tab.
    case nextTab = "next-tab"
    /// The previous tab.
    case previousTab = "previous-tab"
    /// Show the keys.
    case help = "help"
    /// Repaint every cell.
    case redraw = "redraw"
    /// Give the terminal back to the shell until `fg`.
    case suspend = "suspend"
    /// Leave the app.
    case quit = "quit"

    /// A one-line description for the help overlay.
    public var summary: String {
        switch self {
        case .moveUp: return "previous row / scroll up"
        case .moveDown: return "next row / scroll down"
        case .pageUp: return "page up"
        case .pageDown: return "page down"
        case .halfPageUp: return "half a page up"
        case .halfPageDown: return "half a page down"
        case .top: return "first row / top"
        case .bottom: return "last row / bottom"
        case .select: return "open the highlighted row"
        case .back: return "back / close"
        case .togglePrimary: return "show or hide the master"
        case .focusNext: return "move focus between master and detail"
        case .narrowPrimary: return "narrow the master"
        case .widenPrimary: return "widen the master"
        case .filter: return "filter the master"
        case .nextMatch: return "next match of the filter"
        case .previousMatch: return "previous match of the filter"
        case .toggleEditing: return "enter or leave Edit mode"
        case .insertRow: return "insert a new record at the top"
        case .deleteRow: return "delete the selected record (in Edit mode)"
        case .undo: return "undo the last change"
        case .save: return "save the file"
        case .nextTab: return "next tab"
        case .previousTab: return "previous tab"
        case .help: return "show this help"
        case .redraw: return "repaint the screen"
        case .suspend: return "suspend to the shell"
        case .quit: return "quit"
        }
    }
}
