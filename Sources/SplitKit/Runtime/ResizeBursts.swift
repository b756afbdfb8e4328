/// Tells a lone resize from one of a burst, for an event loop that draws a lone resize at
/// once and a burst once it ends (so a burst costs at most two frames: its first size and
/// its last).
///
/// Most resizes come alone (a tmux layout change, a window snapped to a new size), and
/// waiting to see whether more follow costs more than the frame: on this project's
/// virtual machines a 5 ms timed wait adds about 0.1 ms of CPU. A window being dragged
/// sends signals much closer together than a display refresh; those are gathered.
package struct ResizeBursts {
    /// Signals closer together than this are one burst; a burst ends after this long with
    /// none: shorter than a display refresh, longer than the gap within one burst.
    package static let window: UInt64 = 5_000_000
    /// The burst's window in milliseconds, as `poll` takes it.
    package static let windowMilliseconds = Int32(window / 1_000_000)

    private var lastSignal: UInt64?

    /// No signal yet.
    package init() {}

    /// Records a resize signal at `now` (monotonic nanoseconds); returns whether it
    /// follows the one before closely enough to be part of a burst.
    package mutating func signal(at now: UInt64) -> Bool {
        defer { lastSignal = now }
        guard let lastSignal else { return false }
        return now &- lastSignal < ResizeBursts.window
    }
}
