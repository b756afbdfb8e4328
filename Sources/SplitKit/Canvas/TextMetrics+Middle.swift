extension TextMetrics {
    /// At most `width` columns of `string`, cut in the middle when too long: the start and
    /// the end stay, the end getting two thirds of the room ("cannot save /ho…changed on
    /// disk"). For a message, whose start says what failed and whose end says why.
    public static func truncateMiddle(_ string: String, toWidth width: Int) -> [Glyph] {
        let glyphs = Glyph.glyphs(of: string)
        guard width > 0 else { return [] }
        if glyphs.width <= width { return glyphs }
        let room = width - 1
        var tail: [Glyph] = []
        var tailWidth = 0
        for glyph in glyphs.reversed() {
            if tailWidth + glyph.width > room * 2 / 3 { break }
            tail.append(glyph)
            tailWidth += glyph.width
        }
        var head: [Glyph] = []
        var headWidth = 0
        for glyph in glyphs {
            if headWidth + glyph.width > room - tailWidth { break }
            head.append(glyph)
            headWidth += glyph.width
        }
        return head + [ellipsis] + tail.reversed()
    }
}
