/// A scrolling list of rows with a highlighted row (UIKit's UITableView), in sections with
/// header and footer titles if its data source has them. It draws only the rows in its
/// frame, asking its data source for their cells each time, and for nothing else per row,
/// so every key and frame costs the same on a hundred rows as on a million.
///
/// When rows come or go, say so with `reloadData()`, `insertRows(at:)` or
/// `deleteRows(at:)`, so the highlight stays on its row and in view.
@MainActor
public final class TableView {
    /// Supplies the rows.
    public weak var dataSource: TableViewDataSource?
    /// Hears about highlight moves and selections.
    public weak var delegate: TableViewDelegate?
    /// Shown in place of rows when there are none, a row for each of its lines.
    public var emptyMessage = "No rows"
    /// The highlighted row, nil when there are no rows. A table that first has rows
    /// highlights the first at its next layout (without telling the delegate), so the
    /// first Enter chooses it.
    public internal(set) var highlightedRow: Int?
    /// The first line shown, counting section headers and footers and each row's lines.
    var topLine = 0
    /// Lines shown under the column header, as laid out last.
    private(set) var pageLines = 1
    /// Rows shown, as laid out last; paging moves by this much.
    public var visibleRows: Int { max(1, pageLines / max(1, rowHeight)) }
    /// Lines each row takes (UIKit's rowHeight): 2 for `.subtitle` cells to show their
    /// detail text under the text.
    public var rowHeight = 1
    /// In Edit mode every row the data source lets be edited shows a delete marker.
    public var isEditing = false
    /// The columns each row shows side by side (the cells' `values`), under a header row
    /// of their names; empty, each row shows its cell's text as one line.
    public var columns: [TableColumn] = [] {
        didSet {
            firstColumn = min(firstColumn, max(0, columns.count - 1))
            if columns != oldValue { sampledColumns = nil }
        }
    }
    /// The first column shown, when the columns are wider than the list (scrolled sideways).
    public private(set) var firstColumn = 0
    /// The columns' widths as laid out last.
    private var columnLayout: TableColumnLayout? { columns.isEmpty ? nil : sampledColumns?.layout }
    /// The columns measured over the first rows, and how many there were: kept while the
    /// rows are reloaded (a filter's results, more rows read) once a whole sample was
    /// measured, so the widths hold still as the rows change and a frame measures nothing.
    private var sampledColumns: (layout: TableColumnLayout, rows: Int)?

    /// Rows measured for the columns' widths, from the first, besides the rows shown.
    static let sampledRows = 200

    /// An empty table view.
    public init() {}

    /// Rows the data source has now, in all sections.
    public var numberOfRows: Int { lines.rowCount }

    /// Sections the data source has now (UIKit's numberOfSections).
    public var numberOfSections: Int { lines.sections.count }

    /// Rows in `section` now (UIKit's numberOfRows(inSection:)).
    public func numberOfRows(inSection section: Int) -> Int {
        let sections = lines.sections
        return sections.indices.contains(section) ? sections[section].rows : 0
    }

    /// The first row shown (counted through the sections), or the row under the header or
    /// footer shown first.
    public var topRow: Int {
        let lines = self.lines
        var line = topLine
        while let item = lines.item(atLine: line) {
            if case .row(let row, _) = item { return row }
            line += 1
        }
        return max(0, lines.rowCount - 1)
    }

    /// The lines rows, headers and footers take (UIKit's contentSize.height).
    public var contentHeight: Int { lines.lineCount }

    /// The section and the row within it of `row`, counted through all sections.
    public func indexPath(forRow row: Int) -> IndexPath { lines.indexPath(forRow: row) }

    /// `indexPath` as a row counted through all sections.
    public func row(for indexPath: IndexPath) -> Int {
        indexPath.section == 0 ? indexPath.row : lines.row(for: indexPath)
    }

    /// The highlighted row's place (UIKit's indexPathForSelectedRow).
    public var indexPathForSelectedRow: IndexPath? { highlightedRow.map(indexPath(forRow:)) }

    /// The sections and lines of the data source now.
    var lines: TableLines { TableLines(self) }

    /// The width that shows the widest of the first `sampledRows` rows whole, margins and
    /// Edit mode's markers included; 0 (no preference) with columns, which fit any width.
    public var preferredWidth: Int {
        guard columns.isEmpty, let dataSource else { return 0 }
        let rows = (0..<min(numberOfRows, Self.sampledRows)).map { dataSource.tableView(self, cellForRowAt: $0).preferredWidth }
        return (rows.max() ?? TextMetrics.width(of: emptyMessage)) + 2 + (isEditing ? 2 : 0)
    }

    /// Highlights `row` (clamped to the rows there are) and scrolls it into view; tells
    /// the delegate when the highlight moved and `notify` is true.
    public func highlightRow(_ row: Int?, notify: Bool = true) {
        let count = numberOfRows
        let clamped = row.map { min(max($0, 0), count - 1) }.flatMap { $0 >= 0 ? $0 : nil }
        let moved = clamped != highlightedRow
        highlightedRow = clamped
        scrollToHighlight()
        if moved, notify, let clamped { delegate?.tableView(self, didHighlightRowAt: clamped) }
    }

    /// Keeps the highlight and scroll position valid after the data changed (rows appended
    /// while loading, a filter applied). Returns whether the highlight moved.
    @discardableResult
    public func reloadData() -> Bool { reloadData(notify: false) }

    /// `reloadData()`, telling the delegate when the highlight moved if `notify` is true.
    @discardableResult
    public func reloadData(notify: Bool) -> Bool {
        if let sampled = sampledColumns, sampled.rows < Self.sampledRows { sampledColumns = nil }
        let count = numberOfRows
        let before = highlightedRow
        if count == 0 {
            highlightedRow = nil
        } else if let row = highlightedRow {
            highlightedRow = min(row, count - 1)
        } else {
            highlightedRow = 0
        }
        topLine = min(topLine, max(0, lines.lineCount - 1))
        scrollToHighlight()
        if notify, before != highlightedRow, let highlightedRow { delegate?.tableView(self, didHighlightRowAt: highlightedRow) }
        return before != highlightedRow
    }

    /// Rows were inserted at `rows` (positions after the insertion): the highlight stays on
    /// the row it was on. Highlight a new row yourself to select it.
    public func insertRows(at rows: [Int]) {
        sampledColumns = nil
        guard var row = highlightedRow else {
            reloadData(notify: true)
            return
        }
        for inserted in rows.sorted() where inserted <= row { row += 1 }
        highlightedRow = min(row, max(0, numberOfRows - 1))
        scrollToHighlight()
    }

    /// Rows at `rows` (positions before the deletion) were deleted: the highlight stays on
    /// its row, or moves to the one that took the place of a deleted highlighted row (the
    /// delegate hears about that move).
    public func deleteRows(at rows: [Int]) {
        sampledColumns = nil
        guard var row = highlightedRow else { return }
        let removedHighlight = rows.contains(row)
        row -= rows.filter { $0 < row }.count
        let count = numberOfRows
        highlightedRow = count == 0 ? nil : min(row, count - 1)
        scrollToHighlight()
        if removedHighlight, let highlightedRow { delegate?.tableView(self, didHighlightRowAt: highlightedRow) }
    }

    /// Moves the highlight for a navigation action; returns false for other actions.
    public func perform(_ action: Action) -> Bool {
        let current = highlightedRow ?? -1
        let page = max(1, visibleRows - 1)
        switch action {
        case .moveUp: highlightRow(max(0, current - 1))
        case .moveDown: highlightRow(current + 1)
        case .pageUp: highlightRow(current - page)
        case .pageDown: highlightRow(current + page)
        case .halfPageUp: highlightRow(current - max(1, visibleRows / 2))
        case .halfPageDown: highlightRow(current + max(1, visibleRows / 2))
        case .top: highlightRow(0)
        case .bottom: highlightRow(numberOfRows - 1)
        case .select:
            guard let row = highlightedRow else { return true }
            delegate?.tableView(self, didSelectRowAt: row)
        default: return false
        }
        return true
    }

    /// Scrolls the columns sideways by `count` whole columns (negative: back towards the
    /// first), as far as there are columns out of view; returns whether it scrolled.
    @discardableResult
    public func scrollColumns(by count: Int) -> Bool {
        let last = columnLayout?.lastFirstColumn ?? 0
        let first = max(0, min(firstColumn + count, max(firstColumn, last)))
        let moved = first != firstColumn
        firstColumn = first
        return moved
    }

    /// The header row's height: one with columns.
    private var headerHeight: Int { columns.isEmpty ? 0 : 1 }

    /// The row drawn at screen row `y` in `frame`, if any.
    public func row(atScreenRow y: Int, in frame: Rect) -> Int? {
        guard y >= frame.minY + headerHeight, y < frame.maxY,
              case .row(let row, _) = lines.item(atLine: topLine + y - frame.minY - headerHeight) else { return nil }
        return row
    }

    /// Sizes the list for `frame`, keeping the highlighted row in view; highlights the
    /// first row when there are rows and none is highlighted.
    public func layout(in frame: Rect) {
        if highlightedRow == nil, numberOfRows > 0 { highlightedRow = 0 }
        pageLines = max(1, frame.height - headerHeight)
        scrollToHighlight()
        layoutColumns(width: frame.width)
    }

    /// Has the columns measured again in the next layout.
    func resetColumnWidths() { sampledColumns = nil }

    /// Measures the columns over the first rows, for a list `width` wide.
    private func layoutColumns(width: Int) {
        guard !columns.isEmpty, let dataSource else { return }
        let room = max(0, width - 2 - (isEditing ? 2 : 0))
        if sampledColumns?.layout.room != room {
            let rows = min(numberOfRows, Self.sampledRows)
            let lines = self.lines
            let cells = (0..<rows).map { dataSource.tableView(self, cellForRowAt: lines.indexPath(forRow: $0)) }
            sampledColumns = (TableColumnLayout(columns: columns, cells: cells, room: room), rows)
        }
        guard let layout = sampledColumns?.layout else { return }
        firstColumn = min(firstColumn, layout.lastFirstColumn)
    }

    /// Draws the lines shown into `frame` (where it was laid out): section titles, and the
    /// rows' cells, asked of the data source once a row.
    public func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        let theme = context.theme
        canvas.fill(frame, style: theme.text)
        let (header, rows) = frame.divided(atRow: headerHeight)
        let placed = columnLayout?.placed(from: firstColumn)
        if let placed, let columnLayout { drawHeader(placed, more: columnLayout.hasMore(after: firstColumn), in: &canvas, line: header, theme: theme) }
        let lines = self.lines
        guard lines.rowCount > 0, let dataSource else {
            for (offset, line) in emptyMessage.split(separator: "\n").prefix(rows.height).enumerated() {
                canvas.draw(String(line), at: Point(x: rows.minX + 1, y: rows.minY + offset), style: theme.secondaryText,
                            clip: rows.inset(by: Insets(left: 1)))
            }
            return
        }
        var shown: (row: Int, cell: TableViewCell)?
        for y in 0..<rows.height {
            guard let item = lines.item(atLine: topLine + y) else { break }
            let line = Rect(x: rows.minX, y: rows.minY + y, width: rows.width, height: 1)
            switch item {
            case .header(let section):
                drawTitle(dataSource.tableView(self, titleForHeaderInSection: section), in: &canvas, line: line,
                          style: theme.label)
            case .footer(let section):
                drawTitle(dataSource.tableView(self, titleForFooterInSection: section), in: &canvas, line: line,
                          style: theme.secondaryText)
            case .row(let row, let index):
                if shown?.row != row { shown = (row, dataSource.tableView(self, cellForRowAt: lines.indexPath(forRow: row))) }
                guard let cell = shown?.cell else { continue }
                drawLine(index, of: row, cell: cell, placed: placed, in: &canvas, line: line, context: context)
            }
        }
    }

    /// Draws line `index` of `row`'s `cell`: Edit mode's marker on its first line, then the
    /// cell in the row's look.
    private func drawLine(_ index: Int, of row: Int, cell: TableViewCell, placed: [TableColumnLayout.Placed]?,
                          in canvas: inout Canvas, line: Rect, context: DrawContext) {
        let theme = context.theme
        var line = line
        if isEditing {
            let marker = index == 0 && dataSource?.tableView(self, canEditRowAt: row) == true ? "⊖" : " "
            canvas.draw(marker, at: Point(x: line.minX + 1, y: line.minY), style: theme.destructive, clip: line)
            line = line.inset(by: Insets(left: 2))
        }
        let highlighted = row == highlightedRow
        let base = highlighted ? (context.isFocused ? theme.selection : theme.inactiveSelection) : theme.text
        let secondary = highlighted ? base : theme.secondaryText
        if let placed {
            if index == 0 {
                cell.draw(in: &canvas, line: line, columns: placed, base: base, secondary: secondary)
            } else {
                canvas.fill(line, style: base)
            }
        } else {
            cell.draw(in: &canvas, line: line, lineIndex: index, lineCount: rowHeight, base: base,
                      text: cell.textStyle(over: base, theme: theme, highlighted: highlighted), secondary: secondary)
        }
    }

    /// A section's header or footer `title` on `line`, in `style`.
    private func drawTitle(_ title: String?, in canvas: inout Canvas, line: Rect, style: Style) {
        canvas.draw(title ?? "", at: Point(x: line.minX + 1, y: line.minY), style: style,
                    clip: line.inset(by: Insets(left: 1, right: 1)))
    }

    /// The columns' names over the rows, in the label style, placed as the rows' values;
    /// "‹" and "›" in the margins when columns lie out of view that way.
    private func drawHeader(_ placed: [TableColumnLayout.Placed], more: Bool, in canvas: inout Canvas, line: Rect,
                            theme: Theme) {
        let content = line.inset(by: Insets(left: isEditing ? 3 : 1, right: 1))
        for column in placed {
            let glyphs = TextMetrics.truncate(columns[column.column].title, toWidth: column.width)
            let x = content.minX + column.x + (column.isTrailing ? column.width - glyphs.width : 0)
            canvas.draw(glyphs, at: Point(x: x, y: line.minY), style: theme.label, clip: content)
        }
        if firstColumn > 0 { canvas.draw("‹", at: line.origin, style: theme.secondaryText, clip: line) }
        if more { canvas.draw("›", at: Point(x: line.maxX - 1, y: line.minY), style: theme.secondaryText, clip: line) }
    }
}
