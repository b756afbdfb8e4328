import Foundation
import Testing
@testable import RecordTables

/// Sorting a table's rows in the background: how values compare, several keys, and the job
/// (progress, cancelling, a table still indexing).
@Suite("Sorting")
struct SortTests {
    /// The rows of `table` sorted by `keys`, once the sort has finished.
    private func sorted(_ table: Table, _ keys: [SortKey]) -> [Int] {
        let reports = Reports<SortSnapshot>()
        let sorter = TableSorter(table: table, onUpdate: reports.add)
        sorter.sort(by: keys)
        #expect(reports.wait { $0.last?.isComplete == true }, "the sort finished")
        guard let order = reports.reported.last?.order else { return [] }
        return (0..<order.count).map(order.row(at:))
    }

    /// The values of `column` in `table`, in the order `keys` sort it.
    private func sortedValues(_ csv: String, by keys: [SortKey], column: Int = 0) throws -> [String] {
        let table = try load(csv)
        return sorted(table, keys).map { table.title(at: $0, column: column) }
    }

    @Test("numbers sort by value, not as text")
    func numbers() throws {
        #expect(try sortedValues("n\n10\n9\n100\n-2.5\n1e1\n+3\n", by: [SortKey(column: 0)])
                == ["-2.5", "+3", "9", "10", "1e1", "100"])
    }

    @Test("text sorts ignoring case (values differing only in case keep file order); numbers come before text")
    func text() throws {
        #expect(try sortedValues("t\nbanana\nApple\napple\n10 apples\ncherry\n2\n", by: [SortKey(column: 0)])
                == ["2", "10 apples", "Apple", "apple", "banana", "cherry"])
    }

    @Test("descending, numbers still come before text, and text before empty values")
    func mixedDescending() throws {
        #expect(try sortedValues("m\n1.008\n[98]\n\"\"\n4.0026\n[209]\n", by: [SortKey(column: 0, descending: true)])
                == ["4.0026", "1.008", "[98]", "[209]", ""])
    }

    @Test("ISO dates and times sort as text, which is by time")
    func isoDates() throws {
        #expect(try sortedValues("d\n2024-01-10T08:00\n2023-12-31\n2024-01-05\n2024-01-10\n", by: [SortKey(column: 0)])
                == ["2023-12-31", "2024-01-05", "2024-01-10", "2024-01-10T08:00"])
    }

    @Test("empty and null values come last in both directions")
    func emptyLast() throws {
        let csv = "n,id\n3,a\n,b\nnull,c\n1,d\n  ,e\nNULL,f\n2,g\n"
        #expect(try sortedValues(csv, by: [SortKey(column: 0)], column: 1) == ["d", "g", "a", "b", "c", "e", "f"])
        #expect(try sortedValues(csv, by: [SortKey(column: 0, descending: true)], column: 1)
                == ["a", "g", "d", "b", "c", "e", "f"])
    }

    @Test("JSON null, missing keys and numbers")
    func json() throws {
        let table = try load(#"[{"a": 2}, {"a": null}, {"b": 1}, {"a": 10}, {"a": "x"}]"#, name: "t.json")
        #expect(sorted(table, [SortKey(column: 0)]) == [0, 3, 4, 1, 2])
    }

    @Test("a second key breaks the first one's ties; rows still tied keep the file's order")
    func tiesAndStability() throws {
        let csv = "k,v,id\nb,2,r0\na,1,r1\nb,1,r2\na,1,r3\nb,2,r4\na,2,r5\n"
        #expect(try sortedValues(csv, by: [SortKey(column: 0), SortKey(column: 1, descending: true)], column: 2)
                == ["r5", "r1", "r3", "r0", "r4", "r2"])
        #expect(try sortedValues(csv, by: [SortKey(column: 0, descending: true)], column: 2)
                == ["r0", "r2", "r4", "r1", "r3", "r5"])
    }

    @Test("a large table sorts every row, with progress on the way")
    func largeTable() throws {
        let count = 100_000
        let rows = (0..<count).map { "\(($0 * 7_919) % count),name \($0 % 1_000)\n" }.joined()
        let table = try load("n,name\n" + rows)
        let reports = Reports<SortSnapshot>()
        let sorter = TableSorter(table: table, onUpdate: reports.add)
        sorter.sort(by: [SortKey(column: 0)])
        #expect(reports.wait { $0.last?.isComplete == true })
        let order = try #require(reports.reported.last?.order)
        #expect(order.count == count)
        #expect((0..<count).allSatisfy { Int(table.title(at: order.row(at: $0), column: 0)) == $0 })
        #expect((0..<count).allSatisfy { order.position(of: order.row(at: $0)) == $0 })
        #expect(reports.reported.dropLast().allSatisfy { !$0.isComplete && $0.order == nil && $0.percent < 100 })
    }

    /// A table read from a pipe that stays open: a header and `rows` rows, then nothing.
    private func stalledTable(rows: [String]) throws -> (Table, Int32) {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        writeAll(fds[1], Array(("n\n" + rows.map { $0 + "\n" }.joined()).utf8))
        let table = try Table.read(fileDescriptor: fds[0], format: .csv, closeWhenDone: true) { _ in }
        #expect(table.state.isLoading && table.count == rows.count)
        return (table, fds[1])
    }

    @Test("while the table is still indexing, the sort reports progress, waits for rows and sorts them all")
    func stillIndexing() throws {
        let (table, writer) = try stalledTable(rows: ["5", "3"])
        let reports = Reports<SortSnapshot>()
        let sorter = TableSorter(table: table, onUpdate: reports.add)
        sorter.sort(by: [SortKey(column: 0)])
        #expect(table.waitForReaders(1, timeout: 10), "the sort catches up and waits")
        #expect(reports.reported.contains { !$0.isComplete && $0.percent < 100 }, "progress was reported")
        #expect(!reports.reported.contains { $0.isComplete })
        writeAll(writer, Array("4\n1\n".utf8))
        close(writer)
        #expect(reports.wait { $0.last?.isComplete == true })
        let order = try #require(reports.reported.last?.order)
        #expect((0..<order.count).map { table.title(at: order.row(at: $0), column: 0) } == ["1", "3", "4", "5"])
    }

    @Test("cancelling a sort that waits for rows ends it at once, publishing no order")
    func cancel() throws {
        let (table, writer) = try stalledTable(rows: ["2", "1"])
        defer { close(writer) }
        let reports = Reports<SortSnapshot>()
        let sorter = TableSorter(table: table, onUpdate: reports.add)
        sorter.sort(by: [SortKey(column: 0)])
        #expect(table.waitForReaders(1, timeout: 10))
        sorter.cancel()
        let joined = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            sorter.waitUntilComplete()
            joined.signal()
        }
        #expect(joined.wait(timeout: .now() + 2) == .success, "the sort ended without more rows")
        #expect(!reports.reported.contains { $0.isComplete })
    }

    @Test("a new sort replaces the running one; no keys is the file's order at once")
    func newSortReplaces() throws {
        let (table, writer) = try stalledTable(rows: ["2", "1"])
        defer { close(writer) }
        let reports = Reports<SortSnapshot>()
        let sorter = TableSorter(table: table, onUpdate: reports.add)
        sorter.sort(by: [SortKey(column: 0)])
        #expect(table.waitForReaders(1, timeout: 10))
        let first = try #require(reports.reported.last)
        sorter.sort(by: [])
        let last = try #require(reports.reported.last)
        #expect(last.isComplete && last.order == nil && last.keys.isEmpty)
        #expect(!sorter.isCurrent(first) && sorter.isCurrent(last))
        sorter.waitUntilComplete()
    }
}
