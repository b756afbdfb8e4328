/// A terminal in memory, for tests: events are queued by the test, and the bytes the
/// application writes (xterm's sequences, `TerminalCapabilities.ansi`) are applied to a
/// `TerminalEmulator`, so `screen` is what a terminal would show. The same controller
/// tree, layout and screen writer as the real app run on it.
@MainActor
public final class HeadlessTerminal: Terminal {
    /// The size the app sees.
    public private(set) var size: Size
    /// xterm's sequences, UTF-8.
    public let capabilities = TerminalCapabilities.ansi
    /// What the bytes written so far drew, text and styles.
    public var screen: Canvas { emulator.screen }
    /// The emulator the bytes are applied to (for what it did not understand).
    public private(set) var emulator: TerminalEmulator
    /// The bytes of the last write: empty when the last frame changed nothing.
    public private(set) var lastWrite: [UInt8] = []
    private var queue: [Event] = []

    /// A terminal of `size` with nothing on it.
    public init(size: Size) {
        self.size = size
        emulator = TerminalEmulator(size: size)
    }

    /// Queues events for the next `waitForEvents`; a resize also changes `size` and leaves
    /// the screen blank, as a terminal may.
    public func enqueue(_ events: Event...) {
        for event in events {
            if case .resize(let newSize) = event {
                size = newSize
                emulator = TerminalEmulator(size: newSize)
            }
            queue.append(event)
        }
    }

    /// The queued events, or `.terminate` when none are queued, so `run()` ends.
    public func waitForEvents() -> [Event] {
        defer { queue.removeAll() }
        return queue.isEmpty ? [.terminate] : queue
    }

    /// Applies `bytes` to the screen.
    public func write(_ bytes: [UInt8]) {
        lastWrite = bytes
        emulator.feed(bytes)
    }

    /// Does nothing: there is no shell to return to.
    public func suspend() {}

    /// A waker that does nothing: tests wait on the mailbox and handle `.posted` themselves.
    public func makeWaker() -> @Sendable () -> Void { {} }
}
