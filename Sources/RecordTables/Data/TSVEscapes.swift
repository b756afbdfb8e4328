/// TSV has no quoting, so a tab, a line break or a backslash inside a field is written as
/// an escape, as in the IANA TSV and PostgreSQL text conventions: `\t`, `\n`, `\r`, `\\`;
/// and a field that begins with a double quote has it written `\"`, so that readers that
/// take spreadsheet-style quoted TSV (this one does) keep the quote. A field without any
/// of these is written as it is. Reading undoes exactly these escapes in unquoted fields;
/// any other backslash is kept.
enum TSVEscapes {
    /// `value` as a TSV field.
    static func escape(_ value: String) -> String {
        guard value.utf8.contains(where: { $0 == 9 || $0 == 10 || $0 == 13 || $0 == 92 }) || value.hasPrefix("\"") else {
            return value
        }
        var out = ""
        out.reserveCapacity(value.utf8.count + 8)
        for (index, character) in value.unicodeScalars.enumerated() {
            switch character {
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\\": out += "\\\\"
            case "\"" where index == 0: out += "\\\""
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// Whether the bytes hold a backslash, so the field needs `unescape`.
    static func hasEscape(_ p: UnsafePointer<UInt8>, _ range: Range<Int>) -> Bool {
        ByteScan.find(92, p, from: range.lowerBound, to: range.upperBound) != nil
    }

    /// Appends the field's bytes with the escapes undone.
    static func unescape(_ p: UnsafePointer<UInt8>, _ range: Range<Int>, into out: inout [UInt8]) {
        var i = range.lowerBound
        while i < range.upperBound {
            let byte = p[i]
            guard byte == 92, i + 1 < range.upperBound else {
                out.append(byte)
                i += 1
                continue
            }
            switch p[i + 1] {
            case UInt8(ascii: "t"): out.append(9)
            case UInt8(ascii: "n"): out.append(10)
            case UInt8(ascii: "r"): out.append(13)
            case 92, UInt8(ascii: "\""): out.append(p[i + 1])
            default:
                out.append(byte)
                i += 1
                continue
            }
            i += 2
        }
    }

    /// `text` with the escapes undone.
    static func unescape(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var text = text
        text.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return }
            unescape(base, 0..<buffer.count, into: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
