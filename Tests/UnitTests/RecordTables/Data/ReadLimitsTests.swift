import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@Suite("Caps on a record and on memory; pseudo-files")
struct ReadLimitsTests {
    private let small = ReadLimits(recordBytes: 1_024, memoryBytes: 1 << 30)

    private func open(_ text: String, name: String, limits: ReadLimits) throws -> Table {
        let table = try Table.open(path: TestFiles.write(text, name: name), format: nil, limits: limits) { _ in }
        waitUntilLoaded(table)
        return table
    }

    @Test("a CSV record past the record limit is kept cut, with a note, and reading goes on after it (quotes respected)")
    func csvRecordIsCut() throws {
        let long = String(repeating: "x", count: 1_500_000)
        let text = "id,note\n1,short\n2,\"\(long)\n,\"\"still inside\"\"\n\(long)\"\n3,after\n"
        let table = try open(text, name: "long.csv", limits: small)
        #expect(table.state == .complete)
        #expect(table.count == 3)
        #expect(values(table, 2) == ["3", "after"])
        let cut = values(table, 1)
        #expect(cut.first == "2" && cut.count == 2 && cut[1].utf8.count < 1_024)
        #expect(table.warnings == ["1 row is longer than 1 KiB (cut there)"])
        #expect(table.title(at: 2, column: 1) == "after")
    }

    @MainActor
    @Test("a table holding a cut record is not saved: it would be saved cut")
    func cutRecordIsNotSaved() throws {
        let text = "id,note\n1,\(String(repeating: "x", count: 3_000))\n2,b\n"
        let editable = EditableTable(table: try open(text, name: "cut.csv", limits: small))
        editable.delete(.original(1))
        #expect {
            _ = try TableSaver.save(editable.snapshot(), to: editable.table.path, format: .csv, expecting: .anything)
        } throws: { error in
            (error as? SaveError)?.kind == .incomplete
        }
        #expect((try? String(contentsOfFile: editable.table.path, encoding: .utf8)) == text)
    }

    @Test("a record in hand longer than the limit is cut too: a long header")
    func headerIsCut() throws {
        let header = try open(String(repeating: "h", count: 3_000) + ",b\n1,2\n", name: "h.csv", limits: small)
        #expect(header.count == 1 && header.columns.count == 1 && header.columns[0].utf8.count == 1_024)
        #expect(header.loadWarnings.cutRecords == 1)
    }

    @Test("a JSON element or JSON line past the limit is passed over to its end, by its strings and nesting")
    func jsonRecordIsPassedOver() throws {
        let inside = String(repeating: "{[\\\"", count: 400_000)
        let json = "[{\"a\": \"x\"}, {\"a\": \"" + inside + "\", \"b\": [1, {}]},\n {\"a\": \"z\"}]"
        let table = try open(json, name: "long.json", limits: small)
        #expect(table.state == .complete)
        #expect(table.count == 3)
        #expect(values(table, 2) == ["z"])
        let lines = try open("{\"a\": 1}\n{\"a\": \"" + String(repeating: "y", count: 1_500_000) + "\"}\n{\"a\": 3}\n",
                             name: "long.jsonl", limits: small)
        #expect(lines.count == 3 && values(lines, 2) == ["3"])
        #expect(lines.loadWarnings.cutRecords == 1)
    }

    @Test("a stream's record past the limit is dropped past the limit, not held")
    func streamRecordIsCut() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let writer = fds[1]
        Thread {
            writeAll(writer, Array("id,note\n1,".utf8))
            for _ in 0..<64 { writeAll(writer, [UInt8](repeating: UInt8(ascii: "z"), count: 64 << 10)) }
            writeAll(writer, Array("\n2,next\n".utf8))
            close(writer)
        }.start()
        let table = try Table.stream(fd: fds[0], name: "stdin", path: "stdin", format: nil, closeWhenDone: true,
                                     limits: small) { _ in }
        waitUntilLoaded(table)
        #expect(table.count == 2)
        #expect(values(table, 1) == ["2", "next"])
        #expect(table.source?.snapshot.count ?? .max < 2 * 1_024 + 64)
    }

    @Test("an endless stream stops at the memory limit, keeping what was read, and says so")
    func streamStopsAtTheMemoryLimit() throws {
        // A socket rather than a pipe: the writer sees the reader go without a SIGPIPE.
        var fds: [Int32] = [0, 0]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0)
        let writer = fds[1]
        let line = Array(String(repeating: "y\n", count: 32 << 10).utf8)
        Thread {
            // Like `yes`: until the reader goes away.
            while line.withUnsafeBytes({ send(writer, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) > 0 {}
            close(writer)
        }.start()
        let limits = ReadLimits(recordBytes: 1_024, memoryBytes: 8 << 20)
        let table = try Table.stream(fd: fds[0], name: "stdin", path: "stdin", format: .csv, closeWhenDone: true,
                                     limits: limits) { _ in }
        waitUntilLoaded(table, timeout: 60)
        guard case .failed(let error) = table.state else {
            Issue.record("expected reading to stop, got \(table.state)")
            return
        }
        #expect(error.kind == .limitReached)
        #expect(error.message.contains("8 MiB"))
        #expect(table.count > 100_000 && table.count * 8 + (table.source?.snapshot.count ?? 0) <= 8 << 20)
        #expect(values(table, table.count - 1) == ["y"])
    }

    @Test("zero-size procfs files and sysfs files are read as streams, as less shows them")
    func pseudoFiles() throws {
        let status = try Table.open(path: "/proc/self/status") { _ in }
        waitUntilLoaded(status)
        #expect(status.state == .complete)
        #expect(status.count > 5 && status.columns.first?.hasPrefix("Name:") == true)
        #expect(status.fileStamp == nil, "not saved over by default")
        let cpus = try Table.open(path: "/proc/cpuinfo") { _ in }
        waitUntilLoaded(cpus)
        #expect(cpus.count > 0)
        let address = try Table.open(path: "/sys/class/net/lo/address") { _ in }
        waitUntilLoaded(address)
        #expect(address.state == .complete)
        #expect(address.columns == ["00:00:00:00:00:00"])
    }
}
