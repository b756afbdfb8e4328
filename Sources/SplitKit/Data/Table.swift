#if canImport(Glibc)
import Glibc
#endif

/// A table of records read lazily from a file or a stream.
///
/// Opening indexes the first chunk (about 200 records or 1 MB) on the calling thread and returns;
/// the rest is indexed on a background thread, which calls `onUpdate` (at most about every 30 ms,
/// and once at the end) so the app can redraw. `onUpdate` is never called from `open` itself, so
/// a table indexed completely within its first chunk never calls it. Only record start offsets are kept (8 bytes per
/// record); `record(at:)` decodes a record from its bytes when asked.
///
/// Thread safety: every property and method may be called from any thread. The growing index,
/// columns, state and warnings are guarded by a lock; the bytes themselves never move.
public final class Table: @unchecked Sendable {
    /// The file name for the status bar (`stdin` for standard input).
    public let name: String
    /// The path as given, used in error messages.
    let path: String
    /// The file's identity, size and modification time when it was opened (nil for
    /// streams and in-memory tables), so a save can tell whether it changed since.
    public let fileStamp: FileStamp?
    let source: ByteSource?
    let memoryRows: [[String]]
    private let lock = Lock()
    private var currentFormat: TableFormat?
    private var currentColumns: [String]
    /// Accessed only holding `lock`, which keeps its accesses apart: Swift's run-time check
    /// of each (about a hundred instructions, on every list row's title) adds nothing.
    @exclusivity(unchecked) private var index = RowIndex()
    private var currentState: LoadState
    private var currentWarnings = LoadWarnings()
    private var cancelled = false

    init(name: String, path: String, source: ByteSource?, format: TableFormat?, columns: [String] = [],
         memoryRows: [[String]] = [], state: LoadState, fileStamp: FileStamp? = nil) {
        self.name = name
        self.path = path
        self.fileStamp = fileStamp
        self.source = source
        self.currentFormat = format
        self.currentColumns = columns
        self.memoryRows = memoryRows
        self.currentState = state
    }

    // MARK: Opening

    /// Opens a file. The format comes from `format`, else the extension, else the content.
    /// `-` reads standard input. A FIFO or other non-regular file is read like a stream.
    ///
    /// Throws for a missing file, a directory, no permission, and for syntax errors found in the
    /// first chunk (errors found later put `state` into `.failed`).
    public static func open(path: String, format: TableFormat? = nil,
                            onUpdate: @escaping @Sendable () -> Void) throws(LoadError) -> Table {
        if path == "-" { return try readStandardInput(format: format, onUpdate: onUpdate) }
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw LoadError.system(errno, file: path) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            close(fd)
            throw LoadError.system(code, file: path)
        }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR {
            close(fd)
            throw LoadError(kind: .isDirectory, file: path, message: "is a directory")
        }
        let chosen = format ?? TableFormat(path: path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if type != S_IFREG || UTF16Reader.startsWithBOM(fd) {
            return try stream(fd: fd, name: name, path: path, format: chosen, closeWhenDone: true, onUpdate: onUpdate)
        }
        let source: ByteSource
        do {
            source = try ByteSource.mapping(fd: fd, size: Int(info.st_size), path: path)
        } catch {
            close(fd)
            throw error
        }
        close(fd)
        let table = Table(name: name, path: path, source: source, format: chosen,
                          state: .loading(bytesRead: 0, totalBytes: Int(info.st_size)), fileStamp: FileStamp(info))
        try TableIndexer(table: table, source: source, input: nil, closeInput: false, path: path,
                         format: chosen, onUpdate: onUpdate).start()
        return table
    }

    /// Reads standard input in the background (see `read(fileDescriptor:name:format:closeWhenDone:onUpdate:)`).
    public static func readStandardInput(format: TableFormat? = nil,
                                         onUpdate: @escaping @Sendable () -> Void) throws(LoadError) -> Table {
        try read(fileDescriptor: 0, name: "stdin", format: format, onUpdate: onUpdate)
    }

    /// Reads a stream (a pipe, stdin) with `read(2)` into growing memory, indexing as it arrives.
    /// Waits at most 100 ms for the first chunk (so a fast producer shows its first rows at
    /// once), then continues in the background. Without `format` the format is sniffed from the
    /// first bytes; until then `format` is nil and `columns` empty.
    public static func read(fileDescriptor fd: Int32, name: String = "stdin", format: TableFormat? = nil,
                            closeWhenDone: Bool = false,
                            onUpdate: @escaping @Sendable () -> Void) throws(LoadError) -> Table {
        try stream(fd: fd, name: name, path: name, format: format, closeWhenDone: closeWhenDone, onUpdate: onUpdate)
    }

    private static func stream(fd: Int32, name: String, path: String, format: TableFormat?, closeWhenDone: Bool,
                               onUpdate: @escaping @Sendable () -> Void) throws(LoadError) -> Table {
        // UTF-16 is read through a converter, as a stream of UTF-8.
        let utf16 = UTF16Reader.startsWithBOM(fd)
        let input = utf16 ? try UTF16Reader.converting(fd, closing: closeWhenDone, path: path) : fd
        let source: ByteSource
        do {
            source = try ByteSource.reservation(path: path)
        } catch {
            if closeWhenDone || utf16 { close(input) }
            throw error
        }
        let table = Table(name: name, path: path, source: source, format: format,
                          state: .loading(bytesRead: 0, totalBytes: nil))
        try TableIndexer(table: table, source: source, input: input, closeInput: closeWhenDone || utf16, path: path,
                         format: format, onUpdate: onUpdate).start()
        return table
    }

    /// A complete table held in memory (for tests and samples). Rows shorter than `columns` are
    /// padded with empty values; extra cells are named `column N`.
    public static func inMemory(columns: [String], rows: [[String]], name: String = "sample") -> Table {
        Table(name: name, path: name, source: nil, format: nil, columns: columns, memoryRows: rows, state: .complete)
    }

    // MARK: State

    /// The format being read; nil for in-memory tables and for a stream not yet sniffed.
    public var format: TableFormat? { lock.withLock { currentFormat } }
    /// Column names: the CSV/TSV header, or the union of keys of the first 1,000 JSON records in
    /// first-seen order. Only ever appended to while loading, so indices stay valid.
    public var columns: [String] { lock.withLock { currentColumns } }
    /// Records indexed so far; grows while loading.
    public var count: Int { lock.withLock { source == nil ? memoryRows.count : index.count } }
    /// Loading progress.
    public var state: LoadState { lock.withLock { currentState } }
    /// Soft problems for the status bar, e.g. `3 rows have too few fields (…)`.
    public var warnings: [String] { loadWarnings.messages }

    /// The counts behind `warnings`: what a status bar compares on every frame, without
    /// making the sentences.
    var loadWarnings: LoadWarnings { lock.withLock { currentWarnings } }

    /// Stops background indexing (also done when the table is released). Rows indexed so far
    /// stay available; `state` stays `.loading`. A stream's reader stops within about 50 ms.
    public func cancel() {
        lock.withLock { cancelled = true }
    }

    var isCancelled: Bool { lock.withLock { cancelled } }

    // MARK: Records

    /// The record at `index` (0-based), decoded from its bytes; an empty record if `index` is
    /// not (yet) indexed. Costs time proportional to the record's length.
    public func record(at index: Int) -> Record {
        if source == nil {
            guard memoryRows.indices.contains(index) else { return Record(fields: []) }
            let columns = self.columns
            let row = memoryRows[index]
            return Record(fields: (0..<max(row.count, columns.count)).map { j in
                Field(name: RecordDecoder.columnName(j, columns), value: j < row.count ? row[j] : "")
            })
        }
        guard let (bytes, decoder) = locate(index) else { return Record(fields: []) }
        return decoder.record(bytes)
    }

    /// The text of one column of a record, for the master list: CSV/TSV stop parsing at that
    /// column; JSON looks up that key only. Empty if the record has no such value.
    public func title(at index: Int, column: Int) -> String { titleText(at: index, column: column).string }

    /// `title(at:column:)`, lent from the file's bytes rather than copied into a `String`
    /// when the value is there as it is (a CSV or TSV field without doubled quotes). A page
    /// of the list is some forty titles: after a pause, making each a `String` (an
    /// allocation, and its release when the row leaves the screen) cost a page down more
    /// than scanning the records for them.
    func titleText(at index: Int, column: Int) -> TitleText {
        guard let source else {
            guard memoryRows.indices.contains(index), memoryRows[index].indices.contains(column) else { return .decoded("") }
            return .decoded(memoryRows[index][column])
        }
        // Under the lock only what this column needs: no copy of the column names for CSV.
        let (range, format, key) = lock.withLock { () -> (Range<Int>?, TableFormat?, String?) in
            let format = currentFormat
            return (self.index.range(index), format,
                    format.flatMap { RecordDecoder.key(column, format: $0, columns: currentColumns) })
        }
        guard let range, let format, let base = source.bytes else { return .decoded("") }
        switch RecordDecoder.value(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), format: format,
                                   column: column, key: key) {
        case .verbatim(let value):
            return .lent(MappedText(source: source, range: (range.lowerBound + value.lowerBound)..<(range.lowerBound + value.upperBound)))
        case .decoded(let value):
            return .decoded(value)
        }
    }

    func locate(_ index: Int) -> (UnsafeBufferPointer<UInt8>, RecordDecoder)? {
        let (range, format, columns) = lock.withLock { (self.index.range(index), currentFormat, currentColumns) }
        guard let range, let format, let base = source?.bytes else { return nil }
        return (UnsafeBufferPointer(start: base + range.lowerBound, count: range.count),
                RecordDecoder(format: format, columns: columns))
    }

    // MARK: Columns

    /// The column to show in the master list: the first named (any case) `title`, `name`,
    /// `label`, `subject`, `heading`, `id` or `key`, in that order of preference; else column 0.
    public var suggestedTitleColumn: Int { ColumnSelection.suggestedTitle(columns) }

    /// A column for a second line in the master list (`subtitle`, `description`, `summary`,
    /// `author`, `email`, `date`), or nil.
    public var suggestedSubtitleColumn: Int? { ColumnSelection.suggestedSubtitle(columns) }

    /// The index of the column called `name` (exact match first, then ignoring case). Throws
    /// `unknownColumn` listing the columns, for a `--title NAME` option.
    public func column(named name: String) throws(LoadError) -> Int {
        try ColumnSelection.index(of: name, in: columns, file: path)
    }

    // MARK: Indexer and filter access

    func setFormat(_ format: TableFormat) {
        lock.withLock { currentFormat = format }
    }

    func publish(starts: [Int], end: Int, columns: [String]?, warnings: LoadWarnings, bytesDone: Int, totalBytes: Int?) {
        lock.withLock {
            index.append(starts, end: end)
            if let columns { currentColumns = columns }
            currentWarnings = warnings
            if currentState.isLoading { currentState = .loading(bytesRead: bytesDone, totalBytes: totalBytes) }
        }
    }

    func finish(_ state: LoadState) {
        lock.withLock { currentState = state }
    }

    /// Byte ranges of up to `maxCount` indexed records from `first` into `out` (replacing its
    /// contents). Returns true while more records may still be indexed (loading, not cancelled).
    func rowRanges(from first: Int, maxCount: Int, into out: inout [Range<Int>]) -> Bool {
        out.removeAll(keepingCapacity: true)
        return lock.withLock {
            if source == nil {
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

    /// Byte ranges of the given (indexed) records into `out`, replacing its contents.
    func rowRanges(of rows: ArraySlice<UInt32>, into out: inout [Range<Int>]) {
        out.removeAll(keepingCapacity: true)
        lock.withLock {
            for row in rows {
                let i = Int(row)
                out.append(source == nil ? i..<i : (index.range(i) ?? 0..<0))
            }
        }
    }
}
