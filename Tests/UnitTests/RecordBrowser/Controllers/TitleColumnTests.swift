import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// What titles the list's rows: never a blank row, and a column chosen at run time.
@MainActor
@Suite("The title column")
struct TitleColumnTests {
    private func document(_ text: String) throws -> (DocumentViewController, TreeHarness) {
        let table = try load(text, name: "birds.csv")
        let browser = BrowserViewController(table: table, title: "birds.csv", titleColumn: table.suggestedTitleColumn)
        let document = DocumentViewController(browser: browser, destination: nil)
        return (document, TreeHarness(root: document, size: Size(width: 100, height: 12),
                                      keyBindings: KeyBindings(sections: ActionSection.browser)))
    }

    private static let birds = "name,species,island\nPip,Adelie,Dream\n,Gentoo,Biscoe\n,,\nZed,Adelie,Biscoe\n"

    @Test("a record with an empty title shows its next field with a value, dimmed; an empty record says so")
    func emptyTitle() throws {
        let (document, harness) = try document(Self.birds)
        let list = try #require(document.browser.list as? RecordListViewController)
        #expect(list.tableView(list.tableView, cellForRowAt: 0) == TableViewCell(text: "Pip", detailText: nil))
        #expect(list.tableView(list.tableView, cellForRowAt: 1) == TableViewCell(text: "", detailText: "Gentoo"))
        #expect(list.tableView(list.tableView, cellForRowAt: 2) == TableViewCell(text: "", detailText: "(empty record)"))
        #expect(harness.line(2).hasPrefix(" Gentoo"), "drawn from the row's start, not blank")
        harness.press(.down)
        #expect(harness.line(0).contains("Gentoo"), "the detail's title stands in too")
    }

    @Test("T asks for the column, starting at the one in use; a name or a number switches every title")
    func choose() throws {
        let (document, harness) = try document(Self.birds)
        #expect(!harness.line(11).contains("title:"))
        harness.press(.character("T"))
        #expect(harness.line(11).contains("Title column (a name, or 1–3): name"))
        #expect(harness.line(7).contains("▸ 1  name") && harness.line(8).contains("2  species")
                && harness.line(9).contains("3  island"), "the columns to pick from, above the prompt")
        harness.press(.backspace, .backspace, .backspace, .backspace)
        harness.type("Species")
        harness.press(.enter)
        #expect(document.browser.titleColumn == 1)
        #expect(!harness.screen.contains("2  species"), "the columns go with the prompt")
        #expect(harness.line(1).hasPrefix(" Adelie") && harness.line(2).hasPrefix(" Gentoo"))
        #expect(harness.line(0).contains("Adelie"), "the detail is titled by it too")
        #expect(harness.line(11).contains("title: species"))
        // The prompt starts as "species": typing adds to it, so clear it first.
        harness.press(.character("T"))
        for _ in 0..<7 { harness.press(.backspace) }
        harness.type("3")
        harness.press(.enter)
        #expect(document.browser.titleColumn == 2 && harness.line(1).hasPrefix(" Dream"))
        harness.press(.character("T"))
        harness.type("x")
        harness.press(.enter)
        #expect(document.browser.titleColumn == 2)
        #expect(harness.line(11).contains("no column named \"islandx\" (columns: name, species, island)"))
    }

    @Test("the columns T lists are numbered in one column, however many there are")
    func numbersAligned() throws {
        let names = (1...12).map { "c\($0)" }
        let table = try load(names.joined(separator: ",") + "\n" + names.joined(separator: ",") + "\n", name: "wide.csv")
        let browser = BrowserViewController(table: table, title: "wide.csv", titleColumn: 0)
        let harness = TreeHarness(root: DocumentViewController(browser: browser, destination: nil),
                                  size: Size(width: 100, height: 20), keyBindings: KeyBindings(sections: ActionSection.browser))
        harness.press(.character("T"))
        // The box's own cells, left of the list's: the detail beside lists the fields too.
        let lines = harness.screen.split(separator: "\n").map { String($0.prefix(12)) }
        let nine = try #require(lines.first { $0.contains("9  c9") })
        let ten = try #require(lines.first { $0.contains("10  c10") })
        #expect(nine.range(of: "c9")?.lowerBound.utf16Offset(in: nine) == ten.range(of: "c10")?.lowerBound.utf16Offset(in: ten))
    }
}
