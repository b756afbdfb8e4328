import CWidth

/// A grapheme ready for the terminal: safe to print and measured the way ncurses
/// measures it (the C library's `wcwidth`). Text from data reaches the canvas only as
/// glyphs, so a control character or escape sequence can never be sent to the terminal.
public struct Glyph: Hashable, Sendable {
    /// The characters to print: a spacing character and any combining marks on it.
    public let text: String
    /// Columns taken: 1 or 2.
    public let width: Int

    init(text: String, width: Int) {
        self.text = text
        self.width = width
    }

    /// The glyphs of `string`, with every unsafe character replaced by a visible form:
    /// C0 controls and DEL in caret notation (`^[`, `^?`), C1 controls and bidi overrides
    /// in hex (`\x9b`, `\u202e`), unprintable characters as U+FFFD. Emoji joined by ZWJ
    /// and variation selectors are drawn as their separate parts, so the width ncurses
    /// computes is the width the terminal uses.
    public static func glyphs(of string: String) -> [Glyph] {
        var result: [Glyph] = []
        result.reserveCapacity(string.utf8.count)
        appendGlyphs(of: string, to: &result)
        return result
    }

    /// Appends the glyphs of `string` to `result` (see `glyphs(of:)`).
    static func appendGlyphs(of string: String, to result: inout [Glyph]) {
        var pendingScalars = String.UnicodeScalarView()
        var pendingWidth = 0
        var marks = 0
        func flush() {
            if pendingWidth > 0 { result.append(Glyph(text: String(pendingScalars), width: pendingWidth)) }
            pendingScalars = String.UnicodeScalarView()
            pendingWidth = 0
            marks = 0
        }
        for scalar in string.unicodeScalars {
            let value = scalar.value
            if value >= 0x20 && value < 0x7f {
                flush()
                pendingScalars.append(scalar)
                pendingWidth = 1
                continue
            }
            if let visible = visibleForm(of: value) {
                flush()
                for ascii in visible.unicodeScalars { result.append(Glyph(text: String(ascii), width: 1)) }
                continue
            }
            let width = Int(splitkit_wcwidth(value))
            if width > 0 {
                flush()
                pendingScalars.append(scalar)
                pendingWidth = width
            } else if width == 0 && isCombiningMark(scalar) {
                if pendingWidth == 0 {
                    pendingScalars.append("\u{25CC}")
                    pendingWidth = 1
                }
                if marks < 3 {
                    pendingScalars.append(scalar)
                    marks += 1
                }
            } else if width < 0 {
                flush()
                result.append(Glyph(text: "\u{FFFD}", width: 1))
            }
            // Other zero-width characters (ZWJ, variation selectors, zero-width space) are
            // dropped: the terminal and ncurses would disagree on what they do to widths.
        }
        flush()
    }

    /// The printable stand-in for a control or bidi character, nil for anything else.
    static func visibleForm(of value: UInt32) -> String? {
        switch value {
        case 0x00..<0x20: return "^" + String(UnicodeScalar(UInt8(value + 0x40)))
        case 0x7f: return "^?"
        case 0x80..<0xa0: return "\\x" + hex(value, digits: 2)
        case 0x061c, 0x200e, 0x200f, 0x202a...0x202e, 0x2066...0x2069:
            return "\\u" + hex(value, digits: 4)
        default: return nil
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isVariationSelector { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return true
        default: return false
        }
    }
}

extension Array where Element == Glyph {
    /// Total columns.
    public var width: Int { reduce(0) { $0 + $1.width } }
}
