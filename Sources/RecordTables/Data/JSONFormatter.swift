/// Turns JSON values (already validated) into display text for a record's fields.
///
/// - A string at the top level is shown as its text; numbers, `true`, `false`, `null` as written.
/// - Objects and arrays are pretty-printed as JSON, two spaces per level, keys in source order,
///   e.g. `{\n  "a": 1,\n  "b": [\n    2\n  ]\n}`; empty ones as `{}` / `[]`.
/// - Past `maxDepth` levels the rest of the value is shown as its source text, so a document
///   nested 10,000 levels deep does not overflow the stack.
enum JSONFormatter {
    /// Nesting depth after which values are shown as raw source text.
    static let maxDepth = 64

    /// The fields of the object in `p[0 ..< n]`, in source order; a keyed record's key first.
    static func fields(_ p: UnsafePointer<UInt8>, _ n: Int) -> [Field] {
        if let keyed = JSONText.keyedRecord(p, n) {
            return [Field(name: JSONText.keyColumn, value: display(p, n, keyed.key))]
                + fields(p + keyed.object, n - keyed.object)
        }
        var fields: [Field] = []
        JSONText.forEachMember(p, n) { key, value in
            fields.append(Field(name: JSONText.string(p, key), value: display(p, n, value)))
            return true
        }
        return fields
    }

    /// The value of the member named `key`, or nil if the object has none.
    package static func value(_ p: UnsafePointer<UInt8>, _ n: Int, key: String) -> String? {
        if let keyed = JSONText.keyedRecord(p, n) {
            return key == JSONText.keyColumn ? display(p, n, keyed.key) : value(p + keyed.object, n - keyed.object, key: key)
        }
        let keyBytes = Array(key.utf8)
        var found: String?
        var scratch: [UInt8] = []
        JSONText.forEachMember(p, n) { keyRange, value in
            let matches: Bool
            if JSONText.hasEscape(p, keyRange) {
                scratch.removeAll(keepingCapacity: true)
                JSONText.unescape(p, keyRange, into: &scratch)
                matches = scratch == keyBytes
            } else {
                matches = ByteScan.equals(p, keyRange, keyBytes)
            }
            if matches { found = display(p, n, value) }
            return !matches
        }
        return found
    }

    /// Display text of the value at `range` when it is a field of a record.
    static func display(_ p: UnsafePointer<UInt8>, _ n: Int, _ range: Range<Int>) -> String {
        guard range.lowerBound < range.upperBound else { return "" }
        switch p[range.lowerBound] {
        case UInt8(ascii: "\""):
            return JSONText.string(p, (range.lowerBound + 1)..<max(range.lowerBound + 1, range.upperBound - 1))
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var out = ""
            write(p, n, range.lowerBound, depth: 0, into: &out)
            return out
        default:
            return raw(p, range)
        }
    }

    private static func raw(_ p: UnsafePointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(start: p + range.lowerBound, count: range.count), as: UTF8.self)
    }

    /// Writes the value at `i` as indented JSON; returns the index after it.
    @discardableResult
    private static func write(_ p: UnsafePointer<UInt8>, _ n: Int, _ i: Int, depth: Int, into out: inout String) -> Int {
        guard i < n else { return n }
        let end = JSONText.skipValue(p, n, i)
        let open = p[i]
        guard open == UInt8(ascii: "{") || open == UInt8(ascii: "[") else {
            if open == UInt8(ascii: "\"") {
                quote(JSONText.string(p, (i + 1)..<max(i + 1, end - 1)), into: &out)
            } else {
                out += raw(p, i..<end)
            }
            return end
        }
        if depth >= maxDepth {
            out += raw(p, i..<end)
            return end
        }
        let isObject = open == UInt8(ascii: "{")
        let inner = String(repeating: "  ", count: depth + 1)
        var j = JSONText.skipSpace(p, n, i + 1)
        var first = true
        out += isObject ? "{" : "["
        while j < end - 1 && j < n {
            out += first ? "\n" : ",\n"
            first = false
            out += inner
            if isObject {
                let keyEnd = JSONText.skipString(p, n, j)
                quote(JSONText.string(p, (j + 1)..<max(j + 1, keyEnd - 1)), into: &out)
                out += ": "
                j = JSONText.skipSpace(p, n, keyEnd)
                j = JSONText.skipSpace(p, n, j + 1)  // past ':'
            }
            j = write(p, n, j, depth: depth + 1, into: &out)
            j = JSONText.skipSpace(p, n, j)
            if j < n && p[j] == UInt8(ascii: ",") { j = JSONText.skipSpace(p, n, j + 1) }
        }
        if !first { out += "\n" + String(repeating: "  ", count: depth) }
        out += isObject ? "}" : "]"
        return end
    }

    /// Appends `text` as a JSON string literal (quotes, backslashes and control characters escaped).
    static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
