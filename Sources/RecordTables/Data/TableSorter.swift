import Dispatch

/// Sorts a table's rows by the values of one or more columns, in the background: each
/// row's values in those columns are read (decoding just those fields, a window of the
/// file at a time, as the filter does), then row numbers are sorted in runs merged pass by
/// pass. `onUpdate` is given a snapshot of the progress about every 100 ms, and the order
/// at the end (see `SortComparator` for how values compare). While the table is still
/// indexing, the sort reads rows as they come and sorts once indexing has ended.
///
/// Between batches of rows and runs of the merge it checks whether it was cancelled or a
/// newer sort has begun, and stops if so. Cost: O(rows × sort columns) to read, O(rows ×
/// log rows) comparisons to sort, on a background queue; about 25 bytes per row and
/// sort column plus the columns' text while it runs, 8 bytes per row for the order.
public final class TableSorter: @unchecked Sendable {
    private static let batchSize = 2_048
    private static let runLength = 1 << 14
    private static let publishInterval: UInt64 = 100_000_000
    private let table: Table
    private let onUpdate: @Sendable (SortSnapshot) -> Void
    private let lock = Lock()
    private var runs = 0
    private var cancelled = false
    private var currentKeys: [SortKey] = []
    private let queue = DispatchQueue(label: "splitview.sort", qos: .userInitiated)

    /// A sorter of `table`'s rows; `onUpdate` is given each snapshot, on the background queue.
    public init(table: Table, onUpdate: @escaping @Sendable (SortSnapshot) -> Void) {
        self.table = table
        self.onUpdate = onUpdate
    }

    deinit { cancel() }

    /// What the rows are sorted by, or are being sorted by (empty: the file's order).
    public var keys: [SortKey] { lock.withLock { currentKeys } }

    /// Sorts by `keys`, stopping the sort running; no keys is the file's order, published at once.
    public func sort(by keys: [SortKey]) {
        let run = lock.withLock { () -> Int in
            runs += 1
            cancelled = false
            currentKeys = keys
            return runs
        }
        table.wakeReaders()
        guard !keys.isEmpty else {
            return onUpdate(SortSnapshot(keys: [], percent: 100, order: nil, isComplete: true, run: run))
        }
        queue.async { [self] in self.run(run, keys: keys) }
    }

    /// Sorts the table's rows anew by the same keys (after it was read again, or grew).
    public func restart() {
        let keys = self.keys
        if !keys.isEmpty { sort(by: keys) }
    }

    /// Stops the running sort.
    public func cancel() {
        lock.withLock { cancelled = true }
        table.wakeReaders()
    }

    /// Whether `snapshot` comes from the sort running now (or last finished).
    public func isCurrent(_ snapshot: SortSnapshot) -> Bool {
        lock.withLock { snapshot.run == runs }
    }

    /// Blocks until the sorts started so far have ended (for tests and tools).
    func waitUntilComplete() {
        queue.sync {}
    }

    private func isStopped(_ run: Int) -> Bool {
        lock.withLock { cancelled || runs != run }
    }

    private func run(_ run: Int, keys: [SortKey]) {
        guard !isStopped(run), let columns = read(run, keys: keys) else { return }
        let comparator = SortComparator(columns: columns, keys: keys)
        guard let rows = sortRows(count: columns[0].count, comparator, run: run, keys: keys) else { return }
        publish(SortSnapshot(keys: keys, percent: 100, order: SortOrder(keys: keys, rows: rows), isComplete: true, run: run))
    }

    /// Every row's values in the key columns, read as the table is indexed; nil when the
    /// sort was stopped or the table read again.
    private func read(_ run: Int, keys: [SortKey]) -> [SortColumnValues]? {
        let reading = table.reading
        let format = reading.format ?? .csv
        let window = reading.source.map(ReadWindow.init)
        let columnKeys = keys.map { RecordDecoder.key($0.column, format: format, columns: reading.columns) }
        let columns = keys.map { _ in SortColumnValues() }
        var ranges: [Range<Int>] = []
        var lastPublish = DispatchTime.now().uptimeNanoseconds
        while true {
            let covered = columns[0].count
            let loading = table.rowRanges(from: covered, maxCount: Self.batchSize, generation: reading.generation,
                                          into: &ranges)
            if ranges.isEmpty {
                guard table.generation == reading.generation else { return nil }
                if !loading { return columns }
                let percent = covered * 50 / max(1, table.count)
                guard publish(SortSnapshot(keys: keys, percent: percent, order: nil, isComplete: false, run: run)) else {
                    return nil
                }
                table.waitForRows(beyond: covered, generation: reading.generation) { isStopped(run) }
                guard !isStopped(run) else { return nil }
                continue
            }
            for (offset, range) in ranges.enumerated() {
                guard let window else {
                    for (k, key) in keys.enumerated() { columns[k].append(table.title(at: covered + offset, column: key.column)) }
                    continue
                }
                guard let bytes = window.bytes(range, limit: table.limits.recordBytes), let p = bytes.baseAddress else {
                    // A record with no bytes is empty; one that cannot be read means the file changed.
                    guard range.isEmpty else { return nil }
                    for k in columns.indices { columns[k].append("") }
                    continue
                }
                for (k, key) in keys.enumerated() {
                    switch RecordDecoder.value(bytes, format: format, delimiter: reading.delimiter, column: key.column,
                                               key: columnKeys[k]) {
                    case .verbatim(let value): columns[k].append(p, value)
                    case .decoded(let value): columns[k].append(value)
                    }
                }
            }
            let now = DispatchTime.now().uptimeNanoseconds
            if now - lastPublish >= Self.publishInterval {
                lastPublish = now
                let percent = columns[0].count * 50 / max(1, table.count)
                guard publish(SortSnapshot(keys: keys, percent: percent, order: nil, isComplete: false, run: run)) else {
                    return nil
                }
            } else if isStopped(run) {
                return nil
            }
        }
    }

    /// Rows `0 ..< count` in sorted order: runs sorted one by one, then merged in passes;
    /// nil when stopped.
    private func sortRows(count: Int, _ comparator: SortComparator, run: Int, keys: [SortKey]) -> [UInt32]? {
        var rows = (0..<count).map { UInt32(truncatingIfNeeded: $0) }
        var scratch = [UInt32](repeating: 0, count: count)
        var passes = 0
        var width = Self.runLength
        while width < count {
            passes += 1
            width *= 2
        }
        let total = max(1, count * (passes + 1))
        var done = 0
        var lastPublish = DispatchTime.now().uptimeNanoseconds
        // Publishes now and then; false when stopped.
        func progress(_ work: Int) -> Bool {
            done += work
            let now = DispatchTime.now().uptimeNanoseconds
            guard now - lastPublish >= Self.publishInterval else { return !isStopped(run) }
            lastPublish = now
            return publish(SortSnapshot(keys: keys, percent: min(99, 50 + done * 50 / total), order: nil, isComplete: false, run: run))
        }
        var start = 0
        while start < count {
            let end = min(count, start + Self.runLength)
            rows[start..<end].sort(by: comparator.precedes)
            guard progress(end - start) else { return nil }
            start = end
        }
        width = Self.runLength
        while width < count {
            let stopped = rows.withUnsafeMutableBufferPointer { source in
                scratch.withUnsafeMutableBufferPointer { target in
                    var low = 0
                    while low < count {
                        let middle = min(count, low + width), high = min(count, low + 2 * width)
                        guard Self.merge(source, low, middle, high, into: target, comparator, progress) else { return true }
                        low = high
                    }
                    return false
                }
            }
            guard !stopped else { return nil }
            swap(&rows, &scratch)
            width *= 2
        }
        return rows
    }

    /// Merges the sorted runs `low ..< middle` and `middle ..< high` of `source` into the same
    /// place in `target`, telling `progress` of every 64K rows; false when it says to stop.
    private static func merge(_ source: UnsafeMutableBufferPointer<UInt32>, _ low: Int, _ middle: Int, _ high: Int,
                              into target: UnsafeMutableBufferPointer<UInt32>, _ comparator: SortComparator,
                              _ progress: (Int) -> Bool) -> Bool {
        var i = low, j = middle, out = low
        var sinceReport = 0
        while out < high {
            if j >= high || (i < middle && !comparator.precedes(source[j], source[i])) {
                target[out] = source[i]
                i += 1
            } else {
                target[out] = source[j]
                j += 1
            }
            out += 1
            sinceReport += 1
            if sinceReport == 1 << 16 {
                guard progress(sinceReport) else { return false }
                sinceReport = 0
            }
        }
        return progress(sinceReport)
    }

    /// Hands `snapshot` on unless a newer sort has begun; false if it has (or this one was cancelled).
    @discardableResult
    private func publish(_ snapshot: SortSnapshot) -> Bool {
        guard !isStopped(snapshot.run) else { return false }
        onUpdate(snapshot)
        return true
    }
}
