import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Indexes a table's input in batches: a `RecordScanning` scanner finds record boundaries, and
/// each batch's start offsets, columns, warnings and progress are published to the `Table`.
///
/// The first chunk is indexed on the opening thread (`start()`), the rest on a background thread.
/// The indexer is confined to one thread at a time (handed over when the thread starts), so it
/// needs no lock of its own. It holds the table weakly: releasing the table stops it.
///
/// Memory: for a mapped file, pages behind the scan are dropped with `MADV_DONTNEED` every
/// 4 MB, so a scanned file does not stay resident (and counted in RSS/VmHWM).
final class TableIndexer: @unchecked Sendable {
    private static let firstChunkRecords = 200
    private static let firstChunkBytes = 1 << 20
    private static let firstChunkWait: UInt64 = 100_000_000
    private static let batchRecords = 8_192
    private static let batchBytes = 2 << 20
    private static let keyedRecordLimit = 1_000
    private static let notifyInterval: UInt64 = 30_000_000
    private static let releaseInterval = 4 << 20
    private static let readSize = 1 << 20

    private weak var table: Table?
    private let source: ByteSource
    private let input: Int32?
    private let closeInput: Bool
    private let path: String
    private let onUpdate: @Sendable () -> Void
    private var format: TableFormat?
    private var scanner: (any RecordScanning)?
    private var position = 0
    private var needsHeader = false
    /// The byte that ends CSV and TSV lines: LF, or CR in a file of CR line ends.
    private var lineEnd: UInt8 = 10
    private var warnings = LoadWarnings()
    private var starts: [Int] = []
    private var lastEnd = 0
    private var waitFor = 0
    private var lastAttempt = 0
    private var droppedTo = 0
    private var inBackground = false
    private var lastNotify: UInt64 = 0
    private var notifyPending = false
    private var records = 0
    private var keyedRecords = 0
    private var knownKeys = Set<String>()
    private var columns: [String] = []
    private var columnsChanged = false

    init(table: Table, source: ByteSource, input: Int32?, closeInput: Bool, path: String,
         format: TableFormat?, onUpdate: @escaping @Sendable () -> Void) {
        self.table = table
        self.source = source
        self.input = input
        self.closeInput = closeInput
        self.path = path
        self.format = format
        self.onUpdate = onUpdate
    }

    deinit {
        if closeInput, let input { close(input) }
    }

    /// Indexes the first chunk here, then hands the rest to a background thread. Throws an
    /// error found in the first chunk (the table is then also marked failed).
    func start() throws(LoadError) {
        source.advise(MADV_SEQUENTIAL)
        do {
            if try run(recordLimit: Self.firstChunkRecords, byteLimit: Self.firstChunkBytes,
                       deadline: Self.now() + Self.firstChunkWait) {
                return
            }
        } catch {
            complete(.failed(error))
            throw error
        }
        notifyPending = false
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

    private var shouldStop: Bool {
        guard let table else { return true }
        return table.isCancelled
    }

    /// Indexes until the limits or deadline are reached (false) or the input is done (true).
    private func run(recordLimit: Int?, byteLimit: Int?, deadline: UInt64?) throws(LoadError) -> Bool {
        let firstRecord = records
        let firstByte = position
        while !shouldStop {
            let (available, atEOF) = source.snapshot
            if let fd = input, !atEOF, available < max(waitFor, position + 1),
               !(available > lastAttempt && available > position && !Self.isReadable(fd)) {
                // Read more; but when new bytes are here and the producer is idle, try them first.
                guard try receive(from: fd, deadline: deadline) else { return false }
                continue
            }
            let maxRecords = min(Self.batchRecords, recordLimit.map { max(1, $0 - (records - firstRecord)) } ?? .max)
            let maxBytes = min(Self.batchBytes, byteLimit.map { max(1, $0 - (position - firstByte)) } ?? .max)
            if try scanBatch(available: available, atEOF: atEOF, maxRecords: maxRecords, maxBytes: maxBytes) {
                complete(.complete)
                return true
            }
            if let recordLimit, records - firstRecord >= recordLimit { return false }
            if let byteLimit, position - firstByte >= byteLimit { return false }
        }
        return false
    }

    private static func isReadable(_ fd: Int32) -> Bool {
        var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) != 0
    }

    /// Waits for input (in 50 ms slices, to notice cancellation) and reads one chunk. Returns
    /// false if the deadline passed or the table was cancelled first.
    private func receive(from fd: Int32, deadline: UInt64?) throws(LoadError) -> Bool {
        var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        if !Self.isReadable(fd) {
            flushNotification()
            while true {
                if shouldStop { return false }
                var timeout: Int32 = 50
                if let deadline {
                    let now = Self.now()
                    if now >= deadline { return false }
                    timeout = Int32(min(50, (deadline - now) / 1_000_000 + 1))
                }
                let ready = poll(&request, 1, timeout)
                if ready > 0 || (ready < 0 && errno != EINTR) { break }
            }
        }
        _ = try source.fill(from: fd, maxBytes: Self.readSize, path: path)
        return true
    }

    /// Scans one batch of records. Returns true when the input is completely indexed.
    private func scanBatch(available: Int, atEOF: Bool, maxRecords: Int, maxBytes: Int) throws(LoadError) -> Bool {
        guard let p = source.bytes else {
            table?.setFormat(format ?? .csv)
            return atEOF
        }
        lastAttempt = available
        if scanner == nil && position == 0 && available >= 2 && UTF16Reader.startsWithBOM(p[0], p[1]) {
            // A file is converted as it is opened (`UTF16Reader`); a pipe cannot be read again from its start.
            throw LoadError(kind: .readFailed, file: path,
                            message: "UTF-16 text is read from files, not pipes: convert it first (iconv -f UTF-16 -t UTF-8)")
        }
        if scanner == nil && !prepare(p, available: available, atEOF: atEOF) {
            waitFor = available + 1
            return false
        }
        guard let scanner else { return true }
        let batchStart = position
        var finished = false
        scanning: while starts.count < maxRecords && position - batchStart < maxBytes {
            let step: ScanStep
            do {
                step = try scanner.next(p, from: position, available: available, atEOF: atEOF)
            } catch {
                publish()
                let at = TextPosition(offset: error.offset, in: p, count: available, lineEnd: lineEnd)
                throw LoadError(kind: error.kind, file: path, line: at.line, column: at.column, message: error.message)
            }
            switch step {
            case let .record(start, next, fields):
                if needsHeader {
                    needsHeader = false
                    readHeader(p + start, count: next - start)
                } else {
                    starts.append(start)
                    records += 1
                    lastEnd = next
                    if fields >= 0 {
                        if fields < warnings.expectedFields { warnings.tooFewFields += 1 }
                        if fields > warnings.expectedFields { warnings.tooManyFields += 1 }
                    } else if keyedRecords < Self.keyedRecordLimit {
                        collectKeys(p + start, count: next - start)
                    }
                }
                position = next
            case let .skip(next, blankLine):
                if blankLine { warnings.blankLines += 1 }
                position = next
            case .needMore:
                waitFor = available + max(64 << 10, available - position)
                break scanning
            case .end:
                finished = true
                break scanning
            }
        }
        checkEncoding(p, from: batchStart, to: position)
        if position - droppedTo >= Self.releaseInterval {
            droppedTo = source.release(from: droppedTo, to: position)
        }
        publish()
        return finished
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
        let chosen = format ?? .csv
        switch chosen {
        case .csv, .tsv:
            guard let end = CSVScanner.lineEnd(in: p, from: position, to: available, atEOF: atEOF) else { return false }
            lineEnd = end
            scanner = CSVScanner(delimiter: chosen.delimiter, lineEnd: end)
            needsHeader = true
        case .json:
            scanner = JSONRecordScanner(allowArray: true)
        case .jsonl:
            scanner = JSONRecordScanner(allowArray: false)
        }
        table?.setFormat(chosen)
        return true
    }

    private func readHeader(_ p: UnsafePointer<UInt8>, count: Int) {
        let names = CSVFieldReader(delimiter: (format ?? .csv).delimiter).strings(p, count: count)
        columns = names.enumerated().map { $1.isEmpty ? "column \($0 + 1)" : $1 }
        columnsChanged = true
        warnings.expectedFields = names.count
    }

    /// Adds the keys of an early JSON record to the columns, in first-seen order.
    private func collectKeys(_ p: UnsafePointer<UInt8>, count: Int) {
        keyedRecords += 1
        JSONText.forEachMember(p, count) { key, _ in
            let name = JSONText.string(p, key)
            if knownKeys.insert(name).inserted {
                columns.append(name)
                columnsChanged = true
            }
            return true
        }
    }

    /// Counts records of this batch that hold NUL bytes or invalid UTF-8. The whole batch is
    /// checked first (fast: `memchr` and an ASCII word test); records only if it has a problem.
    private func checkEncoding(_ p: UnsafePointer<UInt8>, from: Int, to: Int) {
        guard to > from else { return }
        let hasNUL = ByteScan.containsNUL(p, from: from, to: to)
        let valid = ByteScan.isValidUTF8(p, from: from, to: to)
        if !hasNUL && valid { return }
        var bounds = [from]
        bounds.append(contentsOf: starts.filter { $0 > from && $0 < to })
        bounds.append(to)
        for k in 0..<(bounds.count - 1) where bounds[k] < bounds[k + 1] {
            if hasNUL && ByteScan.containsNUL(p, from: bounds[k], to: bounds[k + 1]) { warnings.nulBytes += 1 }
            if !valid && !ByteScan.isValidUTF8(p, from: bounds[k], to: bounds[k + 1]) { warnings.invalidUTF8 += 1 }
        }
    }

    private func publish() {
        let total = source.kind == .file ? source.snapshot.count : nil
        table?.publish(starts: starts, end: lastEnd, columns: columnsChanged ? columns : nil,
                       warnings: warnings, bytesDone: position, totalBytes: total)
        starts.removeAll(keepingCapacity: true)
        columnsChanged = false
        notifyPending = true
        if Self.now() - lastNotify >= Self.notifyInterval { flushNotification() }
    }

    private func complete(_ state: LoadState) {
        droppedTo = source.release(from: droppedTo, to: position)
        source.advise(MADV_NORMAL)
        table?.finish(state)
        notifyPending = true
        flushNotification()
    }

    /// Calls `onUpdate` if something changed since the last call (never during `start()`:
    /// the app is not listening yet).
    private func flushNotification() {
        guard inBackground, notifyPending else { return }
        notifyPending = false
        lastNotify = Self.now()
        onUpdate()
    }

    static func now() -> UInt64 {
        DispatchTime.now().uptimeNanoseconds
    }
}
