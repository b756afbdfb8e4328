/// One cell of a canvas: a glyph (already made safe to print) and its style. A
/// two-column glyph occupies its cell and the next, which is a continuation: no text,
/// width 0.
///
/// Packed into two words with no padding, so a screen of cells is filled, copied and
/// compared with a few instructions a cell: every frame compares a whole screen.
public struct Cell: Hashable, Sendable {
    /// The glyph's spacing scalar (bits 0–20), its width (bits 21–22), the style (from 23).
    private var head: UInt64
    /// The glyph's combining marks, as `Glyph` keeps them.
    private var marks: UInt64

    private static let glyphBits: UInt64 = (1 << 23) - 1

    init(glyph: Glyph, style: Style) {
        head = Cell.pack(glyph) | UInt64(style.packed) << 23
        marks = glyph.marks
    }

    private static func pack(_ glyph: Glyph) -> UInt64 {
        UInt64(glyph.base) | UInt64(glyph.columns) << 21
    }

    /// What the terminal prints here (`Glyph.continuation` right of a wide glyph).
    public internal(set) var glyph: Glyph {
        get { Glyph(base: UInt32(truncatingIfNeeded: head & 0x1F_FFFF), marks: marks, columns: width) }
        set {
            head = head & ~Cell.glyphBits | Cell.pack(newValue)
            marks = newValue.marks
        }
    }

    /// How it is drawn.
    public var style: Style {
        get { Style(packed: UInt32(truncatingIfNeeded: head >> 23)) }
        set { head = head & Cell.glyphBits | UInt64(newValue.packed) << 23 }
    }

    /// Whether `other` is drawn in the same style, without unpacking either.
    func hasStyle(of other: Cell) -> Bool { head >> 23 == other.head >> 23 }

    /// What the terminal prints: one safe grapheme, or "" for a continuation.
    public var text: String { glyph.text }

    /// 1 or 2 for a grapheme, 0 for the continuation of a wide one.
    public var width: Int { Int(truncatingIfNeeded: head >> 21 & 3) }

    /// A blank cell in `style`.
    public static func blank(_ style: Style = .plain) -> Cell { Cell(glyph: .space, style: style) }

    /// The cell's one byte when it holds a one-column ASCII character without marks (most
    /// cells of most screens), nil otherwise: what a presenter can write without decoding
    /// the glyph.
    var asciiByte: UInt8? {
        (head & Cell.glyphBits) &- (1 << 21) < 0x80 && marks == 0 ? UInt8(truncatingIfNeeded: head) : nil
    }

    /// Whether this cell continues a wide grapheme to its left.
    public var isContinuation: Bool { head >> 21 & 3 == 0 }
}
