/// Splits one CSV/TSV record into fields and decodes them, lazily: callers can stop at the field
/// they need. Follows the same quoting rules as `CSVScanner`.
struct CSVFieldReader {
    /// The raw extent of one field within the record's bytes.
    struct RawField {
        /// Bytes of the field, including its quotes if `quoted`; the CR before the line's LF
        /// is excluded, and so are the CRs at the end of a record of a file of CR line ends.
        var range: Range<Int>
        /// True if the field starts with a quote and needs unescaping.
        var quoted: Bool
    }

    let delimiter: UInt8
    private static let quote = UInt8(ascii: "\"")

    /// The field starting at `i`, and where the next one starts (nil at the end of the record).
    /// The record ends at the first LF outside quotes, or at `count`.
    func field(_ p: UnsafePointer<UInt8>, count: Int, at start: Int) -> (RawField, next: Int?) {
        var j = start
        let quoted = j < count && p[j] == Self.quote
        if quoted {
            j += 1
            while let close = ByteScan.find(Self.quote, p, from: j, to: count) {
                j = close + 1
                if j < count && p[j] == Self.quote {
                    j += 1
                    continue
                }
                break
            }
            if j == start + 1 { j = count }  // no closing quote at all
        }
        j = ByteScan.firstOf(delimiter, 10, p, from: j, to: count)
        var end = j
        if j < count && p[j] == 10 {
            if end > start && p[end - 1] == 13 { end -= 1 }
        } else if j == count {
            // The record's own CR, and in a file of CR line ends those of the blank lines after it.
            while end > start && p[end - 1] == 13 { end -= 1 }
        }
        let next: Int? = j < count && p[j] == delimiter ? j + 1 : nil
        return (RawField(range: start..<end, quoted: quoted), next)
    }

    /// Calls `body` with the index and raw extent of each field until it returns false.
    func forEachField(_ p: UnsafePointer<UInt8>, count: Int, _ body: (Int, RawField) -> Bool) {
        var position: Int? = 0
        var index = 0
        while let start = position {
            let (raw, next) = field(p, count: count, at: start)
            if !body(index, raw) { return }
            position = next
            index += 1
        }
    }

    /// Appends the unescaped content of a quoted field: the opening quote dropped, `""` turned
    /// into `"`, the closing quote dropped and anything after it kept literally.
    static func unescape(_ p: UnsafePointer<UInt8>, _ raw: RawField, into out: inout [UInt8]) {
        var i = raw.range.lowerBound + 1
        let end = raw.range.upperBound
        while i < end {
            guard let close = ByteScan.find(quote, p, from: i, to: end) else {
                out.append(contentsOf: UnsafeBufferPointer(start: p + i, count: end - i))
                return
            }
            out.append(contentsOf: UnsafeBufferPointer(start: p + i, count: close - i))
            if close + 1 < end && p[close + 1] == quote {
                out.append(quote)
                i = close + 2
            } else {
                out.append(contentsOf: UnsafeBufferPointer(start: p + close + 1, count: end - close - 1))
                return
            }
        }
    }

    /// The decoded text of a field; invalid UTF-8 becomes U+FFFD, NUL bytes are kept.
    func string(_ p: UnsafePointer<UInt8>, _ raw: RawField) -> String {
        if let range = verbatim(p, raw) {
            return String(decoding: UnsafeBufferPointer(start: p + range.lowerBound, count: range.count), as: UTF8.self)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.range.count)
        if raw.quoted {
            Self.unescape(p, raw, into: &bytes)
        } else {
            TSVEscapes.unescape(p, raw.range, into: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Where the field's value lies in the record's bytes when it is there as it is: a field
    /// not quoted, or quoted only to hold a delimiter or a line break, as most quoted fields
    /// are (then the value is the text between the quotes); nil for a field whose doubled
    /// quotes must be undone, or an unquoted TSV field with a backslash (see `TSVEscapes`).
    func verbatim(_ p: UnsafePointer<UInt8>, _ raw: RawField) -> Range<Int>? {
        if !raw.quoted { return delimiter == 9 && TSVEscapes.hasEscape(p, raw.range) ? nil : raw.range }
        let (first, last) = (raw.range.lowerBound + 1, raw.range.upperBound - 1)
        guard first <= last, p[last] == Self.quote, ByteScan.find(Self.quote, p, from: first, to: last) == nil else { return nil }
        return first..<last
    }

    /// All fields of the record, decoded.
    func strings(_ p: UnsafePointer<UInt8>, count: Int) -> [String] {
        var values: [String] = []
        forEachField(p, count: count) { _, raw in
            values.append(string(p, raw))
            return true
        }
        return values
    }

    /// Field `column` decoded, or nil if the record has fewer fields. Only the fields before
    /// it are scanned, and only it is decoded.
    func string(_ p: UnsafePointer<UInt8>, count: Int, column: Int) -> String? {
        field(p, count: count, column: column).map { string(p, $0) }
    }

    /// The raw extent of field `column`, or nil if the record has fewer fields. Only the
    /// fields before it are scanned.
    func field(_ p: UnsafePointer<UInt8>, count: Int, column: Int) -> RawField? {
        guard column >= 0 else { return nil }
        var start = 0
        for _ in 0..<column {
            guard let next = field(p, count: count, at: start).next else { return nil }
            start = next
        }
        return field(p, count: count, at: start).0
    }
}
