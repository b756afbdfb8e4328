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
        table.layout(in: canvas.bounds)
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
        table.layout(in: canvas.bounds)
        table.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: Theme()))
        #expect(rows.cellRequests == Array(999_990..<1_000_000))
        #expect(canvas.text(ofRow: 9) == " row 999999")
    }

    @Test("with columns, the first 200 rows are measured once: a key, a reload ask only for the rows shown; an insert measures again")
    func columnsMeasuredOnce() {
        var (table, rows, canvas) = make(1_000_000, height: 10)
        table.columns = [TableColumn(title: "text")]
        table.layout(in: canvas.bounds)
        #expect(rows.cellRequests.suffix(200) == ArraySlice(0..<200))
        rows.cellRequests.removeAll()
        _ = table.perform(.moveDown)
        table.layout(in: canvas.bounds)
        table.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: Theme()))
        #expect(rows.cellRequests == Array(0..<9), "drawing alone: the header takes a row")
        rows.cellRequests.removeAll()
        _ = table.perform(.bottom)
        table.layout(in: canvas.bounds)
        #expect(rows.cellRequests.isEmpty, "rows shown past the sample are not measured: the widths hold still")
        table.reloadData()
        table.layout(in: canvas.bounds)
        #expect(rows.cellRequests.isEmpty, "a reload (a filter's results, more rows read) keeps a whole sample")
        table.insertRows(at: [0])
        table.layout(in: canvas.bounds)
        #expect(rows.cellRequests == Array(0..<200), "measured again after an edit")
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

    @Test("every draw asks for the cells of the rows it shows: a change in the data shows in the next frame")
    func cellsAskedEachDraw() {
        let (table, rows, _) = make(5)
        rows.prefix = "item"
        rows.cellRequests.removeAll()
        var canvas = Canvas(size: Size(width: 20, height: 10))
        table.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: Theme()))
        #expect(canvas.text(ofRow: 2) == " item 2" && rows.cellRequests == Array(0..<5))
        table.draw(in: &canvas, frame: Rect(x: 0, y: 0, width: 7, height: 10), context: DrawContext(theme: Theme()))
        #expect(canvas.text(ofRow: 2) == " item…", "cut for the narrower width")
    }

    @Test("layout sizes the page and keeps the highlight in view; drawing moves nothing")
    func layoutThenDraw() {
        var (table, rows, canvas) = make(100, height: 10)
        defer { withExtendedLifetime(rows) {} }
        _ = table.perform(.pageDown)
        #expect(table.highlightedRow == 9, "a page of the ten rows laid out, less one")
        table.layout(in: Rect(x: 0, y: 0, width: 20, height: 4))
        #expect(table.topRow == 6 && table.visibleRows == 4)
        table.draw(in: &canvas, frame: Rect(x: 0, y: 0, width: 20, height: 4), context: DrawContext(theme: Theme()))
        #expect(table.topRow == 6 && table.visibleRows == 4)
        #expect(canvas.text(ofRow: 3) == " row 9" && canvas[0, 3].style == Theme().selection)
    }
}
