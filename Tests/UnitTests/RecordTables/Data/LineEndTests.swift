import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// Lines ended by CR alone (old Mac exports) are read as lines; CR LF and LF as before.
@Suite("Line ends")
struct LineEndTests {
    @Test("a file of CR line ends is read as rows, a CR inside quotes kept, the last line without its CR too")
    func crOnly() throws {
        let table = try load("name,note\r\"Ann\",\"two\rlines\"\rBob,x\r\rCid,\"y\"")
        #expect(table.state == .complete)
        #expect(table.columns == ["name", "note"])
        #expect(table.count == 3)
        #expect(values(table, 0) == ["Ann", "two\rlines"])
        #expect(values(table, 1) == ["Bob", "x"])
        #expect(values(table, 2) == ["Cid", "y"])
        #expect(table.title(at: 1, column: 1) == "x")
        #expect(table.warnings == ["1 blank line skipped"])
        let tsv = try load("a\tb\r1\t2\r", name: "t.tsv")
        #expect(tsv.columns == ["a", "b"] && tsv.count == 1 && values(tsv, 0) == ["1", "2"])
    }

    @Test("CR LF and LF files keep working; a quoted CR in the header does not decide")
    func crlf() throws {
        let crlf = try load("a,b\r\n1,2\r\n3,4\r\n")
        #expect(crlf.count == 2 && values(crlf, 1) == ["3", "4"])
        let quotedHeader = try load("\"a\rb\",c\n1,2\n")
        #expect(quotedHeader.columns == ["a\rb", "c"] && quotedHeader.count == 1)
        let sniffed = try load("a\tb\r1\t2\r", name: "t.txt")
        #expect(sniffed.format == .tsv, "the first line, up to its CR, decides the format")
    }

    @Test("an error in a CR file is placed on its line")
    func errorLine() {
        #expect(loadError("a\r1\r\"open\r")?.description.hasSuffix("t.csv:3:1: unterminated quoted field (opened here)") == true)
    }

    @Test("a stream whose first chunk ends in a CR waits to see what follows it")
    func streamSplitAtCR() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        writeAll(fds[1], Array("a,b\r".utf8))
        let table = try Table.read(fileDescriptor: fds[0], closeWhenDone: true) { _ in }
        writeAll(fds[1], Array("1,2\r3,4\r".utf8))
        close(fds[1])
        waitUntilLoaded(table)
        #expect(table.columns == ["a", "b"] && table.count == 2 && values(table, 1) == ["3", "4"])
    }

    @MainActor
    @Test("saving a CR file writes CR line ends")
    func saveKeepsCR() throws {
        let editable = EditableTable(table: try load("a,b\r1,2\r", name: "mac.csv"))
        editable.setValue("3", forFieldAt: 1, of: .original(0))
        let path = editable.table.path + ".saved.csv"
        _ = try TableSaver.save(editable.snapshot(), to: path, format: .csv, expecting: .anything)
        #expect(FileManager.default.contents(atPath: path).map { Array($0) } == Array("a,b\r1,3\r".utf8))
    }
}
