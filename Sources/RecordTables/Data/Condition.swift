#if canImport(Glibc)
import Glibc
#endif

/// A lock with a condition variable (pthread): threads wait holding it until another,
/// holding it too, has changed what they wait for and broadcast.
final class Condition: @unchecked Sendable {
    private let lock = Lock()
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    init() {
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
    }

    /// Runs `body` holding the lock.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        try lock.withLock(body)
    }

    /// Called holding the lock: releases it until a broadcast (or a spurious wake-up, so
    /// callers check what they wait for again), and takes it back.
    func wait() {
        pthread_cond_wait(condition, lock.mutex)
    }

    /// Called holding the lock: like `wait()`, giving up at `deadline` (see
    /// `deadline(in:)`); returns false when that time has passed.
    func wait(until deadline: timespec) -> Bool {
        var deadline = deadline
        return pthread_cond_timedwait(condition, lock.mutex, &deadline) != ETIMEDOUT
    }

    /// Wakes every waiting thread (called holding the lock, or not).
    func broadcast() {
        pthread_cond_broadcast(condition)
    }

    /// The CLOCK_REALTIME time `seconds` from now, for `wait(until:)`.
    static func deadline(in seconds: Double) -> timespec {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let nanoseconds = Int(now.tv_nsec) + Int(seconds * 1_000_000_000)
        return timespec(tv_sec: now.tv_sec + nanoseconds / 1_000_000_000, tv_nsec: nanoseconds % 1_000_000_000)
    }
}
