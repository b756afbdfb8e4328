import Foundation

/// What `TmuxSession.checkTerminalRestored` observed.
struct TerminalRestoreCheck {
    /// `stty -a` before the program started.
    var before: String
    /// `stty -a` after the program quit.
    var after: String
    /// The program's exit status, as `$?` in the shell.
    var exitStatus: Int32
    /// The screen once the program quit and the shell prompt was back.
    var screenAfterQuit: String

    /// Whether the program left the terminal settings as it found them.
    var isRestored: Bool { before == after }

    /// Words of `stty -a` found only before (`"- word"`) or only after (`"+ word"`).
    var differences: [String] {
        let old = Self.words(before), new = Self.words(after)
        return old.subtracting(new).sorted().map { "- \($0)" } + new.subtracting(old).sorted().map { "+ \($0)" }
    }

    private static func words(_ stty: String) -> Set<String> {
        Set(stty.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
    }
}

/// Shell-driven tests: run programs from an interactive `sh` in the pane, the way a
/// user would, e.g. to prove that a TUI restores the terminal when it quits:
///
/// ```swift
/// let shell = try TmuxSession.shell()
/// let check = try shell.checkTerminalRestored(
///     running: "\(TmuxSession.productPath("splitview")) a.txt",
///     until: { $0.contains("a.txt") },
///     quitWith: ["q"])
/// #expect(check.isRestored, "\(check.differences)")
/// #expect(check.exitStatus == 0)
/// ```
///
/// Commands are typed with `send-keys -l`; completion is detected with a marker
/// echoed after the command (`cmd; echo "@@rc-N="$?"@@"`), which the typed
/// command line itself never matches.
extension TmuxSession {
    /// Starts an interactive `sh -i` with the prompt `$ ` (set `PS1` to override)
    /// and waits for the prompt.
    static func shell(
        width: Int = 120,
        height: Int = 40,
        environment: [String: String] = [:],
        workingDirectory: String? = nil
    ) throws -> TmuxSession {
        var environment = environment
        environment["PS1"] = environment["PS1"] ?? "$ "
        let session = try TmuxSession(command: ["sh", "-i"], width: width, height: height,
                                      environment: environment, workingDirectory: workingDirectory)
        try session.waitForPrompt()
        return session
    }

    /// Waits until the last non-blank line of the screen is the bare `$` prompt.
    @discardableResult
    func waitForPrompt(timeout: Double = 10) throws -> String {
        try waitFor(timeout: timeout, describedAs: "the shell prompt", Self.endsWithPrompt)
    }

    /// Types `commandLine` (plus a completion marker) and Enter without waiting.
    /// Returns the marker to pass to `waitForCommand(marker:timeout:)`.
    /// `commandLine` must be a plain command list (no trailing `&` or comment).
    func startCommand(_ commandLine: String) throws -> String {
        let marker = "@@rc-\(UInt32.random(in: 0...UInt32.max))="
        try sendLiteral("\(commandLine); echo \"\(marker)\"$?\"@@\"")
        try sendKeys("Enter")
        return marker
    }

    /// Waits until a command started with `startCommand` has finished and the prompt
    /// is back; returns its exit status and the screen.
    func waitForCommand(marker: String, timeout: Double = 10) throws -> (status: Int32, screen: String) {
        var status: Int32?
        let screen = try waitFor(timeout: timeout, describedAs: "the command to finish (\(marker))") { screen in
            status = Self.status(after: marker, in: screen)
            return status != nil && Self.endsWithPrompt(screen)
        }
        guard let status else { throw TmuxError.unexpectedOutput(query: marker, output: screen) }
        return (status, screen)
    }

    /// Runs `commandLine` in the shell, waits for it and returns `$?`.
    @discardableResult
    func runShellCommand(_ commandLine: String, timeout: Double = 10) throws -> Int32 {
        try waitForCommand(marker: try startCommand(commandLine), timeout: timeout).status
    }

    /// The terminal settings as printed by `stty -a`, run in the shell.
    func sttySnapshot() throws -> String {
        let file = "\(temporaryDirectory)/stty-\(UUID().uuidString)"
        let status = try runShellCommand("stty -a > '\(file)'")
        guard status == 0 else { throw TmuxError.unexpectedOutput(query: "stty -a", output: "exit status \(status)") }
        return try String(contentsOfFile: file, encoding: .utf8)
    }

    /// Snapshots `stty -a`, runs `commandLine`, waits until `ready` accepts its screen,
    /// sends `quitKeys`, waits for the prompt and snapshots `stty -a` again.
    func checkTerminalRestored(
        running commandLine: String,
        until ready: (String) -> Bool,
        quitWith quitKeys: [String],
        timeout: Double = 10
    ) throws -> TerminalRestoreCheck {
        let before = try sttySnapshot()
        let marker = try startCommand(commandLine)
        try waitFor(timeout: timeout, describedAs: "\(commandLine) to be ready", ready)
        try sendKeys(quitKeys)
        let (status, screen) = try waitForCommand(marker: marker, timeout: timeout)
        return TerminalRestoreCheck(before: before, after: try sttySnapshot(), exitStatus: status, screenAfterQuit: screen)
    }

    private static func endsWithPrompt(_ screen: String) -> Bool {
        screen.split(separator: "\n").last(where: { !$0.allSatisfy(\.isWhitespace) }) == "$"
    }

    /// The number printed right after the last occurrence of `marker`, if followed by `@@`.
    private static func status(after marker: String, in screen: String) -> Int32? {
        guard let range = screen.range(of: marker, options: .backwards) else { return nil }
        let rest = screen[range.upperBound...]
        guard let end = rest.range(of: "@@") else { return nil }
        return Int32(rest[..<end.lowerBound])
    }
}
