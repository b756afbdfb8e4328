import Foundation
import Glibc
import Testing

/// A thousand resizes in about two seconds (bursts of five every 10 ms), between random
/// sizes from 1x1 to 300x100.
/// Each one is a real size change of the pane's terminal (TIOCSWINSZ on its pty, which
/// makes the kernel send SIGWINCH), faster than tmux would pass them on; then tmux
/// resizes the window once more so its screen and the app agree on the final size.
@Suite("Resize storm")
struct ResizeStormEndToEndTests {
    @Test("1,000 resizes in 2 s: no crash, the right screen for the final size, selection kept, work coalesced")
    func storm() throws {
        var seconds = 0.0, cpu = 0.0
        let counts = try Self.resizing { session, tty in
            try session.sendKeys("j", "j", "j", "j")
            try session.expectScreen(containing: "5 / 118")
            let cpuBefore = App.cpuTicks(of: session.pid) ?? 0
            var random = SystemRandomNumberGenerator()
            let start = Date()
            for index in 0..<1_000 {
                let width = index % 50 == 0 ? 1 : Int.random(in: 1...300, using: &random)
                let height = index % 50 == 0 ? 1 : Int.random(in: 1...100, using: &random)
                var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
                #expect(ioctl(tty, UInt(TIOCSWINSZ), &size) == 0)
                if index % 5 == 4 { usleep(10_000) }  // bursts of five, as a window manager sends them
            }
            seconds = Date().timeIntervalSince(start)
            try Self.resizeAndWait(session, showing: "5 / 118", of: "Boron")
            cpu = Double((App.cpuTicks(of: session.pid) ?? 0) - cpuBefore) / Double(App.ticksPerSecond)
        }
        let frames = counts["frames"] ?? .max, signals = counts["resizeSignals"] ?? 0
        print("resize storm: 1000 resizes in \(String(format: "%.2f", seconds)) s; \(signals) SIGWINCH received, "
              + "\(counts["resizeEvents"] ?? 0) resize events, \(frames) frames; \(String(format: "%.2f", cpu)) s CPU")
        #expect(signals > 100, "the storm reached the app")
        #expect(frames < 500, "far fewer frames than resizes: queued resizes are coalesced")
        #expect(frames <= signals + 10, "never more than one layout per wake-up")
    }

    @Test("a burst of resizes is one layout and one frame, at its last size")
    func burstIsOneLayout() throws {
        let counts = try Self.resizing { session, tty in
            // Ten bursts of twelve sizes 0.2 ms apart, as a multiplexer passes on one change in
            // several steps (back to back, the kernel would merge them into one signal), the
            // bursts 50 ms apart: ten times the longest quiet the loop waits for. In every
            // other burst the sender stalls for 3 ms halfway, longer than a lone resize's wait
            // but not than a burst's.
            for burst in 0..<10 {
                for step in 1...12 {
                    var size = winsize(ws_row: UInt16(30 + burst), ws_col: UInt16(80 + step), ws_xpixel: 0, ws_ypixel: 0)
                    #expect(ioctl(tty, UInt(TIOCSWINSZ), &size) == 0)
                    usleep(burst % 2 == 1 && step == 6 ? 3_000 : 200)
                }
                usleep(50_000)
            }
            try Self.resizeAndWait(session, showing: "1 / 118", of: "Hydrogen")
        }
        let events = counts["resizeEvents"] ?? .max
        print("resize bursts: 10 bursts of 12 and tmux's resize: \(counts["resizeSignals"] ?? 0) SIGWINCH, "
              + "\(events) resize events, \(counts["frames"] ?? 0) frames")
        // One each, and one for tmux's; a burst the test was preempted in the middle of
        // may count twice. Drawing each burst's first size at once would make some 21.
        #expect(events >= 10 && events <= 14, "one layout a burst")
    }

    @Test("with no shell to return to, SIGTSTP does not stop the app (nothing would ever continue it)")
    func suspendWithoutShell() throws {
        let session = try App.start(width: 100, height: 30)
        defer { session.close() }
        try session.expectScreen(containing: "1 / 118")
        try session.signal(SIGTSTP)
        try session.sendKeys("C-z", "j")
        try session.expectScreen(containing: "2 / 118")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    /// Opens the sample at 120x40, runs `body` with the session and its pane's terminal
    /// (open, to resize it directly), quits, and returns the counts the app wrote at exit
    /// (`SPLITVIEW_DEBUG_STATS`).
    private static func resizing(_ body: (TmuxSession, Int32) throws -> Void) throws -> [String: Int] {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let stats = directory + "/stats"
        let session = try App.start(width: 120, height: 40, environment: ["SPLITVIEW_DEBUG_STATS": stats])
        defer { session.close() }
        try session.expectScreen(containing: "1 / 118")
        let tty = open(try session.paneTTY(), O_RDWR | O_NOCTTY)
        try #require(tty >= 0, "open the pane's terminal")
        defer { close(tty) }
        try body(session, tty)
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
        return try counts(in: stats)
    }

    /// Has tmux resize the window once more, so its screen and the app agree on the final
    /// size, and waits for a whole frame at 90x30 with `position` in the status bar and
    /// the selected `element`'s detail.
    private static func resizeAndWait(_ session: TmuxSession, showing position: String, of element: String) throws {
        try session.resize(width: 90, height: 30)
        let screen = try session.waitFor(describedAs: "a full frame at 90x30 showing \(position)") { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count == 30 && lines[29].contains(position) && lines[0].contains(element)
        }
        #expect(screen.split(separator: "\n").allSatisfy { $0.count <= 90 })
    }

    private static func counts(in path: String) throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
            let parts = line.split(separator: "=")
            if parts.count == 2, let value = Int(parts[1]) { counts[String(parts[0])] = value }
        }
        return counts
    }
}
