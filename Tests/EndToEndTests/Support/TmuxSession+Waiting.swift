import Glibc

/// Waiting for the screen and for the program to end. All waits poll every 20 ms
/// (no fixed sleeps) and fail with the last screen in the error.
extension TmuxSession {
    /// Polls the screen until `predicate` accepts it and returns that screen.
    /// Throws `TmuxError.timedOut` after `timeout` seconds, or `.programEnded` as soon as
    /// the program has exited without the screen matching; both carry the last screen.
    @discardableResult
    func waitFor(
        timeout: Double = 10,
        describedAs description: String = "the screen to match",
        _ predicate: (String) -> Bool
    ) throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(timeout))
        var polls = 0
        while true {
            let screen = try capture()
            if predicate(screen) { return screen }
            if clock.now >= deadline {
                throw TmuxError.timedOut(waitingFor: description, seconds: timeout, screen: screen)
            }
            polls += 1
            if polls % 5 == 0, let termination = try termination {
                let last = try capture()  // a dead pane cannot change any more
                if predicate(last) { return last }
                throw TmuxError.programEnded(waitingFor: description, termination: termination, screen: last)
            }
            usleep(20_000)
        }
    }

    /// Waits until `text` is on the screen; returns the screen.
    @discardableResult
    func waitFor(text: String, timeout: Double = 10) throws -> String {
        try waitFor(timeout: timeout, describedAs: "text \(text.debugDescription)") { $0.contains(text) }
    }

    /// Waits until `text` is no longer on a screen that shows something; returns the
    /// screen. A blank screen does not count: a full repaint clears before it draws.
    @discardableResult
    func waitUntilGone(text: String, timeout: Double = 10) throws -> String {
        try waitFor(timeout: timeout, describedAs: "text \(text.debugDescription) to disappear") {
            !$0.contains(text) && $0.contains { !$0.isWhitespace }
        }
    }

    /// How the program ended, or `nil` while it runs.
    var termination: Termination? {
        get throws {
            let query = "#{pane_dead}:#{pane_dead_status}:#{pane_dead_signal}"
            let answer = try tmux(["display-message", "-p", "-t", Self.target, query])
            let fields = answer.trimmingCharacters(in: .newlines).split(separator: ":", omittingEmptySubsequences: false)
            guard fields.count == 3 else { throw TmuxError.unexpectedOutput(query: query, output: answer) }
            guard fields[0] == "1" else { return nil }
            if let status = Int32(fields[1]) { return .exited(status) }
            if let signal = Int32(fields[2]) { return .signaled(signal) }
            // "1::": the pty is closed but tmux has no exit status yet. Usually it comes a
            // moment later; but tmux 3.3a sometimes misses the SIGCHLD and then leaves the
            // program a zombie with no status for good. Nudge it to reap its children.
            kill(serverPID, SIGCHLD)
            return nil
        }
    }

    /// Whether the program has ended.
    var isDead: Bool { get throws { try termination != nil } }

    /// The program's exit status, or `nil` while it runs or if a signal killed it.
    var exitStatus: Int32? {
        get throws {
            if case .exited(let status) = try termination { return status }
            return nil
        }
    }

    /// Waits until the program ends and returns how.
    @discardableResult
    func waitForTermination(timeout: Double = 10) throws -> Termination {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(timeout))
        while true {
            if let termination = try termination { return termination }
            if clock.now >= deadline {
                throw TmuxError.timedOut(waitingFor: "the program to exit", seconds: timeout, screen: try capture())
            }
            usleep(20_000)
        }
    }

    /// Waits until the program exits and returns its exit status; throws
    /// `TmuxError.unexpectedTermination` if a signal killed it.
    @discardableResult
    func waitForExit(timeout: Double = 10) throws -> Int32 {
        let termination = try waitForTermination(timeout: timeout)
        guard case .exited(let status) = termination else {
            throw TmuxError.unexpectedTermination(termination, screen: try capture())
        }
        return status
    }
}
