import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@MainActor
@Suite("Filtering the master")
struct MasterFilterTests {
    /// Lets background filter results arrive, as the event loop does when woken.
    private func settle(_ harness: Harness) {
        #expect(harness.deliver { harness.list.isFilterComplete }, "filter did not complete")
    }

    private func type(_ text: String, into harness: Harness) {
        for character in text { harness.press(.character(character)) }
        settle(harness)
    }

    @Test("/ opens the filter line; typing narrows the list and shows N of M")
    func narrows() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 40))
        harness.press(.character("/"))
        #expect(harness.list.isFiltering)
        type("ium", into: harness)
        let list = harness.list
        #expect(list.listedCount > 10)
        for row in 0..<list.listedCount {
            #expect(list.editable.title(list.record(at: row), column: list.titleColumn).lowercased().contains("ium"))
        }
        #expect(harness.screen.contains("/ium"))
        #expect(harness.screen.contains("\(list.listedCount) of 118"))
        #expect(harness.browser.detail.record == list.record(at: 0), "the detail follows the first match")
        #expect(harness.screen.contains("filtered"))
    }

    @Test("a filter key is one frame with its matches, as the event loop takes it: no post is left to draw it again")
    func oneFramePerFilterKey() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 40))
        harness.press(.character("/"))
        // Typed, deleted (back to every row, found at once) and typed again: each key's
        // search is over when its turn has drawn it (118 rows are one batch, one post).
        for (key, narrows) in [(Key.character("n"), true), (.backspace, false), (.character("x"), true)] {
            harness.app.turn([.key(key)])
            let listed = harness.list.listedCount
            #expect(harness.list.isFilterComplete && (listed < 118) == narrows, "the turn drew the matches of \(key)")
            #expect(harness.screen.contains("\(listed) of 118"))
            #expect(harness.app.mailbox.waiting.isEmpty, "a post left after \(key) would draw the same frame again")
        }
    }

    @Test("in Edit mode, d in the detail deletes the match it shows, not the record at its row in the whole table")
    func deleteWhileFiltered() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 40))
        harness.press(.character("/"))
        type("ium", into: harness)
        harness.press(.enter, .down, .down, .down)
        let list = harness.list
        let target = list.record(at: 3)
        let count = list.editable.count
        #expect(harness.browser.detail.record == target)
        harness.press(.tab, .character("e"), .character("d"))
        #expect(list.editable.count == count - 1)
        #expect(list.editable.row(of: target) == nil, "the match the detail showed went")
    }

    @Test("smart case: a capital makes the pattern case-sensitive")
    func smartCase() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 40))
        harness.press(.character("/"))
        type("n", into: harness)
        let insensitive = harness.list.listedCount
        harness.press(.control("u"))
        type("N", into: harness)
        let sensitive = harness.list.listedCount
        #expect(sensitive < insensitive)
        #expect(sensitive == 8, "Neon, Nitrogen, Nickel, Niobium, Neodymium, Neptunium, Nobelium, Nihonium")
    }

    @Test("a * prefix searches every field")
    func allFields() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 40))
        harness.press(.character("/"))
        type("noble gas", into: harness)
        #expect(harness.list.listedCount == 0, "no element is named after its category")
        harness.press(.control("u"))
        type("*noble gas", into: harness)
        let list = harness.list
        let names = (0..<list.listedCount).map { list.editable.title(list.record(at: $0), column: list.titleColumn) }
        #expect(Set(["Helium", "Neon", "Argon", "Krypton", "Xenon", "Radon"]).isSubset(of: Set(names)))
        for row in 0..<list.listedCount {
            let fields = list.editable.record(list.record(at: row)).fields
            #expect(fields.contains { $0.value.lowercased().contains("noble gas") })
        }
    }

    @Test("Enter keeps the filter and returns to the list; Esc clears it and keeps the record")
    func enterAndEscape() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 40))
        harness.press(.character("/"))
        type("gen", into: harness)
        harness.press(.down, .enter)
        let list = harness.list
        #expect(!list.isFiltering)
        #expect(list.filterText == "gen")
        let record = list.highlightedRecord
        #expect(list.editable.title(record ?? .original(0), column: list.titleColumn) == "Nitrogen")
        harness.press(.down, .escape)
        #expect(list.filterText.isEmpty)
        #expect(list.listedCount == 118)
        #expect(list.editable.title(list.highlightedRecord ?? .original(0), column: list.titleColumn) == "Oxygen")
        #expect(harness.browser.detail.record == list.highlightedRecord)
    }

    @Test("Esc while typing clears the filter at once")
    func escapeWhileTyping() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 40))
        harness.press(.character("/"))
        type("zzz", into: harness)
        #expect(harness.list.listedCount == 0)
        #expect(harness.screen.contains("No match in name"))
        harness.press(.escape)
        #expect(harness.list.listedCount == 118)
        #expect(!harness.screen.contains("/zzz"))
    }

    @Test("Esc after a filter with matches lists every record again")
    func escapeAfterMatches() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 40))
        harness.press(.character("/"))
        type("ium", into: harness)
        #expect(!harness.screen.contains(" Hydrogen "))
        harness.press(.escape)
        #expect(harness.list.listedCount == 118)
        #expect(harness.screen.contains(" Hydrogen "), "the list shows every record again at once")
    }

    @Test("in portrait the filter lives in the popover")
    func inPopover() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 60, height: 40))
        harness.press(.character("m"), .character("/"))
        type("xen", into: harness)
        #expect(harness.split.isPopoverPresented)
        #expect(harness.screen.contains("│/xen"))
        harness.press(.enter, .enter)
        #expect(!harness.split.isPopoverPresented)
        #expect(harness.browser.detail.record == .original(53), "Xenon")
    }

    @Test("typing never flashes an empty list: the previous matches stay until the new search finds some")
    func noEmptyFlash() {
        let harness = Harness(table: Fixtures.rows(200_000), size: Size(width: 100, height: 20), title: "Rows")
        harness.press(.character("/"))
        for character in "Row 19999" {
            harness.press(.character(character))
            #expect(!harness.screen.contains("No match"), "after typing \(character)")
        }
        settle(harness)
        #expect(harness.list.listedCount == 12, "both words: Row 19999, Row 119999 and Row 199990…199999")
    }

    @Test("keys typed into the filter are text, not commands")
    func typingIsText() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 40))
        harness.press(.character("/"))
        type("qmj", into: harness)
        #expect(harness.app.isRunning)
        #expect(harness.list.filterText == "qmj")
        #expect(harness.split.displayMode == .oneBesideSecondary)
    }
}

@MainActor
@Suite("Status bar and detail limits")
struct BrowserStatusTests {
    @Test("the status bar names the file, counts rows and shows the position")
    func status() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 40))
        harness.press(.end)
        let last = harness.screen.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.contains("elements.csv"))
        #expect(last.contains("118 rows"))
        #expect(last.contains("118 / 118"))
    }

    @Test("a 10 MB field opens at once and scrolls to its end")
    func hugeField() {
        let value = "w0é w1é " + String(repeating: "lorem ipsum é ", count: 700_000) + "THE-END"
        #expect(value.utf8.count > 10_000_000)
        let table = Table.inMemory(columns: ["name", "blob"], rows: [["big", value]])
        let harness = Harness(table: table, size: Size(width: 100, height: 30), title: "Big")
        #expect(harness.screen.contains("blob  w0é w1é"))
        harness.press(.tab, .pageDown, .pageDown)
        #expect(harness.screen.contains("é"))
        harness.press(.end)
        #expect(harness.screen.contains("THE-END"))
        harness.press(.home)
        #expect(harness.screen.contains("blob  w0é w1é"))
    }

    @Test("values are chunked between words, never inside a character, losing nothing")
    func chunking() {
        let value = String(repeating: "日本語 text\n", count: 10_000)
        let ranges = RecordDetailContent.ranges(of: value)
        #expect(ranges.count > 5)
        let rejoined = ranges.map { String(value[$0]) }.joined()
        #expect(rejoined.filter { $0 != "\n" && $0 != " " } == value.filter { $0 != "\n" && $0 != " " })
        for range in ranges.dropLast() { #expect(value[range].last == " " || value[range.upperBound] == "\n") }
        #expect(RecordDetailContent.ranges(of: "short").count == 1)
    }
}
