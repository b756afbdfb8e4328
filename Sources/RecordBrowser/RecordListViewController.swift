import SplitKit
import RecordTables
/// The master of the record browser: one row per record, its title (and dimmer
/// subtitles when chosen), or with `listColumns` those columns side by side under a header
/// row, scrolled sideways by whole columns (H and L) when they are wider than the list. Moving the highlight shows the record in the detail at
/// once while the list is docked; in the popover and in compact, Enter shows it.
///
/// Its data source edits like the template's: every row can be deleted in Edit mode, and
/// an insertion puts a new record at the top, stamped with the date and time when the
/// table has a column for times (`EditableTable.stampColumn`).
///
/// `/` opens a filter line at the bottom of the list: typing narrows the list as results
/// stream in from a background search ("12 of 118"); Enter keeps the filter, Esc clears it;
/// n and N move between matches. The words typed must all match, each in a column the list
/// shows (`COLUMN:word` in that column; a leading `*` searches every field: `FilterQuery`);
/// when none matches, the list says what to try.
@MainActor
public final class RecordListViewController: TableViewController {
    /// The records, as edited.
    public let editable: EditableTable
    /// The records this list shows: all of them, or one group's.
    public let records: RecordCollection
    /// The column whose value titles each row; set by the browser when it changes.
    public internal(set) var titleColumn: Int {
        didSet { titleColumnDidChange() }
    }
    /// The columns shown dimmer after the title, in order (while there are no `listColumns`).
    public let subtitleColumns: [Int]
    /// The columns each row shows side by side, in order, the title's among them; empty
    /// shows the title and subtitles as one line.
    public internal(set) var listColumns: [Int] {
        didSet { updateColumns() }
    }
    /// The columns the list shows: the title's first, then the others in order.
    public var shownColumns: [Int] {
        [titleColumn] + (listColumns.isEmpty ? subtitleColumns : listColumns).filter { $0 != titleColumn }
    }
    /// The controller that shows the chosen record.
    public let detail: RecordDetailViewController
    private let listed: FilteredRecords
    /// Where the filter's results are posted.
    private let mailbox: Mailbox
    /// Searches in the background; each snapshot is posted to `mailbox` and delivered here.
    private lazy var filter = TableFilter(table: editable.table) { [weak self, mailbox] snapshot in
        mailbox.post("filter results") { self?.filterDidUpdate(snapshot) }
    }
    private var field: LineEditor?
    private var isEditingFilter = false
    /// A new pattern was applied and its search has found nothing yet: the previous
    /// matches stay listed until it does, so typing never flashes an empty list.
    private var isAwaitingMatches = false
    /// The row to highlight once the table, read again, has that many.
    private var pendingRow: Int?

    /// A list of `records` of `editable`, titled by `titleColumn`, showing them in `detail`.
    /// Its filter's results are posted to `mailbox` (the app's) and delivered to it.
    /// Its rows show `subtitleColumns` dimmer after the title, or `listColumns` side by side.
    public init(editable: EditableTable, records: RecordCollection, title: String, titleColumn: Int,
                subtitleColumns: [Int] = [], listColumns: [Int] = [], detail: RecordDetailViewController, mailbox: Mailbox) {
        self.editable = editable
        self.records = records
        self.titleColumn = titleColumn
        self.subtitleColumns = subtitleColumns
        self.listColumns = listColumns
        self.detail = detail
        listed = FilteredRecords(base: SortedRecords(base: records, editable: editable), editable: editable)
        self.mailbox = mailbox
        super.init()
        self.title = title
        updateEmptyMessage()
        updateColumns()
        tableView.reloadData()
    }

    /// What the list says when it has no rows and its table has been read to the end
    /// (while it is still read, it says "Reading…").
    public var emptyMessage = "No records" {
        didSet { updateEmptyMessage() }
    }

    private func updateEmptyMessage() {
        if table.state.isLoading {
            tableView.emptyMessage = "Reading…"
        } else if field != nil && isFilterComplete && listed.count == 0 {
            tableView.emptyMessage = filterQuery.hint(typed: filterText, shownColumns: shownColumns, columns: table.columns)
        } else {
            tableView.emptyMessage = emptyMessage
        }
    }

    /// The table as opened.
    public var table: Table { editable.table }

    /// The record highlighted, if any.
    public var highlightedRecord: RecordID? { tableView.highlightedRow.map(listed.id(at:)) }

    /// The order the records are listed in, nil for their own (the file's).
    public var sortOrder: SortOrder? { listed.base.order }

    /// Lists the records in `order` (nil: their own), the highlighted record kept
    /// highlighted, or else the first row highlighted and shown.
    public func sort(_ order: SortOrder?, keepingHighlight: Bool = true) {
        guard order != listed.base.order else { return }
        let record = highlightedRecord
        listed.base.order = order
        tableView.reloadData()
        guard keepingHighlight else {
            tableView.highlightRow(listed.count > 0 ? 0 : nil, notify: false)
            return showHighlighted()
        }
        if let record { tableView.highlightRow(listed.row(of: record) ?? 0, notify: false) }
    }

    /// The record shown at list row `row`.
    public func record(at row: Int) -> RecordID { listed.id(at: row) }

    /// The list row showing `id`, nil when it is not listed (filtered out, or gone).
    public func row(of id: RecordID) -> Int? { listed.row(of: id) }

    /// The filter as typed (with its `*` prefix), empty when the list is unfiltered.
    public var filterText: String { field?.text ?? "" }
    /// The filter as parsed: its words searched in `shownColumns`, `COLUMN:word` in that column.
    public var filterQuery: FilterQuery {
        FilterQuery.parse(filterText, shownColumns: shownColumns, columns: table.columns)
    }
    /// Whether the filter line has the keyboard.
    public var isFiltering: Bool { isEditingFilter }
    /// Rows listed now (all records, or the matches so far).
    public var listedCount: Int { listed.count }
    /// Whether every row has been checked against the filter (and loaded).
    public var isFilterComplete: Bool { !isAwaitingMatches && listed.matches?.isComplete ?? true }

    public override func numberOfRows(in tableView: TableView) -> Int { listed.count }

    public override func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let id = listed.id(at: row)
        // A row is never blank: an empty title gives way, dimmed, to the next field with a value.
        guard listColumns.isEmpty else {
            return TableViewCell(values: zip(listColumns, editable.titles(id, columns: listColumns)).map { column, value in
                guard column == titleColumn, value.isBlank else { return TableViewCell.Value(value) }
                return TableViewCell.Value(editable.standInTitle(id, column: titleColumn), isSecondary: true)
            })
        }
        let title = editable.title(id, column: titleColumn)
        if title.isBlank { return TableViewCell(text: "", detailText: editable.standInTitle(id, column: titleColumn)) }
        let subtitles = subtitleColumns.map { editable.title(id, column: $0) }.filter { !$0.isEmpty }
        return TableViewCell(text: title, detailText: subtitles.isEmpty ? nil : subtitles.joined(separator: "  "))
    }

    /// The table view's columns: the names of `listColumns`, none without them.
    private func updateColumns() {
        let names = table.columns
        tableView.columns = listColumns.map { TableColumn(title: $0 < names.count ? names[$0] : "") }
    }

    /// Shows the record (or picks it, see `BrowserViewController.picksRecord`); docked, Enter also moves into the detail, unless the detail
    /// waits for Enter and was showing another record (then a second Enter moves in).
    public override func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        let id = listed.id(at: row)
        if let pick = (splitViewController?.parent as? BrowserViewController)?.picksRecord { return pick(id) }
        let wasShown = detail.record == id
        detail.show(record: id)
        guard let split = splitViewController else { return }
        let docked = split.currentLayout?.primary != nil && !split.isCollapsed
        split.showDetailViewController(detail)
        if docked && (showsDetailOnHighlight || wasShown) { split.focus(.secondary) }
    }

    public override func tableView(_ tableView: TableView, canEditRowAt row: Int) -> Bool { true }

    public override func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt row: Int) {
        switch editingStyle {
        case .delete:
            let id = listed.id(at: row)
            editable.delete(id)
            tableView.deleteRows(at: [row])
            if detail.record == id { detail.show(record: highlightedRecord) }
        case .insert:
            if field != nil { clearFilter() }
            let record = editable.makeRecord(stamp: Timestamp.now(), in: editable.stampColumn, values: records.valuesForNewRecords)
            editable.insert(record, at: 0)
            tableView.insertRows(at: [0])
            tableView.highlightRow(0, notify: false)
            showHighlighted()
        }
    }

    /// The detail, showing the record at `row`.
    public override func detailViewController(forRowAt row: Int) -> ViewController? {
        detail.show(record: listed.id(at: row))
        return detail
    }

    /// The list's rows and, while there is a filter, its line below them.
    private func areas(of frame: Rect) -> (list: Rect, filter: Rect?) {
        guard field != nil else { return (frame, nil) }
        let (list, line) = frame.divided(atRow: max(0, frame.height - 1))
        return (list, line.divided(atRow: 1).top)
    }

    /// What the filter line says on its right: how many records match, "…" while searching.
    private var filterCount: String {
        let complete = !isAwaitingMatches && listed.matches?.isComplete ?? true
        return "\(complete ? "" : "…")\(listed.count.thousandsSeparated) of \(records.count.thousandsSeparated)"
    }

    /// Where the filter's text goes on the filter `line`: after the `/`, before the count.
    private func filterInput(on line: Rect) -> Rect {
        let countWidth = TextMetrics.width(of: filterCount) + 1
        return Rect(x: line.minX + 1, y: line.minY, width: max(0, line.width - countWidth - 1), height: line.height)
    }

    public override func layout(in frame: Rect, theme: Theme) {
        let (list, line) = areas(of: frame)
        tableView.layout(in: list)
        if let line { field?.layout(width: filterInput(on: line).width) }
    }

    public override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        let (list, filterLine) = areas(of: frame)
        super.draw(in: &canvas, frame: list, context: context)
        guard let editor = field, let line = filterLine else { return }
        let input = filterInput(on: line)
        let count = filterCount
        canvas.fill(line, style: context.theme.secondaryText)
        canvas.draw("/", at: line.origin, style: context.theme.text, clip: line)
        if isEditingFilter && context.isFocused {
            editor.draw(in: &canvas, frame: input, style: context.theme.text)
        } else {
            canvas.fill(input, style: context.theme.text)
            canvas.draw(editor.text, at: input.origin, style: context.theme.text, clip: input)
        }
        canvas.draw(count, at: Point(x: line.maxX - TextMetrics.width(of: count), y: line.minY),
                    style: context.theme.secondaryText, clip: line)
    }

    public override func handle(_ press: KeyPress) -> Bool {
        if isEditingFilter { return handleFilterKey(press) }
        switch press.action {
        case .filter?:
            openFilter()
            return true
        case .back? where field != nil:
            clearFilter()
            return true
        case .scrollColumnsLeft?, .scrollColumnsRight?:
            guard !listColumns.isEmpty else { return false }
            tableView.scrollColumns(by: press.action == .scrollColumnsLeft ? -1 : 1)
            return true
        case .nextMatch?, .previousMatch?:
            return stepMatch(forward: press.action == .nextMatch)
        default:
            return super.handle(press)
        }
    }

    /// As tall as the records, the filter line and the header; the column's width.
    public override var preferredContentSize: Size {
        get { Size(width: 0, height: max(1, listed.count) + (field == nil ? 0 : 1) + (listColumns.isEmpty ? 0 : 1)) }
        set { super.preferredContentSize = newValue }
    }

    /// The filter's search found more (or finished): lists `matches`, unless a newer search
    /// has replaced it, or it is the first of a new pattern's and found nothing yet (the
    /// previous matches stay listed until it does).
    func filterDidUpdate(_ matches: FilterSnapshot) {
        guard field != nil, filter.isCurrent(matches) else { return }
        if isAwaitingMatches {
            guard matches.count > 0 || matches.isComplete else { return }
            adopt(matches)
            return
        }
        listed.matches = matches
        recordsDidChange()
    }

    /// The records changed (more indexed, regrouped, edited): lists them anew; the detail
    /// follows the highlight.
    func recordsDidChange() {
        updateEmptyMessage()
        updateColumns()
        guard field == nil || !isAwaitingMatches else { return }
        let wasEmpty = tableView.highlightedRow == nil
        tableView.reloadData()
        if pendingRow != nil { return restorePendingRow() }
        let shown = detail.record.flatMap(listed.row(of:))
        if (wasEmpty || shown == nil || shown != tableView.highlightedRow), splitViewController?.isPopoverPresented != true,
           splitViewController?.isCollapsed != true {
            detail.show(record: highlightedRecord)
        }
    }

    /// After the table was read again: searches the filter again and highlights row `row`
    /// (or the last row), once there are that many; shows it in the detail.
    func tableWasReread(highlighting row: Int?) {
        detail.show(record: nil)
        if field != nil {
            isAwaitingMatches = true
            filter.restart()
        }
        pendingRow = row
        tableView.reloadData()
        restorePendingRow()
    }

    /// Rows were appended to the table: a filter searches them too, the highlight kept.
    func tableDidGrow() {
        guard field != nil else { return recordsDidChange() }
        isAwaitingMatches = true
        filter.restart()
        pendingRow = tableView.highlightedRow
    }

    /// Highlights the row the table was read again at, when it has been read that far.
    private func restorePendingRow() {
        guard let row = pendingRow, !isAwaitingMatches else { return }
        guard listed.count > row || (field == nil ? !table.state.isLoading : isFilterComplete) else { return }
        pendingRow = nil
        tableView.highlightRow(listed.count > 0 ? min(row, listed.count - 1) : nil, notify: false)
        detail.show(record: nil)
        showHighlighted()
    }

    // MARK: - Filtering

    /// Opens the filter line (as it was, if the list is filtered) and gives it the keys.
    public func openFilter() {
        if field == nil { field = LineEditor() }
        isEditingFilter = true
    }

    /// Closes the filter line, keeping the filter (as Enter does; an empty one is cleared).
    public func keepFilter() {
        isEditingFilter = false
        if filterText.isEmpty { clearFilter() }
    }

    /// Highlights the next (or previous) listed match of the filter, wrapping; false when
    /// the list is not filtered or nothing matches.
    public func stepMatch(forward: Bool) -> Bool {
        guard field != nil, listed.count > 0 else { return false }
        let step = forward ? 1 : listed.count - 1
        tableView.highlightRow(((tableView.highlightedRow ?? 0) + step) % listed.count)
        return true
    }

    private func handleFilterKey(_ press: KeyPress) -> Bool {
        switch press.key {
        case .up, .down, .pageUp, .pageDown:
            return super.handle(press)
        case .control("c"):
            return false
        default:
            break
        }
        guard var editor = field else { return false }
        let before = editor.text
        switch editor.handle(press.key) {
        case .editing:
            field = editor
            if editor.text != before { applyFilter() }
        case .commit:
            field = editor
            keepFilter()
        case .cancel:
            clearFilter()
        }
        return true
    }

    /// Searches for the filter line's query. Its matches always come through the mailbox,
    /// also when the search is done at once, so the key and its matches are one frame: the
    /// loop waits for them before drawing (a moment; a long search sends its first screenful).
    private func applyFilter() {
        let query = filterQuery
        detail.highlight(query)
        guard filter.apply(query) else { return }
        isAwaitingMatches = true
        mailbox.expectPost()
    }

    /// Lists `matches` of the pattern just applied, highlighting the first.
    private func adopt(_ matches: FilterSnapshot) {
        isAwaitingMatches = false
        listed.matches = matches
        updateEmptyMessage()
        tableView.highlightRow(listed.count > 0 ? 0 : nil, notify: false)
        tableView.reloadData()
        if pendingRow != nil { return restorePendingRow() }
        showHighlighted()
    }

    /// Shows the rows titled by the new column; a filter on the titles searches it again.
    private func titleColumnDidChange() {
        tableView.reloadData()
        if field != nil { applyFilter() }
    }

    /// Clears the filter, keeping the record that was highlighted.
    private func clearFilter() {
        let record = highlightedRecord
        field = nil
        isEditingFilter = false
        isAwaitingMatches = false
        filter.apply(FilterQuery())
        detail.highlight(FilterQuery())
        listed.matches = nil
        updateEmptyMessage()
        tableView.reloadData()
        tableView.highlightRow(record.flatMap(listed.row(of:)) ?? 0, notify: false)
        showHighlighted()
    }

    /// Has the split view show the highlighted record as the highlight moving there would;
    /// with no row highlighted (a filter matched nothing), the detail beside shows none.
    func showHighlighted() {
        guard let split = splitViewController else { return detail.show(record: highlightedRecord) }
        guard tableView.highlightedRow != nil else {
            if !split.isPopoverPresented && !split.isCollapsed { detail.show(record: nil) }
            return
        }
        split.showDetail(forHighlightOf: self)
    }
}
