/// One cell of a canvas: a grapheme (already made safe to print), its width and style.
/// A two-column grapheme occupies its cell and the next, which is a continuation with
/// empty `text` and width 0.
public struct Cell: Hashable, Sendable {
    /// What the terminal prints: one safe grapheme, or "" for a continuation.
    public internal(set) var text: String
    /// 1 or 2 for a grapheme, 0 for the continuation of a wide one.
    public internal(set) var width: Int
    /// How it is drawn.
    public var style: Style

    init(text: String, width: Int, style: Style) {
        self.text = text
        self.width = width
        self.style = style
    }

    /// A blank cell in `style`.
    public static func blank(_ style: Style = .plain) -> Cell { Cell(text: " ", width: 1, style: style) }

    /// Whether this cell continues a wide grapheme to its left.
    public var isContinuation: Bool { width == 0 }
}
