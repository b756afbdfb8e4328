import SplitKit
import RecordTables
/// What the browser does when its table was read again because the file changed on disk:
/// the edits made to the records that are gone are dropped, grouping and the filter start
/// over, and the highlight stays at its row (the last row, if there are fewer now).
extension BrowserViewController {
    /// Reads the table again and shows it, saying so in the status bar.
    func rereadTable() {
        let row = (primaryNavigation?.topViewController as? TableViewController ?? list).tableView.highlightedRow
        if isEditing { setEditing(false) }
        editable.table.reload()
        editable.discardEdits()
        detail.show(record: nil)
        if let grouping {
            primaryNavigation?.popToRootViewController()
            grouping.restart()
            editable.updateGroups(grouping.index)
            summary?.show(path: [])
            list.tableView.highlightRow(row.map { min($0, max(0, list.tableView.numberOfRows - 1)) }, notify: false)
        } else {
            (list as? RecordListViewController)?.tableWasReread(highlighting: row)
        }
        reloadMaster()
        displayStatus("\(editable.table.name) changed on disk: read again")
    }
}
