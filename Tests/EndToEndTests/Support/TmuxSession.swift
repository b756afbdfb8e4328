import Foundation
import Glibc

/// Runs one program in a detached tmux pane and lets a test type at it, resize it,
/// read its screen and wait for it to exit (see `TmuxSession+Waiting.swift`).
///
/// Each session starts its own tmux server (`tmux -S <own dir>/tmux.sock -f <own dir>/tmux.conf`),
/// so sessions never share state and tests may run in parallel. The generated
/// configuration (`TmuxServer.configuration`) sets:
/// * `default-terminal` — TERM in the pane;
/// * `remain-on-exit on` — the exit status stays readable — with an empty
///   `remain-on-exit-format`, since tmux 3.3 otherwise scrolls the dead pane up one
///   line to print "Pane is dead", pushing the top line off the screen;
/// * `status off` — the pane is the whole window;
/// * a watchdog that kills the server if the test process dies without `close()`.
///
/// Every tmux client is started with `Spawn.run` (posix_spawn, empty signal mask,
/// default signal dispositions, no inherited descriptors); the tmux server and the
/// program in the pane inherit that clean state.
///
/// Known limit (tmux 3.3a): output a program writes just before it exits may never
/// reach the screen, because tmux drops unread pane output when the process exits.
/// The pane is piped to a sink, which makes tmux drain what it can, but assert on
/// output while the program still runs, or run the program from
/// `TmuxSession.shell()`, whose shell keeps the terminal alive.
///
/// Not thread-safe: use one session from one test.
final class TmuxSession {
    /// Name of the only tmux session on this session's private server; the target of every command.
    static let target = "e2e"

    /// Private directory holding the socket, configuration and any files a test wants
    /// to put there; removed by `close()`.
    let temporaryDirectory: String
    /// Process id of the program in the pane (the command is executed directly, not via a shell).
    let pid: pid_t
    /// Process id of this session's tmux server.
    let serverPID: pid_t
    /// Current width of the pane in columns.
    private(set) var width: Int
    /// Current height of the pane in rows.
    private(set) var height: Int

    private let socketPath: String
    private var isClosed = false

    /// Starts `command` (argv; `command[0]` is looked up in `PATH`) in a new pane of
    /// `width`×`height`.
    ///
    /// - Parameters:
    ///   - environment: extra variables for the program. `TERM` defaults to
    ///     `xterm-256color`; `LANG` to `C.UTF-8`, and `LC_ALL` too unless `LANG` or
    ///     `LC_ALL` is given. The rest of the program's environment is only `PATH`,
    ///     `HOME`, `USER`, `LOGNAME`, `TMPDIR` (from the test process), `SHELL=/bin/sh`
    ///     and tmux's own `TMUX`/`TMUX_PANE`, so the test runner's variables do not leak in.
    ///   - workingDirectory: directory the program starts in (default: the test's).
    init(
        command: [String],
        width: Int = 120,
        height: Int = 40,
        environment: [String: String] = [:],
        workingDirectory: String? = nil
    ) throws {
        guard let program = command.first, !program.isEmpty else {
            throw TmuxError.invalidArgument("command must not be empty")
        }
        guard width > 0, height > 0 else { throw TmuxError.invalidArgument("size \(width)x\(height)") }
        var paneEnvironment = environment
        let term = paneEnvironment.removeValue(forKey: "TERM") ?? "xterm-256color"
        guard !term.contains("'"), !term.contains("\n") else { throw TmuxError.invalidArgument("TERM=\(term)") }

        let directory = try TmuxServer.makeTemporaryDirectory()
        let socket = "\(directory)/tmux.sock"
        let config = "\(directory)/tmux.conf"
        do {
            try TmuxServer.configuration(term: term, directory: directory)
                .write(toFile: config, atomically: true, encoding: .utf8)
            var newSession = ["new-session", "-d", "-s", Self.target, "-x", "\(width)", "-y", "\(height)"]
            if let workingDirectory { newSession += ["-c", workingDirectory] }
            for (name, value) in TmuxServer.withLocaleDefaults(paneEnvironment).sorted(by: { $0.key < $1.key }) {
                newSession += ["-e", "\(name)=\(value)"]
            }
            // tmux runs a single-argument command through `sh -c`; keep argv semantics.
            newSession += ["--"] + (command.count == 1 ? ["exec \(TmuxServer.shellQuoted(program))"] : command)
            // tmux 3.3a throws away output it has not read yet when the program exits,
            // unless the pane is piped somewhere: pipe it to a sink in the same command
            // sequence, before the server can notice the program exiting.
            let pipeToSink = ["pipe-pane", "-t", Self.target, "exec cat >/dev/null"]
            try TmuxServer.run(["-f", config], sequence: [newSession, pipeToSink], socket: socket)

            let query = "#{pid}:#{pane_pid}"
            let answer = try TmuxServer.run(sequence: [["display-message", "-p", "-t", Self.target, query]],
                                            socket: socket)
            let fields = answer.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ":")
                .compactMap { pid_t($0) }
            guard fields.count == 2 else { throw TmuxError.unexpectedOutput(query: query, output: answer) }
            serverPID = fields[0]
            pid = fields[1]
        } catch {
            _ = try? TmuxServer.run(sequence: [["kill-server"]], socket: socket, timeout: 5)
            try? FileManager.default.removeItem(atPath: directory)
            throw error
        }
        temporaryDirectory = directory
        socketPath = socket
        self.width = width
        self.height = height
    }

    deinit { close() }

    /// Kills the tmux server (the program gets SIGHUP), waits until the server and the
    /// program are gone (SIGKILL after 2 s) and removes `temporaryDirectory`.
    /// Safe to call more than once.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = try? tmux(["kill-server"], timeout: 5)
        for process in [serverPID, pid] where !TmuxServer.waitUntilGone(process, timeout: 2) {
            kill(process, SIGKILL)  // e.g. a program that ignores SIGHUP
            _ = TmuxServer.waitUntilGone(process, timeout: 1)
        }
        try? FileManager.default.removeItem(atPath: temporaryDirectory)
    }

    /// Runs one tmux command against this session's server and returns its stdout.
    @discardableResult
    func tmux(_ arguments: [String], timeout: Double = 10) throws -> String {
        try TmuxServer.run(sequence: [arguments], socket: socketPath, timeout: timeout)
    }

    // MARK: Input

    /// Sends tmux key names (`"Down"`, `"Enter"`, `"Escape"`, `"C-c"`, `"F5"`, `"q"`).
    /// A string that is not a key name is typed character by character.
    func sendKeys(_ keys: String...) throws { try sendKeys(keys) }

    /// Array form of `sendKeys(_:)`.
    func sendKeys(_ keys: [String]) throws {
        guard !keys.isEmpty else { return }
        try tmux(["send-keys", "-t", Self.target, "--"] + keys)
    }

    /// Types `text` literally (`send-keys -l`): no key-name lookup; `"\n"` is LF, not Enter;
    /// escape sequences such as `"\u{1b}[A"` arrive byte for byte.
    func sendLiteral(_ text: String) throws {
        guard !text.isEmpty else { return }
        try tmux(["send-keys", "-t", Self.target, "-l", "--", text])
    }

    /// Writes raw bytes to the program's terminal (`send-keys -H`).
    func sendBytes(_ bytes: [UInt8]) throws {
        guard !bytes.isEmpty else { return }
        try tmux(["send-keys", "-t", Self.target, "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// Resizes the window (and so the pane); the program receives SIGWINCH.
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", Self.target, "-x", "\(width)", "-y", "\(height)"])
        self.width = width
        self.height = height
    }

    /// Sends `signal` to the program with `kill(2)`.
    func signal(_ signal: Int32) throws {
        guard kill(pid, signal) == 0 else { throw TmuxError.systemCall("kill(\(pid), \(signal))", errno: errno) }
    }

    // MARK: Screen

    /// The visible screen as `height` lines (trailing spaces removed).
    func captureLines() throws -> [String] {
        var lines = try tmux(["capture-pane", "-p", "-t", Self.target])
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
        if lines.last == "" { lines.removeLast() }  // the final newline
        return lines
    }

    /// The visible screen, lines joined with `"\n"` (trailing spaces removed).
    func capture() throws -> String { try captureLines().joined(separator: "\n") }

    /// The visible screen including SGR escape sequences for colours and attributes
    /// (`capture-pane -e`), e.g. `"\u{1b}[7m"` for reverse video.
    func captureWithEscapes() throws -> String {
        try tmux(["capture-pane", "-p", "-e", "-t", Self.target])
    }

    // MARK: Products

    /// Directory of the package's built products, derived from the running test
    /// binary (`.build/<triple>/debug/<Package>PackageTests.xctest` on Linux).
    static func productsDirectory() -> String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        var url = URL(fileURLWithPath: executable).deletingLastPathComponent()
        while url.path.contains(".xctest"), url.path != "/" {  // inside a macOS-style bundle
            url.deleteLastPathComponent()
        }
        return url.path
    }

    /// Path of the built product `name` (e.g. an executable target).
    static func productPath(_ name: String) -> String { "\(productsDirectory())/\(name)" }
}
