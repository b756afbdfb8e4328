import Foundation
import Glibc

/// The splitview binary under test and small helpers around it.
enum App {
    /// The debug binary built beside the tests.
    static var path: String { TmuxSession.productPath("splitview") }

    /// Starts splitview with `arguments` in its own pane.
    static func start(_ arguments: [String] = [], width: Int = 120, height: Int = 40,
                      environment: [String: String] = [:]) throws -> TmuxSession {
        try TmuxSession(command: [path] + arguments, width: width, height: height, environment: environment)
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
