import Foundation
import Glibc
import Testing

/// Real tables through the real binary: formats, stdin, filtering, large files, bad input.
@Suite("Tables end to end")
struct TablesEndToEndTests {
    private func write(_ text: String, named name: String, in directory: String) throws -> String {
        let path = directory + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("CSV with quotes, doubled quotes, embedded newlines and CRLF; --title and --subtitle")
    func csv() throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let csv = "id,city,country,note\r\n1,Lyon,France,\"silk, and \"\"quenelles\"\"\"\r\n2,Oslo,Norway,\"line one\nline two\"\r\n"
        let path = try write(csv, named: "cities.csv", in: directory)
        let session = try App.start(["--title", "city", "--subtitle", "country", path], width: 100, height: 20)
        defer { session.close() }
        let screen = try session.expectScreen(containing: "Lyon  France")
        #expect(screen.contains("Oslo  Norway"))
        #expect(screen.contains("silk, and \"quenelles\""))
        try session.sendKeys("j")
        try session.expectScreen(containing: "line two")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("JSON: nested values are shown indented")
    func json() throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let json = #"[{"name": "alpha", "tags": ["x", "y"], "owner": {"login": "ada", "id": 7}}, {"name": "beta"}]"#
        let path = try write(json, named: "repos.json", in: directory)
        let session = try App.start([path], width: 100, height: 24)
        defer { session.close() }
        let screen = try session.expectScreen(containing: "\"login\": \"ada\"")
        let lines = screen.split(separator: "\n")
        #expect(lines.contains { $0.hasSuffix("  \"login\": \"ada\",") || $0.contains("  \"login\": \"ada\"") })
        #expect(lines.contains { $0.contains("beta") })
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("JSON Lines on stdin through a pipe; keys still come from the terminal")
    func stdinPipe() throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let lines = (1...50).map { #"{"title": "event \#($0)", "level": "\#($0 % 3 == 0 ? "warn" : "info")"}"# }
        let path = try write(lines.joined(separator: "\n") + "\n", named: "events.jsonl", in: directory)
        let shell = try TmuxSession.shell(width: 100, height: 20)
        defer { shell.close() }
        let marker = try shell.startCommand("cat '\(path)' | \(App.path)")
        try shell.expectScreen(containing: "event 1")
        try shell.expectScreen(containing: "50 rows")
        try shell.sendKeys("G")
        try shell.expectScreen(containing: "50 / 50")
        try shell.sendKeys("q")
        #expect(try shell.waitForCommand(marker: marker).status == 0)
    }

    @Test("filtering shows the matches and their count")
    func filter() throws {
        let session = try App.start(width: 120, height: 40)
        defer { session.close() }
        try session.expectScreen(containing: "1 / 118")
        try session.sendKeys("/")
        try session.sendLiteral("ium")
        let screen = try session.waitFor(describedAs: "the filtered list") {
            $0.contains("/ium") && $0.contains(" of 118") && !$0.contains("…") && !$0.contains(" Hydrogen ")
        }
        #expect(screen.contains(" Helium "))
        #expect(!screen.contains(" Hydrogen "))
        let count = screen.components(separatedBy: " of 118").first?.split(separator: " ").last.map(String.init)
        #expect(Int(count ?? "") ?? 0 > 30, "about forty elements end in -ium")
        try session.sendKeys("Escape")
        try session.expectScreen(containing: " Hydrogen ")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("a large file opens at once, indexes in the background and reaches its end")
    func largeFile() throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/big.csv"
        // 200,000 records of about 120 bytes; every seventh body says "crimson".
        var text = "id,title,author,body\n"
        for id in 1...200_000 {
            text += "\(id),Title \(id),Author \(id % 97),\(id % 7 == 0 ? "a crimson" : "a plain") body of record \(id)"
                + " with some words to read past the title as a real table has\n"
        }
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let session = try App.start([path], width: 120, height: 40)
        defer { session.close() }
        try session.expectScreen(containing: "200,000 rows", timeout: 30)
        try session.sendKeys("G")
        try session.expectScreen(containing: "200,000 / 200,000")
        try session.sendKeys("/")
        try session.sendLiteral("*crimson")
        try session.waitFor(timeout: 30, describedAs: "the filter to finish") {
            $0.contains(" of 200,000") && !$0.contains("…")
        }
        try session.sendKeys("Enter", "q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("bad input: one clear line on stderr, exit status 2, terminal untouched", arguments: [
        ("missing", "no such file"),
        ("directory", "is a directory"),
        ("unterminated.csv", "unterminated"),
        ("invalid.json", "invalid JSON"),
        ("numbers.json", "objects"),
        ("--bogus", "unknown option --bogus"),
    ])
    func badInput(name: String, expected: String) throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = try write("a,b\n1,\"open\n2,3\n", named: "unterminated.csv", in: directory)
        _ = try write("[{\"a\": 1}, {\"a\": }]", named: "invalid.json", in: directory)
        _ = try write("[1, 2, 3]", named: "numbers.json", in: directory)
        try FileManager.default.createDirectory(atPath: directory + "/directory", withIntermediateDirectories: false)
        let shell = try TmuxSession.shell(width: 100, height: 20, workingDirectory: directory)
        defer { shell.close() }
        let before = try shell.sttySnapshot()
        let status = try shell.runShellCommand("\(App.path) \(name) 2> err.txt")
        #expect(status == 2)
        let message = try String(contentsOfFile: directory + "/err.txt", encoding: .utf8)
        #expect(message.hasPrefix("splitview: "))
        #expect(message.contains(expected), "\(message)")
        #expect(message.split(separator: "\n").count == 1, "one line: \(message)")
        #expect(try shell.sttySnapshot() == before)
    }
}
