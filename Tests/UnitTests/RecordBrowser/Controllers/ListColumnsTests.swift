import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// Columns side by side in the master: the header, widths, cutting, sideways scrolling,
/// and the picker that chooses them (c).
@MainActor
@Suite("Columns in the list")
struct ListColumnsTests {
    private static let people = """
        name,city,age,note
        Ann,Oslo,34,likes long walks along the fjord in winter
        Bob,Rio de Janeiro,7,
        ,Lima,120,no name
        """ + "\n"

    private func document(_ text: String = people, columns: [Int] = [0, 1, 2]) throws -> (DocumentViewController, TreeHarness) {
        let table = try load(text, name: "people.csv")
        let browser = BrowserViewController(table: table, title: "people.csv", titleColumn: 0, listColumns: columns)
        let document = DocumentViewController(browser: browser, destination: table.path)
        return (document, TreeHarness(root: document, size: Size(width: 100, height: 12),
                                      keyBindings: KeyBindings(sections: ActionSection.browser)))
    }

    private func list(_ document: DocumentViewController) throws -> RecordListViewController {
        try #require(document.browser.list as? RecordListViewController)
    }

    @Test("a header row of the names, the values aligned under them, numbers right-aligned, a blank title's stand-in dimmed")
    func header() throws {
        let (document, harness) = try document()
        #expect(harness.line(1).hasPrefix(" name city           age"))
        #expect(harness.line(2).hasPrefix(" Ann  Oslo            34"))
        #expect(harness.line(3).hasPrefix(" Bob  Rio de Janeiro   7"))
        #expect(harness.line(4).hasPrefix(" Lima Lima           120"), "the next field stands in for the blank name")
        let cell = try list(document).tableView(try list(document).tableView, cellForRowAt: 2)
        #expect(cell.values.first == TableViewCell.Value("Lima", isSecondary: true))
        #expect(try list(document).shownColumns == [0, 1, 2])
    }

    @Test("too wide for the list: each column cut with …; H and L scroll by whole columns, ‹ and › say where more lie")
    func sideways() throws {
        let (_, harness) = try document(columns: [0, 3, 1, 2])
        // The master is 30 wide: name, then note capped at half of its 28 columns, city cut.
        #expect(harness.line(1).hasPrefix(" name note           city    ›│"))
        #expect(harness.line(2).hasPrefix(" Ann  likes long wa… Oslo     │"))
        harness.press(.character("L"))
        #expect(harness.line(1).hasPrefix("‹note           city         ›│"), "city cut, age beyond")
        harness.press(.character("L"))
        #expect(harness.line(1).hasPrefix("‹city           age           │"), "then city and age fit")
        #expect(harness.line(2).hasPrefix(" Oslo            34"))
        harness.press(.character("L"))
        #expect(harness.line(1).hasPrefix("‹city           age"), "no further than the last columns fit")
        harness.press(.character("H"), .character("H"), .character("H"))
        #expect(harness.line(1).hasPrefix(" name note"))
    }

    @Test("the header in the label style, a blank title's stand-in dimmed, the highlighted row whole (snapshot)")
    func snapshot() throws {
        let (_, harness) = try document(columns: [0, 2, 3])
        assertSnapshot(StyleMap.render(harness.terminal.screen), named: "columns-100x12")
    }

    @Test("a picker of more columns than fit scrolls to keep the highlighted one in view")
    func pickerScrolls() throws {
        let names = (1...30).map { "c\($0)" }
        let table = try load(names.joined(separator: ",") + "\n" + names.joined(separator: ",") + "\n", name: "wide.csv")
        let browser = BrowserViewController(table: table, title: "wide.csv", titleColumn: 0)
        let harness = TreeHarness(root: DocumentViewController(browser: browser, destination: nil),
                                  size: Size(width: 100, height: 12), keyBindings: KeyBindings(sections: ActionSection.browser))
        harness.press(.character("c"))
        #expect(harness.screen.contains("[x]  1  c1") && !harness.screen.contains(" 9  c9 "))
        for _ in 0..<20 { harness.press(.down) }
        #expect(harness.screen.contains("21  c21") && !harness.screen.contains(" 1  c1 "))
        harness.press(.character(" "), .enter)
        #expect(browser.listColumns == [0, 20])
    }

    @Test("in Edit mode the header moves with the rows past the delete markers")
    func editMode() throws {
        let (_, harness) = try document()
        harness.press(.character("e"))
        #expect(harness.line(1).hasPrefix("   name city"))
        #expect(harness.line(2).hasPrefix(" ⊖ Ann  Oslo"))
    }

    @Test("without columns the list is a title and its subtitles, each of them shown")
    func subtitles() throws {
        let table = try load(Self.people, name: "people.csv")
        let browser = BrowserViewController(table: table, title: "people.csv", titleColumn: 0, subtitleColumns: [1, 2])
        let harness = TreeHarness(root: browser, size: Size(width: 100, height: 12))
        #expect(harness.line(1).hasPrefix(" Ann  Oslo  34"))
        let list = try #require(browser.list as? RecordListViewController)
        #expect(list.shownColumns == [0, 1, 2])
        #expect(list.tableView.columns.isEmpty)
    }

    @Test("c: Space shows and hides, t titles, K and J reorder, Enter applies (the status bar says so); Esc cancels")
    func picker() throws {
        let (document, harness) = try document()
        harness.press(.character("c"))
        #expect(harness.screen.contains("▸ [x] 1  name") && harness.screen.contains("  [x] 2  city")
                && harness.screen.contains("  [x] 3  age") && harness.screen.contains("  [ ] 4  note"))
        harness.press(.down, .character(" "), .down, .down, .character(" "), .character("t"), .character("K"), .character("K"))
        #expect(harness.screen.contains("  [ ] 2  city") && harness.screen.contains("▸ [x] 4  note"))
        harness.press(.escape)
        #expect(try list(document).shownColumns == [0, 1, 2], "Esc changes nothing")
        #expect(!harness.screen.contains("[x]"))
        harness.press(.character("c"), .down, .character(" "), .down, .down, .character("t"), .character("K"), .character("K"),
                      .character("K"), .enter)
        #expect(document.browser.titleColumn == 3 && document.browser.listColumns == [3, 0, 2])
        #expect(try list(document).shownColumns == [3, 0, 2])
        #expect(harness.line(1).hasPrefix(" note "))
        #expect(harness.line(11).contains("columns: note, name, age (titled by note)"))
        harness.press(.down)
        #expect(!harness.line(11).contains("columns:"), "until the next key")
    }

    @Test("the columns chosen are kept when the file is read again")
    func keptOnReread() throws {
        let (document, harness) = try document(columns: [])
        harness.press(.character("c"), .down, .character(" "), .enter)
        try (Self.people + "Cid,Bergen,50,\n").write(toFile: document.editable.table.path, atomically: true, encoding: .utf8)
        harness.press(.character("R"))
        #expect(harness.deliver { document.editable.table.count == 4 && !document.editable.table.state.isLoading })
        harness.press(.end)
        #expect(try list(document).shownColumns == [0, 1])
        #expect(harness.line(1).hasPrefix(" name city") && harness.line(5).hasPrefix(" Cid  Bergen"))
    }

    @Test("T lists the columns in the picker: Up and Down put the highlighted name in the answer; a title not shown joins the columns")
    func titleQuestion() throws {
        let (document, harness) = try document(columns: [0, 1])
        harness.press(.character("T"))
        #expect(harness.line(11).contains("(a name, or 1–4): name"))
        harness.press(.down, .down, .down)
        #expect(harness.line(11).contains("(a name, or 1–4): note"))
        harness.press(.enter)
        #expect(document.browser.titleColumn == 3 && document.browser.listColumns == [3, 0, 1])
    }
}
