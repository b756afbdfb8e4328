extension TextMetrics {
    /// At most `width` columns of `string`, cut at the start when too long ("…noble gas"),
    /// for text whose end matters most, such as a navigation path.
    public static func truncateHead(_ string: String, toWidth width: Int) -> [Glyph] {
        let glyphs = Glyph.glyphs(of: string)
        guard width > 0 else { return [] }
        if glyphs.width <= width { return glyphs }
        var kept: [Glyph] = []
        var used = 1
        for glyph in glyphs.reversed() {
            if used + glyph.width > width { break }
            kept.append(glyph)
            used += glyph.width
        }
        return [ellipsis] + kept.reversed()
    }
}
