import Dispatch

/// One run of a filter on a background queue. Checks rows in batches, appends matches in row
/// order, and publishes snapshots: once the first screenful (100) is found, before the next
/// batch (a search that ends with that batch publishes only its end), then about every 30 ms,
/// and at the end. Between batches it checks whether a newer search has begun and
/// stops if so (a batch takes well under a millisecond to a few ms).
///
/// When `previous` is given (the query was extended), it checks only the previous matches for
/// rows `0 ..< previous.coveredRows` and scans normally from there. While the table is still
/// indexing, it publishes what it found and waits for new rows (`Table.waitForRows`) until
/// indexing ends; a newer search or a cancel wakes it (`TableFilter` calls `wakeReaders`).
struct FilterSearch {
    private static let firstScreen = 100
    private static let publishInterval: UInt64 = 30_000_000
    private static let batchSize = 2_048

    let table: Table
    let state: FilterState
    package let generation: Int
    let query: FilterQuery
    let previous: FilterSnapshot?
    let onUpdate: @Sendable (FilterSnapshot) -> Void

    private final class Progress {
        var found = MatchList()
        var covered = 0
        var lastPublish = DispatchTime.now().uptimeNanoseconds
        /// Whether the first screenful has been found, and whether it was published.
        var foundFirstScreen = false
        var shownFirstScreen = false
        /// Rows covered by the last snapshot published.
        var published = 0
    }

    func run() {
        guard state.isCurrent(generation) else { return }
        let reading = table.reading
        var searcher = RowSearcher(table: table, reading: reading, query: query)
        let window = reading.source.map(ReadWindow.init)
        let progress = Progress()
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(Self.batchSize)
        if let previous {
            var rows: [UInt32] = []
            var k = 0
            while k < previous.count {
                let upper = min(previous.count, k + Self.batchSize)
                rows.removeAll(keepingCapacity: true)
                for i in k..<upper { rows.append(UInt32(truncatingIfNeeded: previous.index(at: i))) }
                table.rowRanges(of: rows[...], generation: reading.generation, into: &ranges)
                guard ranges.count == rows.count else { return }
                for (j, range) in ranges.enumerated() {
                    guard check(Int(rows[j]), range, &searcher, window, progress) else { return }
                }
                progress.covered = Int(rows[rows.count - 1]) + 1
                k = upper
                guard endBatch(progress) else { return }
            }
            progress.covered = max(progress.covered, previous.coveredRows)
        }
        while true {
            let loading = table.rowRanges(from: progress.covered, maxCount: Self.batchSize, generation: reading.generation,
                                          into: &ranges)
            if !ranges.isEmpty && progress.foundFirstScreen && !progress.shownFirstScreen {
                guard publish(progress, complete: false) else { return }
            }
            if ranges.isEmpty {
                guard table.generation == reading.generation else { return }
                if !loading {
                    _ = publish(progress, complete: true)
                    return
                }
                if progress.published != progress.covered {
                    guard publish(progress, complete: false) else { return }
                }
                table.waitForRows(beyond: progress.covered, generation: reading.generation) {
                    !state.isCurrent(generation)
                }
                guard state.isCurrent(generation) else { return }
                continue
            }
            for (j, range) in ranges.enumerated() {
                guard check(progress.covered + j, range, &searcher, window, progress) else { return }
            }
            progress.covered += ranges.count
            guard endBatch(progress) else { return }
        }
    }

    /// Checks one row; false when its bytes could not be read as they were (the file
    /// changed on disk: the search stops, and is made again when the table is read again).
    private func check(_ row: Int, _ range: Range<Int>, _ searcher: inout RowSearcher, _ window: ReadWindow?,
                       _ progress: Progress) -> Bool {
        let matched: Bool
        if let window {
            guard let bytes = window.bytes(range, limit: table.limits.recordBytes) else { return false }
            matched = searcher.matches(bytes)
        } else {
            matched = searcher.matches(row: row)
        }
        guard matched else { return true }
        progress.found.append(row)
        if progress.found.count >= Self.firstScreen { progress.foundFirstScreen = true }
        return true
    }

    /// Publishes if it is time; false if this search is superseded.
    private func endBatch(_ progress: Progress) -> Bool {
        if DispatchTime.now().uptimeNanoseconds - progress.lastPublish >= Self.publishInterval {
            return publish(progress, complete: false)
        }
        return state.isCurrent(generation)
    }

    private func publish(_ progress: Progress, complete: Bool) -> Bool {
        progress.lastPublish = DispatchTime.now().uptimeNanoseconds
        progress.shownFirstScreen = progress.shownFirstScreen || progress.foundFirstScreen
        progress.published = progress.covered
        let snapshot = FilterSnapshot(query: query, matches: progress.found,
                                      coveredRows: progress.covered, isComplete: complete, search: generation)
        guard state.publish(snapshot, generation: generation) else { return false }
        onUpdate(snapshot)
        return true
    }
}
