import RecordBrowser
import RecordTables
import SplitKit

/// Lets background loading wake the event loop before the terminal exists: loaders get
/// `fire` at once; the terminal's waker is connected once the screen is up.
final class WakeRelay: @unchecked Sendable {
    private let lock = Lock()
    private var target: (@Sendable () -> Void)?

    /// Wakes the loop, if connected.
    func fire() {
        lock.withLock { target }?()
    }

    /// Sends future wake-ups to `target`.
    func connect(_ target: @escaping @Sendable () -> Void) {
        lock.withLock { self.target = target }
    }
}
