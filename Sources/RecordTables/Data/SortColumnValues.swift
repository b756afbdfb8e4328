/// The values of one sort column, read from every row of a table (see `TableSorter`): per
/// row its kind and 8-byte key, and its text (blanks trimmed) in one shared byte buffer,
/// so a million rows make no million strings. About 17 bytes per row plus the text.
///
/// Kept in buffers of its own, so that the comparisons of a sort read them through plain
/// pointers (`view`), with no reference counting per comparison.
final class SortColumnValues {
    private var kinds = GrowingBuffer<UInt8>()
    private var keys = GrowingBuffer<UInt64>()
    /// Where each row's text starts in `text`, and (last) where the last one ends.
    private var starts = GrowingBuffer<Int>()
    private var text = GrowingBuffer<UInt8>()

    init() {
        starts.append(0)
    }

    /// Rows read.
    var count: Int { kinds.count }

    /// Adds the next row's value: the bytes of `range` at `p`.
    func append(_ p: UnsafePointer<UInt8>, _ range: Range<Int>) {
        let (kind, key, trimmed) = SortValue.classify(p, range)
        kinds.append(kind.rawValue)
        keys.append(key)
        if kind == .text { text.append(p + trimmed.lowerBound, count: trimmed.count) }
        starts.append(text.count)
    }

    /// Adds the next row's value, decoded.
    func append(_ value: String) {
        var value = value
        value.withUTF8 { bytes in
            guard let base = bytes.baseAddress else {
                kinds.append(SortValue.Kind.empty.rawValue)
                keys.append(0)
                return starts.append(text.count)
            }
            append(base, 0..<bytes.count)
        }
    }

    /// The values as they are now, valid until the next `append` (while this lives).
    var view: View {
        View(kinds: kinds.base, keys: keys.base, starts: starts.base, text: text.base)
    }

    /// Pointers to the values.
    struct View {
        let kinds: UnsafePointer<UInt8>
        let keys: UnsafePointer<UInt64>
        let starts: UnsafePointer<Int>
        let text: UnsafePointer<UInt8>

        /// Row `i`'s text.
        func text(_ i: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: text + starts[i], count: starts[i + 1] - starts[i])
        }
    }
}

/// Elements in memory of its own that doubles as it fills; confined to its owner.
struct GrowingBuffer<Element: BitwiseCopyable>: ~Copyable {
    private var storage = UnsafeMutablePointer<Element>.allocate(capacity: 16)
    private var capacity = 16
    private(set) var count = 0

    deinit { storage.deallocate() }

    var base: UnsafePointer<Element> { UnsafePointer(storage) }

    mutating func append(_ element: Element) {
        reserve(count + 1)
        storage[count] = element
        count += 1
    }

    mutating func append(_ elements: UnsafePointer<Element>, count added: Int) {
        reserve(count + added)
        (storage + count).update(from: elements, count: added)
        count += added
    }

    private mutating func reserve(_ wanted: Int) {
        guard wanted > capacity else { return }
        let grown = max(wanted, capacity * 2)
        let moved = UnsafeMutablePointer<Element>.allocate(capacity: grown)
        moved.update(from: storage, count: count)
        storage.deallocate()
        storage = moved
        capacity = grown
    }
}

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
