/// The master of the record browser: one row per record, its title (and a dimmer
/// subtitle when one is chosen). Moving the highlight shows the record in the detail at
/// once while the list is docked; in the popover and in compact, Enter shows it.
///
/// `/` opens a filter line at the bottom of the list: typing narrows the list as results
/// stream in from a background search ("12 of 118"); Enter keeps the filter, Esc clears it.
/// A pattern starting with `*` searches every field instead of the title.
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
    private let filter: TableFilter
    private var matches: FilterSnapshot
    private var field: TextField?
    private var isEditingFilter = false

    /// A list of `table`'s records titled by `titleColumn`, showing them in `detail`.
    /// `onFilterUpdate` is called from a background thread when filter results arrive
    /// (the app wakes its event loop with it).
    public init(table: Table, title: String, titleColumn: Int, subtitleColumn: Int?, detail: RecordDetailViewController,
                onFilterUpdate: @escaping @Sendable () -> Void = {}) {
        self.table = table
        self.titleColumn = titleColumn
        self.subtitleColumn = subtitleColumn
        self.detail = detail
        filter = TableFilter(table: table, onUpdate: onFilterUpdate)
        matches = filter.matches
        super.init()
        self.title = title
        tableView.emptyMessage = "No records"
        tableView.reloadData()
        detail.show(record: tableView.highlightedRow)
    }

    /// The filter as typed (with its `*` prefix), empty when the list is unfiltered.
    public var filterText: String { field?.string ?? "" }
    /// Whether the filter line has the keyboard.
    public var isFiltering: Bool { isEditingFilter }
    /// Rows listed now (all records, or the matches so far).
    public var listedCount: Int { matches.count }
    /// Whether every row has been checked against the filter (and loaded).
    public var isFilterComplete: Bool { matches.isComplete }

    /// The table row shown at list row `row`.
    public func tableRow(at row: Int) -> Int { matches.index(at: row) }

    /// The table row highlighted now, if any.
    public var highlightedRecord: Int? { tableView.highlightedRow.map(tableRow(at:)) }

    public override func numberOfRows(in tableView: TableView) -> Int { matches.count }

    public override func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let record = tableRow(at: row)
        return TableViewCell(text: table.title(at: record, column: titleColumn),
                             detailText: subtitleColumn.map { table.title(at: record, column: $0) })
    }

    public override func tableView(_ tableView: TableView, didHighlightRowAt row: Int) {
        guard showsDetailOnHighlight, let split = splitViewController, !split.isPopoverPresented, !split.isCollapsed
        else { return }
        detail.show(record: tableRow(at: row))
    }

    /// Shows the record; docked, Enter also moves into the detail, unless the detail
    /// waits for Enter and was showing another record (then a second Enter moves in).
    public override func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        let record = tableRow(at: row)
        let wasShown = detail.record == record
        detail.show(record: record)
        guard let split = splitViewController else { return }
        let docked = split.currentLayout?.primary != nil && !split.isCollapsed
        split.showDetailViewController(detail.navigationController ?? detail)
        if docked && (showsDetailOnHighlight || wasShown) { split.focus(.secondary) }
    }

    public override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        guard let field else {
            super.draw(in: &canvas, frame: frame, context: context)
            return
        }
        let list = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: max(0, frame.height - 1))
        super.draw(in: &canvas, frame: list, context: context)
        let line = Rect(x: frame.minX, y: list.maxY, width: frame.width, height: min(1, frame.height))
        let count = "\(matches.isComplete ? "" : "…")\(matches.count.thousandsSeparated) of \(table.count.thousandsSeparated)"
        let countWidth = TextMetrics.width(of: count) + 1
        let input = Rect(x: line.minX, y: line.minY, width: max(0, line.width - countWidth), height: line.height)
        field.draw(prompt: "/", in: &canvas, frame: input, style: context.theme.text,
                   showsCursor: isEditingFilter && context.isFocused)
        canvas.fill(Rect(x: input.maxX, y: line.minY, width: line.maxX - input.maxX, height: line.height),
                    style: context.theme.secondaryText)
        canvas.draw(count, at: Point(x: line.maxX - countWidth + 1, y: line.minY), style: context.theme.secondaryText,
                    clip: line)
    }

    public override func handle(_ press: KeyPress) -> Bool {
        if isEditingFilter { return handleFilterKey(press) }
        if press.action == .filter {
            if field == nil { field = TextField() }
            isEditingFilter = true
            return true
        }
        if press.action == .back, field != nil {
            clearFilter()
            return true
        }
        if field != nil, matches.count > 0, press.action == .nextMatch || press.action == .previousMatch {
            let step = press.action == .nextMatch ? 1 : matches.count - 1
            tableView.highlightRow(((tableView.highlightedRow ?? 0) + step) % matches.count)
            return true
        }
        return super.handle(press)
    }

    public override var preferredContentHeight: Int? { max(1, matches.count) + (field == nil ? 0 : 1) }

    public override func dataDidChange() {
        let wasEmpty = tableView.highlightedRow == nil
        matches = filter.matches
        tableView.reloadData()
        if wasEmpty || detail.record == nil || detail.record != highlightedRecord {
            showHighlighted()
        }
    }

    // MARK: - Filtering

    private func handleFilterKey(_ press: KeyPress) -> Bool {
        switch press.key {
        case .up, .down, .pageUp, .pageDown:
            return super.handle(press)
        default:
            break
        }
        guard var edited = field else { return false }
        let outcome = edited.handle(press.key)
        field = edited
        switch outcome {
        case .edited:
            applyFilter()
        case .committed:
            isEditingFilter = false
            if edited.text.isEmpty { field = nil }
        case .cancelled:
            clearFilter()
        case .moved:
            break
        case .ignored:
            return press.action == .quit ? false : true
        }
        return true
    }

    private func applyFilter() {
        let (pattern, scope) = FilterScope.parse(field?.string ?? "", titleColumn: titleColumn)
        filter.apply(pattern: pattern, scope: scope)
        matches = filter.matches
        tableView.highlightRow(matches.count > 0 ? 0 : nil, notify: false)
        tableView.reloadData()
        showHighlighted()
    }

    /// Clears the filter, keeping the record that was highlighted.
    private func clearFilter() {
        let record = highlightedRecord
        field = nil
        isEditingFilter = false
        filter.apply(pattern: "", scope: .column(titleColumn))
        matches = filter.matches
        tableView.highlightRow(record ?? 0, notify: false)
        showHighlighted()
    }

    private func showHighlighted() {
        let split = splitViewController
        if split == nil || !(split?.isPopoverPresented ?? false) && !(split?.isCollapsed ?? false) {
            detail.show(record: highlightedRecord)
        }
    }
}
