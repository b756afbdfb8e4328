/// One cell of a canvas: a glyph (already made safe to print) and its style. A
/// two-column glyph occupies its cell and the next, which is a continuation: no text,
/// width 0.
///
/// Packed into one word, so a screen of cells is filled, copied and compared a word at a
/// time in as little memory as can be: every frame compares the cells it drew with the
/// screen's. Combining marks, which few cells have, are kept as their number
/// in `MarkTable`.
public struct Cell: Hashable, Sendable {
    /// The glyph's spacing scalar (bits 0–20), its width (bits 21–22), the style (bits
    /// 23–48), the number of its combining marks (from bit 49; 0 for none).
    private var head: UInt64

    private static let styleShift: UInt64 = 23
    private static let styleBits: UInt64 = (1 << 26) - 1
    private static let markShift: UInt64 = 49
    /// How many mark sequences the bits above the style can number (0 is none).
    static let markNumbers = (1 << (64 - 49)) - 1

    init(glyph: Glyph, style: Style) {
        head = Cell.pack(glyph) | UInt64(style.packed) << Cell.styleShift
    }

    /// The glyph's bits: its scalar, its width and its marks' number (the table is asked
    /// only when there are marks).
    private static func pack(_ glyph: Glyph) -> UInt64 {
        let bits = UInt64(glyph.base) | UInt64(glyph.columns) << 21
        guard glyph.marks != 0 else { return bits }
        return bits | UInt64(truncatingIfNeeded: MarkTable.shared.number(of: glyph.marks)) << markShift
    }

    /// What the terminal prints here (`Glyph.continuation` right of a wide glyph).
    public internal(set) var glyph: Glyph {
        get {
            let number = Int(truncatingIfNeeded: head >> Cell.markShift)
            let marks = number == 0 ? 0 : MarkTable.shared.marks(numbered: number)
            return Glyph(base: UInt32(truncatingIfNeeded: head & 0x1F_FFFF), marks: marks, columns: width)
        }
        set { head = head & Cell.styleBits << Cell.styleShift | Cell.pack(newValue) }
    }

    /// How it is drawn.
    public var style: Style {
        get { Style(packed: UInt32(truncatingIfNeeded: head >> Cell.styleShift & Cell.styleBits)) }
        set { head = head & ~(Cell.styleBits << Cell.styleShift) | UInt64(newValue.packed) << Cell.styleShift }
    }

    /// Whether `other` is drawn in the same style, without unpacking either.
    func hasStyle(of other: Cell) -> Bool { (head ^ other.head) >> Cell.styleShift & Cell.styleBits == 0 }

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
        (head & ~(Cell.styleBits << Cell.styleShift)) &- (1 << 21) < 0x80 ? UInt8(truncatingIfNeeded: head) : nil
    }

    /// Whether this cell continues a wide grapheme to its left.
    public var isContinuation: Bool { head >> 21 & 3 == 0 }
}
