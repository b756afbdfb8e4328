import Foundation
import Testing
@testable import RecordTables

/// Appends `text` to the file at `path`, as `>>` does.
func append(_ path: String, _ text: String) {
    let fd = open(path, O_WRONLY | O_APPEND)
    #expect(fd >= 0)
    writeAll(fd, Array(text.utf8))
    close(fd)
}

/// Opens `text` as a file, indexed, with its reports kept.
func watched(_ text: String, name: String = "t.csv") throws -> (Table, Reports<TableUpdate>) {
    let reports = Reports<TableUpdate>()
    let table = try Table.open(path: TestFiles.write(text, name: name), onUpdate: reports.add)
    waitUntilLoaded(table)
    return (table, reports)
}

@Suite("A file that grows or is replaced while open")
struct GrowingFileTests {
    @Test("rows appended to the file come by themselves, from its old end: reported as appended, not as a change")
    func appendedRows() throws {
        let (table, reports) = try watched(numberedRows(3))
        append(table.path, "3,row 3\n4,row 4\n")
        #expect(reports.wait { $0.contains(.rowsAppended(2)) }, "noticed by the watch, with no check asked for")
        #expect(table.count == 5 && values(table, 4) == ["4", "row 4"] && values(table, 0) == ["0", "row 0"])
        #expect(!table.hasChangedOnDisk && !table.checkForChange() && table.state == .complete)
        #expect(table.fileStamp == FileStamp.of(path: table.path), "a save expects the file as it is now")
        append(table.path, "5,row 5\n")
        #expect(reports.wait { $0.contains(.rowsAppended(1)) } && table.count == 6)
        #expect(!reports.wait(timeout: 0) { $0.contains(.changedOnDisk) })
    }

    @Test("a last line cut by the old end is read whole once the rest of it comes, counted once")
    func cutLastLine() throws {
        let (table, reports) = try watched("id,name\n1,Ann\n2,Bo")
        #expect(table.count == 2 && values(table, 1) == ["2", "Bo"])
        append(table.path, "b\n3,Cyd\n")
        #expect(reports.wait { $0.contains(.rowsAppended(1)) })
        #expect(table.count == 3 && values(table, 1) == ["2", "Bob"] && values(table, 2) == ["3", "Cyd"])
        let (short, shortReports) = try watched("a,b,c\n1,2,3\n4,5")
        #expect(short.loadWarnings.tooFewFields == 1)
        append(short.path, ",6\n")
        #expect(shortReports.wait { $0.contains(.rowsAppended(0)) })
        #expect(short.count == 2 && values(short, 1) == ["4", "5", "6"] && short.loadWarnings.tooFewFields == 0)
    }

    @Test("JSON Lines appended a piece at a time: a record still being written waits for its end, no error")
    func jsonLinesInPieces() throws {
        let (table, reports) = try watched(#"{"a": 1}"# + "\n", name: "t.jsonl")
        append(table.path, #"{"a": 2}"# + "\n" + #"{"a": "#)
        #expect(reports.wait { $0.contains(.rowsAppended(1)) })
        #expect(table.count == 2 && table.state == .complete, "\(table.state)")
        append(table.path, "3}\n")
        #expect(reports.wait { $0.contains(.rowsAppended(1)) && $0.filter { $0 == .rowsAppended(1) }.count == 2 })
        #expect(table.count == 3 && values(table, 2) == ["3"] && !table.hasChangedOnDisk)
        #expect(!reports.wait(timeout: 0) { $0.contains(.changedOnDisk) })
    }

    @Test("a longer file whose old end changed is a rewrite, not an append: read no more, reported changed")
    func longerRewrite() throws {
        let (table, reports) = try watched(numberedRows(300))
        rewriteInPlace(table.path, numberedRows(300, name: "other") + "300,other 300\n")
        #expect(reports.wait { $0.contains(.changedOnDisk) })
        #expect(table.hasChangedOnDisk && table.count == 300 && table.record(at: 5).fields.isEmpty)
        #expect(!reports.wait(timeout: 0) { $0.contains { if case .rowsAppended = $0 { true } else { false } } })
    }

    @Test("a file cut short or emptied is reported changed by the watch, whenever it happens")
    func truncated() throws {
        for size: off_t in [0, 20] {
            let (table, reports) = try watched(numberedRows(50))
            #expect(truncate(table.path, size) == 0)
            #expect(reports.wait { $0.contains(.changedOnDisk) } && table.hasChangedOnDisk)
        }
    }

    @Test("a JSON array that grows is read again, not continued: what follows its ] is no records")
    func grownJSONArray() throws {
        let (table, reports) = try watched(#"[{"a": 1}]"#, name: "t.json")
        rewriteInPlace(table.path, #"[{"a": 1}]"# + "\n")
        #expect(reports.wait { $0.contains(.changedOnDisk) } && table.hasChangedOnDisk)
    }

    @Test("a file replaced by rename is noticed by the watch and read again as the new file; the app's own save is not")
    func replacedByRename() throws {
        let (table, reports) = try watched("id,name\n1,Ann\n")
        try "id,name\n9,Zed\n".write(toFile: table.path, atomically: true, encoding: .utf8)
        #expect(reports.wait { $0.contains(.changedOnDisk) } && table.hasChangedOnDisk)
        #expect(values(table, 0) == ["1", "Ann"], "the open descriptor still reads what was shown")
        table.reload()
        waitUntilLoaded(table)
        #expect(!table.hasChangedOnDisk && values(table, 0) == ["9", "Zed"])
        try "id,name\n8,Yan\n".write(toFile: table.path, atomically: true, encoding: .utf8)
        table.expectFile(try #require(FileStamp.of(path: table.path)))
        #expect(!table.hasChangedOnDisk && !table.checkForChange())
    }

    @Test("a file removed from under the table is no replacement: what was read stays")
    func removed() throws {
        let (table, _) = try watched("id,name\n1,Ann\n")
        #expect(unlink(table.path) == 0)
        #expect(!table.checkForChange() && values(table, 0) == ["1", "Ann"])
    }
}
