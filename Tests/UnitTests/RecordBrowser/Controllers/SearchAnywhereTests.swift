import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@MainActor
@Suite("Searching from anywhere")
struct SearchAnywhereTests {
    private func settle(_ harness: Harness) {
        #expect(harness.deliver { harness.list.isFilterComplete }, "filter did not complete")
    }

    /// Types `text` as one batch of keys, with no layout between them (as a paste or a fast
    /// typist's keys arrive in one read), then lets the filter finish.
    private func typeAtOnce(_ text: String, into harness: Harness) {
        for character in text { harness.app.handle(.key(.character(character))) }
        harness.app.render()
        settle(harness)
    }

    @Test("/ from the focused detail (landscape) moves to the list's filter; a, e, d, q are text there")
    func fromTheDetail() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 40))
        harness.press(.tab)
        #expect(harness.split.focusedColumn == .secondary)
        typeAtOnce("/aedq", into: harness)
        #expect(harness.list.isFiltering && harness.list.filterText == "aedq")
        #expect(harness.split.focusedColumn == .primary)
        #expect(harness.app.isRunning && !harness.browser.isEditing && harness.browser.editable.count == 118)
    }

    @Test("/ from the detail in portrait opens the popover with its filter line")
    func portrait() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 60, height: 30))
        #expect(harness.split.layoutMode == .portrait && !harness.split.isPopoverPresented)
        typeAtOnce("/ae", into: harness)
        #expect(harness.split.isPopoverPresented)
        #expect(harness.list.filterText == "ae" && harness.browser.editable.count == 118 && !harness.browser.isEditing)
        #expect(harness.screen.contains("/ae"))
    }

    @Test("/ from a detail pushed in compact goes back to the list with its filter line")
    func compact() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 40, height: 30))
        harness.press(.enter)
        #expect(harness.split.focusedColumn == .secondary)
        typeAtOnce("/xe", into: harness)
        #expect(harness.split.focusedColumn == .primary)
        #expect(harness.list.filterText == "xe" && harness.list.listedCount == 1, "Xenon")
        #expect(harness.screen.contains("/xe"))
    }

    @Test("a click in the detail ends typing in the filter line, keeping the filter: keys then go to the detail")
    func clickEndsTyping() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 40))
        harness.press(.character("/"))
        typeAtOnce("ium", into: harness)
        harness.click(x: 80, y: 5)
        #expect(!harness.list.isFiltering && harness.list.filterText == "ium")
        #expect(harness.split.focusedColumn == .secondary)
        harness.press(.character("j"))
        #expect(harness.list.filterText == "ium", "j went to the detail, not into the filter")
    }

    @Test("n and N from the detail step through the matches and show each")
    func stepFromTheDetail() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 40))
        harness.press(.character("/"))
        typeAtOnce("ium", into: harness)
        harness.press(.enter, .tab)
        let list = harness.list
        harness.press(.character("n"), .character("n"))
        #expect(harness.browser.detail.record == list.record(at: 2))
        harness.press(.character("N"))
        #expect(harness.browser.detail.record == list.record(at: 1))
        #expect(harness.split.focusedColumn == .secondary, "the focus stays in the detail")
    }

    @Test("n in a compact detail shows the next match in its place")
    func stepInCompact() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 40, height: 30))
        harness.press(.character("/"))
        typeAtOnce("ium", into: harness)
        harness.press(.enter, .enter)
        let list = harness.list
        #expect(harness.browser.detail.record == list.record(at: 0) && harness.split.focusedColumn == .secondary)
        harness.press(.character("n"))
        #expect(harness.browser.detail.record == list.record(at: 1))
        #expect(harness.split.focusedColumn == .secondary)
    }

    @Test("a row number goes to that row, and past the end to the last; 50G too")
    func goToRow() throws {
        let harness = Harness(table: Fixtures.rows(1_000), size: Size(width: 120, height: 40), title: "Rows")
        harness.browser.goToRow(500)
        #expect(harness.list.tableView.highlightedRow == 499)
        #expect(harness.browser.detail.record == harness.list.record(at: 499))
        harness.browser.goToRow(5_000)
        #expect(harness.list.tableView.highlightedRow == 999)
        #expect(harness.browser.message == "1,000 rows: the last is highlighted")
        harness.press(.character("5"), .character("0"), .character("G"))
        #expect(harness.list.tableView.highlightedRow == 49)
        harness.press(.character("7"), .character("j"), .character("G"))
        #expect(harness.list.tableView.highlightedRow == 999, "a count is forgotten after another key")
    }

    @Test("no match: the list says where it looked and what to try")
    func hint() throws {
        let columns = ["name", "species", "note"]
        func hint(_ typed: String, shown: [Int] = [0]) -> String {
            FilterQuery.parse(typed, shownColumns: shown, columns: columns).hint(typed: typed, shownColumns: shown,
                                                                                  columns: columns)
        }
        #expect(hint("setosa") == "No match in name\n*setosa: every field\nspecies:setosa: one column")
        #expect(hint("setosa", shown: [0, 1]) == "No match in name, species\n*setosa: every field\nnote:setosa: one column")
        #expect(hint("a b") == "No match in name\n*a b: every field")
        #expect(hint("*zzz") == "No match in any field")
        #expect(hint("x\u{1B}[2J") == "No match in name\n*x^[[2J: every field\nspecies:x^[[2J: one column")
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 40))
        harness.press(.character("/"))
        typeAtOnce("gas", into: harness)
        #expect(harness.screen.contains("No match in name"))
        #expect(harness.screen.contains("*gas: every field"))
        #expect(harness.screen.contains("number:gas: one column"))
    }
}
