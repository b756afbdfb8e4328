import Foundation
import Glibc
import Testing

/// The terminal goes away under the app: the tmux pane is killed, or the pty is closed
/// (a dropped ssh connection). The app must end at once, not spin on a dead terminal.
@Suite("Lost terminal")
struct LostTerminalEndToEndTests {
    @Test("killing the tmux pane ends the app promptly")
    func paneKilled() throws {
        let session = try App.start(width: 100, height: 30)
        defer { session.close() }
        try session.expectScreen(containing: "1 / 118")
        try session.tmux(["kill-pane", "-t", TmuxSession.target])
        #expect(TmuxServer.waitUntilGone(session.pid, timeout: 3), "the app is gone")
    }

    @Test("a closed pty ends the app at once, without spinning: status 1 for end of input, or SIGHUP",
          arguments: [false, true])
    func ptyClosed(controlling: Bool) throws {
        let app = try PtyProcess([App.path], width: 100, height: 30, controllingTerminal: controlling)
        #expect(app.waitForOutput(containing: "1 / 118"))
        app.send("jj")
        #expect(app.waitForOutput(containing: "3"))
        let ticksBefore = try #require(app.cpuTicks)
        app.closeTerminal()
        let termination = app.waitForExit(timeout: 3)
        // Without a controlling terminal no SIGHUP comes: only reads fail. With one, the
        // kernel's SIGHUP and the failed read race; either ends the app.
        let expected: [Termination] = controlling ? [.exited(1), .signaled(SIGHUP)] : [.exited(1)]
        #expect(termination.map(expected.contains) == true, "ended at once: \(String(describing: termination))")
        let spent = Double(app.lastCPUTicks - ticksBefore) / Double(App.ticksPerSecond)
        #expect(spent < 0.5, "no spinning after the terminal went away: \(spent) s of CPU")
    }

    @Test("unsaved edits are in the journal beside the file when the terminal is lost, or a signal ends the session",
          arguments: ["lost", "TERM"])
    func editsKept(way: String) throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/people.csv"
        try "name,age\nAda,36\nAlan,41\n".write(toFile: path, atomically: true, encoding: .utf8)
        let app = try PtyProcess([App.path, path], width: 100, height: 30)
        #expect(app.waitForOutput(containing: "1 / 2"))
        app.send("e+")
        #expect(app.waitForOutput(containing: "modified"))
        if way == "lost" { app.closeTerminal() } else { kill(app.pid, SIGTERM) }
        let termination = app.waitForExit(timeout: 5)
        // A lost controlling terminal ends the app of end of input or of the kernel's SIGHUP.
        let expected: [Termination] = way == "lost" ? [.exited(1), .signaled(SIGHUP)] : [.signaled(SIGTERM)]
        #expect(termination.map(expected.contains) == true, "\(String(describing: termination))")
        let journal = directory + "/.people.csv.splitview-recovery"
        let kept = try String(contentsOfFile: journal, encoding: .utf8)
        #expect(kept.hasPrefix("splitview-journal\t1\n") && kept.contains("\norder\ti1\tt0\n"),
                "the new record, then the others:\n\(kept)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "name,age\nAda,36\nAlan,41\n", "the original is untouched")
        if way == "TERM" {
            #expect(String(decoding: app.output, as: UTF8.self).contains("unsaved edits to \(path) are kept in \(journal)"))
        }
    }

    @Test("edits to a table with no file are kept in the state folder, and every later start names them")
    func unnamedEditsKept() throws {
        let state = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let app = try PtyProcess([App.path], width: 100, height: 30, environment: ["XDG_STATE_HOME": state])
        #expect(app.waitForOutput(containing: "1 / 118"))
        app.send("e+")
        #expect(app.waitForOutput(containing: "modified"))
        kill(app.pid, SIGTERM)
        #expect(app.waitForExit(timeout: 5) == .signaled(SIGTERM))
        let folder = state + "/splitview"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(names.count == 1 && names[0].hasPrefix("sample-") && names[0].hasSuffix(".csv"), "\(names)")
        let kept = try String(contentsOfFile: folder + "/" + names[0], encoding: .utf8)
        #expect(kept.split(separator: "\n").count == 1 + 119, "the header, the new record and the 118 elements")
        #expect(String(decoding: app.output, as: UTF8.self).contains("unsaved edits to the sample table are kept in \(folder)/sample-"))

        let next = try PtyProcess([App.path, App.repository + "/Resources/elements.csv"], width: 160, height: 30,
                                  environment: ["XDG_STATE_HOME": state])
        #expect(next.waitForOutput(containing: "unsaved edits from a lost session are in \(names[0])"))
        #expect(String(decoding: next.output, as: UTF8.self).contains("splitview: unsaved edits to a table with no file"))
        next.send("q")
        #expect(next.waitForExit(timeout: 5) == .exited(0))
    }
}
