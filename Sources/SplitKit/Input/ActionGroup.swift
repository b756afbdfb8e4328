/// The sections the help overlay lists actions in, in the order shown. An action no
/// section names is listed under `more`, so a new action is never missing from help.
public enum ActionGroup: String, CaseIterable, Hashable, Sendable {
    /// Moving the highlight or scrolling.
    case moving = "Moving"
    /// Opening records, the master, focus and widths.
    case splitView = "Master and detail"
    /// Edit mode, inserting, deleting, undoing, saving.
    case editing = "Editing"
    /// Switching tabs.
    case tabs = "Tabs"
    /// Help, repaint, suspend, quit.
    case app = "The app"
    /// Whatever no other section names.
    case more = "More"

    /// The actions in this section, in the order shown.
    public var actions: [Action] {
        switch self {
        case .moving: return [.moveUp, .moveDown, .pageUp, .pageDown, .halfPageUp, .halfPageDown, .top, .bottom]
        case .splitView: return [.select, .back, .togglePrimary, .focusNext, .narrowPrimary, .widenPrimary, .filter, .nextMatch, .previousMatch]
        case .editing: return [.toggleEditing, .insertRow, .deleteRow, .undo, .save]
        case .tabs: return [.nextTab, .previousTab]
        case .app: return [.help, .redraw, .suspend, .quit]
        case .more:
            let named = Set(ActionGroup.allCases.filter { $0 != .more }.flatMap(\.actions))
            return Action.allCases.filter { !named.contains($0) }
        }
    }
}
