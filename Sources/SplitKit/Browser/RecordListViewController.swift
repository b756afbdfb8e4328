/// The master of the record browser: one row per record, its title (and a dimmer
/// subtitle when one is chosen). Moving the highlight shows the record in the detail at
/// once while the list is docked; in the popover and in compact, Enter shows it.
@MainActor
public final class RecordListViewController: TableViewController {
    /// The records.
    public let table: Table
    /// The column whose value titles each row.
    public let titleColumn: Int
    /// The column shown dimmer after the title, if any.
    public let subtitleColumn: Int?
    /// The controller that shows the chosen record.
    public let detail: RecordDetailViewController
    /// Whether moving the highlight in the docked list shows the record at once; false
    /// waits for Enter, for data whose detail is costly to show.
    public var showsDetailOnHighlight = true

    /// A list of `table`'s records titled by `titleColumn`, showing them in `detail`.
    public init(table: Table, title: String, titleColumn: Int, subtitleColumn: Int?, detail: RecordDetailViewController) {
        self.table = table
        self.titleColumn = titleColumn
        self.subtitleColumn = subtitleColumn
        self.detail = detail
        super.init()
        self.title = title
        tableView.emptyMessage = "No records"
        tableView.reloadData()
        detail.show(record: tableView.highlightedRow)
    }

    public override func numberOfRows(in tableView: TableView) -> Int { table.count }

    public override func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        TableViewCell(text: table.title(at: row, column: titleColumn),
                      detailText: subtitleColumn.map { table.title(at: row, column: $0) })
    }

    public override func tableView(_ tableView: TableView, didHighlightRowAt row: Int) {
        guard showsDetailOnHighlight, let split = splitViewController, !split.isPopoverPresented, !split.isCollapsed
        else { return }
        detail.show(record: row)
    }

    /// Shows the record; docked, Enter also moves into the detail, unless the detail
    /// waits for Enter and was showing another record (then a second Enter moves in).
    public override func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        let wasShown = detail.record == row
        detail.show(record: row)
        guard let split = splitViewController, let secondary = detail.navigationController ?? Optional(detail) else { return }
        let docked = split.currentLayout?.primary != nil && !split.isCollapsed
        split.showDetailViewController(secondary)
        if docked && (showsDetailOnHighlight || wasShown) { split.focus(.secondary) }
    }

    public override func dataDidChange() {
        let before = tableView.highlightedRow
        tableView.reloadData()
        if tableView.highlightedRow != before || detail.record == nil { detail.show(record: tableView.highlightedRow) }
    }
}
