import Foundation
import Glibc

extension App {
    /// CPU time `pid` has used so far, in clock ticks (utime + stime from /proc/PID/stat),
    /// or nil once it is gone.
    static func cpuTicks(of pid: pid_t) -> Int? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the name: state is field 0, utime field 11, stime field 12.
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    /// Clock ticks per second, to turn `cpuTicks` into seconds.
    static var ticksPerSecond: Int { sysconf(Int32(_SC_CLK_TCK)) }
}

extension TmuxSession {
    /// What tmux says about the pane's terminal: in the alternate screen, cursor shown.
    func terminalModes() throws -> (alternateScreen: Bool, cursorVisible: Bool) {
        let answer = try tmux(["display-message", "-p", "-t", Self.target, "#{alternate_on}:#{cursor_flag}"])
        let flags = answer.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ":")
        return (flags.first == "1", flags.last == "1")
    }

    /// tmux's view of the pane's mouse modes: button-event tracking and SGR, "11" when on.
    func mouseFlags() throws -> String {
        try tmux(["display-message", "-p", "-t", Self.target, "#{mouse_button_flag}#{mouse_sgr_flag}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The terminal device of the pane (its pty slave), e.g. /dev/pts/7.
    func paneTTY() throws -> String {
        try tmux(["display-message", "-p", "-t", Self.target, "#{pane_tty}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
