/// How far loading a `Table` has got.
public enum LoadState: Sendable, Equatable {
    /// Rows are still being indexed in the background. `bytesRead` is how much of the input has
    /// been indexed; `totalBytes` is the file size, or nil for a stream (stdin, a pipe).
    case loading(bytesRead: Int, totalBytes: Int?)
    /// Every row is indexed; `count` is final.
    case complete
    /// Indexing stopped at an error. Rows indexed before it stay available.
    case failed(LoadError)

    /// True while rows may still be added.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }
}
