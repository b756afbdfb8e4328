/// A scrolling list of one-line rows with a highlighted row (UIKit's UITableView). It
/// draws only the rows in its frame, asking its data source for their cells each time, and
/// for nothing else, so every key and frame costs the same on a hundred rows as on a million.
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
    /// The highlighted row, nil when there are no rows.
    public private(set) var highlightedRow: Int?
    /// The first row shown.
    public private(set) var topRow = 0
    /// Rows shown, as laid out last; paging moves by this much.
    public private(set) var visibleRows = 1
    /// In Edit mode every row the data source lets be edited shows a delete marker.
    public var isEditing = false

    /// An empty table view.
    public init() {}

    /// Rows the data source has now.
    public var numberOfRows: Int { dataSource?.numberOfRows(in: self) ?? 0 }

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
        let count = numberOfRows
        let before = highlightedRow
        if count == 0 {
            highlightedRow = nil
        } else if let row = highlightedRow {
            highlightedRow = min(row, count - 1)
        } else {
            highlightedRow = 0
        }
        topRow = min(topRow, max(0, count - 1))
        scrollToHighlight()
        if notify, before != highlightedRow, let highlightedRow { delegate?.tableView(self, didHighlightRowAt: highlightedRow) }
        return before != highlightedRow
    }

    /// Rows were inserted at `rows` (positions after the insertion): the highlight stays on
    /// the row it was on. Highlight a new row yourself to select it.
    public func insertRows(at rows: [Int]) {
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

    /// The row drawn at screen row `y` in `frame`, if any.
    public func row(atScreenRow y: Int, in frame: Rect) -> Int? {
        guard y >= frame.minY, y < frame.maxY else { return nil }
        let row = topRow + (y - frame.minY)
        return row < numberOfRows ? row : nil
    }

    /// Scrolls by `rows` without moving the highlight off screen (the wheel).
    public func scroll(by rows: Int) {
        let count = numberOfRows
        topRow = max(0, min(topRow + rows, count - visibleRows))
        if let row = highlightedRow, row < topRow || row >= topRow + visibleRows {
            highlightRow(min(max(row, topRow), topRow + visibleRows - 1))
        }
    }

    /// Sizes the list for `frame`, keeping the highlighted row in view.
    public func layout(in frame: Rect) {
        visibleRows = max(1, frame.height)
        scrollToHighlight()
    }

    /// Draws the rows shown into `frame` (where it was laid out), asking the data source for their cells.
    public func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        let theme = context.theme
        canvas.fill(frame, style: theme.text)
        let count = numberOfRows
        guard count > 0, let dataSource else {
            for (offset, line) in emptyMessage.split(separator: "\n").prefix(frame.height).enumerated() {
                canvas.draw(String(line), at: Point(x: frame.minX + 1, y: frame.minY + offset), style: theme.secondaryText,
                            clip: frame.inset(by: Insets(left: 1)))
            }
            return
        }
        for row in topRow..<min(count, topRow + frame.height) {
            var line = Rect(x: frame.minX, y: frame.minY + row - topRow, width: frame.width, height: 1)
            if isEditing {
                let marker = dataSource.tableView(self, canEditRowAt: row) ? "⊖" : " "
                canvas.draw(marker, at: Point(x: line.minX + 1, y: line.minY), style: theme.destructive, clip: line)
                line = line.inset(by: Insets(left: 2))
            }
            let highlighted = row == highlightedRow
            let base = highlighted ? (context.isFocused ? theme.selection : theme.inactiveSelection) : theme.text
            dataSource.tableView(self, cellForRowAt: row)
                .draw(in: &canvas, line: line, base: base, secondary: highlighted ? base : theme.secondaryText)
        }
    }

    private func scrollToHighlight() {
        guard let row = highlightedRow else {
            topRow = 0
            return
        }
        if row < topRow { topRow = row }
        if row >= topRow + visibleRows { topRow = row - visibleRows + 1 }
        topRow = max(0, min(topRow, max(0, numberOfRows - visibleRows)))
    }
}
