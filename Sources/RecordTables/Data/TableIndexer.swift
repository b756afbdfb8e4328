import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Indexes a table's input in batches: a `RecordScanning` scanner finds record boundaries, and
/// each batch's start offsets, columns, warnings and progress are published to the `Table`.
///
/// A file is read a window at a time (see `ReadWindow`); a stream is read into its memory.
/// The first chunk is indexed on the opening thread for at most 100 ms (`start()`), the rest
/// on a background thread. The indexer is confined to one thread at a time (handed over when
/// the thread starts), so it needs no lock of its own. It holds the table weakly: releasing
/// the table, or reading it again, stops it.
///
/// A file that grows (see `ByteSource`) is read on to its new end: by the indexer still
/// running, or by the one that ended, kept by the table and `resume()`d. Both go on from
/// the start of the last record, which the old end may have cut (a line being written).
///
/// Limits (see `ReadLimits`): a record longer than the record limit is kept cut to it, and
/// passed over to its end; past the memory limit (a stream's bytes and the index), reading
/// stops and what was read is kept.
final class TableIndexer: @unchecked Sendable {
    private static let firstChunkRecords = 200
    private static let firstChunkBytes = 1 << 20
    private static let firstChunkWait: UInt64 = 100_000_000
    private static let batchRecords = 8_192
    private static let batchBytes = 2 << 20
    static let keyedRecordLimit = 1_000
    private static let notifyInterval: UInt64 = 30_000_000
    private static let indexBytesPerRecord = 8

    weak var table: Table?
    let generation: Int
    let source: ByteSource
    let window: ReadWindow
    let limits: ReadLimits
    let input: Int32?
    private let closeInput: Bool
    package let path: String
    private let onUpdate: @Sendable (TableUpdate) -> Void
    var format: TableFormat?
    let options: ReadOptions
    /// The byte between CSV and TSV fields, once the format is settled.
    var delimiter: UInt8 = 44
    private var scanner: (any RecordScanning)?
    var position = 0
    private var needsHeader = false
    /// The byte that ends CSV and TSV lines: LF, or CR in a file of CR line ends.
    private var lineEnd: UInt8 = 10
    var warnings = LoadWarnings()
    var starts: [Int] = []
    private var lastEnd = 0
    private var waitFor = 0
    private var lastAttempt = 0
    private var inBackground = false
    private var lastNotify: UInt64 = 0
    /// What to report at the next notification, if anything.
    var pendingUpdate: TableUpdate?
    private var records = 0
    var keyedRecords = 0
    var knownKeys = Set<String>()
    var columns: [String] = []
    var columnsChanged = false
    /// Following a record past the record limit to its end, and where its kept bytes end.
    private var skipper: RecordSkipper?
    private var keptEnd = 0
    /// Where the last record found starts and how many fields it has: read again when the
    /// file grows, as the end may have cut it.
    var lastRecord: (start: Int, fields: Int)?
    /// The last record, being read again: it is found anew, not added.
    var replacing: (start: Int, fields: Int)?
    /// The rows there were when a grown file's indexing resumed.
    var appendedFrom: Int?

    init(table: Table, generation: Int, source: ByteSource, limits: ReadLimits, input: Int32?, closeInput: Bool,
         path: String, format: TableFormat?, options: ReadOptions,
         onUpdate: @escaping @Sendable (TableUpdate) -> Void) {
        self.table = table
        self.generation = generation
        self.source = source
        window = ReadWindow(source: source)
        self.limits = limits
        self.input = input
        self.closeInput = closeInput
        self.path = path
        self.format = format
        self.options = options
        self.onUpdate = onUpdate
    }

    deinit {
        if closeInput, let input { close(input) }
    }

    /// Indexes the first chunk here (for at most 100 ms), then hands the rest to a background
    /// thread. Throws an error found in the first chunk (the table is then also marked failed).
    package func start() throws(LoadError) {
        do {
            if try run(recordLimit: Self.firstChunkRecords, byteLimit: Self.firstChunkBytes,
                       deadline: Self.now() + Self.firstChunkWait) {
                return
            }
        } catch {
            complete(.failed(error))
            throw error
        }
        continueInBackground()
    }

    func continueInBackground() {
        pendingUpdate = nil
        lastNotify = Self.now()
        inBackground = true
        BackgroundThread.start(name: "splitview.index") { [self] in
            do throws(LoadError) {
                _ = try run(recordLimit: nil, byteLimit: nil, deadline: nil)
            } catch {
                complete(.failed(error))
            }
        }
    }

    var shouldStop: Bool {
        guard let table else { return true }
        return table.isCancelled || table.generation != generation
    }

    /// The end of the bytes in hand, and whether no more will come.
    private var inHand: (available: Int, atEOF: Bool) {
        if input != nil {
            let (count, atEOF) = source.snapshot
            return (count, atEOF)
        }
        let end = window.start + window.count
        return (end, end >= source.snapshot.count)
    }

    private var memoryUsed: Int {
        records * Self.indexBytesPerRecord + (input != nil ? source.snapshot.count : 0)
    }

    /// Indexes until the limits or deadline are reached (false) or the input is done (true).
    private func run(recordLimit: Int?, byteLimit: Int?, deadline: UInt64?) throws(LoadError) -> Bool {
        let firstRecord = records
        let firstByte = position
        while !shouldStop {
            if let deadline, Self.now() >= deadline { return false }
            let (available, atEOF) = inHand
            if memoryUsed + (atEOF ? 0 : ReadWindow.readSize) > limits.memoryBytes {
                complete(.failed(LoadError(kind: .limitReached, file: path, message:
                    "reading stopped at the memory limit of \(ReadLimits.describe(limits.memoryBytes)); the rows read are kept")))
                return true
            }
            if !atEOF, available < max(waitFor, position + 1) {
                if let fd = input {
                    // Read more; but when new bytes are here and the producer is idle, try them first.
                    if !(available > lastAttempt && available > position && !source.isReadable(fd)) {
                        guard try receive(from: fd, deadline: deadline) else { return false }
                        continue
                    }
                } else {
                    guard window.load(from: position, atLeast: waitFor - position) else { throw changedError }
                    continue
                }
            }
            if skipper != nil {
                skip(available: available, atEOF: atEOF)
                continue
            }
            let maxRecords = min(Self.batchRecords, recordLimit.map { max(1, $0 - (records - firstRecord)) } ?? .max)
            let maxBytes = min(Self.batchBytes, byteLimit.map { max(1, $0 - (position - firstByte)) } ?? .max)
            let finished: Bool
            do {
                finished = try scanBatch(available: available, atEOF: atEOF, maxRecords: maxRecords, maxBytes: maxBytes)
            } catch where isUnfinishedLine(atEOF: atEOF) {
                // Read on from this record when the file grows again.
                if reachedEnd(at: source.snapshot.count) { return true }
                continue
            }
            if finished {
                if reachedEnd(at: position) { return true }
                continue
            }
            if let recordLimit, records - firstRecord >= recordLimit { return false }
            if let byteLimit, position - firstByte >= byteLimit { return false }
        }
        return false
    }

    /// Scans one batch of records. Returns true when the input is completely indexed.
    private func scanBatch(available: Int, atEOF: Bool, maxRecords: Int, maxBytes: Int) throws(LoadError) -> Bool {
        let base = window.start
        guard let p = window.bytes ?? (available == 0 ? nil : source.streamBytes) else {
            if !atEOF { return false }
            table?.setFormat(format ?? .csv, delimiter: delimiter, generation: generation)
            return true
        }
        lastAttempt = available
        if scanner == nil && position == 0 && available - base >= 2 && UTF16Reader.startsWithBOM(p[0], p[1]) {
            // A file is converted as it is opened (`UTF16Reader`); a pipe cannot be read again from its start.
            throw LoadError(kind: .readFailed, file: path,
                            message: "UTF-16 text is read from files, not pipes: convert it first (iconv -f UTF-16 -t UTF-8)")
        }
        if scanner == nil && !prepare(p, available: available - base, atEOF: atEOF) {
            waitFor = available + 1
            return false
        }
        guard let scanner else { return true }
        let batchStart = position
        var finished = false
        scanning: while starts.count < maxRecords && position - batchStart < maxBytes {
            let step: ScanStep
            do {
                step = try scanner.next(p, from: position - base, available: available - base, atEOF: atEOF)
            } catch {
                publish()
                let at = textPosition(of: error.offset + base, lineEnd: lineEnd)
                throw LoadError(kind: error.kind, file: path, line: at.line, column: at.column, message: error.message)
            }
            switch step {
            case let .record(start, next, fields):
                let kept = min(next - start, limits.recordBytes)
                if kept < next - start { noteCut() }
                if needsHeader {
                    needsHeader = false
                    table?.noteHeader(at: start + base, generation: generation)
                    readHeader(p + start, count: kept)
                } else {
                    if let replacing, replacing.start == start + base {
                        forget(replacing)
                    } else {
                        starts.append(start + base)
                        records += 1
                    }
                    replacing = nil
                    lastRecord = (start + base, fields)
                    lastEnd = next + base
                    if fields >= 0 {
                        if !options.hasHeader { numberColumns(upTo: fields) }
                        if fields < warnings.expectedFields { warnings.tooFewFields += 1 }
                        if fields > warnings.expectedFields { warnings.tooManyFields += 1 }
                    } else if keyedRecords < Self.keyedRecordLimit {
                        collectKeys(p + start, count: kept)
                    }
                }
                position = next + base
            case let .skip(next, blankLine):
                if blankLine { warnings.blankLines += 1 }
                position = next + base
            case .needMore where available - position >= limits.recordBytes:
                cut(p, base: base, available: available)
                break scanning
            case .needMore:
                waitFor = min(position + limits.recordBytes, available + max(64 << 10, available - position))
                break scanning
            case .end:
                finished = true
                break scanning
            }
        }
        if warnings.recordsPath == nil { warnings.recordsPath = scanner.recordsPath }
        checkEncoding(p, from: batchStart - base, to: position - base, base: base)
        publish()
        return finished
    }

    /// Keeps the first `recordBytes` of the record at `position` (too long to hold) and starts
    /// passing over the rest of it.
    private func cut(_ p: UnsafePointer<UInt8>, base: Int, available: Int) {
        let start = position
        if needsHeader {
            needsHeader = false
            readHeader(p + (start - base), count: limits.recordBytes)
        } else {
            starts.append(start)
            records += 1
        }
        lastRecord = nil
        replacing = nil
        noteCut()
        keptEnd = start + limits.recordBytes
        skipper = RecordSkipper(format: format ?? .csv, delimiter: delimiter)
        waitFor = 0
        skip(available: available, atEOF: false, from: start)
    }

    /// Counts a record read only to the record limit.
    private func noteCut() {
        warnings.cutRecords += 1
        warnings.recordLimit = limits.recordBytes
    }

    /// Follows the record being passed over through the bytes in hand (a stream's are
    /// dropped as they are passed, past the part kept).
    private func skip(available: Int, atEOF: Bool, from: Int? = nil) {
        guard var skipper, let p = window.bytes ?? source.streamBytes else { return }
        let base = input != nil ? 0 : window.start
        let end = skipper.end(in: p, from: (from ?? position) - base, to: available - base).map { $0 + base }
        self.skipper = skipper
        guard end != nil || atEOF else {
            if input != nil {
                source.discard(keptEnd..<available)
                position = keptEnd
            } else {
                position = available
            }
            return
        }
        let after = end ?? available
        if input != nil {
            source.discard(keptEnd..<after)
            position = keptEnd
        } else {
            position = after
        }
        lastEnd = position
        self.skipper = nil
        scanner?.recordSkipped()
        publish()
    }

    /// Skips a BOM, settles the format (sniffing if needed) and creates the scanner. Returns
    /// false when more input is needed first.
    private func prepare(_ p: UnsafePointer<UInt8>, available: Int, atEOF: Bool) -> Bool {
        if position == 0 {
            if available < 3 && !atEOF { return false }
            if ByteScan.hasBOM(p, count: available) { position = 3 }
        }
        if format == nil {
            guard let sniffed = TableFormat.sniff(p, count: available, atEOF: atEOF) else { return false }
            format = sniffed
        }
        var chosen = format ?? .csv
        switch chosen {
        case .csv, .tsv:
            let from = position - window.start
            guard let end = CSVScanner.lineEnd(in: p, from: from, to: available, atEOF: atEOF) else { return false }
            let sniffer = DelimiterSniffer(lineEnd: end, comment: options.comment, skipLines: options.skipLines,
                                           preferred: chosen.delimiter)
            guard let found = options.delimiter ?? sniffer.sniff(p, from: from, to: available, atEOF: atEOF) else {
                return false
            }
            chosen = ReadOptions.format(for: found)
            format = chosen
            delimiter = found
            lineEnd = end
            scanner = CSVScanner(delimiter: found, lineEnd: end, comment: options.comment, skipLines: options.skipLines)
            needsHeader = options.hasHeader
        case .json:
            scanner = JSONRecordScanner(allowArray: true, path: options.jsonPath)
        case .jsonl:
            scanner = JSONRecordScanner(allowArray: false, path: options.jsonPath)
        }
        table?.setFormat(chosen, delimiter: delimiter, generation: generation)
        return true
    }

    func publish() {
        let total = input == nil ? source.snapshot.count : nil
        table?.publish(starts: starts, end: lastEnd, columns: columnsChanged ? columns : nil,
                       warnings: warnings, bytesDone: position, totalBytes: total, generation: generation)
        starts.removeAll(keepingCapacity: true)
        columnsChanged = false
        pendingUpdate = .rowsIndexed(table?.count ?? 0)
        if Self.now() - lastNotify >= Self.notifyInterval { flushNotification() }
    }

    func complete(_ state: LoadState) {
        table?.finish(state, generation: generation)
        pendingUpdate = .loaded(state)
        flushNotification()
    }

    /// Reports to `onUpdate` if something changed since the last call (never during
    /// `start()`: the app is not listening yet).
    func flushNotification() {
        guard inBackground, let update = pendingUpdate else { return }
        pendingUpdate = nil
        lastNotify = Self.now()
        onUpdate(update)
    }

    static func now() -> UInt64 {
        DispatchTime.now().uptimeNanoseconds
    }
}
