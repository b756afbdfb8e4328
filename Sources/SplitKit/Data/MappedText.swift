/// Text lent from bytes read for a table (see `ByteBlock`: they never move or change), so a
/// list row can draw a title without copying it into a `String`. It keeps the bytes alive as
/// long as it is kept.
struct MappedText: Sendable {
    /// The bytes it lies in.
    let block: ByteBlock
    /// Where, in `block`.
    let range: Range<Int>

    /// Calls `body` with the text's UTF-8 (not checked: it is as the file has it).
    func withUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        body(UnsafeBufferPointer(start: block.bytes.map { $0 + range.lowerBound }, count: range.count))
    }

    /// The text as a `String`, ill-formed UTF-8 repaired as `String(decoding:as:)` repairs it.
    var string: String { withUTF8 { String(decoding: $0, as: UTF8.self) } }

    /// Whether both lend the same bytes.
    func isSame(as other: MappedText) -> Bool { block === other.block && range == other.range }
}
