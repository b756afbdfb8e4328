extension TextMetrics {
    /// At most `width` columns of `string`, cut at the start when too long ("…noble gas"),
    /// for text whose end matters most, such as a navigation path.
    public static func truncateHead(_ string: String, toWidth width: Int) -> [Glyph] {
        let glyphs = Glyph.glyphs(of: string)
        guard width > 0 else { return [] }
        guard let kept = headCut(glyphs, toWidth: width) else { return glyphs }
        return [ellipsis] + glyphs.suffix(kept)
    }

    /// How many glyphs from the end `truncateHead` keeps of `glyphs`, an ellipsis before
    /// them, in `width` columns (above 0); nil when they fit whole.
    static func headCut(_ glyphs: [Glyph], toWidth width: Int) -> Int? {
        if glyphs.width <= width { return nil }
        var kept = 0
        var used = 1
        for glyph in glyphs.reversed() {
            if used + glyph.width > width { break }
            kept += 1
            used += glyph.width
        }
        return kept
    }
}
