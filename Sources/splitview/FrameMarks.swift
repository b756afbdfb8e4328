import SplitKitCurses
import Glibc
import RecordBrowser
import RecordTables
import SplitKit

/// A measuring aid for `make bench`: ends every frame's bytes with a mark the terminal
/// ignores, an APC string (`ESC _ … ESC \`): `F` for a frame of changes or `R` for a full
/// repaint, then the main thread's CPU time in nanoseconds (CLOCK_THREAD_CPUTIME_ID), 16
/// hexadecimal digits, as it was when the previous frame's `write` returned. The benchmark
/// strips the marks from what it reads, so it knows when each frame reached the
/// pseudo-terminal without guessing from pauses in the output (which progress redraws
/// would defeat), and what the thread had spent on the frame before, writing included,
/// whatever it did after.
///
/// The mark travels in the frame's own `write`: a second `write` to a side descriptor,
/// as the marks once were, cost the app some 20 µs a key after a pause, as much as
/// writing the frame, and would have been counted as splitview's.
///
/// Enabled only when `SPLITVIEW_BENCH_FRAME_MARKS` is 1; not in `--help`. It costs a clock
/// read per frame and the mark's 21 bytes, made in storage it keeps (made afresh, the mark
/// was four allocations a frame, counted as splitview's), and a frame that changes nothing
/// is written (its mark alone).
@MainActor
final class FrameMarks: Terminal {
    /// The variable that turns marks on.
    static let variable = "SPLITVIEW_BENCH_FRAME_MARKS"
    private static let hexDigits = Array("0123456789abcdef".utf8)

    private let base: Terminal
    /// The thread's CPU time when the last frame's `write` returned.
    private var lastFrameEnd: UInt64 = 0
    /// The last mark: ESC _, F or R, sixteen hexadecimal digits, ESC \.
    private var markBytes: [UInt8] = [0x1B, UInt8(ascii: "_"), UInt8(ascii: "F")]
        + Array(repeating: UInt8(ascii: "0"), count: 16) + [0x1B, UInt8(ascii: "\\")]

    /// `base`, writing on `terminal`, with its frames marked when `environment` asks for it;
    /// `base` itself otherwise.
    static func marking(_ base: Terminal, writingOn terminal: CursesTerminal, environment: [String: String]) -> Terminal {
        guard environment[variable] == "1" else { return base }
        let marks = FrameMarks(base: base)
        terminal.frameTrailer = { [unowned marks] fullRepaint in marks.mark(fullRepaint: fullRepaint) }
        return marks
    }

    private init(base: Terminal) {
        self.base = base
    }

    var size: Size { base.size }

    var capabilities: TerminalCapabilities { base.capabilities }

    func waitForEvents() -> [Event] { base.waitForEvents() }

    func write(_ bytes: [UInt8]) {
        base.write(bytes)
        lastFrameEnd = FrameMarks.threadCPUTime()
    }

    func suspend() { base.suspend() }

    func makeWaker() -> @Sendable () -> Void { base.makeWaker() }

    /// The mark that ends a frame, written over the last one's.
    private func mark(fullRepaint: Bool) -> [UInt8] {
        markBytes[2] = fullRepaint ? UInt8(ascii: "R") : UInt8(ascii: "F")
        for digit in 0..<16 {
            markBytes[3 + digit] = FrameMarks.hexDigits[Int(lastFrameEnd >> UInt64(60 - 4 * digit) & 0xF)]
        }
        return markBytes
    }

    private static func threadCPUTime() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
