#if canImport(Glibc)
import Glibc
#endif

/// A mutual-exclusion lock (pthread_mutex), used as Foundation's NSLock would be: linking
/// Foundation into the app would slow every start of it, for nothing more than this.
public final class Lock: @unchecked Sendable {
    /// The mutex (a `Condition` waits on it).
    let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// An unlocked lock.
    public init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
