import SplitKit
import RecordTables
/// Searching and going to a row from any focus and layout: `/` brings the record list's
/// filter line up wherever the list is (docked, in the popover, under a pushed detail) and
/// gives it every key until Enter or Esc; `n`/`N` step through the filter's matches and
/// show each in the detail; a row number (`:500` Enter, or `50G`) highlights that row.
extension BrowserViewController {
    /// Handles the search keys no column took; true when `press` was one.
    func handleSearch(_ press: KeyPress) -> Bool {
        switch press.action {
        case .filter?:
            openFilter()
        case .nextMatch?, .previousMatch?:
            guard let list = topRecordList, list.stepMatch(forward: press.action == .nextMatch) else { return false }
            showInPushedDetail(list)
        default:
            return false
        }
        return true
    }

    /// Shows the record list with its filter line open and the focus on it: the master
    /// docked or as a popover when it was hidden, the list again in compact.
    func openFilter() {
        guard let list = topRecordList else { return displayStatus("open a group to filter its records") }
        let split = splitController
        if !split.isCollapsed && split.displayMode == .secondaryOnly { split.toggleDisplayMode() }
        split.focus((primaryNavigation?.viewControllers.count ?? 1) > 1 ? .supplementary : .primary)
        list.openFilter()
    }

    /// Highlights row `number` (from 1) of the list on top of the master, or its last row
    /// when it has fewer (saying so), and shows it as moving there would.
    public func goToRow(_ number: Int) {
        guard let list = primaryNavigation?.topViewController as? TableViewController else { return }
        let rows = list.tableView.numberOfRows
        guard rows > 0 else { return displayStatus("no rows to go to") }
        list.tableView.highlightRow(min(max(number, 1), rows) - 1)
        if number > rows { displayStatus("\(rows.counted("row")): the last is highlighted") }
        (list as? RecordListViewController).map(showInPushedDetail)
    }

    /// In compact, a detail pushed over `list` shows the record it highlights now.
    private func showInPushedDetail(_ list: RecordListViewController) {
        guard splitController.isCollapsed, splitController.focusedColumn == .secondary,
              splitController.secondaryViewController === detail.navigationController else { return }
        detail.show(record: list.highlightedRecord)
    }

    /// `G` after digits goes to that row (`50G`); any other key but a digit forgets the
    /// count. True when `press` was that `G`.
    func handleCount(_ press: KeyPress) -> Bool {
        guard let count = pendingCount else { return false }
        if press.action == .bottom {
            pendingCount = nil
            goToRow(count)
            return true
        }
        if Self.digit(of: press) == nil { pendingCount = nil }
        return false
    }

    /// Counts `press` when it is a digit nothing took (it still goes on: with several files
    /// open the digits choose a tab).
    func count(_ press: KeyPress) {
        guard let digit = Self.digit(of: press) else { return }
        pendingCount = min((pendingCount ?? 0) * 10 + digit, Int(Int32.max))
    }

    /// The digit `press` types, if it is an unbound ASCII digit.
    private static func digit(of press: KeyPress) -> Int? {
        guard press.action == nil, case .character(let character) = press.key, character.isASCII else { return nil }
        return character.wholeNumberValue
    }
}
