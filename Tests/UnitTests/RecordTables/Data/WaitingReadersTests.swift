import Foundation
import Testing
@testable import RecordTables

/// A filter or a grouping that has caught up with a table still loading waits for its rows
/// on the table's condition; cancelling it, or starting another, ends the wait at once.
@Suite("Readers waiting for rows")
struct WaitingReadersTests {
    /// A table read from a pipe that stays open: a header and `rows` rows, then nothing.
    private func stalledTable(rows: Int) throws -> (Table, Int32) {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        writeAll(fds[1], Array(("title\n" + (0..<rows).map { "item \($0)\n" }.joined()).utf8))
        let table = try Table.read(fileDescriptor: fds[0], format: .csv, closeWhenDone: true) { _ in }
        #expect(table.state.isLoading && table.count == rows)
        return (table, fds[1])
    }

    @Test("cancelling a filter that waits for rows ends its search at once")
    func cancelledFilterStops() throws {
        let (table, writer) = try stalledTable(rows: 10)
        defer { close(writer) }
        let filter = TableFilter(table: table) { _ in }
        filter.apply(pattern: "item", scope: .column(0))
        #expect(table.waitForReaders(1, timeout: 10), "the search catches up and waits")
        filter.cancel()
        #expect(filter.waitForSearch(timeout: 2), "the search ended without more rows")
        #expect(table.state.isLoading)
    }

    @Test("a new pattern ends the search waiting for rows, and runs")
    func newPatternReplacesAWaitingSearch() throws {
        let (table, writer) = try stalledTable(rows: 10)
        defer { close(writer) }
        let snapshots = Snapshots()
        let second = DispatchSemaphore(value: 0)
        let filter = TableFilter(table: table) { snapshot in
            snapshots.add(snapshot)
            if snapshot.query == FilterQuery(pattern: "nothing", scope: .column(0)) { second.signal() }
        }
        filter.apply(pattern: "item", scope: .column(0))
        #expect(table.waitForReaders(1, timeout: 10))
        filter.apply(pattern: "nothing", scope: .column(0))
        #expect(second.wait(timeout: .now() + 2) == .success, "the new search ran without more rows")
        #expect(snapshots.all.contains { $0.query == FilterQuery(pattern: "item", scope: .column(0)) && $0.count == 10 },
                "the first search published what it found before waiting")
        #expect(snapshots.all.last.map { $0.query == FilterQuery(pattern: "nothing", scope: .column(0)) && $0.count == 0 && $0.coveredRows == 10 } == true)
        filter.cancel()
        #expect(filter.waitForSearch(timeout: 2))
    }

    @Test("cancelling a grouping that waits for rows ends it at once")
    func cancelledGroupingStops() throws {
        let (table, writer) = try stalledTable(rows: 10)
        defer { close(writer) }
        let indexes = Snapshots()
        let grouping = TableGrouping(table: table, columns: [0]) { indexes.add(group: $0) }
        #expect(table.waitForReaders(1, timeout: 10), "the grouping catches up and waits")
        #expect(indexes.groupedRows == 10, "it published the rows it grouped before waiting")
        grouping.cancel()
        let joined = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            grouping.waitUntilComplete()
            joined.signal()
        }
        #expect(joined.wait(timeout: .now() + 2) == .success, "the grouping ended without more rows")
        #expect(!grouping.index.isComplete)
    }
}

/// What a background job handed its callback, kept for the test thread.
private final class Snapshots: @unchecked Sendable {
    private let lock = NSLock()
    private var filters: [FilterSnapshot] = []
    private var grouped = 0

    func add(_ snapshot: FilterSnapshot) { lock.withLock { filters.append(snapshot) } }
    func add(group index: GroupIndex) { lock.withLock { grouped = index.coveredRows } }
    var all: [FilterSnapshot] { lock.withLock { filters } }
    var groupedRows: Int { lock.withLock { grouped } }
}
