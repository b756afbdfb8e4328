import Glibc

/// Failures of `TmuxSession`. Every case that concerns the screen carries the last
/// screen captured, and `description` prints it, so a failing test shows what the
/// program displayed.
enum TmuxError: Error, CustomStringConvertible {
    /// The arguments given to `TmuxSession` cannot work.
    case invalidArgument(String)
    /// A tmux command did not exit with status 0.
    case commandFailed(arguments: [String], termination: Termination, standardError: String)
    /// A tmux query printed something unexpected.
    case unexpectedOutput(query: String, output: String)
    /// A system call failed.
    case systemCall(String, errno: Int32)
    /// A wait ran out of time.
    case timedOut(waitingFor: String, seconds: Double, screen: String)
    /// The program ended while we were still waiting for its screen to change.
    case programEnded(waitingFor: String, termination: Termination, screen: String)
    /// The program ended differently than expected (for example killed by a signal).
    case unexpectedTermination(Termination, screen: String)

    var description: String {
        switch self {
        case .invalidArgument(let message):
            return "invalid argument: \(message)"
        case .commandFailed(let arguments, let termination, let standardError):
            return "tmux \(arguments.joined(separator: " ")) failed (\(termination)): \(standardError)"
        case .unexpectedOutput(let query, let output):
            return "tmux query \(query) printed unexpected output \(output.debugDescription)"
        case .systemCall(let name, let code):
            return "\(name) failed: \(String(cString: strerror(code)))"
        case .timedOut(let what, let seconds, let screen):
            return "timed out after \(seconds) s waiting for \(what)\n\(Self.framed(screen))"
        case .programEnded(let what, let termination, let screen):
            return "program ended (\(termination)) while waiting for \(what)\n\(Self.framed(screen))"
        case .unexpectedTermination(let termination, let screen):
            return "program ended unexpectedly (\(termination))\n\(Self.framed(screen))"
        }
    }

    /// The screen with each line between `|` bars (so spaces are visible),
    /// trailing blank lines left out.
    static func framed(_ screen: String) -> String {
        var lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        while let last = lines.last, last.allSatisfy({ $0 == " " }) { lines.removeLast() }
        let body = lines.map { "|\($0)|" }.joined(separator: "\n")
        return "--- last screen ---\n\(body)\n--- end of screen ---"
    }
}
