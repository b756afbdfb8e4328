import Foundation
import Glibc
import Testing

/// Inputs as they come: gzip files, standard input left at the terminal, a slow pipe.
@Suite("Inputs end to end", .serialized)
struct InputEndToEndTests {
    /// `text` gzipped by the system's gzip into `name` in `directory`.
    private func gzipped(_ text: String, named name: String, in directory: String) throws -> String {
        let plain = directory + "/" + name + ".plain"
        try text.write(toFile: plain, atomically: true, encoding: .utf8)
        let result = try Spawn.run(["/bin/sh", "-c", "gzip -c -n '\(plain)' > '\(directory)/\(name)'"], environment: [:])
        #expect(result.termination == .exited(0))
        return directory + "/" + name
    }

    @Test("a .csv.gz opens as its table; gzip cut short stops in the status bar, garbage exits 2 with one line")
    func gzipFile() throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let text = "name,size\n" + (1...3_000).map { "item \($0),\($0 * 7)\n" }.joined()
        let path = try gzipped(text, named: "items.csv.gz", in: directory)
        let session = try App.start([path], width: 100, height: 20)
        defer { session.close() }
        try session.expectScreen(containing: "item 1")
        try session.expectScreen(containing: "3,000 rows")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)

        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        bytes.removeLast(bytes.count / 2)
        let cut = directory + "/cut.csv.gz"
        try Data(bytes).write(to: URL(fileURLWithPath: cut))
        let stopped = try App.start([cut], width: 100, height: 20)
        defer { stopped.close() }
        try stopped.expectScreen(containing: "stopped: the gzip data is cut short")
        try stopped.sendKeys("q")
        #expect(try stopped.waitForExit() == 0)

        let garbage = directory + "/garbage.csv.gz"
        try Data([0x1F, 0x8B] + Array("not really gzip at all".utf8)).write(to: URL(fileURLWithPath: garbage))
        let result = try App.run([garbage])
        #expect(result.termination == .exited(2))
        #expect(result.standardError.hasPrefix("splitview: \(garbage): the gzip data is corrupt ("))
        #expect(result.standardError.filter { $0 == "\n" }.count == 1, "\(result.standardError)")
    }

    @Test("- with a terminal on stdin says so, reads nothing, and Esc or q quits", arguments: ["Escape", "q"])
    func terminalOnStandardInput(key: String) throws {
        let session = try App.start(["-"], width: 100, height: 20)
        defer { session.close() }
        try session.expectScreen(containing: "stdin is this terminal")
        try session.expectScreen(containing: "pipe a table in")
        try session.sendKeys(key)
        #expect(try session.waitForExit() == 0)
    }

    @Test("while a pipe is still silent the panes say Reading…, then show what arrives")
    func slowPipe() throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/feed"
        #expect(mkfifo(fifo, 0o600) == 0)
        let shell = try TmuxSession.shell(width: 100, height: 20)
        defer { shell.close() }
        let marker = try shell.startCommand("cat '\(fifo)' | \(App.path)")
        let writer = open(fifo, O_WRONLY)
        #expect(writer >= 0)
        let waiting = try shell.expectScreen(containing: "Reading…")
        #expect(!waiting.contains("No record"))
        let rows = Array("id,title\n1,first arrival\n".utf8)
        #expect(rows.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) } == rows.count)
        try shell.expectScreen(containing: "first arrival")
        close(writer)
        try shell.expectScreen(containing: "1 row")
        try shell.sendKeys("q")
        #expect(try shell.waitForCommand(marker: marker).status == 0)
    }
}
