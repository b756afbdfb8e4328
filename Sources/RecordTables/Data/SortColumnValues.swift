/// The values of one sort column, read from every row of a table (see `TableSorter`): per
/// row its kind and 8-byte key, and its text (blanks trimmed, ASCII folded to lower case) in
/// one shared byte buffer,
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
        if kind == .text { text.appendFolded(p + trimmed.lowerBound, count: trimmed.count) }
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
