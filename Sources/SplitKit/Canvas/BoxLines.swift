/// The characters borders and dividers are drawn with: Unicode box drawing, or ASCII
/// where the locale or the terminal cannot draw lines.
public struct BoxLines: Hashable, Sendable {
    /// ─ or -
    public let horizontal: Glyph
    /// │ or |
    public let vertical: Glyph
    /// ┌ or +
    public let topLeft: Glyph
    /// ┐ or +
    public let topRight: Glyph
    /// └ or +
    public let bottomLeft: Glyph
    /// ┘ or +
    public let bottomRight: Glyph

    private init(_ characters: [String]) {
        let glyphs = characters.map { Glyph(text: $0, width: 1) }
        horizontal = glyphs[0]
        vertical = glyphs[1]
        topLeft = glyphs[2]
        topRight = glyphs[3]
        bottomLeft = glyphs[4]
        bottomRight = glyphs[5]
    }

    /// Single Unicode lines.
    public static let unicode = BoxLines(["─", "│", "┌", "┐", "└", "┘"])
    /// Plain ASCII.
    public static let ascii = BoxLines(["-", "|", "+", "+", "+", "+"])
}
