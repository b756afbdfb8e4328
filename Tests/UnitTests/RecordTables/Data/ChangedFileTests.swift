import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// Writes `text` over the file at `path` in place (same inode), as `cp other file` does.
func rewriteInPlace(_ path: String, _ text: String) {
    let fd = open(path, O_WRONLY | O_TRUNC)
    #expect(fd >= 0)
    writeAll(fd, Array(text.utf8))
    close(fd)
}

/// Rows `id,name` numbered from 0, `count` of them, under a header.
func numberedRows(_ count: Int, name: String = "row") -> String {
    "id,name\n" + (0..<count).map { "\($0),\(name) \($0)\n" }.joined()
}

@Suite("A file changed on disk under the table")
struct ChangedFileTests {
    @Test("a file cut short under the table reads as changed, never past its end: no crash")
    func truncated() throws {
        let table = try load(numberedRows(2_000))
        #expect(values(table, 1_500) == ["1500", "row 1500"])
        #expect(truncate(table.path, 0) == 0)
        #expect(table.record(at: 10).fields.isEmpty)
        #expect(table.title(at: 1_999, column: 1) == "")
        #expect(table.hasChangedOnDisk)
        let filter = TableFilter(table: table) { _ in }
        filter.apply(pattern: "row", scope: .allFields)
        #expect(filter.waitForSearch(timeout: 10) && filter.matches.count == 0 && table.hasChangedOnDisk)
    }

    @Test("a file rewritten in place with other content of the same size is not read at the old offsets")
    func rewrittenSameSize() throws {
        let table = try load("id,name\n1,Ann\n2,Bob\n")
        #expect(table.title(at: 0, column: 1) == "Ann")
        rewriteInPlace(table.path, "id,name\n3,Cyd\n4,Dee\n")
        #expect(table.record(at: 1).fields.isEmpty, "not Dee under Bob's offsets")
        #expect(table.hasChangedOnDisk)
        table.reload()
        waitUntilLoaded(table)
        #expect(!table.hasChangedOnDisk)
        #expect(values(table, 1) == ["4", "Dee"])
    }

    @Test("a change is noticed by a check alone, before any read")
    func changeIsNoticed() throws {
        let table = try load("id,name\n1,Ann\n")
        #expect(!table.checkForChange())
        rewriteInPlace(table.path, "id,name\n2,Bob\n")
        #expect(table.checkForChange())
        table.reload()
        waitUntilLoaded(table)
        #expect(table.count == 1 && values(table, 0) == ["2", "Bob"])
    }

    @Test("a file cut short while it is indexed stops indexing with a clear error, no crash")
    func truncatedWhileIndexing() throws {
        let path = TestFiles.write(numberedRows(600_000, name: "a somewhat longer name for the row"), name: "big.csv")
        let table = try Table.open(path: path) { _ in }
        #expect(truncate(path, 100) == 0)
        waitUntilLoaded(table)
        guard case .failed(let error) = table.state else {
            Issue.record("expected the indexing to fail, got \(table.state)")
            return
        }
        #expect(error.kind == .changedOnDisk)
        #expect(table.hasChangedOnDisk)
    }

    @MainActor
    @Test("a save after the file was rewritten in place writes nothing, rather than a mix of two versions")
    func saveRefusesAMix() throws {
        let editable = EditableTable(table: try load(numberedRows(50)))
        editable.setValue("edited", forFieldAt: 1, of: .original(3))
        let other = numberedRows(80, name: "other")
        rewriteInPlace(editable.table.path, other)
        let path = editable.table.path
        for expectation in [SaveExpectation.anything, .unchanged(try #require(editable.table.fileStamp))] {
            #expect {
                _ = try TableSaver.save(editable.snapshot(), to: path, format: .csv, expecting: expectation)
            } throws: { error in
                (error as? SaveError)?.kind == .sourceChanged || (error as? SaveError)?.kind == .changedOnDisk
            }
        }
        #expect((try? String(contentsOfFile: path, encoding: .utf8)) == other)
        #expect(editable.isModified)
    }
}
