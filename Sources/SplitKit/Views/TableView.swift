/// A scrolling list of one-line rows with a highlighted row (UIKit's UITableView). It
/// draws only the rows in its frame and asks its data source for nothing else, so every
/// key and frame costs the same on a hundred rows as on a million.
///
/// As in UIKit, it asks for a row's cell when the row comes on screen and keeps it while
/// the row stays there: when rows change, say so with `reloadData()`, `insertRows(at:)`
/// or `deleteRows(at:)`, and every visible row is asked for again.
@MainActor
public final class TableView {
    /// Supplies the rows.
    public weak var dataSource: TableViewDataSource? {
        didSet { drawnLook = nil }
    }
    /// Hears about highlight moves and selections.
    public weak var delegate: TableViewDelegate?
    /// Shown in place of rows when there are none.
    public var emptyMessage = "No rows"
    /// The highlighted row, nil when there are no rows.
    public private(set) var highlightedRow: Int?
    /// The first row shown.
    public private(set) var topRow = 0
    /// Rows shown at the last draw; paging moves by this much.
    public private(set) var visibleRows = 1
    /// In Edit mode every row the data source lets be edited shows a delete marker.
    public var isEditing = false
    /// The rows drawn last, measured: row `drawnTop + i` at `i`.
    private var drawnRows: [TableViewRowGlyphs] = []
    private var drawnTop = 0
    /// Everything but the rows' content that the last draw depended on; nil before the first
    /// and after `reloadData()` and the like, when the rows' content may have changed, so
    /// the next draw asks for every visible row again.
    private var drawnLook: Look?

    /// What a table view's cells depend on besides its rows' content.
    private struct Look: Equatable {
        /// All of it but where the list is scrolled to and which row is highlighted.
        struct Setting: Equatable {
            let frame: Rect
            let count: Int
            let isEditing: Bool
            let emptyMessage: String
            let theme: Theme
            let isFocused: Bool
        }

        let setting: Setting
        let topRow: Int
        let highlightedRow: Int?
    }

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

    /// Asks for every visible row again, and keeps the highlight and scroll position valid,
    /// after the data changed (rows appended while loading, a filter applied, a row's
    /// content edited). Returns whether the highlight moved.
    @discardableResult
    public func reloadData() -> Bool { reloadData(notify: false) }

    /// `reloadData()`, telling the delegate when the highlight moved if `notify` is true.
    @discardableResult
    public func reloadData(notify: Bool) -> Bool {
        drawnLook = nil
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
        drawnLook = nil
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
        drawnLook = nil
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

    /// Draws the visible rows into `frame`.
    public func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        visibleRows = max(1, frame.height)
        scrollToHighlight()
        let count = numberOfRows
        let setting = Look.Setting(frame: frame, count: count, isEditing: isEditing, emptyMessage: emptyMessage,
                                   theme: context.theme, isFocused: context.isFocused)
        let look = Look(setting: setting, topRow: topRow, highlightedRow: highlightedRow)
        if canvas.keeps(frame, of: self, unchanged: !isEditing && look == drawnLook) { return }
        if let drawnLook, drawnLook.setting.frame == frame, abs(drawnLook.topRow - topRow) == 1 {
            canvas.noteScroll(of: frame, up: topRow - drawnLook.topRow)
        }
        // Over what it drew last in the same setting, a list that moved by a row at most is moved
        // in place and only rows new on screen or whose highlight changed are drawn. (Views drawn
        // over a table view draw over it again each frame: a popover fills itself first.)
        var last: Look?
        if let drawnLook, drawnLook.setting == setting, abs(drawnLook.topRow - topRow) <= 1, !isEditing, count > 0,
           canvas.isUndamaged(frame) {
            last = drawnLook
        }
        let rowsMayHaveChanged = drawnLook == nil
        drawnLook = look
        let theme = context.theme
        if let last { canvas.moveRows(in: frame, up: topRow - last.topRow) }
        guard count > 0, let dataSource else {
            drawnRows = []
            canvas.fill(frame, style: theme.text)
            canvas.draw(emptyMessage, at: Point(x: frame.minX + 1, y: frame.minY), style: theme.secondaryText,
                        clip: frame.inset(by: Insets(left: 1)))
            return
        }
        let shown = topRow..<(topRow + min(frame.height, count - topRow))
        if let last {
            drawMoved(since: last, in: &canvas, frame: frame, shown: shown, dataSource: dataSource, context: context)
            return
        }
        // Each row drawn covers its line: only the lines below the last row are filled.
        canvas.fill(Rect(x: frame.minX, y: frame.minY + shown.count, width: frame.width,
                         height: frame.height - shown.count), style: theme.text)
        let width = max(0, frame.width - (isEditing ? 2 : 0) - 2)
        // Rows still on screen keep their layout (a rotation back, the focus moving to the
        // list): as in UIKit, they are asked for again only after `reloadData()` and the like.
        let kept = arrangeRows(shown, width: width, dataSource: dataSource)
        if rowsMayHaveChanged {
            for row in kept {
                let cell = dataSource.tableView(self, cellForRowAt: row)
                if !drawnRows[row - topRow].cell.showsSameTexts(as: cell) {
                    drawnRows[row - topRow] = TableViewRowGlyphs(cell: cell, width: width)
                }
            }
        }
        for row in shown {
            var content = Rect(x: frame.minX, y: frame.minY + row - topRow, width: frame.width, height: 1)
            if isEditing {
                let marker = dataSource.tableView(self, canEditRowAt: row) ? "⊖" : " "
                canvas.fill(Rect(x: content.minX, y: content.minY, width: min(2, content.width), height: 1),
                            style: theme.text)
                canvas.draw(marker, at: Point(x: content.minX + 1, y: content.minY), style: theme.destructive,
                            clip: content)
                content = content.inset(by: Insets(left: 2))
            }
            drawRow(&drawnRows[row - topRow], in: &canvas, line: content, highlighted: row == highlightedRow,
                    context: context)
        }
    }

    /// Makes `drawnRows` the rows of `shown`, `width` columns each between their margins: the
    /// rows drawn last that are still among them are moved to their places, not copied (and
    /// laid out again if their width changed), and the data source is asked for the others.
    /// Returns the rows kept.
    private func arrangeRows(_ shown: Range<Int>, width: Int, dataSource: TableViewDataSource) -> Range<Int> {
        let keptTop = max(drawnTop, shown.lowerBound)
        let keptEnd = max(keptTop, min(drawnTop + drawnRows.count, shown.upperBound))
        if keptTop == keptEnd {
            drawnRows.removeAll(keepingCapacity: true)
        } else {
            drawnRows.removeLast(drawnTop + drawnRows.count - keptEnd)
            drawnRows.removeFirst(keptTop - drawnTop)
        }
        for index in drawnRows.indices where drawnRows[index].width != width {
            drawnRows[index] = TableViewRowGlyphs(cell: drawnRows[index].cell, width: width)
        }
        func newRow(_ row: Int) -> TableViewRowGlyphs {
            TableViewRowGlyphs(cell: dataSource.tableView(self, cellForRowAt: row), width: width)
        }
        var above: [TableViewRowGlyphs] = []
        for row in shown.lowerBound..<min(keptTop, shown.upperBound) { above.append(newRow(row)) }
        drawnRows.insert(contentsOf: above, at: 0)
        for row in (shown.lowerBound + drawnRows.count)..<shown.upperBound { drawnRows.append(newRow(row)) }
        drawnTop = shown.lowerBound
        return keptTop..<keptEnd
    }

    /// Draws over the rows drawn last, moved in place by a row at most (`canvas.moveRows`):
    /// asks the data source only for the rows new on screen, and draws those and the rows
    /// whose highlight came or went. The rows kept are moved within `drawnRows`, not copied,
    /// so a scroll reaches neither their texts nor their cells.
    private func drawMoved(since last: Look, in canvas: inout Canvas, frame: Rect, shown: Range<Int>,
                           dataSource: TableViewDataSource, context: DrawContext) {
        let kept = arrangeRows(shown, width: max(0, frame.width - 2), dataSource: dataSource)
        for row in shown where !kept.contains(row) || (row == last.highlightedRow) != (row == highlightedRow) {
            let line = Rect(x: frame.minX, y: frame.minY + row - topRow, width: frame.width, height: 1)
            drawRow(&drawnRows[row - topRow], in: &canvas, line: line, highlighted: row == highlightedRow, context: context)
        }
    }

    private func drawRow(_ row: inout TableViewRowGlyphs, in canvas: inout Canvas, line: Rect, highlighted: Bool,
                         context: DrawContext) {
        let theme = context.theme
        let base = highlighted ? (context.isFocused ? theme.selection : theme.inactiveSelection) : theme.text
        row.draw(in: &canvas, line: line, base: base, secondary: highlighted ? base : theme.secondaryText)
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
