/// Helpers over JSON text that is already known to be valid (the indexer validated it): skipping
/// values, walking an object's top-level members and decoding strings. Nothing here recurses, so
/// any nesting depth is safe, and everything stops at the end of the buffer.
enum JSONText {
    /// The index after the string whose opening quote is at `i`.
    static func skipString(_ p: UnsafePointer<UInt8>, _ n: Int, _ i: Int) -> Int {
        var j = i + 1
        while j < n {
            let c = p[j]
            if c == UInt8(ascii: "\"") { return j + 1 }
            j += c == UInt8(ascii: "\\") ? 2 : 1
        }
        return n
    }

    /// The index after the value starting at `i`.
    static func skipValue(_ p: UnsafePointer<UInt8>, _ n: Int, _ i: Int) -> Int {
        guard i < n else { return n }
        let first = p[i]
        if first == UInt8(ascii: "\"") { return skipString(p, n, i) }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            var depth = 0
            var j = i
            while j < n {
                switch p[j] {
                case UInt8(ascii: "\""):
                    j = skipString(p, n, j)
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return j + 1 }
                default:
                    break
                }
                j += 1
            }
            return n
        }
        var j = i
        while j < n {
            let c = p[j]
            if c == UInt8(ascii: ",") || c == UInt8(ascii: "}") || c == UInt8(ascii: "]") || ByteScan.isSpace(c) { break }
            j += 1
        }
        return j
    }

    /// The index of the next non-space byte at or after `i`.
    static func skipSpace(_ p: UnsafePointer<UInt8>, _ n: Int, _ i: Int) -> Int {
        var j = i
        while j < n && ByteScan.isSpace(p[j]) { j += 1 }
        return j
    }

    /// The column that holds the key of a keyed record.
    static let keyColumn = "key"

    /// A keyed record, `"KEY": {…}` (a member of an object of records, see
    /// `JSONRecordsLocator`): the key's extent (its quotes included) and where its object
    /// starts; nil for a record that is an object.
    static func keyedRecord(_ p: UnsafePointer<UInt8>, _ n: Int) -> (key: Range<Int>, object: Int)? {
        let start = skipSpace(p, n, 0)
        guard start < n, p[start] == UInt8(ascii: "\"") else { return nil }
        let keyEnd = skipString(p, n, start)
        let colon = skipSpace(p, n, keyEnd)
        guard colon < n, p[colon] == UInt8(ascii: ":") else { return nil }
        return (start..<keyEnd, skipSpace(p, n, colon + 1))
    }

    /// Calls `body` with the key content (between the quotes, still escaped) and the value extent
    /// of each member of the object at the start of the bytes, until it returns false.
    static func forEachMember(_ p: UnsafePointer<UInt8>, _ n: Int,
                              _ body: (_ key: Range<Int>, _ value: Range<Int>) -> Bool) {
        var i = skipSpace(p, n, 0)
        guard i < n, p[i] == UInt8(ascii: "{") else { return }
        i += 1
        while true {
            i = skipSpace(p, n, i)
            guard i < n, p[i] == UInt8(ascii: "\"") else { return }
            let keyEnd = skipString(p, n, i)
            let key = (i + 1)..<max(i + 1, keyEnd - 1)
            i = skipSpace(p, n, keyEnd)
            guard i < n, p[i] == UInt8(ascii: ":") else { return }
            i = skipSpace(p, n, i + 1)
            let valueEnd = skipValue(p, n, i)
            if !body(key, i..<valueEnd) { return }
            i = skipSpace(p, n, valueEnd)
            guard i < n, p[i] == UInt8(ascii: ",") else { return }
            i += 1
        }
    }

    /// The value of a hex digit, or nil.
    static func hexValue(_ c: UInt8) -> UInt32? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(c - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(c - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// True if the string content has an escape to decode.
    static func hasEscape(_ p: UnsafePointer<UInt8>, _ content: Range<Int>) -> Bool {
        ByteScan.find(UInt8(ascii: "\\"), p, from: content.lowerBound, to: content.upperBound) != nil
    }

    /// Appends the UTF-8 of string content with its escapes decoded. `\uD83D\uDE00` pairs become
    /// one scalar; a lone surrogate becomes U+FFFD.
    static func unescape(_ p: UnsafePointer<UInt8>, _ content: Range<Int>, into out: inout [UInt8]) {
        var i = content.lowerBound
        let end = content.upperBound
        while i < end {
            guard let slash = ByteScan.find(UInt8(ascii: "\\"), p, from: i, to: end) else {
                out.append(contentsOf: UnsafeBufferPointer(start: p + i, count: end - i))
                return
            }
            out.append(contentsOf: UnsafeBufferPointer(start: p + i, count: slash - i))
            guard slash + 1 < end else { return }
            i = slash + 2
            switch p[slash + 1] {
            case UInt8(ascii: "b"): out.append(8)
            case UInt8(ascii: "f"): out.append(12)
            case UInt8(ascii: "n"): out.append(10)
            case UInt8(ascii: "r"): out.append(13)
            case UInt8(ascii: "t"): out.append(9)
            case UInt8(ascii: "u"):
                var scalar = hex4(p, slash + 2, end) ?? 0xFFFD
                i = min(end, slash + 6)
                if (0xD800...0xDBFF).contains(scalar) {
                    if i + 6 <= end, p[i] == UInt8(ascii: "\\"), p[i + 1] == UInt8(ascii: "u"),
                       let low = hex4(p, i + 2, end), (0xDC00...0xDFFF).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        i += 6
                    } else {
                        scalar = 0xFFFD
                    }
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    scalar = 0xFFFD
                }
                appendUTF8(Unicode.Scalar(scalar) ?? "\u{FFFD}", to: &out)
            default: out.append(p[slash + 1])
            }
        }
    }

    /// The decoded string whose content (between the quotes) is `content`.
    static func string(_ p: UnsafePointer<UInt8>, _ content: Range<Int>) -> String {
        if !hasEscape(p, content) {
            return String(decoding: UnsafeBufferPointer(start: p + content.lowerBound, count: content.count),
                          as: UTF8.self)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(content.count)
        unescape(p, content, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hex4(_ p: UnsafePointer<UInt8>, _ i: Int, _ end: Int) -> UInt32? {
        guard i + 4 <= end else { return nil }
        var value: UInt32 = 0
        for k in 0..<4 {
            guard let digit = hexValue(p[i + k]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    private static func appendUTF8(_ scalar: Unicode.Scalar, to out: inout [UInt8]) {
        UTF8.encode(scalar) { out.append($0) }
    }
}
