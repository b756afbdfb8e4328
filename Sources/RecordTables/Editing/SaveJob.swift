import Dispatch

/// One save on a background queue: the snapshot is written by `TableSaver` while the
/// person goes on browsing and editing; `onFinish` is given the job and its outcome, on the
/// save's queue.
package final class SaveJob: @unchecked Sendable {
    /// Where it writes.
    package let path: String
    /// What it writes.
    package let snapshot: EditSnapshot
    private let lock = Lock()
    private let done = DispatchSemaphore(value: 0)
    private var outcome: Result<FileStamp, SaveError>?

    package init(snapshot: EditSnapshot, path: String, format: TableFormat, expecting expectation: SaveExpectation,
         onFinish: @escaping @Sendable (SaveJob, Result<FileStamp, SaveError>) -> Void) {
        self.path = path
        self.snapshot = snapshot
        DispatchQueue(label: "splitview.save", qos: .userInitiated).async { [self] in
            let result: Result<FileStamp, SaveError>
            do throws(SaveError) {
                result = .success(try TableSaver.save(snapshot, to: path, format: format, expecting: expectation))
            } catch {
                result = .failure(error)
            }
            lock.withLock { outcome = result }
            done.signal()
            onFinish(self, result)
        }
    }

    /// The version it writes.
    package var version: Int { snapshot.version }

    /// The outcome, once finished (for the recovery store, which looks when it next keeps).
    package var result: Result<FileStamp, SaveError>? { lock.withLock { outcome } }

    /// Blocks until finished; returns the outcome.
    @discardableResult
    package func wait() -> Result<FileStamp, SaveError> {
        done.wait()
        done.signal()
        return result ?? .failure(SaveError(kind: .system, path: path, message: "the save ended without an outcome"))
    }
}
