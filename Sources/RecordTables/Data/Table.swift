#if canImport(Glibc)
import Glibc
#endif

/// A table of records read lazily from a file or a stream.
///
/// Opening waits at most 100 ms for the first chunk (about 200 records or 1 MB) and returns;
/// the rest is indexed on a background thread, which reports to `onUpdate` (`.rowsIndexed`
/// at most about every 30 ms, `.loaded` once at the end). Indexing never calls `onUpdate`
/// from `open` itself, so a table indexed completely within its first chunk never calls it
/// (a read that finds the file changed reports `.changedOnDisk`, from whichever thread
/// read). Only record start offsets are kept (8 bytes per record); `record(at:)` reads and
/// decodes a record when asked. A file is read, never mapped (see `ByteSource`): if it
/// changes on disk, `hasChangedOnDisk` turns true, what it read since is not used, and
/// `reload()` reads it again. Background readers of the rows (a filter, a grouping) wait for
/// more with `waitForRows`, woken when rows are added, loading ends, the table is read
/// again or cancelled, or `wakeReaders()` is called.
///
/// Thread safety: every property and method may be called from any thread. The growing index,
/// columns, state and warnings are guarded by a lock; the bytes read never move.
public final class Table: @unchecked Sendable {
    /// The file name for the status bar (`stdin` for standard input).
    public let name: String
    /// The path as given, used in error messages.
    package let path: String
    let memoryRows: [[String]]
    let limits: ReadLimits
    /// Whether the table reads a regular file (and so can read it again).
    let readsFile: Bool
    let onUpdate: @Sendable (TableUpdate) -> Void
    let lock = Condition()
    var currentSource: ByteSource?
    var currentFormat: TableFormat?
    private let givenFormat: TableFormat?
    /// How the input is to be read, beyond its format.
    package let options: ReadOptions
    private var currentDelimiter: UInt8
    /// Where the CSV/TSV header starts (after the lines skipped and comments before it).
    private var headerStart: Int?
    private var currentColumns: [String]
    /// Accessed only holding `lock`.
    private var index = RowIndex()
    var currentState: LoadState
    private var currentWarnings = LoadWarnings()
    var currentGeneration = 0
    var cancelled = false
    /// A file's indexer, kept once it reached the end to go on from there when the file grows.
    var fileIndexer: TableIndexer?
    /// Whether the file's indexer has reached the end (and is not running).
    var indexerAtEnd = false
    /// The file the app itself put at `path` (a save by rename), when it is not the one read.
    var expectedAtPath: FileStamp?
    /// The file at `path` last reported as having taken the place of the one read.
    var reportedReplacement: FileStamp?
    /// Watches the file for changes while the app is idle.
    var watcher: FileWatcher?
    /// Readers blocked in `waitForRows`.
    private var waitingReaders = 0

    init(name: String, path: String, source: ByteSource?, format: TableFormat?, columns: [String] = [],
         memoryRows: [[String]] = [], state: LoadState, limits: ReadLimits = .standard, readsFile: Bool = false,
         options: ReadOptions = ReadOptions(), onUpdate: @escaping @Sendable (TableUpdate) -> Void = { _ in }) {
        self.name = name
        self.path = path
        self.currentSource = source
        self.currentFormat = format
        givenFormat = format
        self.options = options
        currentDelimiter = format?.delimiter ?? 44
        self.currentColumns = columns
        self.memoryRows = memoryRows
        self.currentState = state
        self.limits = limits
        self.onUpdate = onUpdate
        self.readsFile = readsFile
    }

    /// Reads the file again from the start, as it is now: the rows, columns, warnings and
    /// state begin anew (the format stays as it was given or guessed from the name). A table
    /// read from a stream or held in memory is left as it is. Errors put `state` into `.failed`.
    public func reload() {
        guard readsFile else { return }
        lock.withLock {
            currentGeneration += 1
            expectedAtPath = nil
            reportedReplacement = nil
            index = RowIndex()
            headerStart = nil
            currentColumns = []
            currentWarnings = LoadWarnings()
            currentFormat = givenFormat
            currentState = .loading(bytesRead: 0, totalBytes: nil)
            lock.broadcast()
        }
        let fd: Int32, info: stat?
        do throws(LoadError) {
            (fd, info) = try Self.openFile(path, emptyAsStream: false)
        } catch {
            lock.withLock {
                currentSource = nil
                currentState = .failed(error)
                lock.broadcast()
            }
            return
        }
        guard let info else {
            close(fd)
            lock.withLock {
                currentSource = nil
                currentState = .failed(LoadError(kind: .readFailed, file: path, message: "is no longer a regular file"))
                lock.broadcast()
            }
            return
        }
        lock.withLock { currentState = .loading(bytesRead: 0, totalBytes: Int(info.st_size)) }
        // An error in the first chunk has put the state into `.failed` already.
        try? start(reading: fd, info)
    }

    // MARK: State

    /// The format being read; nil for in-memory tables and for a stream not yet sniffed.
    public var format: TableFormat? { lock.withLock { currentFormat } }
    /// The byte between CSV and TSV fields: the one given, else the one found in the
    /// content (a comma until the format is settled).
    public var delimiter: UInt8 { lock.withLock { currentDelimiter } }
    /// Column names: the CSV/TSV header, or the union of keys of the first 1,000 JSON records in
    /// first-seen order. Only ever appended to while loading, so indices stay valid.
    public var columns: [String] { lock.withLock { currentColumns } }
    /// Records indexed so far; grows while loading.
    public var count: Int { lock.withLock { currentSource == nil ? memoryRows.count : index.count } }
    /// Loading progress.
    public var state: LoadState { lock.withLock { currentState } }

    /// The counts behind `warnings`: what a status bar compares on every frame, without
    /// making the sentences.
    package var loadWarnings: LoadWarnings { lock.withLock { currentWarnings } }

    /// Stops background indexing (also done when the table is released). Rows indexed so far
    /// stay available; `state` stays `.loading`. A stream's reader stops within about 50 ms;
    /// readers waiting for rows stop at once.
    public func cancel() {
        lock.withLock {
            cancelled = true
            watcher = nil
            lock.broadcast()
        }
    }

    /// Blocks a background reader of reading `generation` until rows beyond `count` are
    /// indexed, loading ends, the table is read again or cancelled, or `stop()` (checked
    /// holding the table's lock) is true; whoever makes `stop()` true calls `wakeReaders()`.
    func waitForRows(beyond count: Int, generation: Int, unless stop: () -> Bool) {
        lock.withLock {
            waitingReaders += 1
            lock.broadcast()
            while generation == currentGeneration && index.count <= count && currentState.isLoading && !cancelled
                    && currentSource != nil && !stop() {
                lock.wait()
            }
            waitingReaders -= 1
        }
    }

    /// Wakes the readers waiting for rows, to check their `stop()` again.
    func wakeReaders() {
        lock.withLock { lock.broadcast() }
    }

    /// Blocks until loading has ended, or `timeout` seconds have passed; returns whether it
    /// has (for tests and tools).
    func waitUntilLoaded(timeout: Double) -> Bool {
        let deadline = Condition.deadline(in: timeout)
        return lock.withLock {
            while currentState.isLoading {
                guard lock.wait(until: deadline) else { return !currentState.isLoading }
            }
            return true
        }
    }

    /// Blocks until `count` readers wait for rows, or `timeout` seconds have passed;
    /// returns whether they do (for tests of cancelling them).
    func waitForReaders(_ count: Int, timeout: Double) -> Bool {
        let deadline = Condition.deadline(in: timeout)
        return lock.withLock {
            while waitingReaders < count {
                guard lock.wait(until: deadline) else { return waitingReaders >= count }
            }
            return true
        }
    }

    var isCancelled: Bool { lock.withLock { cancelled } }

    // MARK: Records

    /// The source read now.
    var source: ByteSource? { lock.withLock { currentSource } }

    /// The record at `index` (0-based), decoded from its bytes; an empty record if `index` is
    /// not (yet) indexed, or the file changed on disk. Costs time proportional to the
    /// record's length (up to the record limit).
    public func record(at index: Int) -> Record {
        let (source, range, format, columns, delimiter) = lock.withLock {
            (currentSource, self.index.range(index), currentFormat, currentColumns, currentDelimiter)
        }
        guard let source else {
            guard memoryRows.indices.contains(index) else { return Record(fields: []) }
            let row = memoryRows[index]
            return Record(fields: (0..<max(row.count, columns.count)).map { j in
                Field(name: RecordDecoder.columnName(j, columns), value: j < row.count ? row[j] : "")
            })
        }
        guard let range, let format else { return Record(fields: []) }
        let decoder = RecordDecoder(format: format, delimiter: delimiter, columns: columns)
        return source.withBytes(range, limit: limits.recordBytes) { decoder.record($0) } ?? Record(fields: [])
    }

    /// Calls `body` with the bytes of the record at `index` as read, nil when it has none
    /// (an in-memory table, a row not indexed, a file changed on disk).
    func withRecordBytes<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        let (source, range) = lock.withLock { (currentSource, self.index.range(index)) }
        guard let source, let range else { return nil }
        return source.withBytes(range, limit: limits.recordBytes, body)
    }

    /// The text of one column of a record, for the master list: CSV/TSV stop parsing at that
    /// column; JSON looks up that key only. Empty if the record has no such value.
    public func title(at index: Int, column: Int) -> String {
        readForList(at: index, missing: "") { row in
            row.indices.contains(column) ? row[column] : ""
        } bytes: { bytes, format, delimiter, columns in
            let key = RecordDecoder.key(column, format: format, columns: columns)
            return switch RecordDecoder.value(bytes, format: format, delimiter: delimiter, column: column, key: key) {
            case .verbatim(let value): String(decoding: UnsafeBufferPointer(rebasing: bytes[value]), as: UTF8.self)
            case .decoded(let value): value
            }
        }
    }

    /// The texts of several columns of a record, for a row of the list's columns: the record
    /// read once, CSV/TSV parsed up to the last of them. Empty where it has no such value.
    public func titles(at index: Int, columns wanted: [Int]) -> [String] {
        readForList(at: index, missing: Array(repeating: "", count: wanted.count)) { row in
            wanted.map { row.indices.contains($0) ? row[$0] : "" }
        } bytes: { bytes, format, delimiter, columns in
            RecordDecoder.values(bytes, format: format, delimiter: delimiter, columns: wanted, names: columns)
        }
    }

    /// What `memory` makes of the in-memory row `index`, or `bytes` of the record's bytes
    /// with its format, delimiter and the column names; `missing` when there is no such
    /// record. A page of the list is some forty records: they are read from a file in one
    /// block (see `ByteSource.block(covering:)`); a record too long for one is read on its own.
    private func readForList<R>(at index: Int, missing: @autoclosure () -> R, memory: ([String]) -> R,
                                bytes: (UnsafeBufferPointer<UInt8>, TableFormat, UInt8, [String]) -> R) -> R {
        let (source, range, format, delimiter, columns) = lock.withLock {
            (currentSource, self.index.range(index), currentFormat, currentDelimiter, currentColumns)
        }
        guard let source else { return memoryRows.indices.contains(index) ? memory(memoryRows[index]) : missing() }
        guard let range, let format else { return missing() }
        guard range.count <= ByteSource.blockSize / 2 else {
            return source.withBytes(range, limit: limits.recordBytes) { bytes($0, format, delimiter, columns) } ?? missing()
        }
        guard let (block, offset) = source.block(covering: range), let base = block.bytes else { return missing() }
        return bytes(UnsafeBufferPointer(start: base + offset, count: range.count), format, delimiter, columns)
    }

    // MARK: Columns

    /// The index of the column called `name` (exact match first, then ignoring case). Throws
    /// `unknownColumn` listing the columns, for a `--title NAME` option.
    public func column(named name: String) throws(LoadError) -> Int {
        try ColumnSelection.index(of: name, in: columns, file: path)
    }

    // MARK: Indexer and filter access

    func setFormat(_ format: TableFormat, delimiter: UInt8, generation: Int) {
        lock.withLock {
            guard generation == currentGeneration else { return }
            currentFormat = format
            currentDelimiter = delimiter
        }
    }

    func noteHeader(at offset: Int, generation: Int) {
        lock.withLock { if generation == currentGeneration { headerStart = offset } }
    }

    /// Where the lines before the header (or the first record) end, in reading `generation`:
    /// what was passed over there is kept when the table is saved.
    func preambleEnd(generation: Int) -> Int? {
        lock.withLock { generation == currentGeneration ? headerStart ?? index.range(0)?.lowerBound : nil }
    }

    func publish(starts: [Int], end: Int, columns: [String]?, warnings: LoadWarnings, bytesDone: Int, totalBytes: Int?,
                 generation: Int) {
        lock.withLock {
            guard generation == currentGeneration else { return }
            index.append(starts, end: end)
            if let columns { currentColumns = columns }
            currentWarnings = warnings
            if currentState.isLoading { currentState = .loading(bytesRead: bytesDone, totalBytes: totalBytes) }
            lock.broadcast()
        }
    }

    func finish(_ state: LoadState, generation: Int) {
        lock.withLock {
            guard generation == currentGeneration else { return }
            currentState = state
            lock.broadcast()
        }
    }

    /// What a background reader of the rows needs, as of one reading of the table.
    struct Reading {
        /// The bytes (nil for an in-memory table).
        let source: ByteSource?
        let format: TableFormat?
        /// The byte between CSV and TSV fields.
        let delimiter: UInt8
        let columns: [String]
        let generation: Int
    }

    /// The table as read now.
    var reading: Reading {
        lock.withLock { Reading(source: currentSource, format: currentFormat, delimiter: currentDelimiter,
                                columns: currentColumns, generation: currentGeneration) }
    }

    /// The byte range of record `row` of reading `generation`; nil when it is not indexed,
    /// or the table was read again since.
    func range(of row: Int, generation: Int) -> Range<Int>? {
        lock.withLock { generation == currentGeneration ? index.range(row) : nil }
    }

    /// Byte ranges of up to `maxCount` indexed records from `first` into `out` (replacing its
    /// contents). Returns true while more records may still be indexed (loading, not cancelled,
    /// not read again since `generation`).
    func rowRanges(from first: Int, maxCount: Int, generation: Int, into out: inout [Range<Int>]) -> Bool {
        out.removeAll(keepingCapacity: true)
        return lock.withLock {
            guard generation == currentGeneration else { return false }
            if currentSource == nil {
                let upper = min(memoryRows.count, first + maxCount)
                if first < upper { out.append(contentsOf: (first..<upper).map { $0..<$0 }) }
                return false
            }
            var i = first
            while i < index.count && out.count < maxCount, let range = index.range(i) {
                out.append(range)
                i += 1
            }
            return currentState.isLoading && !cancelled
        }
    }

    /// Byte ranges of the given (indexed) records into `out`, replacing its contents (empty
    /// when the table was read again since `generation`).
    func rowRanges(of rows: ArraySlice<UInt32>, generation: Int, into out: inout [Range<Int>]) {
        out.removeAll(keepingCapacity: true)
        lock.withLock {
            guard generation == currentGeneration else { return }
            for row in rows {
                let i = Int(row)
                out.append(currentSource == nil ? i..<i : (index.range(i) ?? 0..<0))
            }
        }
    }
}
