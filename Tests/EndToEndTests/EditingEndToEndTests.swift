import Foundation
import Glibc
import Testing

/// Drill-down, tabs, editing and saving, driven in tmux as a person would.
@Suite("Drill-down, tabs and editing end to end")
struct EditingEndToEndTests {
    private static func copyOfSample(in folder: String) throws -> String {
        let path = folder + "/elements.csv"
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/elements.csv").path
        try FileManager.default.copyItem(atPath: sample, toPath: path)
        return path
    }

    @Test("--group: the groups with counts, Enter drills down beside them, Esc comes back")
    func drillDown() throws {
        let folder = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = try App.start(["--group", "category", try Self.copyOfSample(in: folder)], width: 150, height: 30)
        defer { session.close() }
        var screen = try session.expectScreen(containing: "noble gas")
        #expect(screen.contains("transition metal                    34"), "groups show their counts")
        try session.sendKeys("Down", "Enter")
        screen = try session.expectScreen(containing: "csv › noble gas")
        #expect(screen.contains("‹ Back"), "a back hint")
        #expect(screen.contains(" Helium ") && screen.contains(" alkali metal "), "three columns: groups, records, detail")
        try session.expectScreen(containing: "Pierre Janssen")
        try session.sendKeys("Down")
        try session.expectScreen(containing: "William Ramsay")
        try session.resize(width: 100, height: 30)
        screen = try session.waitFor(describedAs: "two columns that keep the path") {
            !$0.contains(" alkali metal ") && $0.contains("› noble gas")
        }
        try session.sendKeys("Escape")
        try session.expectScreen(containing: " alkali metal ")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("a --group column that does not exist, and --output with several files, are refused clearly")
    func badOptions() throws {
        let folder = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sample = try Self.copyOfSample(in: folder)
        let unknown = try Spawn.run([App.path, "--group", "colour", sample], environment: [:])
        #expect(unknown.termination == .exited(2))
        #expect(unknown.standardError.contains("colour") && unknown.standardError.contains("category"), "\(unknown.standardError)")
        let output = try Spawn.run([App.path, "--output", folder + "/x.csv", sample, sample], environment: [:])
        #expect(output.termination == .exited(2))
        #expect(output.standardError.contains("--output takes one input file"))
    }

    @Test("several files open as tabs: numbers and Ctrl-PgDn switch, each keeps its place")
    func tabs() throws {
        let folder = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "name,n\nalpha,1\nbravo,2\n".write(toFile: folder + "/a.csv", atomically: true, encoding: .utf8)
        try "[{\"name\": \"charlie\"}, {\"name\": \"delta\"}]".write(toFile: folder + "/b.json", atomically: true, encoding: .utf8)
        try "name\tn\necho\t5\n".write(toFile: folder + "/c.tsv", atomically: true, encoding: .utf8)
        let session = try App.start([folder + "/a.csv", folder + "/b.json", folder + "/c.tsv"], width: 100, height: 20)
        defer { session.close() }
        try session.expectScreen(containing: "[1 a.csv]  2 b.json   3 c.tsv")
        try session.sendKeys("Down")
        try session.expectScreen(containing: "2 / 2")
        try session.sendKeys("2")
        var screen = try session.expectScreen(containing: "[2 b.json]")
        #expect(screen.contains("charlie") && screen.contains("1 / 2"))
        try session.sendKeys("C-NPage")
        screen = try session.expectScreen(containing: "[3 c.tsv]")
        #expect(screen.contains("echo"))
        try session.sendKeys("1")
        screen = try session.expectScreen(containing: "[1 a.csv]")
        #expect(screen.contains("2 / 2"), "the first tab kept its selection")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("a outside Edit mode only says so; in Edit mode add, delete, undo; the first save over the file asks (n keeps it, y saves), then reopen and see the change")
    func editAndSave() throws {
        let folder = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/people.csv"
        let original = "name,city,added\nAnn,Oslo,2024-01-05\nBob,Rome,2024-02-11\nCid,Lima,2024-03-20\n"
        try original.write(toFile: path, atomically: true, encoding: .utf8)
        var session = try App.start([path], width: 100, height: 20)
        defer { session.close() }
        try session.expectScreen(containing: "1 / 3")
        try session.sendKeys("a")
        let screen = try session.expectScreen(containing: "press e for Edit mode to add records")
        #expect(screen.contains("1 / 3") && !screen.contains("modified"), "nothing inserted")
        try session.sendKeys("e", "a")
        try session.expectScreen(containing: "  modified")
        try session.expectScreen(containing: "1 / 4")
        try session.sendKeys("G", "d")
        try session.waitUntilGone(text: "Cid")
        try session.sendKeys("d")
        try session.waitUntilGone(text: "Bob")
        try session.sendKeys("u")
        try session.expectScreen(containing: "Bob")
        try session.sendKeys("w")
        try session.expectScreen(containing: "Overwrite people.csv with the edits? [y]es  [n]o")
        try session.sendKeys("n")
        try session.expectScreen(containing: "not saved")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == original, "n leaves the file untouched")
        try session.sendKeys("w")
        try session.expectScreen(containing: "Overwrite people.csv")
        try session.sendKeys("y")
        try session.expectScreen(containing: "saved people.csv (3 records)")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
        let saved = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(saved.count == 4 && saved[0] == "name,city,added" && saved[2] == "Ann,Oslo,2024-01-05"
                && saved[3] == "Bob,Rome,2024-02-11")
        #expect(saved[1].wholeMatch(of: /,,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d .+/) != nil,
                "the stamp in the column of dates, the name left empty: \(saved[1])")
        session.close()
        session = try App.start([path], width: 100, height: 20)
        try session.expectScreen(containing: "1 / 3")
        try session.expectScreen(containing: String(saved[1].dropFirst(2).prefix(10)))
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("--output naming another file saves there without asking; the input is untouched")
    func saveToOutput() throws {
        let folder = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/people.csv"
        try "name\nAnn\nBob\n".write(toFile: path, atomically: true, encoding: .utf8)
        let session = try App.start(["--output", folder + "/other.csv", path], width: 100, height: 20)
        defer { session.close() }
        try session.expectScreen(containing: "1 / 2")
        try session.sendKeys("e", "d", "w")
        try session.expectScreen(containing: "saved other.csv (1 record)")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
        #expect(try String(contentsOfFile: folder + "/other.csv", encoding: .utf8) == "name\nBob\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "name\nAnn\nBob\n")
    }

    @Test("quitting with unsaved changes asks; cancel stays, discard leaves the file as it was")
    func quitAsks() throws {
        let folder = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/notes.csv"
        try "title\nfirst\n".write(toFile: path, atomically: true, encoding: .utf8)
        let session = try App.start([path], width: 100, height: 20)
        defer { session.close() }
        try session.expectScreen(containing: "first")
        try session.sendKeys("e", "+", "q")
        try session.expectScreen(containing: "notes.csv has unsaved changes: [s]ave  [d]iscard  [c]ancel")
        try session.sendKeys("c")
        try session.waitUntilGone(text: "unsaved changes")
        try session.sendKeys("q")
        try session.expectScreen(containing: "unsaved changes")
        try session.sendKeys("d")
        #expect(try session.waitForExit() == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "title\nfirst\n")
    }

    @Test("data from stdin is saved by naming a file at the prompt")
    func stdinSaveAs() throws {
        let folder = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let shell = try TmuxSession.shell(width: 100, height: 20)
        defer { shell.close() }
        let marker = try shell.startCommand("printf 'name\\nx\\n' | \(App.path)")
        try shell.expectScreen(containing: "1 / 1")
        try shell.sendKeys("e", "+", "w")
        try shell.expectScreen(containing: "Save stdin as:")
        try shell.sendLiteral(folder + "/out.csv")
        try shell.sendKeys("Enter")
        try shell.expectScreen(containing: "saved out.csv (2 records)")
        try shell.sendKeys("q")
        let (status, _) = try shell.waitForCommand(marker: marker)
        #expect(status == 0)
        let saved = try String(contentsOfFile: folder + "/out.csv", encoding: .utf8)
        #expect(saved.hasPrefix("name\n") && saved.hasSuffix("\nx\n") && saved.split(separator: "\n").count == 3)
    }
}
