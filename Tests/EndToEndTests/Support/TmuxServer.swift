import Foundation
import Glibc

/// Low-level helpers behind `TmuxSession`: running tmux clients against one private
/// server, generating its configuration, and checking on processes.
enum TmuxServer {
    /// Runs `tmux -S socket <options> cmd1 ; cmd2 ...` (the commands run back to back
    /// in the server) and returns its standard output; throws unless it exits with 0.
    @discardableResult
    static func run(
        _ options: [String] = [],
        sequence commands: [[String]],
        socket: String,
        timeout: Double = 10
    ) throws -> String {
        let joined = commands.map { $0.map(escapingTrailingSemicolon) }.joined(separator: [";"])
        let result = try Spawn.run(["tmux", "-S", socket] + options + joined,
                                   environment: clientEnvironment, timeout: timeout)
        guard result.termination == .exited(0) else {
            throw TmuxError.commandFailed(arguments: options + Array(commands.joined(separator: [";"])),
                                          termination: result.termination, standardError: result.standardError)
        }
        return result.standardOutput
    }

    /// Environment of every tmux client, hence of the server and (plus `-e` variables)
    /// of the pane: only what a program reasonably needs, nothing of the test runner's.
    static let clientEnvironment: [String: String] = {
        let inherited = ProcessInfo.processInfo.environment
        var environment = ["SHELL": "/bin/sh", "PATH": inherited["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"]
        for name in ["HOME", "USER", "LOGNAME", "TMPDIR"] { environment[name] = inherited[name] }
        return environment
    }()

    /// The server configuration. The watchdog runs under the server (`$PPID`); it ends
    /// with the server, or kills it and removes `directory` once the test process is
    /// gone (crashed without `close()`).
    static func configuration(term: String, directory: String) -> String {
        let tester = getpid()
        return """
            set -g default-terminal '\(term)'
            set -g default-shell /bin/sh
            set -g remain-on-exit on
            set -g remain-on-exit-format ''
            set -g status off
            run-shell -b 'while kill -0 \(tester) 2>/dev/null && kill -0 $PPID 2>/dev/null; do sleep 0.5; done; \
            kill -0 \(tester) 2>/dev/null || { kill $PPID; rm -rf "\(directory)"; }'

            """
    }

    /// `environment` plus `LANG=C.UTF-8` unless given, and `LC_ALL=C.UTF-8` unless
    /// `LANG` or `LC_ALL` is given.
    static func withLocaleDefaults(_ environment: [String: String]) -> [String: String] {
        var result = environment
        if environment["LANG"] == nil && environment["LC_ALL"] == nil { result["LC_ALL"] = "C.UTF-8" }
        if environment["LANG"] == nil { result["LANG"] = "C.UTF-8" }
        return result
    }

    /// `word` quoted for `sh`.
    static func shellQuoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A new private directory under `ScratchDirectory.root`.
    static func makeTemporaryDirectory() throws -> String {
        var template = Array("\(ScratchDirectory.root)/splitview-e2e.XXXXXX".utf8CString)
        guard mkdtemp(&template) != nil else { throw TmuxError.systemCall("mkdtemp", errno: errno) }
        let path = template.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }
        return String(decoding: path, as: UTF8.self)
    }

    /// Whether `pid` exists and is not a zombie.
    static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return true }
        return stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).first != "Z"
    }

    /// Polls until `pid` is gone (or a zombie); false on timeout.
    static func waitUntilGone(_ pid: pid_t, timeout: Double) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(timeout))
        while isRunning(pid) {
            if clock.now >= deadline { return false }
            usleep(5_000)
        }
        return true
    }

    /// tmux treats an argument ending in `;` as a command separator (`a;` sends `a`);
    /// `\;` at the end stands for a literal `;`.
    private static func escapingTrailingSemicolon(_ argument: String) -> String {
        argument.hasSuffix(";") ? String(argument.dropLast()) + "\\;" : argument
    }
}
