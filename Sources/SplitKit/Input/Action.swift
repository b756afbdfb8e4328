/// What a key asks for, independent of which key it was. Key bindings map keys to
/// actions; controllers act on actions, so every binding can be changed in one place.
public enum Action: String, CaseIterable, Hashable, Sendable {
    case moveUp = "up"
    case moveDown = "down"
    case pageUp = "page-up"
    case pageDown = "page-down"
    case halfPageUp = "half-page-up"
    case halfPageDown = "half-page-down"
    case top = "top"
    case bottom = "bottom"
    case select = "select"
    case back = "back"
    case toggleMaster = "toggle-master"
    case focusNext = "focus-next"
    case narrowMaster = "narrow-master"
    case widenMaster = "widen-master"
    case filter = "filter"
    case nextMatch = "next-match"
    case previousMatch = "previous-match"
    case help = "help"
    case redraw = "redraw"
    case suspend = "suspend"
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
        case .toggleMaster: return "show or hide the master"
        case .focusNext: return "move focus between master and detail"
        case .narrowMaster: return "narrow the master"
        case .widenMaster: return "widen the master"
        case .filter: return "filter the master"
        case .nextMatch: return "next match of the filter"
        case .previousMatch: return "previous match of the filter"
        case .help: return "show this help"
        case .redraw: return "repaint the screen"
        case .suspend: return "suspend to the shell"
        case .quit: return "quit"
        }
    }
}
