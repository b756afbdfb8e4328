/// Matching row numbers in chunks of 4,096, so appending never copies all matches and a published
/// snapshot shares all full chunks with the search still adding to it. 4 bytes per match; a
/// chunk grows as rows arrive, so the many short lists of a grouping stay small.
struct MatchList: Sendable, Equatable {
    private static let shift = 12
    private static let chunkSize = 1 << shift
    private(set) var chunks: [[UInt32]] = []
    private(set) var count = 0

    mutating func append(_ row: Int) {
        if count & (Self.chunkSize - 1) == 0 { chunks.append([]) }
        chunks[chunks.count - 1].append(UInt32(truncatingIfNeeded: row))
        count += 1
    }

    subscript(i: Int) -> Int {
        Int(chunks[i >> Self.shift][i & (Self.chunkSize - 1)])
    }
}
