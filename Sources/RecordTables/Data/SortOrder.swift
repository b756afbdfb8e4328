/// A table's rows in sorted order: a permutation of rows `0 ..< count` (the rows indexed
/// when the sort read them), and its inverse. Immutable; 8 bytes per row.
public struct SortOrder: Sendable, Equatable {
    /// What the rows are sorted by.
    public let keys: [SortKey]
    /// The table row at each sorted position.
    private let rows: [UInt32]
    /// The sorted position of each table row.
    private let ranks: [UInt32]

    init(keys: [SortKey], rows: [UInt32]) {
        self.keys = keys
        self.rows = rows
        var ranks = [UInt32](repeating: 0, count: rows.count)
        for (position, row) in rows.enumerated() { ranks[Int(row)] = UInt32(truncatingIfNeeded: position) }
        self.ranks = ranks
    }

    /// Rows sorted: the table's rows `0 ..< count`.
    public var count: Int { rows.count }

    /// The table row at sorted position `position` (below `count`).
    public func row(at position: Int) -> Int { Int(rows[position]) }

    /// Where table row `row` is in the sorted order; nil when it is not sorted (it was
    /// indexed after the sort read the table).
    public func position(of row: Int) -> Int? {
        row >= 0 && row < ranks.count ? Int(ranks[row]) : nil
    }
}

/// How far a sort has got: its progress, then the order it made.
public struct SortSnapshot: Sendable {
    /// What it sorts by (empty: the file's order).
    public let keys: [SortKey]
    /// Percent done, 0–100.
    public let percent: Int
    /// The order, once sorted; nil while the sort runs, and for the file's order.
    public let order: SortOrder?
    /// Whether the sort has finished (or there was nothing to sort).
    public let isComplete: Bool
    /// The run it comes from (see `TableSorter.isCurrent`).
    let run: Int
}
