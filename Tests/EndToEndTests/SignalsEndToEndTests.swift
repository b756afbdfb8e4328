import Foundation
import Glibc
import Testing

/// Suspending and crashing, from a shell in tmux, as a person would meet them.
@Suite("Signals: suspend, resume and crashes")
struct SignalsEndToEndTests {
    /// `stty -a` without the size, which a resize while stopped changes on purpose.
    private func settings(_ stty: String) -> String {
        stty.replacingOccurrences(of: #"rows \d+; columns \d+;"#, with: "", options: .regularExpression)
    }

    /// The screen is wholly the app's, drawn for `width`×`height` (nothing of the shell left).
    private func isFullFrame(_ screen: String, width: Int, height: Int, status: String) -> Bool {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count == height, let last = lines.last else { return false }
        return last.contains(status) && last.count <= width && !screen.contains("Stopped") && !screen.contains("$ fg")
    }

    @Test("Ctrl-Z gives back a working shell; fg returns to a full redraw, also after a resize while stopped",
          arguments: ["C-z", "kill -TSTP"])
    func suspendAndResume(way: String) throws {
        let shell = try TmuxSession.shell(width: 100, height: 30)
        defer { shell.close() }
        let before = try shell.sttySnapshot()
        _ = try shell.startCommand(App.path)
        try shell.expectScreen(containing: "1 / 118")
        try shell.sendKeys("j", "j")
        try shell.expectScreen(containing: "3 / 118")
        if way == "C-z" {
            try shell.sendKeys("C-z")
        } else {
            kill(try #require(App.childPID(of: shell.pid), "splitview's pid"), SIGTSTP)
        }
        let stopped = try shell.waitForPrompt()
        #expect(stopped.contains("Stopped"), "the shell says the job stopped:\n\(stopped)")
        #expect(!stopped.contains("Lithium"), "the shell's screen is back")
        var modes = try shell.terminalModes()
        #expect(!modes.alternateScreen && modes.cursorVisible)
        #expect(try shell.sttySnapshot() == before, "the shell gets its own terminal settings while stopped")
        #expect(try shell.runShellCommand("echo works-while-stopped") == 0)

        try shell.resize(width: 70, height: 25)
        let resumed = try shell.startCommand("fg")
        let screen = try shell.waitFor(describedAs: "a full frame at 70x25") {
            isFullFrame($0, width: 70, height: 25, status: "3 / 118") && $0.contains("[m] Master")
        }
        #expect(screen.contains("Lithium"), "the selection is kept")
        modes = try shell.terminalModes()
        #expect(modes.alternateScreen && !modes.cursorVisible)
        try shell.sendKeys("m")
        try shell.expectScreen(containing: "┌", timeout: 5)  // keys work: the popover opens

        try shell.sendKeys("q")
        let (status, _) = try shell.waitForCommand(marker: resumed)
        #expect(status == 0)
        #expect(settings(try shell.sttySnapshot()) == settings(before))
    }

    @Test("a crash restores the terminal and says what happened in one line",
          arguments: [("trap", [SIGILL, SIGTRAP]), ("segv", [SIGSEGV]), ("bus", [SIGBUS]), ("abort", [SIGABRT])])
    func crashRestoresTerminal(kind: String, signals: [Int32]) throws {
        let shell = try TmuxSession.shell(width: 100, height: 30)
        defer { shell.close() }
        #expect(try shell.runShellCommand("echo screen-before-splitview") == 0)
        let before = try shell.sttySnapshot()
        let (status, screen) = try shell.waitForCommand(
            marker: try shell.startCommand("ulimit -c 0; SPLITVIEW_DEBUG_CRASH=\(kind) \(App.path)"))
        #expect(signals.map { 128 + $0 }.contains(status), "died of the signal: \(status)")
        let lines = screen.split(separator: "\n").filter { $0.hasPrefix("splitview: crashed with") }
        #expect(lines.count == 1, "one line:\n\(screen)")
        #expect(lines.first?.hasSuffix("the terminal was restored") == true)
        #expect(screen.contains("screen-before-splitview"), "the shell's screen is back")
        #expect(try shell.sttySnapshot() == before, "stty -a differs")
        let modes = try shell.terminalModes()
        #expect(!modes.alternateScreen && modes.cursorVisible)
        #expect(try shell.runShellCommand("echo still-usable") == 0)
    }

    /// Every signal whose default action ends the process (but SIGKILL, which cannot be
    /// caught), by name, with whether the app dies of it or ignores it.
    static let fatalByDefault: [String: (number: Int32, ignored: Bool)] = [
        "HUP": (SIGHUP, false), "INT": (SIGINT, false), "QUIT": (SIGQUIT, false), "ILL": (SIGILL, false),
        "TRAP": (SIGTRAP, false), "ABRT": (SIGABRT, false), "BUS": (SIGBUS, false), "FPE": (SIGFPE, false),
        "USR1": (SIGUSR1, false), "SEGV": (SIGSEGV, false), "USR2": (SIGUSR2, false), "PIPE": (SIGPIPE, true),
        "ALRM": (SIGALRM, false), "TERM": (SIGTERM, false), "STKFLT": (SIGSTKFLT, false), "XCPU": (SIGXCPU, false),
        "XFSZ": (SIGXFSZ, true), "VTALRM": (SIGVTALRM, false), "PROF": (SIGPROF, false), "IO": (SIGIO, false),
        "PWR": (SIGPWR, false), "SYS": (SIGSYS, false), "RTMIN": (__libc_current_sigrtmin(), false),
        "RTMAX": (__libc_current_sigrtmax(), false),
    ]

    @Test("every signal whose default ends the process gives the terminal back and ends with status 128+N (PIPE and XFSZ are ignored)",
          arguments: fatalByDefault.keys.sorted())
    func everyFatalSignal(name: String) throws {
        let (number, ignored) = try #require(Self.fatalByDefault[name])
        let shell = try TmuxSession.shell(width: 100, height: 30)
        defer { shell.close() }
        #expect(try shell.runShellCommand("echo screen-before-splitview") == 0)
        let before = try shell.sttySnapshot()
        // Under a shell of its own: an interactive shell whose job dies of SIGINT drops
        // the rest of the command line, marker and all.
        let marker = try shell.startCommand("sh -c 'ulimit -c 0; \(App.path); exit $?'")
        try shell.expectScreen(containing: "1 / 118")
        try shell.waitFor(describedAs: "mouse modes on") { _ in (try? shell.mouseFlags()) == "11" }
        let wrapper = try #require(App.childPID(of: shell.pid), "the wrapping shell's pid")
        kill(try #require(App.childPID(of: wrapper), "splitview's pid"), number)
        if ignored {
            try shell.sendKeys("j")
            try shell.expectScreen(containing: "2 / 118")
            try shell.sendKeys("q")
        }
        let (status, screen) = try shell.waitForCommand(marker: marker)
        #expect(status == (ignored ? 0 : 128 + number))
        #expect(screen.contains("screen-before-splitview") && !screen.contains("Hydrogen"), "the shell's screen is back:\n\(screen)")
        #expect(try shell.sttySnapshot() == before, "stty -a differs")
        let modes = try shell.terminalModes()
        #expect(!modes.alternateScreen && modes.cursorVisible, "alternate screen left, cursor shown")
        #expect(try shell.mouseFlags() == "00", "mouse reporting off")
        #expect(try shell.runShellCommand("echo still-usable") == 0)
    }
}
