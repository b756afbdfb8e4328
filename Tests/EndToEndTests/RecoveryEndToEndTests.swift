import Foundation
import Glibc
import Testing

/// Unsaved edits outlive whatever ends the session, because they are kept as they are
/// made: `kill -9` (which no handler sees) right after an edit, then the next start offers
/// them back; a file-size limit that stops the journal leaves the previous one whole.
@Suite("Kept edits")
struct RecoveryEndToEndTests {
    private func journalPath(_ folder: String) -> String { folder + "/.people.csv.splitview-recovery" }

    @Test("edits survive kill -9: the next start applies them as unsaved changes, and a discard removes them")
    func killedSession() throws {
        let folder = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (path, app) = try PtyProcess.withOneInsert(in: folder)
        kill(app.pid, SIGKILL)
        #expect(app.waitForExit(timeout: 5) == .signaled(SIGKILL))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == PtyProcess.people, "the original is untouched")
        #expect(try String(contentsOfFile: journalPath(folder), encoding: .utf8).hasPrefix("splitview-journal\t1\n"))

        let next = try PtyProcess([App.path, path], width: 140, height: 30)
        #expect(next.waitForOutput(containing: "recovered unsaved edits from a lost session"))
        #expect(next.waitForOutput(containing: "1 / 3"), "the inserted record is back")
        next.send("q")
        #expect(next.waitForOutput(containing: "unsaved changes"))
        next.send("d")
        #expect(next.waitForExit(timeout: 5) == .exited(0))
        let stderr = String(decoding: next.output, as: UTF8.self)
        #expect(stderr.contains("splitview: unsaved edits to \(path) from a lost session (kept in \(journalPath(folder)))"))
        #expect(!FileManager.default.fileExists(atPath: journalPath(folder)), "discarded at quit: the journal is gone")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == PtyProcess.people)
    }

    @Test("edits made after a save survive kill -9: the next start applies them to the saved file")
    func killedAfterSave() throws {
        let folder = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/people.csv"
        try PtyProcess.people.write(toFile: path, atomically: true, encoding: .utf8)
        let app = try PtyProcess([App.path, path], width: 100, height: 30)
        #expect(app.waitForOutput(containing: "1 / 2"))
        app.send("e+w")
        #expect(app.waitForOutput(containing: "Overwrite people.csv"))
        app.send("y")
        #expect(app.waitForOutput(containing: "(3 records)"))
        app.send("+")
        #expect(app.waitForOutput(containing: "modified"))
        kill(app.pid, SIGKILL)
        #expect(app.waitForExit(timeout: 5) == .signaled(SIGKILL))
        #expect(try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").count == 4, "the saved version")

        let next = try PtyProcess([App.path, path], width: 140, height: 30)
        #expect(next.waitForOutput(containing: "recovered unsaved edits from a lost session"))
        #expect(next.waitForOutput(containing: "1 / 4"), "the record inserted after the save is back")
        next.send("q")
        #expect(next.waitForOutput(containing: "unsaved changes"))
        next.send("d")
        #expect(next.waitForExit(timeout: 5) == .exited(0))
        #expect(!String(decoding: next.output, as: UTF8.self).contains("earlier version"))
    }

    @Test("a signal during a save that completes reports nothing: the file is the new version, status 128+15, nothing kept")
    func signalDuringSave() throws {
        let folder = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/big.csv"
        let rows = 400_000
        var text = "key,name,note\n"
        text.reserveCapacity(rows * 40)
        for row in 0..<rows { text += "\(row),name \(row),\"a note, with a comma \(row)\"\n" }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let shell = try TmuxSession.shell(width: 100, height: 30)
        defer { shell.close() }
        let marker = try shell.startCommand("\(App.path) \(path) 2> \(folder)/stderr")
        try shell.expectScreen(containing: "1 / 400,000", timeout: 60)
        try shell.sendKeys("e", "+")
        try shell.expectScreen(containing: "modified")
        let pid = try #require(App.childPID(of: shell.pid), "splitview's pid")
        try shell.sendKeys("w")
        try shell.expectScreen(containing: "Overwrite big.csv")
        try shell.sendKeys("y")
        // The save's temporary beside the file is there from its first byte to the rename.
        let deadline = Date().addingTimeInterval(30)
        var saving = false
        while !saving && Date() < deadline {
            usleep(500)
            saving = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                .contains { $0.hasPrefix(".big.csv.splitview-") && !$0.contains("recovery") }
        }
        #expect(saving, "the save started")
        kill(pid, SIGTERM)
        let (status, _) = try shell.waitForCommand(marker: marker, timeout: 60)
        #expect(status == 128 + SIGTERM)
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        #expect(saved.hasPrefix("key,name,note\n") && saved.split(separator: "\n").count == rows + 2, "the new version, whole")
        let stderr = try String(contentsOfFile: folder + "/stderr", encoding: .utf8)
        #expect(!stderr.contains("unsaved edits"), "the edits were saved: nothing said of unsaved ones:\n\(stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["big.csv", "stderr"],
                "no journal, no temporary")
    }

    @Test("a journal of a file changed since is not applied; --recover writes its records out")
    func changedSince() throws {
        let folder = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (path, app) = try PtyProcess.withOneInsert(in: folder)
        kill(app.pid, SIGKILL)
        _ = app.waitForExit(timeout: 5)
        try "name,age\nGrace,45\n".write(toFile: path, atomically: true, encoding: .utf8)

        let next = try PtyProcess([App.path, path], width: 140, height: 30)
        #expect(next.waitForOutput(containing: "unsaved edits to an earlier version"))
        #expect(next.waitForOutput(containing: "1 / 1"), "not applied")
        next.send("q")
        #expect(next.waitForExit(timeout: 5) == .exited(0))
        #expect(String(decoding: next.output, as: UTF8.self).contains("splitview --recover \(journalPath(folder)) --output FILE"))
        #expect(FileManager.default.fileExists(atPath: journalPath(folder)), "left for the person")

        let result = try App.run(["--recover", journalPath(folder), "--output", folder + "/out.csv"])
        #expect(result.termination == .exited(0), "\(result.standardError)")
        let out = try String(contentsOfFile: folder + "/out.csv", encoding: .utf8)
        #expect(out.hasPrefix("name,age\n") && out.split(separator: "\n").count == 2, "\(out)")
    }

    @Test("a file-size limit that stops the journal is told in the status bar and leaves the previous journal whole")
    func fileSizeLimit() throws {
        let folder = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A limit of 1 KB; the app ignores SIGXFSZ itself, so a write past it fails with EFBIG.
        let (_, app) = try PtyProcess.withOneInsert(
            in: folder, command: ["/bin/sh", "-c", "ulimit -f 1; exec \"$0\" \"$1\"", App.path], width: 160)
        let small = try String(contentsOfFile: journalPath(folder), encoding: .utf8)
        app.send(String(repeating: "+", count: 40))
        #expect(app.waitForOutput(containing: "unsaved edits could not be kept"))
        kill(app.pid, SIGKILL)
        _ = app.waitForExit(timeout: 5)
        let kept = try String(contentsOfFile: journalPath(folder), encoding: .utf8)
        #expect(kept.hasPrefix("splitview-journal\t1\n") && kept.hasSuffix("\nend\n"), "a whole journal, not a cut one")
        #expect(kept.utf8.count <= 1024 && kept.utf8.count >= small.utf8.count)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == [".people.csv.splitview-recovery", "people.csv"], "no temporary left: \(names)")
    }
}
