extension TextMetrics {
    /// At most `width` columns of `string`, cut in the middle when too long: the start and
    /// the end stay, the end getting two thirds of the room ("cannot save /ho…changed on
    /// disk"). For a message, whose start says what failed and whose end says why.
    public static func truncateMiddle(_ string: String, toWidth width: Int) -> [Glyph] {
        let glyphs = Glyph.glyphs(of: string)
        guard width > 0 else { return [] }
        guard let (head, tail) = middleCut(glyphs, toWidth: width) else { return glyphs }
        return glyphs.prefix(head) + [ellipsis] + glyphs.suffix(tail)
    }

    /// How many glyphs from the start and from the end `truncateMiddle` keeps of `glyphs`,
    /// an ellipsis between them, in `width` columns (above 0); nil when they fit whole.
    static func middleCut(_ glyphs: [Glyph], toWidth width: Int) -> (head: Int, tail: Int)? {
        if glyphs.width <= width { return nil }
        let room = width - 1
        var tail = 0
        var tailWidth = 0
        for glyph in glyphs.reversed() {
            if tailWidth + glyph.width > room * 2 / 3 { break }
            tail += 1
            tailWidth += glyph.width
        }
        var head = 0
        var headWidth = 0
        for glyph in glyphs {
            if headWidth + glyph.width > room - tailWidth { break }
            head += 1
            headWidth += glyph.width
        }
        return (head, tail)
    }
}
