import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@Suite("Streams")
struct StreamTests {
    /// Writes `chunks` to a new pipe from a background thread, pausing between them.
    func pipeFeeding(_ chunks: [[UInt8]], pause: UInt32 = 2_000) -> Int32 {
        var fds: [Int32] = [0, 0]
        #expect(Glibc.pipe(&fds) == 0)
        let writer = fds[1]
        Thread {
            for chunk in chunks {
                writeAll(writer, chunk)
                usleep(pause)
            }
            close(writer)
        }.start()
        return fds[0]
    }

    @Test func readsAndSniffsAPipe() throws {
        var text = "id,name\n"
        for i in 0..<20_000 { text += "\(i),\"name \(i)\"\n" }
        let bytes = Array(text.utf8)
        let chunks = stride(from: 0, to: bytes.count, by: 7_777).map { Array(bytes[$0..<min(bytes.count, $0 + 7_777)]) }
        let updates = Reports<TableUpdate>()
        let table = try Table.read(fileDescriptor: pipeFeeding(chunks, pause: 100), closeWhenDone: true, onUpdate: updates.add)
        #expect(table.name == "stdin")
        waitUntilLoaded(table)
        #expect(table.state == .complete)
        #expect(table.format == .csv)
        #expect(table.columns == ["id", "name"])
        #expect(table.count == 20_000)
        #expect(values(table, 19_999) == ["19999", "name 19999"])
        // The indexer tells the app just after it marks the table complete, so the state
        // can read complete a moment before the update arrives.
        #expect(updates.wait { $0.last == .loaded(.complete) })
    }

    @Test func quotedFieldSplitAcrossWrites() throws {
        let chunks = ["a,b\n1,\"multi", "\nline", " ,\"\"x\"\"\"\n2,", "z"].map { Array($0.utf8) }
        let table = try Table.read(fileDescriptor: pipeFeeding(chunks, pause: 20_000), closeWhenDone: true) { _ in }
        waitUntilLoaded(table)
        #expect(table.count == 2)
        #expect(values(table, 0) == ["1", "multi\nline ,\"x\""])
        #expect(values(table, 1) == ["2", "z"])
    }

    @Test func slowProducerShowsRowsAsTheyArrive() throws {
        var fds: [Int32] = [0, 0]
        #expect(Glibc.pipe(&fds) == 0)
        let updates = Reports<TableUpdate>()
        let table = try Table.read(fileDescriptor: fds[0], closeWhenDone: true, onUpdate: updates.add)
        #expect(table.columns.isEmpty && table.format == nil && table.state.isLoading)
        writeAll(fds[1], Array("{\"a\": 1}\n{\"a\": 2".utf8))
        #expect(updates.wait { $0.contains(.rowsIndexed(1)) }, "the row is reported as it arrives")
        #expect(table.count == 1 && table.format == .jsonl && table.columns == ["a"])
        writeAll(fds[1], Array("}\n".utf8))
        #expect(updates.wait { $0.contains(.rowsIndexed(2)) })
        close(fds[1])
        waitUntilLoaded(table)
        #expect(table.state == .complete && values(table, 1) == ["2"])
    }

    @Test func explicitFormat() throws {
        let chunks = [Array(#"[{"x": "1"}, {"x": "2"}]"#.utf8)]
        let table = try Table.read(fileDescriptor: pipeFeeding(chunks), format: .json, closeWhenDone: true) { _ in }
        waitUntilLoaded(table)
        #expect(table.format == .json && table.count == 2)
    }

    @Test func errorsAtEndOfStream() throws {
        let chunks = [Array("a\n1\n\"open".utf8)]
        let table = try Table.read(fileDescriptor: pipeFeeding(chunks, pause: 150_000), name: "stdin", closeWhenDone: true) { _ in }
        waitUntilLoaded(table)
        guard case let .failed(error) = table.state else {
            Issue.record("expected failure, got \(table.state)")
            return
        }
        #expect(error.description == "stdin:3:1: unterminated quoted field (opened here)")
        #expect(table.count == 1)
    }

    @Test func emptyStream() throws {
        let table = try Table.read(fileDescriptor: pipeFeeding([]), closeWhenDone: true) { _ in }
        waitUntilLoaded(table)
        #expect(table.state == .complete && table.count == 0)
    }

    @Test func cancelStopsAnIdleReader() throws {
        var fds: [Int32] = [0, 0]
        #expect(Glibc.pipe(&fds) == 0)
        defer { close(fds[1]) }
        let updates = Reports<TableUpdate>()
        let table = try Table.read(fileDescriptor: fds[0], name: "pipe", format: .csv, closeWhenDone: true, onUpdate: updates.add)
        writeAll(fds[1], Array("id,title\n0,first\n".utf8))
        #expect(updates.wait { _ in table.count == 1 })
        table.cancel()
        // The input stays open, so only the cancel ends the reader, which closes its end.
        #expect(waitUntil(timeout: 10) { readEndIsClosed(fds[1]) }, "the reader went on after cancel()")
        #expect(table.state.isLoading && table.count == 1)
    }

    @Test func fifoPathIsReadAsAStream() throws {
        let path = TestFiles.directory() + "/fifo.csv"
        #expect(mkfifo(path, 0o600) == 0)
        Thread {
            let fd = open(path, O_WRONLY)
            writeAll(fd, Array("a,b\n1,2\n".utf8))
            close(fd)
        }.start()
        let table = try Table.open(path: path) { _ in }
        waitUntilLoaded(table)
        #expect(table.name == "fifo.csv" && table.format == .csv && values(table, 0) == ["1", "2"])
    }
}
