/// Reads the raw bytes a program wrote to its terminal and reports everything in them
/// that data could have put there to drive the terminal. What ncurses writes from
/// terminfo is a small vocabulary: control sequences (`ESC [ … final`), character set
/// and keypad switches (`ESC ( B`, `ESC =`, `ESC >`, `ESC 7`, `ESC 8`, `ESC M`) and CR, LF,
/// BS and TAB. Anything else — a string command (OSC title, hyperlink or clipboard, DCS,
/// APC, PM, SOS), a query the terminal would answer, BEL, NUL, other C0 controls, a C1
/// control, a bidi override, invalid UTF-8 — did not come from terminfo.
struct OutputScanner {
    /// What was found that should not be there, with its offset.
    private(set) var violations: [String] = []
    /// The printable text with every sequence removed, for checking what was shown.
    private(set) var text = ""
    /// Every control sequence seen, in order, as written (without the ESC).
    private(set) var sequences: [String] = []

    /// Control sequences that make the terminal answer (device status, attributes,
    /// window reports): data must never be able to send them, and ncurses does not.
    private static let answeringFinals: Set<UInt8> = [UInt8(ascii: "n"), UInt8(ascii: "c")]

    init(_ bytes: [UInt8]) {
        var index = 0
        var printable: [UInt8] = []
        func flushText() {
            guard !printable.isEmpty else { return }
            let decoded = String(decoding: printable, as: UTF8.self)
            if Array(decoded.utf8) != printable { violations.append("invalid UTF-8 before offset \(index)") }
            for scalar in decoded.unicodeScalars {
                switch scalar.value {
                case 0x80..<0xa0: violations.append("C1 control U+\(String(scalar.value, radix: 16)) before offset \(index)")
                case 0x061c, 0x200e, 0x200f, 0x202a...0x202e, 0x2066...0x2069:
                    violations.append("bidi control U+\(String(scalar.value, radix: 16)) before offset \(index)")
                default: break
                }
            }
            text += decoded
            printable.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1b:
                flushText()
                index = scanEscape(bytes, at: index)
                continue
            case 0x0d, 0x0a, 0x08, 0x09:
                flushText()
                text.append(Character(Unicode.Scalar(byte)))
            case 0x00..<0x20, 0x7f:
                flushText()
                violations.append("control byte 0x\(String(byte, radix: 16)) at offset \(index)")
            default:
                printable.append(byte)
            }
            index += 1
        }
        flushText()
    }

    /// Checks the escape sequence at `start`; returns the index after it.
    private mutating func scanEscape(_ bytes: [UInt8], at start: Int) -> Int {
        guard start + 1 < bytes.count else {
            violations.append("lone ESC at the end")
            return bytes.count
        }
        let next = bytes[start + 1]
        switch next {
        case UInt8(ascii: "["):
            var index = start + 2
            while index < bytes.count, (0x20...0x3f).contains(bytes[index]) { index += 1 }
            guard index < bytes.count, (0x40...0x7e).contains(bytes[index]) else {
                violations.append("unterminated control sequence at offset \(start)")
                return index
            }
            let sequence = String(decoding: bytes[(start + 1)...index], as: UTF8.self)
            sequences.append(sequence)
            if Self.answeringFinals.contains(bytes[index]) {
                violations.append("query \(sequence.debugDescription) at offset \(start)")
            }
            if bytes[index] == UInt8(ascii: "t"), sequence != "[22;0;0t", sequence != "[23;0;0t" {
                violations.append("window operation \(sequence.debugDescription) at offset \(start)")
            }
            return index + 1
        case UInt8(ascii: "("), UInt8(ascii: ")"):
            guard start + 2 < bytes.count, [UInt8(ascii: "B"), UInt8(ascii: "0")].contains(bytes[start + 2]) else {
                violations.append("odd character set switch at offset \(start)")
                return start + 2
            }
            return start + 3
        case UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "7"), UInt8(ascii: "8"), UInt8(ascii: "M"):
            return start + 2
        default:
            violations.append("ESC \(Character(Unicode.Scalar(next)).debugDescription) (not from terminfo) at offset \(start)")
            return start + 2
        }
    }
}
