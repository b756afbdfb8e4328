import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// gzip data, in a `.gz` file or on a pipe, reads as the text it holds.
@Suite("gzip input")
struct GzipTests {
    /// `bytes` compressed by the system's gzip.
    static func gzip(_ bytes: [UInt8]) throws -> [UInt8] {
        let plain = TestFiles.write(bytes, name: "plain")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-c", "-n", plain]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return Array(data)
    }

    static func rows(_ count: Int) -> String {
        var text = "id,name,note\n"
        for i in 0..<count { text += "\(i),\"name \(i)\",note \(i % 7)\n" }
        return text
    }

    @Test("a .csv.gz file many chunks long reads like its CSV")
    func file() throws {
        let table = try load(Self.gzip(Array(Self.rows(100_000).utf8)), name: "rows.csv.gz")
        #expect(table.state == .complete)
        #expect(table.format == .csv && table.columns == ["id", "name", "note"])
        #expect(table.count == 100_000)
        #expect(values(table, 0) == ["0", "name 0", "note 0"])
        #expect(values(table, 99_999) == ["99999", "name 99999", "note 4"])
        #expect(table.name == "rows.csv.gz" && table.warnings.isEmpty)
        let tabs = try load(Self.gzip(Array("a,b\tc\n1,2\t3\n".utf8)), name: "tabs.tsv.gz")
        #expect(tabs.format == .tsv && tabs.columns == ["a,b", "c"], "the extension before .gz names the format")
    }

    @Test("gzip on a pipe is found by its magic, even split across writes")
    func pipe() throws {
        let bytes = try Self.gzip(Array("{\"a\": 1}\n{\"a\": 2}\n".utf8))
        var fds: [Int32] = [0, 0]
        #expect(Glibc.pipe(&fds) == 0)
        let updates = Reports<TableUpdate>()
        let table = try Table.read(fileDescriptor: fds[0], closeWhenDone: true, onUpdate: updates.add)
        writeAll(fds[1], [bytes[0]])
        #expect(table.state.isLoading && table.count == 0)
        writeAll(fds[1], Array(bytes[1...]))
        #expect(updates.wait { _ in table.count == 2 }, "rows come while the pipe is still open")
        close(fds[1])
        waitUntilLoaded(table)
        #expect(table.state == .complete && table.format == .jsonl)
        #expect(values(table, 1) == ["2"])
    }

    @Test("members one after another read as one text; bytes after the last are ignored")
    func members() throws {
        let first = try Self.gzip(Array("a,b\n1,2\n".utf8)), second = try Self.gzip(Array("3,4\n".utf8))
        let table = try load(first + second + [0, 0, 0], name: "two.csv.gz")
        #expect(table.state == .complete && table.count == 2)
        #expect(values(table, 1) == ["3", "4"])
    }

    @Test("corrupt or cut gzip data stops with one clear message", arguments: [false, true])
    func broken(cut: Bool) throws {
        var bytes = try Self.gzip(Array(Self.rows(2_000).utf8))
        if cut {
            bytes.removeLast(bytes.count / 2)
        } else {
            for i in stride(from: 40, to: bytes.count - 20, by: 97) { bytes[i] ^= 0x5A }
        }
        let path = TestFiles.write(bytes, name: "bad.csv.gz")
        var error: LoadError?
        do {
            let table = try Table.open(path: path) { _ in }
            waitUntilLoaded(table)
            if case let .failed(failure) = table.state { error = failure }
        } catch let failure {
            error = failure
        }
        let expected = cut ? "the gzip data is cut short" : "the gzip data is corrupt ("
        #expect(error?.file == path && error?.message.hasPrefix(expected) == true, "\(String(describing: error))")
    }

    @Test("what gzip data inflates to counts against the memory limit")
    func memoryLimit() throws {
        let bomb = try Self.gzip(Array(("x\n" + String(repeating: "0\n", count: 20 << 20)).utf8))
        #expect(bomb.count < 200_000)
        let path = TestFiles.write(bomb, name: "bomb.csv.gz")
        let table = try Table.open(path: path, format: nil, limits: ReadLimits(recordBytes: 1 << 20, memoryBytes: 8 << 20)) { _ in }
        waitUntilLoaded(table)
        guard case let .failed(error) = table.state else {
            Issue.record("expected the memory limit, got \(table.state)")
            return
        }
        #expect(error.kind == .limitReached && table.count > 0 && table.count < 4 << 20)
    }
}
