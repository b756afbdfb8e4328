import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Runs work on a thread of its own that ends when the work does: the table indexer's,
/// which may block on a pipe for as long as its producer takes. A dispatch queue would
/// leave a pooled thread behind to be retired seconds later, waking an idle app.
enum BackgroundThread {
    private final class Work: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// Starts `body` on a new thread; if no thread can be made, on a dispatch queue
    /// labelled `name` instead.
    package static func start(name: String, _ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Work(body)).toOpaque()
        var thread = pthread_t()
        let created = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, context)
        guard created == 0 else {
            Unmanaged<Work>.fromOpaque(context).release()
            DispatchQueue(label: name).async(execute: body)
            return
        }
        pthread_detach(thread)
    }
}
