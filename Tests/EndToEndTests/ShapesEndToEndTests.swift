import Foundation
import Glibc
import Testing

/// Tables as people have them, through the real binary: a `;` export, a headerless pipe,
/// a table with comment lines, JSON holding its records under a key.
@Suite("Table shapes end to end")
struct ShapesEndToEndTests {
    private func write(_ text: String, named name: String, in directory: String) throws -> String {
        let path = directory + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("a ;-separated CSV with CRLF opens as its columns; a short row is a note until the first key")
    func semicolons() throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let csv = "name;city;zip\r\nAnna;Köln;50667\r\n\"Bo; Jr\";Wien;1010\r\nCé;Bern\r\n"
        let path = try write(csv, named: "export.csv", in: directory)
        let session = try App.start([path], width: 100, height: 20)
        defer { session.close() }
        let screen = try session.expectScreen(containing: "1 row padded to 3 fields")
        #expect(screen.contains(" city "))
        #expect(screen.contains("Köln"))
        #expect(!screen.contains("name;city"))
        try session.sendKeys("j")
        let moved = try session.expectScreen(containing: "Wien")
        #expect(moved.contains("Bo; Jr"))
        #expect(!moved.contains("padded"))
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("a headerless pipe with --no-header keeps its first record")
    func headerlessPipe() throws {
        let shell = try TmuxSession.shell(width: 100, height: 20)
        defer { shell.close() }
        let marker = try shell.startCommand("printf 'adduser\\t3.137\\nbash\\t5.2\\ncoreutils\\t9.4\\n' | \(App.path) --no-header -")
        let screen = try shell.expectScreen(containing: "3 rows")
        #expect(screen.contains("adduser"))
        #expect(screen.contains("coreutils"))
        try shell.sendKeys("q")
        #expect(try shell.waitForCommand(marker: marker).status == 0)
    }

    @Test("a tzdata-like .tab with # comments and no header, read with --comment '#' --no-header")
    func commentedTab() throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let real = "/usr/share/zoneinfo/zone1970.tab"
        let path = FileManager.default.fileExists(atPath: real) ? real : try write(
            "# tzdb timezone descriptions\n#\n# codes\tcoordinates\tTZ\tcomments\nAD\t+4230+00131\tEurope/Andorra\n"
                + "AE,OM\t+2518+05518\tAsia/Dubai\tCrozet\n", named: "zone1970.tab", in: directory)
        let records = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").count { !$0.hasPrefix("#") }
        let session = try App.start(["--comment", "#", "--no-header", path], width: 100, height: 20)
        defer { session.close() }
        let screen = try session.expectScreen(containing: "1 / \(records) ")
        #expect(screen.contains("Europe/Andorra"))
        #expect(!screen.contains("tzdb"))
        #expect(!screen.contains("too many fields"))
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("a {\"data\": [...]} file opens as its records, and the status bar says where they came from")
    func wrappedJSON() throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let json = #"{"total": 2, "data": [{"name": "Andorra", "code": "AD"}, {"name": "Dubai", "code": "AE"}]}"#
        let path = try write(json, named: "response.json", in: directory)
        let session = try App.start([path], width: 100, height: 20)
        defer { session.close() }
        let screen = try session.expectScreen(containing: "records from \"data\"")
        #expect(screen.contains("Andorra"))
        #expect(screen.contains("Dubai"))
        #expect(screen.contains("2 rows"))
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }
}
