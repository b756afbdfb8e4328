/// The start offsets of indexed records, in fixed-size chunks so that growing never copies the
/// whole index, plus the end of the last record. A record spans from its start to the next
/// record's start (or `end`); decoders stop at the record's own terminator, so blank lines or JSON
/// punctuation in between do no harm. 8 bytes per record: 1M records take 8 MB.
///
/// Not thread-safe by itself: `Table` guards it with its lock.
struct RowIndex {
    private static let shift = 14
    private static let chunkSize = 1 << shift
    private var chunks: [[Int]] = []
    private(set) var count = 0
    private var end = 0

    /// Adds records starting at `starts`; `end` is where the last of them ends (the last
    /// record's end moves on to it even with none added: it was found longer).
    mutating func append(_ starts: [Int], end: Int) {
        if count > 0 { self.end = max(self.end, end) }
        for start in starts {
            if count & (Self.chunkSize - 1) == 0 {
                var chunk: [Int] = []
                chunk.reserveCapacity(Self.chunkSize)
                chunks.append(chunk)
            }
            chunks[chunks.count - 1].append(start)
            count += 1
        }
        self.end = end
    }

    /// The start offset of record `i` (which must be below `count`).
    package func start(_ i: Int) -> Int {
        chunks[i >> Self.shift][i & (Self.chunkSize - 1)]
    }

    /// The byte range of record `i`, or nil if it is not indexed.
    func range(_ i: Int) -> Range<Int>? {
        guard i >= 0 && i < count else { return nil }
        return start(i)..<(i + 1 < count ? start(i + 1) : end)
    }
}
