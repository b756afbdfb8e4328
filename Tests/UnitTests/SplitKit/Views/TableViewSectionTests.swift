import Testing
@testable import SplitKit

/// A mailbox list in sections: a header per section, a footer on some, rows asked by index path.
@MainActor
private final class Mailboxes: TableViewDataSource, TableViewDelegate {
    var sections: [(title: String?, rows: [String], footer: String?)]
    var requests: [IndexPath] = []
    var highlights: [Int] = []
    init(_ sections: [(title: String?, rows: [String], footer: String?)]) { self.sections = sections }
    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        requests.append(indexPath)
        return TableViewCell(style: .subtitle, text: sections[indexPath.section].rows[indexPath.row], detailText: "detail \(indexPath.row)")
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }
    func tableView(_ tableView: TableView, didHighlightRowAt row: Int) { highlights.append(row) }
}

/// A million rows in one section through the one-section methods.
@MainActor
private final class Million: TableViewDataSource {
    var requests: [Int] = []
    func numberOfRows(in tableView: TableView) -> Int { 1_000_000 }
    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        requests.append(row)
        return TableViewCell(style: .subtitle, text: "row \(row)", detailText: "detail \(row)")
    }
}

@MainActor
@Suite("Table view sections and scrolling")
struct TableViewSectionTests {
    private static let mail: [(title: String?, rows: [String], footer: String?)] = [
        ("Mailboxes", ["Inbox", "Sent", "Drafts"], "3 mailboxes"),
        ("On My Mac", ["Archive", "Notes"], nil),
        (nil, ["Trash"], "Emptied daily"),
    ]

    private func make(_ sections: [(title: String?, rows: [String], footer: String?)] = Self.mail, height: Int = 6,
                      rowHeight: Int = 1) -> (TableView, Mailboxes) {
        let source = Mailboxes(sections)
        let table = TableView()
        table.dataSource = source
        table.delegate = source
        table.rowHeight = rowHeight
        table.reloadData()
        table.layout(in: Rect(x: 0, y: 0, width: 24, height: height))
        return (table, source)
    }

    private func screen(_ table: TableView, height: Int = 6) -> [String] {
        var canvas = Canvas(size: Size(width: 24, height: height))
        table.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: Theme()))
        return (0..<height).map { canvas.text(ofRow: $0) }
    }

    @Test("rows are counted through the sections, and back to index paths")
    func indexPaths() {
        let (table, source) = make()
        defer { withExtendedLifetime(source) {} }
        #expect(table.numberOfSections == 3 && table.numberOfRows == 6 && table.numberOfRows(inSection: 1) == 2)
        #expect(table.indexPath(forRow: 3) == IndexPath(row: 0, section: 1))
        #expect(table.indexPath(forRow: 5) == IndexPath(row: 0, section: 2))
        #expect(table.row(for: IndexPath(row: 1, section: 1)) == 4)
        #expect(table.contentHeight == 10, "six rows, two headers, two footers")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        #expect(IndexPath(row: 9, section: 0) < IndexPath(row: 0, section: 1))
    }

    @Test("headers and footers stand around their rows; the highlight moves across sections and pages")
    func movingAcrossSections() {
        let (table, source) = make()
        #expect(screen(table) == [" Mailboxes", " Inbox  detail 0", " Sent  detail 1", " Drafts  detail 2", " 3 mailboxes", " On My Mac"])
        for _ in 0..<3 { _ = table.perform(.moveDown) }
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 1))
        #expect(screen(table).suffix(2) == [" On My Mac", " Archive  detail 0"], "the row came into view")
        _ = table.perform(.pageDown)
        #expect(table.highlightedRow == 5 && table.topRow == 3)
        #expect(screen(table) == [" 3 mailboxes", " On My Mac", " Archive  detail 0", " Notes  detail 1", " Trash  detail 0",
                                  " Emptied daily"], "the last row brings its footer with it")
        _ = table.perform(.moveUp)
        _ = table.perform(.moveUp)
        #expect(table.highlightedRow == 3)
        _ = table.perform(.top)
        #expect(screen(table).first == " Mailboxes")
        #expect(source.highlights == [1, 2, 3, 5, 4, 3, 0])
    }

    @Test("moving or scrolling onto a section's first row brings its header into view")
    func headerComesAlong() {
        let (table, source) = make(height: 4)
        defer { withExtendedLifetime(source) {} }
        for _ in 0..<5 { _ = table.perform(.moveDown) }
        #expect(screen(table, height: 4) == [" Archive  detail 0", " Notes  detail 1", " Trash  detail 0", " Emptied daily"])
        _ = table.perform(.moveUp)
        _ = table.perform(.moveUp)
        #expect(screen(table, height: 4).first == " On My Mac")
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top)
        table.scrollToRow(at: IndexPath(row: 0, section: 1), at: .top)
        #expect(screen(table, height: 4).first == " On My Mac")
    }

    @Test("two-line rows page by rows, show the detail under the text and are highlighted on both lines")
    func twoLineRows() {
        let (table, source) = make([(nil, (0..<20).map { "Message \($0)" }, nil)], height: 7, rowHeight: 2)
        #expect(table.visibleRows == 3)
        #expect(screen(table, height: 7).prefix(4) == [" Message 0", " detail 0", " Message 1", " detail 1"])
        _ = table.perform(.pageDown)
        #expect(table.highlightedRow == 2)
        _ = table.perform(.pageDown)
        #expect(table.highlightedRow == 4 && table.topRow == 1 && table.topLine == 3, "the first row shown in part")
        var canvas = Canvas(size: Size(width: 24, height: 7))
        table.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: Theme()))
        #expect(canvas[0, 5].style == Theme().selection && canvas[0, 6].style == Theme().selection)
        #expect(canvas[0, 4].style == Theme().text && canvas.text(ofRow: 0) == " detail 1")
        #expect(source.requests.filter { $0 == IndexPath(row: 4, section: 0) }.count == 1, "a cell is asked once a frame")
        _ = table.perform(.bottom)
        #expect(table.topLine == 40 - 7, "scrolled to the last line")
        #expect(table.row(atScreenRow: 6, in: canvas.bounds) == 19 && table.row(atScreenRow: 0, in: canvas.bounds) == 16)
    }

    @Test("scrollToRow puts a row at the top, middle or bottom; the highlight stays in view")
    func scrollToRow() {
        let (table, source) = make([(nil, (0..<100).map { "Row \($0)" }, nil)], height: 10)
        defer { withExtendedLifetime(source) {} }
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top)
        #expect(table.topRow == 50 && table.highlightedRow == 50, "the highlight moved onto the first row shown")
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .middle)
        #expect(table.topRow == 46 && table.highlightedRow == 50)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom)
        #expect(table.topRow == 41)
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .none)
        #expect(table.topRow == 20 && table.highlightedRow == 29, "from below, onto the last row shown")
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top)
        #expect(table.topRow == 90, "not past the end")
    }

    @Test("selectRow highlights without telling the delegate; deselectRow clears it; reloadRows redraws")
    func selection() {
        let (table, source) = make([(nil, (0..<100).map { "Row \($0)" }, nil)], height: 10)
        table.selectRow(at: IndexPath(row: 60, section: 0), scrollPosition: .middle)
        #expect(table.highlightedRow == 60 && table.topRow == 56 && source.highlights.isEmpty)
        table.deselectRow(at: IndexPath(row: 59, section: 0))
        #expect(table.highlightedRow == 60, "another row: nothing to clear")
        table.deselectRow(at: IndexPath(row: 60, section: 0))
        #expect(table.indexPathForSelectedRow == nil)
        table.selectRow(at: IndexPath(row: 3, section: 0))
        source.sections[0].rows[3] = "Changed"
        table.reloadRows(at: [IndexPath(row: 3, section: 0)])
        #expect(screen(table, height: 10).contains(" Changed  detail 3"))
        table.selectRow(at: nil)
        #expect(table.highlightedRow == nil)
    }

    @Test("one section of a million two-line rows asks only for the rows shown")
    func million() {
        let source = Million()
        let table = TableView()
        table.dataSource = source
        table.rowHeight = 2
        table.reloadData()
        table.layout(in: Rect(x: 0, y: 0, width: 24, height: 10))
        _ = table.perform(.bottom)
        table.layout(in: Rect(x: 0, y: 0, width: 24, height: 10))
        var canvas = Canvas(size: Size(width: 24, height: 10))
        table.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: Theme()))
        #expect(source.requests == Array(999_995..<1_000_000))
        #expect(canvas.text(ofRow: 9) == " detail 999999")
    }

    @Test("reloadRows measures the columns again only when a reloaded row was measured")
    func reloadRowsRemeasures() {
        let source = Million()
        let table = TableView()
        table.dataSource = source
        table.columns = [TableColumn(title: "row")]
        table.reloadData()
        table.layout(in: Rect(x: 0, y: 0, width: 24, height: 10))
        source.requests.removeAll()
        table.reloadRows(at: [IndexPath(row: 500, section: 0)])
        table.layout(in: Rect(x: 0, y: 0, width: 24, height: 10))
        #expect(source.requests.isEmpty, "past the rows measured")
        table.reloadRows(at: [IndexPath(row: 3, section: 0)])
        table.layout(in: Rect(x: 0, y: 0, width: 24, height: 10))
        #expect(source.requests == Array(0..<200))
    }

    @Test("rows gone before reloadData (down to no sections at all) are laid out and drawn without them")
    func rowsGoneBeforeReload() {
        let (table, source) = make()
        _ = table.perform(.bottom)
        source.sections = []
        table.layout(in: Rect(x: 0, y: 0, width: 24, height: 6))
        table.scroll(by: 1)
        #expect(screen(table).first == " No rows" && table.topLine == 0)
        table.reloadData()
        #expect(table.highlightedRow == nil)
    }

    @Test("the wheel scrolls by lines and keeps the highlight on screen")
    func wheel() {
        let (table, source) = make(height: 4)
        defer { withExtendedLifetime(source) {} }
        table.scroll(by: 5)
        #expect(table.topLine == 5 && table.highlightedRow == 3, "onto the first row wholly shown")
        table.scroll(by: 100)
        #expect(table.topLine == 6, "not past the last line")
    }

    @Test("rows inserted and deleted by index path keep the highlight on its row, in any section")
    func insertAndDeleteByIndexPath() {
        let (table, source) = make(height: 12)
        defer { withExtendedLifetime(source) {} }
        table.selectRow(at: IndexPath(row: 1, section: 1))  // Notes
        source.sections[0].rows.insert("Flagged", at: 0)
        source.sections[1].rows.insert("Receipts", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 1)])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 1))
        source.sections[0].rows.remove(at: 1)  // Inbox
        source.sections[1].rows.remove(at: 0)  // Receipts
        table.deleteRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 1), "still on Notes")
        source.sections[1].rows.remove(at: 1)  // Notes itself
        table.deleteRows(at: [IndexPath(row: 1, section: 1)])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 2), "onto the row that took its place")
        table.selectRow(at: IndexPath(row: 0, section: 1))  // Archive
        source.sections[0].rows.remove(at: 0)  // Flagged
        source.sections[1].rows.remove(at: 0)  // Archive, counted past the deleted Flagged
        table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 1)])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 2), "the highlighted row was among those deleted")
    }
}
