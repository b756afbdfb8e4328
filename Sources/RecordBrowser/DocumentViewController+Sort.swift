import SplitKit
import RecordTables
extension DocumentViewController {
    /// `s`: asks which column to sort by, the one sorted by marked (see
    /// `BrowserViewController.sortChoosing`).
    func askForSort() {
        let first = browser.sorting.keys.first
        let message = switch first?.isDescending {
        case nil: "Sort by"
        case false?: "Sort by (the same column: reversed)"
        case true?: "Sort by (the same column: file order)"
        }
        askForColumn(message, marked: first?.column) { [weak self] column in
            self?.browser.sortChoosing(column)
        }
    }
}
