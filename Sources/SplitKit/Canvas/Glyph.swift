import CWidth

/// A grapheme ready for the terminal: safe to print and measured the way ncurses
/// measures it (the C library's `wcwidth`). Text from data reaches the canvas only as
/// glyphs, so a control character or escape sequence can never be sent to the terminal.
///
/// A glyph is plain data (a spacing scalar and up to three combining marks packed in 16
/// bytes, no reference counting): a screen of them is copied, compared and diffed as
/// plain memory.
public struct Glyph: Hashable, Sendable {
    /// Combining marks on `base`, 21 bits each, the first in the lowest bits; 0 ends them.
    let marks: UInt64
    /// The spacing scalar's value; 0 only in `continuation`.
    let base: UInt32
    /// Columns taken.
    let columns: UInt8

    /// The most combining marks kept on one glyph; more are dropped.
    static let maximumMarks = 3

    /// A glyph from its parts, as `Cell` stores them.
    init(base: UInt32, marks: UInt64, columns: Int) {
        self.base = base
        self.marks = marks
        self.columns = UInt8(truncatingIfNeeded: columns)
    }

    /// A glyph of one scalar, already known to be safe and `width` columns wide.
    init(scalar: UInt32, width: Int) {
        self.init(base: scalar, marks: 0, columns: width)
    }

    /// A glyph of `text`'s scalars (already safe), `width` columns wide: the first scalar
    /// and up to `maximumMarks` after it.
    init(text: String, width: Int) {
        var scalars = text.unicodeScalars.makeIterator()
        let base = scalars.next()?.value ?? 0x20
        var marks: UInt64 = 0
        var shift: UInt64 = 0
        while shift < UInt64(21 * Glyph.maximumMarks), let mark = scalars.next() {
            marks |= UInt64(mark.value) << shift
            shift += 21
        }
        self.init(base: base, marks: marks, columns: width)
    }

    /// One blank column.
    public static let space = Glyph(scalar: 0x20, width: 1)

    /// What fills the cell right of a wide glyph: no text, no width.
    static let continuation = Glyph(base: 0, marks: 0, columns: 0)

    /// Columns taken: 1 or 2 (0 for `continuation`).
    public var width: Int { Int(columns) }

    /// Whether this is a plain space, where wrapping may break a line.
    public var isSpace: Bool { base == 0x20 && marks == 0 }

    /// The characters to print: a spacing character and any combining marks on it.
    public var text: String {
        var view = String.UnicodeScalarView()
        for scalar in unicodeScalars { view.append(scalar) }
        return String(view)
    }

    /// The scalar values to print: the spacing one, then up to three combining marks,
    /// zero where there are none. For presenters filling a terminal's cell structure.
    public var scalarValues: (UInt32, UInt32, UInt32, UInt32) {
        (base, UInt32(truncatingIfNeeded: marks & 0x1F_FFFF), UInt32(truncatingIfNeeded: marks >> 21 & 0x1F_FFFF),
         UInt32(truncatingIfNeeded: marks >> 42 & 0x1F_FFFF))
    }

    /// The scalars to print, spacing one first, without building a string.
    public var unicodeScalars: Scalars { Scalars(base: base, marks: marks) }

    /// The scalars of a glyph, in printing order.
    public struct Scalars: Sequence, IteratorProtocol, Sendable {
        fileprivate var base: UInt32
        fileprivate var marks: UInt64

        /// The next scalar, nil after the last.
        public mutating func next() -> Unicode.Scalar? {
            if base != 0 {
                defer { base = 0 }
                return Unicode.Scalar(base)
            }
            guard marks != 0 else { return nil }
            defer { marks >>= 21 }
            return Unicode.Scalar(UInt32(truncatingIfNeeded: marks & 0x1F_FFFF))
        }
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
    package static func appendGlyphs(of string: String, to result: inout [Glyph]) {
        appendGlyphs(of: string[...], to: &result, columns: Int.max)
    }

    /// Appends glyphs of `string` until they cover at least `limit` columns, without
    /// reading further: a row showing 40 columns of a 10 MB value costs 40 columns.
    package static func appendGlyphs(of string: Substring, to result: inout [Glyph], columns limit: Int) {
        var text = string
        text.withUTF8 { appendGlyphs(ofUTF8: $0, to: &result, columns: limit) }
    }

    /// The work of `appendGlyphs(of:to:columns:)` on the string's (valid) UTF-8, decoded
    /// here so that ASCII, nearly all of most data, costs a comparison per byte.
    package static func appendGlyphs(ofUTF8 bytes: UnsafeBufferPointer<UInt8>, to result: inout [Glyph],
                             columns limit: Int) {
        var pending = Pending()
        var used = 0
        var index = 0
        while index < bytes.count {
            // Printable ASCII followed by ASCII carries no marks: no need to hold it pending.
            if bytes[index] >= 0x20 && bytes[index] < 0x7f && index + 1 < bytes.count && bytes[index + 1] < 0x80 {
                used += pending.flush(into: &result)
                while used < limit && index + 1 < bytes.count && bytes[index] >= 0x20 && bytes[index] < 0x7f
                        && bytes[index + 1] < 0x80 {
                    result.append(Glyph(scalar: UInt32(bytes[index]), width: 1))
                    used += 1
                    index += 1
                }
                if used >= limit { return }
                continue
            }
            let value = decodeScalar(bytes, at: &index)
            if value >= 0x20 && value < 0x7f {
                used += pending.flush(into: &result)
                if used >= limit { return }
                pending.start(value, width: 1)
                continue
            }
            if let visible = visibleForm(of: value) {
                used += pending.flush(into: &result)
                if used >= limit { return }
                for ascii in visible.unicodeScalars { result.append(Glyph(scalar: ascii.value, width: 1)) }
                used += visible.unicodeScalars.count
                continue
            }
            guard let scalar = Unicode.Scalar(value) else { continue }
            let width = Int(splitkit_wcwidth(value))
            if width > 0 {
                used += pending.flush(into: &result)
                if used >= limit { return }
                pending.start(value, width: width)
            } else if width == 0 && isCombiningMark(scalar) {
                pending.addMark(value)
            } else if width < 0 {
                used += pending.flush(into: &result)
                if used >= limit { return }
                result.append(Glyph(scalar: 0xFFFD, width: 1))
                used += 1
            }
            // Other zero-width characters (ZWJ, variation selectors, zero-width space) are
            // dropped: the terminal and ncurses would disagree on what they do to widths.
        }
        pending.flush(into: &result)
    }

    /// The scalar whose UTF-8 starts at `index`, moving `index` past it. Swift strings
    /// hold valid UTF-8, so only the sequence's length needs reading from its first byte.
    private static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> UInt32 {
        let lead = UInt32(bytes[index])
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard index + length <= bytes.count else {
            index = bytes.count
            return 0xFFFD
        }
        var value = length == 1 ? lead : lead & (0x7F >> UInt32(length))
        for offset in 1..<max(1, length) { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        index += length
        return value
    }

    /// The glyph being assembled: a spacing scalar and the marks that follow it.
    private struct Pending {
        var base: UInt32 = 0
        var marks: UInt64 = 0
        var markCount = 0
        var width = 0

        mutating func start(_ value: UInt32, width: Int) {
            base = value
            marks = 0
            markCount = 0
            self.width = width
        }

        /// A mark on the pending glyph; with none pending, it sits on a dotted circle.
        mutating func addMark(_ value: UInt32) {
            if width == 0 { start(0x25CC, width: 1) }
            guard markCount < Glyph.maximumMarks else { return }
            marks |= UInt64(value) << UInt64(21 * markCount)
            markCount += 1
        }

        /// Appends the pending glyph, if any; returns the columns it took.
        @discardableResult
        mutating func flush(into result: inout [Glyph]) -> Int {
            guard width > 0 else { return 0 }
            result.append(Glyph(base: base, marks: marks, columns: width))
            let flushed = width
            width = 0
            return flushed
        }
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
