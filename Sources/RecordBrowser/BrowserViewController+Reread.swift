import SplitKit
import RecordTables
/// What the browser does when its table was read again because the file changed on disk
/// (or by hand): the edits made to the records that are gone are dropped, grouping and the
/// filter start over, and the highlight stays at its row (the last row, if there are fewer
/// now). Rows appended to the file keep the edits: the filter searches them too, and the
/// grouping starts over to take them in.
extension BrowserViewController {
    /// Reads the table again and shows it, saying `why` in the status bar.
    func rereadTable(because why: String = "changed on disk: read again") {
        let row = (primaryNavigation?.topViewController as? TableViewController ?? list).tableView.highlightedRow
        if isEditing { setEditing(false) }
        editable.table.reload()
        editable.discardEdits()
        detail.show(record: nil)
        sorting.tableWasReread()
        if grouping != nil {
            regroup(highlighting: row)
        } else {
            (list as? RecordListViewController)?.tableWasReread(highlighting: row)
        }
        reloadMaster()
        displayStatus("\(editable.table.name) \(why)")
    }

    /// Rows were appended to the table: the lists show them.
    func tableDidGrow() {
        sorting.tableDidGrow()
        if grouping != nil {
            regroup(highlighting: list.tableView.highlightedRow)
        } else {
            (list as? RecordListViewController)?.tableDidGrow()
        }
        reloadMaster()
    }

    /// Groups the rows anew, from the first level, its highlight kept at `row`.
    private func regroup(highlighting row: Int?) {
        guard let grouping else { return }
        primaryNavigation?.popToRootViewController()
        grouping.restart()
        editable.updateGroups(grouping.index)
        summary?.show(path: [])
        list.tableView.highlightRow(row.map { min($0, max(0, list.tableView.numberOfRows - 1)) }, notify: false)
    }
}
