import Glibc
import SplitKit

/// A measuring aid for `make bench`: wraps the real terminal and, after each frame has been
/// handed to the terminal (ncurses' `doupdate` has written it), writes one byte to a
/// descriptor the benchmark holds open: `F` for a frame of changes, `R` for a full repaint.
/// The benchmark then knows when a frame reached the pseudo-terminal without guessing from
/// pauses in the output, which would fail while progress keeps redrawing the status bar.
///
/// Enabled only when `SPLITVIEW_BENCH_FRAME_FD` names an open descriptor; not in `--help`.
/// It costs one `write` of one byte per frame.
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
        var mark = fullRepaint ? UInt8(ascii: "R") : UInt8(ascii: "F")
        _ = write(descriptor, &mark, 1)
    }

    func suspend() { base.suspend() }

    func makeWaker() -> @Sendable () -> Void { base.makeWaker() }
}
