/// The values of one sort column, read from every row of a table (see `TableSorter`): per
/// row its kind and 8-byte key, and its text (blanks trimmed) in one shared byte array,
/// so a million rows make no million strings. About 17 bytes per row plus the text.
struct SortColumnValues {
    private(set) var kinds: [UInt8] = []
    private(set) var keys: [UInt64] = []
    /// Where each row's text starts in `text`, and (last) where the last one ends.
    private(set) var starts: [Int] = [0]
    private(set) var text: [UInt8] = []

    /// Rows read.
    var count: Int { kinds.count }

    /// Adds the next row's value: the bytes of `range` at `p`.
    mutating func append(_ p: UnsafePointer<UInt8>, _ range: Range<Int>) {
        let (kind, key, trimmed) = SortValue.classify(p, range)
        kinds.append(kind.rawValue)
        keys.append(key)
        if kind == .text { text.append(contentsOf: UnsafeBufferPointer(start: p + trimmed.lowerBound, count: trimmed.count)) }
        starts.append(text.count)
    }

    /// Adds the next row's value, decoded.
    mutating func append(_ value: String) {
        var value = value
        value.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return append(UnsafePointer(bitPattern: 1)!, 0..<0) }
            append(base, 0..<bytes.count)
        }
    }

    /// Reserves room for `rows` more rows.
    mutating func reserve(_ rows: Int) {
        kinds.reserveCapacity(kinds.count + rows)
        keys.reserveCapacity(keys.count + rows)
        starts.reserveCapacity(starts.count + rows)
    }
}

/// Compares rows by the values of the sort columns: per key, numbers first, then text, then
/// empty values, in either direction; in the key's direction numbers by value and text as
/// `SortValue` says; rows still tied by their position in the file. A total order, so any sort of it is stable.
struct SortComparator {
    private let columns: [SortColumnValues]
    private let descending: [Bool]

    init(columns: [SortColumnValues], keys: [SortKey]) {
        self.columns = columns
        descending = keys.map(\.isDescending)
    }

    /// Whether row `a` sorts before row `b`.
    func precedes(_ a: UInt32, _ b: UInt32) -> Bool {
        let i = Int(a), j = Int(b)
        for k in columns.indices {
            let order = compare(k, i, j)
            if order != 0 { return order < 0 }
        }
        return a < b
    }

    /// Negative when row `i` comes first by column `k`, positive when `j` does, 0 when tied.
    private func compare(_ k: Int, _ i: Int, _ j: Int) -> Int {
        let column = columns[k]
        let kindA = column.kinds[i], kindB = column.kinds[j]
        let empty = SortValue.Kind.empty.rawValue
        if kindA == empty || kindB == empty { return Int(kindA == empty ? 1 : 0) - Int(kindB == empty ? 1 : 0) }
        // Numbers before text in both directions, as empty values last: a column of numbers
        // with a few words (`[98]`, `n/a`) lists its largest numbers first when descending.
        if kindA != kindB { return kindA < kindB ? -1 : 1 }
        var order: Int
        if column.keys[i] != column.keys[j] {
            order = column.keys[i] < column.keys[j] ? -1 : 1
        } else if kindA == SortValue.Kind.text.rawValue {
            order = column.text.withUnsafeBufferPointer { text in
                SortValue.compareText(UnsafeBufferPointer(rebasing: text[column.starts[i]..<column.starts[i + 1]]),
                                      UnsafeBufferPointer(rebasing: text[column.starts[j]..<column.starts[j + 1]]))
            }
        } else {
            order = 0
        }
        return descending[k] ? -order : order
    }
}
