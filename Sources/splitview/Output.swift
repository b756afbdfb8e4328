import Glibc
import RecordBrowser
import RecordTables
import SplitKit

/// The widest line `complain` writes: a message quoting a huge value stays one readable line.
let messageColumns = 1_000

/// Prints `message` as one line on stderr, prefixed with the program name. Every message
/// goes through here, so names and values from data are always written in the screen's
/// visible notation (`^[`, `\x9b`, U+FFFD), never raw, and a long one is cut in the middle.
func complain(_ message: String) {
    writeAll(STDERR_FILENO, "splitview: " + VisibleText.line(message, columns: messageColumns) + "\n")
}

/// Writes `text` (the help, the version, the man page: ours, not data) to stdout, then
/// exits: 0 when it was written, or when the reader went away (`--help | head -1`); else
/// says why on stderr and exits 1, so a full disk is not taken for success.
func printAndExit(_ text: String, what: String) -> Never {
    // EPIPE rather than death by SIGPIPE: the reader has what it wanted.
    signal(SIGPIPE, SIG_IGN)
    let code = writeAll(STDOUT_FILENO, text)
    if code == 0 || code == EPIPE { exit(0) }
    complain("cannot write \(what): \(String(cString: strerror(code)))")
    exit(1)
}

/// Writes all of `text` to `descriptor`, retrying after signals and short writes; returns
/// 0, or the `errno` of the write that failed.
@discardableResult
private func writeAll(_ descriptor: Int32, _ text: String) -> Int32 {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 {
            if errno == EINTR { continue }
            return errno
        }
        offset += written
    }
    return 0
}
