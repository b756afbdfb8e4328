import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@Suite("Filter")
struct FilterTests {
    static let fruit = Table.inMemory(columns: ["title", "note"], rows: [
        ["Apple pie", "sweet"], ["apple tart", "Crisp APPLE"], ["APPLE", ""], ["Banana", "not an apple"], ["Cherry"],
    ])

    func run(_ table: Table, _ pattern: String, _ scope: FilterScope) -> [Int] {
        let filter = TableFilter(table: table) { _ in }
        filter.apply(pattern: pattern, scope: scope)
        return completedMatches(filter)
    }

    @Test func smartCase() {
        #expect(run(Self.fruit, "apple", .column(0)) == [0, 1, 2])
        #expect(run(Self.fruit, "Apple", .column(0)) == [0])
        #expect(run(Self.fruit, "APPLE", .column(0)) == [2])
        #expect(run(Self.fruit, "pIE", .column(0)) == [])
    }

    @Test func titleVersusAllFields() {
        #expect(run(Self.fruit, "apple", .allFields) == [0, 1, 2, 3])
        #expect(run(Self.fruit, "crisp", .column(0)) == [])
        #expect(run(Self.fruit, "crisp", .column(1)) == [1])
        #expect(run(Self.fruit, "crisp", .column(7)) == [])
    }

    @Test func emptyPatternMatchesEverything() {
        let filter = TableFilter(table: Self.fruit) { _ in }
        #expect(filter.matches.count == 5 && filter.matches.isComplete)
        filter.apply(pattern: "cherry", scope: .column(0))
        #expect(completedMatches(filter) == [4])
        filter.apply(pattern: "", scope: .column(0))
        #expect(filter.matches.count == 5 && filter.matches.index(at: 3) == 3)
    }


    @Test func csvBytes() throws {
        let table = try load("id,title,note\n1,\"say \"\"hi\"\"\",x\n2,plain,\"a, b\"\n3,\"caf\u{E9}\",z\n")
        #expect(run(table, "say \"hi\"", .column(1)) == [0])
        #expect(run(table, "say \"hi\"", .allFields) == [0])
        #expect(run(table, "a, b", .allFields) == [1])
        #expect(run(table, "plain,a", .allFields) == [])
        #expect(run(table, "2", .column(1)) == [])
        #expect(run(table, "2", .allFields) == [1])
        #expect(run(table, "café", .column(1)) == [2])
    }

    @Test func jsonValuesNotKeys() throws {
        let table = try load(#"[{"name": "caf\u00e9", "n": 42, "tags": ["red"]}, {"name": "tea", "other": "name"}]"#,
                             name: "t.json")
        #expect(run(table, "name", .allFields) == [1])
        #expect(run(table, "café", .column(0)) == [0])
        #expect(run(table, "42", .allFields) == [0])
        #expect(run(table, "red", .allFields) == [0])
        #expect(run(table, "name", .column(0)) == [])
        #expect(run(table, "tea", .column(2)) == [])
    }

    @Test func narrowingMatchesAFreshSearch() throws {
        let table = try Table.open(path: LargeFixture.path) { _ in }
        waitUntilLoaded(table)
        let filter = TableFilter(table: table) { _ in }
        filter.apply(pattern: "title 1", scope: .column(1))
        let broad = completedMatches(filter)
        #expect(broad.count == (0..<LargeFixture.rows).filter { LargeFixture.title($0).lowercased().contains("title 1") }.count)
        for pattern in ["title 12", "title 123", "Title 1234", "Title 12345"] {
            filter.apply(pattern: pattern, scope: .column(1))
            let narrowed = completedMatches(filter)
            #expect(narrowed == run(table, pattern, .column(1)))
            #expect(narrowed.allSatisfy { LargeFixture.title($0).range(of: pattern, options: pattern == pattern.lowercased() ? .caseInsensitive : []) != nil })
        }
        #expect(filter.matches.query == FilterQuery(pattern: "Title 12345", scope: .column(1)))
        #expect(completedMatches(filter) == [12345] + Array(123_450...123_459))
    }

    @Test func newPatternCancelsTheOldSearch() throws {
        let table = try Table.open(path: LargeFixture.path) { _ in }
        waitUntilLoaded(table)
        let filter = TableFilter(table: table) { _ in }
        filter.apply(pattern: "row", scope: .allFields)
        filter.apply(pattern: "quoted", scope: .column(1))
        #expect(filter.matches.query == FilterQuery(pattern: "quoted", scope: .column(1)))
        let matches = completedMatches(filter)
        #expect(matches.count == LargeFixture.rows / 10)
        #expect(filter.matches.query == FilterQuery(pattern: "quoted", scope: .column(1)))
    }

    @Test("a search of one batch publishes its end alone; a longer one its first screenful before its end")
    func firstScreenful() throws {
        let small = Table.inMemory(columns: ["title"], rows: (0..<1_000).map { ["item \($0)"] })
        let smallSnapshots = Reports<FilterSnapshot>()
        let smallFilter = TableFilter(table: small, onUpdate: smallSnapshots.add)
        smallFilter.apply(pattern: "item", scope: .column(0))
        #expect(smallFilter.waitForSearch(timeout: 10))
        #expect(smallSnapshots.wait(timeout: 0) { $0.count == 1 && $0[0].isComplete }, "one snapshot: the complete one")
        let large = Table.inMemory(columns: ["title"], rows: (0..<5_000).map { ["item \($0)"] })
        let largeSnapshots = Reports<FilterSnapshot>()
        let largeFilter = TableFilter(table: large, onUpdate: largeSnapshots.add)
        largeFilter.apply(pattern: "item", scope: .column(0))
        #expect(largeSnapshots.wait { $0.last?.isComplete == true })
        let first = largeSnapshots.wait(timeout: 0) { !$0.isEmpty && !$0[0].isComplete && $0[0].count >= 100 }
        #expect(first, "the first screenful came first, before the search ended")
        withExtendedLifetime((smallFilter, largeFilter)) {}
    }

    @Test func cancelStopsTheSearch() throws {
        var pipe: [Int32] = [0, 0]
        #expect(Glibc.pipe(&pipe) == 0)
        let updates = Reports<TableUpdate>()
        let table = try Table.read(fileDescriptor: pipe[0], name: "pipe", format: .csv, closeWhenDone: true,
                                   onUpdate: updates.add)
        writeAll(pipe[1], Array(("id,title\n" + (0..<1000).map { "\($0),item \($0)\n" }.joined()).utf8))
        #expect(updates.wait { _ in table.count == 1000 })
        let snapshots = Reports<FilterSnapshot>()
        let filter = TableFilter(table: table, onUpdate: snapshots.add)
        filter.apply(pattern: "item", scope: .allFields)
        #expect(snapshots.wait { $0.last?.count == 1000 })
        filter.cancel()
        // While the table is loading the search waits for more rows: only the cancel ends it.
        #expect(filter.waitForSearch(timeout: 10), "the search went on after cancel()")
        writeAll(pipe[1], Array("1000,item 1000\n".utf8))
        close(pipe[1])
        waitUntilLoaded(table)
        #expect(filter.matches.count == 1000 && !filter.matches.isComplete)
    }

    @Test func searchesWhileIndexing() throws {
        var pipe: [Int32] = [0, 0]
        #expect(Glibc.pipe(&pipe) == 0)
        let table = try Table.read(fileDescriptor: pipe[0], name: "pipe", format: .csv, closeWhenDone: true) { _ in }
        writeAll(pipe[1], Array("id,title\n".utf8))
        writeAll(pipe[1], Array((0..<1000).map { "\($0),item \($0)\n" }.joined().utf8))
        let snapshots = Reports<FilterSnapshot>()
        let filter = TableFilter(table: table, onUpdate: snapshots.add)
        let expected = (0..<2000).filter { "item \($0)".contains("99") }
        filter.apply(pattern: "99", scope: .column(1))
        #expect(snapshots.wait { $0.last?.count == expected.filter { $0 < 1000 }.count })
        #expect(!filter.matches.isComplete)
        writeAll(pipe[1], Array((1000..<2000).map { "\($0),item \($0)\n" }.joined().utf8))
        close(pipe[1])
        #expect(completedMatches(filter) == expected)
        #expect(table.state == .complete && table.count == 2000)
    }

    @Test func cancellingTheTableCompletesAWaitingSearch() throws {
        var fds: [Int32] = [0, 0]
        #expect(Glibc.pipe(&fds) == 0)
        let table = try Table.read(fileDescriptor: fds[0], format: .csv, closeWhenDone: true) { _ in }
        writeAll(fds[1], Array("a\nx1\ny\nx2\n".utf8))
        let snapshots = Reports<FilterSnapshot>()
        let filter = TableFilter(table: table, onUpdate: snapshots.add)
        filter.apply(pattern: "x", scope: .column(0))
        #expect(snapshots.wait { $0.last?.count == 2 })
        #expect(!filter.matches.isComplete)
        table.cancel()
        #expect(completedMatches(filter, timeout: 5) == [0, 2])
        close(fds[1])
    }
}
