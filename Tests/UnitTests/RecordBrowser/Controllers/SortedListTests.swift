import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// The record lists sorted: with the filter, edits and groups.
@MainActor
@Suite("Sorted record lists")
struct SortedListTests {
    private func make(groupColumns: [String] = []) throws -> Harness {
        let table = try Fixtures.elements()
        waitUntilLoaded(table)
        return Harness(table: table, size: Size(width: 150, height: 30), groupColumns: try groupColumns.map(table.column(named:)))
    }

    /// Sorts `harness`'s records by `keys` (column names, `-` first for descending) and
    /// lets the order arrive.
    private func sort(_ harness: Harness, _ keys: [String]) throws {
        let table = harness.browser.editable.table
        let keys = try keys.map { try SortKey(named: $0, in: table) }
        harness.browser.sort(by: keys, keepingHighlight: true)
        let sorting = harness.browser.sorting
        #expect(harness.deliver { sorting.percent == nil && sorting.order?.keys ?? [] == keys }, "the sort finished")
    }

    private func titles(_ list: RecordListViewController) -> [String] {
        (0..<list.listedCount).map { list.editable.title(list.record(at: $0), column: list.titleColumn) }
    }

    private func values(_ list: RecordListViewController, _ column: String) throws -> [String] {
        let index = try list.table.column(named: column)
        return (0..<list.listedCount).map { list.editable.title(list.record(at: $0), column: index) }
    }

    @Test("the filter lists its matches in the sorted order")
    func filterInSortedOrder() throws {
        let harness = try make()
        try sort(harness, ["-atomic_mass"])
        harness.press(.character("/"))
        for character in "ium" { harness.press(.character(character)) }
        #expect(harness.deliver { harness.list.isFilterComplete })
        let list = harness.list
        let masses = try values(list, "atomic_mass").compactMap(Double.init)
        #expect(masses.count > 10 && masses == masses.sorted(by: >), "\(masses)")
        #expect(titles(list).allSatisfy { $0.lowercased().contains("ium") })
        #expect(list.row(of: list.record(at: 4)) == 4, "rows and records map both ways")
    }

    @Test("sorted: an inserted record goes on top, a deleted one vanishes, the rest stay sorted")
    func edits() throws {
        let harness = try make()
        try sort(harness, ["name"])
        let list = harness.list
        #expect(Array(titles(list).prefix(3)) == ["Actinium", "Aluminium", "Americium"])
        harness.press(.character("e"), .character("+"))
        #expect(list.listedCount == 119 && list.highlightedRecord == list.record(at: 0))
        #expect(list.record(at: 0) != .original(88) && Array(titles(list).dropFirst().prefix(2)) == ["Actinium", "Aluminium"])
        harness.press(.down, .character("d"))
        #expect(list.listedCount == 118)
        let rest = Array(titles(list).dropFirst())
        #expect(rest.first == "Aluminium" && rest == rest.sorted { $0.lowercased() < $1.lowercased() })
        #expect(list.row(of: list.record(at: 5)) == 5)
        harness.press(.character("u"))
        #expect(titles(list)[1] == "Actinium", "undone, it is back in its sorted place")
    }

    @Test("the highlighted record stays highlighted when the sort is done")
    func keepsHighlight() throws {
        let harness = try make()
        harness.press(.down, .down)
        let record = harness.list.highlightedRecord
        try sort(harness, ["-number"])
        #expect(harness.list.highlightedRecord == record && harness.list.tableView.highlightedRow == 115)
        #expect(harness.screen.contains("sorted by number ↓"))
    }

    @Test("rows appended to the file are listed last, then sorted in; a file read again is sorted again")
    func growingFile() throws {
        let (table, reports) = try watched("n,name\n3,c\n1,a\n")
        let harness = Harness(table: table, size: Size(width: 100, height: 20))
        try sort(harness, ["n"])
        let list = harness.list
        #expect(try values(list, "name") == ["a", "c"])
        append(table.path, "2,b\n0,z\n")
        #expect(reports.wait { $0.contains(.rowsAppended(2)) })
        harness.browser.tableDidUpdate(.rowsAppended(2))
        #expect(try values(list, "name") == ["a", "c", "b", "z"], "appended rows come last until sorted in")
        #expect(harness.deliver { harness.browser.sorting.percent == nil })
        #expect(try values(list, "name") == ["z", "a", "b", "c"])
        harness.browser.rereadTable()
        #expect(harness.deliver { harness.browser.sorting.percent == nil && list.sortOrder?.count == 4 })
        #expect(try values(list, "name") == ["z", "a", "b", "c"])
    }

    @Test("in a group, the records sort too; going back to file order lists them as the file does")
    func groups() throws {
        let harness = try make(groupColumns: ["category"])
        harness.press(.down, .enter)
        try sort(harness, ["-name"])
        let list = try #require(harness.browser.topRecordList)
        #expect(titles(list) == ["Xenon", "Radon", "Neon", "Krypton", "Helium", "Argon"])
        harness.press(.escape, .down, .enter)
        let next = try #require(harness.browser.topRecordList)
        #expect(titles(next) == titles(next).sorted(by: >), "a group opened later is sorted as well")
        #expect(next.tableView.highlightedRow == 0 && harness.browser.detail.record == next.record(at: 0),
                "from its first row")
        try sort(harness, [])
        #expect(Array(titles(next).prefix(2)) == ["Lithium", "Sodium"])
    }
}
