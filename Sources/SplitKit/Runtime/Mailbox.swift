import Dispatch
import Synchronization

/// Where background work leaves its results for the event loop: any thread posts a
/// delivery, and `Application` runs the deliveries on the main actor, in the order they
/// were posted, when the terminal's waker has woken it (`Event.posted`).
///
/// A mailbox can be made before the terminal exists (tables start loading first): posts
/// wait until `connect(_:)` gives it the terminal's waker, which is then called at once.
public final class Mailbox: Sendable {
    /// One posted result: what finished, and the call that hands it to its owner.
    private struct Post {
        let what: String
        let deliver: @MainActor @Sendable () -> Void
    }

    private struct State {
        var posts: [Post] = []
        var waker: (@Sendable () -> Void)?
        var isPostExpected = false
    }

    private let state = Mutex(State())
    /// Signalled once for every post, for `wait(timeout:)`.
    private let arrived = DispatchSemaphore(value: 0)

    /// An empty mailbox, not yet connected to a terminal.
    public init() {}

    /// Posts a result from any thread: `what` names what finished ("filter results",
    /// "rows indexed"), `deliver` hands it to the controller that owns the job, on the
    /// main actor. Wakes the event loop if connected.
    public func post(_ what: String, _ deliver: @escaping @MainActor @Sendable () -> Void) {
        let waker = state.withLock { state -> (@Sendable () -> Void)? in
            state.posts.append(Post(what: what, deliver: deliver))
            return state.waker
        }
        arrived.signal()
        waker?()
    }

    /// Says a post is on its way (a search a key started, whose first results come within
    /// milliseconds): the event loop waits a moment for it before drawing the next frame, so
    /// the key and its result are one frame, not two (see `Application.resultWait`).
    public func expectPost() {
        state.withLock { $0.isPostExpected = true }
    }

    /// Whether a post was expected since the last call (clearing it).
    func takeExpectation() -> Bool {
        state.withLock { state in
            defer { state.isPostExpected = false }
            return state.isPostExpected
        }
    }

    /// Sends wake-ups to `waker` from now on (the terminal's, see `Terminal.makeWaker`);
    /// wakes it at once if posts are waiting.
    public func connect(_ waker: @escaping @Sendable () -> Void) {
        let waiting = state.withLock { state -> Bool in
            state.waker = waker
            return !state.posts.isEmpty
        }
        if waiting { waker() }
    }

    /// What the posts waiting to be delivered name, oldest first.
    public var waiting: [String] { state.withLock { $0.posts.map(\.what) } }

    /// Runs the deliveries posted so far, oldest first; returns what they named. Posts made
    /// meanwhile (by a delivery, or another thread) wait for the next call.
    @MainActor
    @discardableResult
    public func deliver() -> [String] {
        let posts = state.withLock { state -> [Post] in
            defer { state.posts.removeAll() }
            return state.posts
        }
        for post in posts { post.deliver() }
        return posts.map(\.what)
    }

    /// Blocks until a post is waiting to be delivered, or `timeout` seconds have passed;
    /// returns whether one is (for tests and tools, which have no event loop to wake).
    public func wait(timeout: Double) -> Bool {
        let deadline = DispatchTime.now() + timeout
        while state.withLock({ $0.posts.isEmpty }) {
            guard arrived.wait(timeout: deadline) == .success else { return !state.withLock { $0.posts.isEmpty } }
        }
        return true
    }
}
