import Foundation

/// The master of the record browser: one row per record, its title (and a dimmer
/// subtitle when one is chosen). Moving the highlight shows the record in the detail at
/// once while the list is docked; in the popover and in compact, Enter shows it.
///
/// Its data source edits like the template's: every row can be deleted in Edit mode, and
/// an insertion puts a new record, stamped with the date and time, at the top.
@MainActor
public final class RecordListViewController: TableViewController {
    /// The records, as edited.
    public let editable: EditableTable
    /// The records this list shows: all of them, or one group's.
    public let records: RecordCollection
    /// The column whose value titles each row.
    public let titleColumn: Int
    /// The column shown dimmer after the title, if any.
    public let subtitleColumn: Int?
    /// The controller that shows the chosen record.
    public let detail: RecordDetailViewController

    /// A list of `records` of `editable`, titled by `titleColumn`, showing them in `detail`.
    public init(editable: EditableTable, records: RecordCollection, title: String, titleColumn: Int,
                subtitleColumn: Int?, detail: RecordDetailViewController) {
        self.editable = editable
        self.records = records
        self.titleColumn = titleColumn
        self.subtitleColumn = subtitleColumn
        self.detail = detail
        super.init()
        self.title = title
        tableView.emptyMessage = "No records"
        tableView.reloadData()
    }

    /// The table as opened.
    public var table: Table { editable.table }

    /// The record highlighted, if any.
    public var highlightedRecord: RecordID? { tableView.highlightedRow.map(records.id(at:)) }

    public override func numberOfRows(in tableView: TableView) -> Int { records.count }

    public override func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let id = records.id(at: row)
        return TableViewCell(text: editable.title(id, column: titleColumn),
                             detailText: subtitleColumn.map { editable.title(id, column: $0) })
    }

    public override func tableView(_ tableView: TableView, didHighlightRowAt row: Int) {
        guard let split = splitViewController, !split.isPopoverPresented, !split.isCollapsed else { return }
        showInDetail(records.id(at: row))
    }

    public override func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        detail.show(record: records.id(at: row))
        guard let split = splitViewController else { return }
        let docked = split.currentLayout?.primary != nil && !split.isCollapsed
        split.showDetailViewController(detail)
        if docked { split.focus(.secondary) }
    }

    public override func tableView(_ tableView: TableView, canEditRowAt row: Int) -> Bool { true }

    public override func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt row: Int) {
        switch editingStyle {
        case .delete:
            let id = records.id(at: row)
            editable.delete(id)
            tableView.deleteRows(at: [row])
            if detail.record == id { detail.show(record: highlightedRecord) }
        case .insert:
            let stamp = Timestamp.string(from: Date())
            editable.insert(editable.makeRecord(stamp: stamp, titleColumn: titleColumn, values: records.valuesForNewRecords),
                            at: 0)
            tableView.insertRows(at: [0])
            tableView.highlightRow(0, notify: false)
            showInDetail(records.id(at: 0))
        }
    }

    /// Shows `id` in the detail, swapping the detail in when another controller (a group
    /// summary) was there, without moving the focus.
    public func showInDetail(_ id: RecordID?) {
        detail.show(record: id)
        guard let split = splitViewController, split.secondaryViewController !== detail.navigationController else { return }
        split.setViewController(detail, for: .secondary)
    }

    public override func dataDidChange() {
        tableView.reloadData()
        if detail.record.flatMap(records.row(of:)) == nil, splitViewController?.isPopoverPresented != true {
            detail.show(record: highlightedRecord)
        }
    }
}
