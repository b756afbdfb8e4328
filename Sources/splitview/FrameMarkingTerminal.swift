import Glibc
import SplitKit

/// A measuring aid for `make bench`: wraps the real terminal and, after each frame has been
/// written to the terminal, writes a 9-byte mark to a descriptor the benchmark holds open:
/// `F` for a frame of changes or `R` for a full repaint, then the main thread's CPU time so
/// far in nanoseconds (CLOCK_THREAD_CPUTIME_ID, little-endian). The benchmark then knows
/// when a frame reached the pseudo-terminal without guessing from pauses in the output
/// (which progress redraws would defeat), and what the thread had spent by then, before
/// any background result makes it draw again.
///
/// Enabled only when `SPLITVIEW_BENCH_FRAME_FD` names an open descriptor; not in `--help`.
/// It costs a clock read and one `write` per frame.
@MainActor
final class FrameMarkingTerminal: Terminal {
    /// The variable that names the descriptor.
    static let variable = "SPLITVIEW_BENCH_FRAME_FD"

    private let base: Terminal
    private let descriptor: Int32

    /// `base` marked on the descriptor named by `SPLITVIEW_BENCH_FRAME_FD`, or nil when it
    /// is unset or not an open descriptor.
    static func wrapping(_ base: Terminal) -> FrameMarkingTerminal? {
        guard let value = getenv(variable), let descriptor = Int32(String(cString: value)), descriptor > 2,
              fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0 else { return nil }
        return FrameMarkingTerminal(base: base, descriptor: descriptor)
    }

    private init(base: Terminal, descriptor: Int32) {
        self.base = base
        self.descriptor = descriptor
    }

    var size: Size { base.size }

    func waitForEvents() -> [Event] { base.waitForEvents() }

    func present(_ canvas: Canvas, fullRepaint: Bool) {
        base.present(canvas, fullRepaint: fullRepaint)
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        let nanoseconds = UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
        var mark = [fullRepaint ? UInt8(ascii: "R") : UInt8(ascii: "F")]
        for shift in stride(from: 0, to: 64, by: 8) { mark.append(UInt8(truncatingIfNeeded: nanoseconds >> UInt64(shift))) }
        _ = write(descriptor, mark, mark.count)
    }

    func suspend() { base.suspend() }

    func makeWaker() -> @Sendable () -> Void { base.makeWaker() }
}
