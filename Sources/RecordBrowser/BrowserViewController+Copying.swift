import SplitKit
import RecordTables
/// Copying from the master: `y` the highlighted record's title, `Y` the record as JSON
/// (the detail copies its own field's value first, when it has the focus).
extension BrowserViewController {
    func handleCopying(_ press: KeyPress) -> Bool {
        guard press.action == .copyValue || press.action == .copyRecord else { return false }
        guard let list = topRecordList else {
            displayStatus("open a group to copy its records")
            return true
        }
        guard let id = list.highlightedRecord, let row = editable.row(of: id) else {
            displayStatus("no record to copy")
            return true
        }
        if press.action == .copyRecord {
            copy(editable.jsonObject(id), saying: "copied record \((row + 1).thousandsSeparated) as JSON")
        } else {
            let title = editable.title(id, column: titleColumn)
            let name = editable.columns.indices.contains(titleColumn) ? editable.columns[titleColumn].excerpt : "the title"
            copy(title, saying: "copied \(name) (\(title.utf8.count.thousandsSeparated) bytes)")
        }
        return true
    }
}
