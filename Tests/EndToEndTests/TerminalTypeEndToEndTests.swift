import Foundation
import Testing

/// Terminal types ncurses cannot drive (an Emacs shell's TERM=dumb, a CI runner with TERM
/// unset): one clear line, a non-zero status, and the terminal exactly as it was.
@Suite("Terminal types that cannot be driven")
struct TerminalTypeEndToEndTests {
    /// How each case sets TERM, and the message expected.
    static let cases: [(setting: String, message: String)] = [
        ("TERM=dumb", "TERM=dumb cannot move the cursor (its terminfo entry has no cup)"),
        ("env -u TERM", "TERM is not set: the terminal's type is needed (say TERM=xterm-256color)"),
        ("TERM=", "TERM is not set: the terminal's type is needed (say TERM=xterm-256color)"),
        ("TERM=no-such-terminal", "unknown terminal type TERM=no-such-terminal (no terminfo entry ncurses can use)"),
        ("TERMINFO=$PWD TERM=paper", "TERM=paper is a hardcopy terminal: a screen is needed"),
    ]

    @Test("a terminal type that cannot be driven: one line, status 1, stty -a as before, echo and Ctrl-C working",
          arguments: cases.indices)
    func undrivable(index: Int) throws {
        let (setting, message) = Self.cases[index]
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A hardcopy terminal's entry, compiled into the folder the shell starts in.
        try "paper|a printing terminal,\n\thc, cols#132, cr=\\r, cud1=\\n,\n".write(toFile: directory + "/paper.src",
                                                                                   atomically: true, encoding: .utf8)
        let shell = try TmuxSession.shell(width: 150, height: 30, workingDirectory: directory)
        defer { shell.close() }
        #expect(try shell.runShellCommand("tic -o . paper.src") == 0)
        let before = try shell.sttySnapshot()
        let (status, screen) = try shell.waitForCommand(marker: try shell.startCommand("\(setting) \(App.path)"))
        #expect(status == 1)
        let lines = screen.split(separator: "\n").filter { $0.hasPrefix("splitview:") }
        #expect(lines == ["splitview: \(message)"], "\(screen)")
        #expect(try shell.sttySnapshot() == before, "stty -a differs")
        // Echo is on: the line typed shows. Ctrl-C ends the command in the foreground (and
        // the shell drops the rest of its line), where a raw terminal would hand it to cat.
        _ = try shell.startCommand("cat")
        try shell.expectScreen(containing: "$ cat;")
        try waitUntilRunning("cat", under: shell.pid)
        try shell.sendKeys("C-c")
        let after = try shell.waitForPrompt()
        #expect(after.contains("^C"), "\(after)")
    }

    /// Polls until a child of `parent` runs `command` (an interrupt sent before would
    /// reach only the shell, which then starts it all the same).
    private func waitUntilRunning(_ command: String, under parent: pid_t, timeout: Duration = .seconds(10)) throws {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let child = App.childPID(of: parent),
               (try? String(contentsOfFile: "/proc/\(child)/comm", encoding: .utf8)) == command + "\n" { return }
            usleep(20_000)
        }
        Issue.record("\(command) did not start under \(parent)")
    }
}
