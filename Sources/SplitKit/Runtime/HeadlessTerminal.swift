/// A terminal in memory: events are queued by the test, frames are kept for inspection.
/// The same controller tree and layout as the real app run on it.
@MainActor
public final class HeadlessTerminal: Terminal {
    /// The size the app sees.
    public private(set) var size: Size
    /// The last frame presented.
    public private(set) var screen: Canvas
    /// Frames presented so far.
    public private(set) var presentCount = 0
    /// Full repaints so far.
    public private(set) var fullRepaintCount = 0
    private var queue: [Event] = []

    /// A terminal of `size` with nothing on it.
    public init(size: Size) {
        self.size = size
        screen = Canvas(size: size)
    }

    /// Queues events for the next `waitForEvents`; a resize also changes `size`.
    public func enqueue(_ events: Event...) {
        for event in events {
            if case .resize(let newSize) = event { size = newSize }
            queue.append(event)
        }
    }

    /// The queued events, or `.terminate` when none are queued, so `run()` ends.
    public func waitForEvents() -> [Event] {
        defer { queue.removeAll() }
        return queue.isEmpty ? [.terminate] : queue
    }

    /// Keeps `canvas` as the screen.
    public func present(_ canvas: Canvas, fullRepaint: Bool) {
        screen = canvas
        presentCount += 1
        if fullRepaint { fullRepaintCount += 1 }
    }

    /// Does nothing: there is no shell to return to.
    public func suspend() {}

    /// A waker that does nothing: tests deliver `.dataChanged` themselves.
    public func makeWaker() -> @Sendable () -> Void { {} }
}
