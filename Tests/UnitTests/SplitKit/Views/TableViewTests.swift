import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@MainActor
private final class Rows: TableViewDataSource, TableViewDelegate {
    var count: Int
    var highlights: [Int] = []
    var selections: [Int] = []
    var cellRequests: [Int] = []
    var prefix = "row"
    init(_ count: Int) { self.count = count }
    func numberOfRows(in tableView: TableView) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        cellRequests.append(row)
        return TableViewCell(text: "\(prefix) \(row)")
    }
    func tableView(_ tableView: TableView, didHighlightRowAt row: Int) { highlights.append(row) }
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) { selections.append(row) }
}

@MainActor
@Suite("Table view")
struct TableViewTests {
    private func make(_ count: Int, height: Int = 10) -> (TableView, Rows, Canvas) {
        let rows = Rows(count)
        let table = TableView()
        table.dataSource = rows
        table.delegate = rows
        table.reloadData()
        var canvas = Canvas(size: Size(width: 20, height: height))
        table.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: Theme()))
        return (table, rows, canvas)
    }

    @Test("the first row is highlighted; moves are clamped and reported")
    func movement() {
        let (table, rows, _) = make(5)
        #expect(table.highlightedRow == 0)
        _ = table.perform(.moveUp)
        #expect(table.highlightedRow == 0 && rows.highlights.isEmpty)
        _ = table.perform(.moveDown)
        _ = table.perform(.bottom)
        _ = table.perform(.moveDown)
        #expect(table.highlightedRow == 4)
        #expect(rows.highlights == [1, 4])
        _ = table.perform(.select)
        #expect(rows.selections == [4])
    }

    @Test("the list scrolls to keep the highlight visible, row by row and by page")
    func scrolling() {
        let (table, rows, _) = make(100, height: 10)
        defer { withExtendedLifetime(rows) {} }
        for _ in 0..<10 { _ = table.perform(.moveDown) }
        #expect(table.highlightedRow == 10 && table.topRow == 1)
        _ = table.perform(.pageDown)
        #expect(table.highlightedRow == 19 && table.topRow == 10)
        _ = table.perform(.bottom)
        #expect(table.highlightedRow == 99 && table.topRow == 90)
        _ = table.perform(.pageUp)
        #expect(table.highlightedRow == 90 && table.topRow == 90)
        _ = table.perform(.top)
        #expect(table.topRow == 0)
    }

    @Test("drawing asks only for the visible rows, even of a million")
    func onlyVisibleRows() {
        var (table, rows, canvas) = make(1_000_000, height: 10)
        #expect(rows.cellRequests == Array(0..<10))
        rows.cellRequests.removeAll()
        _ = table.perform(.bottom)
        table.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: Theme()))
        #expect(rows.cellRequests == Array(999_990..<1_000_000))
        #expect(canvas.text(ofRow: 9) == " row 999999")
    }

    @Test("an empty table shows its empty message and has no highlight")
    func empty() {
        let (table, rows, canvas) = make(0)
        #expect(table.highlightedRow == nil)
        #expect(canvas.text(ofRow: 0) == " No rows")
        _ = table.perform(.moveDown)
        _ = table.perform(.select)
        #expect(rows.highlights.isEmpty && rows.selections.isEmpty)
    }

    @Test("rows appearing or vanishing keep the highlight valid")
    func reload() {
        let (table, rows, _) = make(10)
        _ = table.perform(.bottom)
        rows.count = 3
        table.reloadData()
        #expect(table.highlightedRow == 2)
        rows.count = 0
        table.reloadData()
        #expect(table.highlightedRow == nil)
        rows.count = 4
        table.reloadData()
        #expect(table.highlightedRow == 0)
    }

    @Test("the highlighted row is drawn in the selection style")
    func highlightStyle() {
        let (_, _, canvas) = make(3)
        #expect(canvas[0, 0].style == Theme().selection)
        #expect(canvas[0, 1].style == Theme().text)
    }

    /// Performs `action`, then draws `table` over `canvas` as the next frame; returns the
    /// rows it asked its data source for.
    private func redraw(_ table: TableView, _ rows: Rows, on canvas: inout Canvas, after action: Action) -> [Int] {
        _ = table.perform(action)
        rows.cellRequests.removeAll()
        canvas.forgetDamage()
        table.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: Theme()))
        return rows.cellRequests
    }

    @Test("a list moved by a row asks only for the row that came into view, either way")
    func movedByARow() {
        var (table, rows, canvas) = make(100, height: 10)
        for _ in 0..<9 { _ = redraw(table, rows, on: &canvas, after: .moveDown) }
        #expect(redraw(table, rows, on: &canvas, after: .moveDown) == [10])
        #expect(canvas.text(ofRow: 0) == " row 1" && canvas.text(ofRow: 9) == " row 10")
        #expect(canvas[0, 9].style == Theme().selection && canvas[0, 8].style == Theme().text)
        for _ in 0..<9 { _ = redraw(table, rows, on: &canvas, after: .moveUp) }
        #expect(redraw(table, rows, on: &canvas, after: .moveUp) == [0])
        #expect(canvas.text(ofRow: 0) == " row 0" && canvas.text(ofRow: 9) == " row 9")
        #expect(canvas[0, 0].style == Theme().selection && canvas[0, 1].style == Theme().text)
    }

    @Test("rows on screen are kept until reloadData says they changed, as in UIKit")
    func keptUntilReloaded() {
        var (table, rows, canvas) = make(5)
        rows.prefix = "item"
        canvas.forgetDamage()
        table.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: Theme()))
        #expect(canvas.text(ofRow: 2) == " row 2")
        table.reloadData()
        table.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: Theme()))
        #expect(canvas.text(ofRow: 2) == " item 2")
        rows.prefix = "entry"
        rows.count = 6
        table.insertRows(at: [5])
        table.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: Theme()))
        #expect(canvas.text(ofRow: 2) == " entry 2" && canvas.text(ofRow: 5) == " entry 5")
    }

    @Test("a list drawn whole again (a fresh canvas, another width) keeps its rows without asking, as in UIKit")
    func keptAcrossFullDraws() {
        let (table, rows, _) = make(5)
        rows.prefix = "item"
        rows.cellRequests.removeAll()
        var canvas = Canvas(size: Size(width: 20, height: 10))
        table.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: Theme()))
        #expect(canvas.text(ofRow: 2) == " row 2" && rows.cellRequests.isEmpty)
        table.draw(in: &canvas, frame: Rect(x: 0, y: 0, width: 6, height: 10), context: DrawContext(theme: Theme()))
        #expect(canvas.text(ofRow: 2) == " row…" && rows.cellRequests.isEmpty, "measured again for the narrower width")
        table.reloadData()
        canvas = Canvas(size: Size(width: 20, height: 10))
        table.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: Theme()))
        #expect(canvas.text(ofRow: 2) == " item 2" && rows.cellRequests == Array(0..<5))
    }
}
