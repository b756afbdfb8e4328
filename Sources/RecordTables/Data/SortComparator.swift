/// Compares rows by the values of the sort columns: per key, numbers first, then text, then
/// empty values, in either direction; in the key's direction numbers by value and text as
/// `SortValue` says; rows still tied by their position in the file. A total order, so any
/// sort of it is stable.
struct SortComparator {
    /// Keeps the values `views` point into.
    private let columns: [SortColumnValues]
    private let views: [SortColumnValues.View]
    private let descending: [Bool]

    init(columns: [SortColumnValues], keys: [SortKey]) {
        self.columns = columns
        views = columns.map(\.view)
        descending = keys.map(\.isDescending)
    }

    /// Whether row `a` sorts before row `b`.
    func precedes(_ a: UInt32, _ b: UInt32) -> Bool {
        let i = Int(a), j = Int(b)
        for k in views.indices {
            let order = compare(k, i, j)
            if order != 0 { return order < 0 }
        }
        return a < b
    }

    /// Negative when row `i` comes first by column `k`, positive when `j` does, 0 when tied.
    private func compare(_ k: Int, _ i: Int, _ j: Int) -> Int {
        let column = views[k]
        let kindA = column.kinds[i], kindB = column.kinds[j]
        // Numbers before text, and empty values last, in both directions: a column of numbers
        // with a few words (`[98]`, `n/a`) lists its largest numbers first when descending.
        if kindA != kindB { return kindA < kindB ? -1 : 1 }
        guard kindA != SortValue.Kind.empty.rawValue else { return 0 }
        var order: Int
        if column.keys[i] != column.keys[j] {
            order = column.keys[i] < column.keys[j] ? -1 : 1
        } else if kindA == SortValue.Kind.text.rawValue {
            order = SortValue.compareText(column.text(i), column.text(j))
        } else {
            order = 0
        }
        return descending[k] ? -order : order
    }
}
