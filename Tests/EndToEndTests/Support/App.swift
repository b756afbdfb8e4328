import Foundation
import Glibc

/// The splitview binary under test and small helpers around it.
enum App {
    /// The debug binary built beside the tests.
    static var path: String { TmuxSession.productPath("splitview") }

    /// Starts splitview with `arguments` in its own pane. Unless the test says otherwise,
    /// XDG_CONFIG_HOME points at a folder with no configuration, so the tester's own
    /// ~/.config/splitview/config cannot change what the tests see.
    static func start(_ arguments: [String] = [], width: Int = 120, height: Int = 40,
                      environment: [String: String] = [:], workingDirectory: String? = nil) throws -> TmuxSession {
        try TmuxSession(command: [path] + arguments, width: width, height: height,
                        environment: isolated(environment), workingDirectory: workingDirectory)
    }

    /// `environment` with XDG_CONFIG_HOME set to a folder without a configuration and
    /// XDG_STATE_HOME to one that cannot exist (so no test reads or leaves recovered edits
    /// in the tester's own state folder), unless given.
    static func isolated(_ environment: [String: String]) -> [String: String] {
        var environment = environment
        environment["XDG_CONFIG_HOME"] = environment["XDG_CONFIG_HOME"] ?? "/nonexistent/splitview-e2e"
        environment["XDG_STATE_HOME"] = environment["XDG_STATE_HOME"] ?? "/nonexistent/splitview-e2e-state"
        return environment
    }

    /// The repository's root, found from this file's path.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .path

    /// Runs splitview without a terminal (for --help, --version, bad options) and returns
    /// what it printed and how it ended.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> SpawnResult {
        var base = TmuxServer.clientEnvironment
        base.merge(isolated(environment)) { $1 }
        return try Spawn.run([path] + arguments, environment: base)
    }

    /// The pid of the first child of `parent` (the program a shell is running), if any.
    static func childPID(of parent: pid_t) -> pid_t? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return nil }
        for entry in entries {
            guard let pid = pid_t(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, pid_t(fields[1]) == parent { return pid }
        }
        return nil
    }
}

extension TmuxSession {
    /// The screen once `text` shows, or a failure naming what was on screen.
    @discardableResult
    func expectScreen(containing text: String, timeout: Double = 10) throws -> String {
        try waitFor(text: text, timeout: timeout)
    }
}
