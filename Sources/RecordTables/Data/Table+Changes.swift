#if canImport(Glibc)
import Glibc
#endif

/// A table's file changing on disk: watched while it is open, taken as more rows when it
/// only grew, else marked changed (or replaced) for whoever shows it to read it again.
extension Table {
    /// Reads the open regular file `fd`, described by `info`, as this table's content, and
    /// watches it (once) for changes.
    package func start(reading fd: Int32, _ info: stat) throws(LoadError) {
        let generation = lock.withLock { currentGeneration }
        let source = ByteSource.file(fd: fd, info: info) { [weak self] change in
            self?.sourceDidChange(change, generation: generation)
        }
        let indexer = TableIndexer(table: self, generation: generation, source: source, limits: limits, input: nil,
                                   closeInput: false, path: path, format: format, options: options, onUpdate: onUpdate)
        let watch = lock.withLock { () -> Bool in
            currentSource = source
            fileIndexer = indexer
            indexerAtEnd = false
            return watcher == nil && !cancelled
        }
        if watch {
            let watcher = FileWatcher(path: path) { [weak self] in self?.checkForChange() }
            lock.withLock { self.watcher = watcher }
        }
        try indexer.start()
    }

    /// The file's identity, size and modification time when it was (last) read, so a save
    /// can tell whether it changed since; nil for streams and in-memory tables. It moves on
    /// as the file grows.
    public var fileStamp: FileStamp? { lock.withLock { currentSource?.stamp } }

    /// Whether the file changed since it was read other than by growing (a read came up
    /// short, or its size or times differ), or another file took its name (a rename over
    /// it, not the app's own save): it is to be read again (`reload()`). Rows of a file
    /// changed in place are read no more until then.
    public var hasChangedOnDisk: Bool { (source?.hasChanged ?? false) || replacement != nil }

    /// Checks the file now (an `fstat` and a `stat` of its path), so a change is noticed
    /// without waiting for a read: a file that grew goes on being indexed, a change or a
    /// replacement is reported (`.changedOnDisk`). Returns `hasChangedOnDisk`.
    @discardableResult
    public func checkForChange() -> Bool {
        guard let source, source.kind == .file else { return false }
        source.isUnchanged()
        if let replacement {
            let report = lock.withLock { () -> Bool in
                defer { reportedReplacement = replacement }
                return reportedReplacement != replacement
            }
            if report { onUpdate(.changedOnDisk) }
            return true
        }
        return source.hasChanged
    }

    /// Whether the table reads a file, and so can be read again (`reload()`).
    public var canReload: Bool { readsFile }

    /// Tells the table that the app itself put the file of `stamp` at its path (a save by
    /// rename): it is no replacement to read again.
    public func expectFile(_ stamp: FileStamp) {
        lock.withLock { expectedAtPath = stamp }
    }

    /// The file now at the path when it is another than the one read, or than the one the
    /// app saved there, or that one changed since.
    private var replacement: FileStamp? {
        guard readsFile, let now = FileStamp.of(path: path) else { return nil }
        let (read, saved) = lock.withLock { (currentSource?.stamp, expectedAtPath) }
        if let saved { return now == saved ? nil : now }
        guard let read, !now.isSameFile(as: read) else { return nil }
        return now
    }

    /// Counts the times the table was read again; background work on the rows of an earlier
    /// reading stops.
    package var generation: Int { lock.withLock { currentGeneration } }

    /// The source of reading `generation` found its file grown, or changed.
    private func sourceDidChange(_ change: ByteSource.Change, generation: Int) {
        guard generation == self.generation else { return }
        guard change == .grew else { return onUpdate(.changedOnDisk) }
        enum Next { case nothing, resume(TableIndexer), reread }
        let next = lock.withLock { () -> Next in
            switch currentState {
            case .failed:
                return .reread
            case _ where currentFormat == .json:
                // A JSON array ends at its `]`: what comes after it is no more records.
                return .reread
            case .complete where indexerAtEnd && !cancelled:
                guard let fileIndexer else { return .nothing }
                indexerAtEnd = false
                currentState = .loading(bytesRead: 0, totalBytes: nil)
                return .resume(fileIndexer)
            default:
                // A running indexer reads on to the new end by itself.
                return .nothing
            }
        }
        switch next {
        case .nothing: break
        case .reread: source?.markChanged()
        case .resume(let indexer): indexer.resume()
        }
    }

    /// The indexer of reading `generation` reached the end of the file at `end`: loading is
    /// complete, unless the file grew past it meanwhile (false: indexing goes on).
    func finishFile(generation: Int, at end: Int) -> Bool {
        lock.withLock {
            guard generation == currentGeneration else { return true }
            if currentFormat != .json, let count = currentSource?.snapshot.count, count > end { return false }
            currentState = .complete
            indexerAtEnd = true
            lock.broadcast()
            return true
        }
    }
}
