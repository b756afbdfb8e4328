/// Measuring, truncating and wrapping text in terminal columns. All of it works on
/// glyphs, so a wide character is never split and widths agree with ncurses.
public enum TextMetrics {
    /// The ellipsis put where text was cut.
    public static let ellipsis = Glyph(text: "…", width: 1)

    /// Columns `string` takes once made safe to print. Printable ASCII, most names and
    /// values, is counted without making glyphs.
    public static func width(of string: String) -> Int {
        let plain = string.utf8.withContiguousStorageIfAvailable(isPrintableASCII)
        return plain == true ? string.utf8.count : Glyph.glyphs(of: string).width
    }

    /// At most `width` columns of `glyphs`; when cut, the last column shows an ellipsis.
    public static func truncate(_ glyphs: [Glyph], toWidth width: Int) -> [Glyph] {
        var kept = glyphs
        truncate(&kept, toWidth: width)
        return kept
    }

    /// Cuts `glyphs` in place to at most `width` columns, as `truncate(_:toWidth:)` does:
    /// a buffer used again for every label costs no array each.
    package static func truncate(_ glyphs: inout [Glyph], toWidth width: Int) {
        guard width > 0 else {
            glyphs.removeAll(keepingCapacity: true)
            return
        }
        var used = 0
        var end = 0
        while end < glyphs.count && used + glyphs[end].width <= width {
            used += glyphs[end].width
            end += 1
        }
        if end == glyphs.count { return }
        // Room for the ellipsis.
        while end > 0 && used + 1 > width {
            end -= 1
            used -= glyphs[end].width
        }
        glyphs.removeSubrange(end...)
        glyphs.append(ellipsis)
    }

    /// How `truncate(_:toWidth:)` cuts text whose bytes up to index `width` (all that a cut
    /// to `width` columns reads) are printable ASCII: each of them is then a glyph of one
    /// column without marks (anything that could join one follows the byte at `width`,
    /// which a cut never shows), and the text is cut exactly when it has more than `width`
    /// bytes. Returns the bytes shown, whether an ellipsis follows them, and the columns
    /// the two take; nil for any other text or no room.
    static func asciiCut(_ bytes: UnsafeBufferPointer<UInt8>,
                         toWidth width: Int) -> (shown: Int, isCut: Bool, columns: Int)? {
        guard width > 0, isPrintableASCII(UnsafeBufferPointer(rebasing: bytes.prefix(width + 1))) else { return nil }
        return bytes.count <= width ? (bytes.count, false, bytes.count) : (width - 1, true, width)
    }

    /// Columns `string` takes truncated to `width` (as `truncate(_:toWidth:)` cuts it);
    /// printable ASCII is measured from its bytes (`asciiCut`), without making glyphs.
    package static func width(of string: String, truncatedTo width: Int) -> Int {
        guard width > 0 else { return 0 }
        let ascii: Int?? = string.utf8.withContiguousStorageIfAvailable { asciiCut($0, toWidth: width)?.columns }
        return (ascii ?? nil) ?? truncate(string, toWidth: width).width
    }

    /// The glyphs of `string` truncated to `width` columns.
    public static func truncate(_ string: String, toWidth width: Int) -> [Glyph] {
        truncate(prefixGlyphs(of: string, columns: width + 1), toWidth: width)
    }

    /// Only as many glyphs of `string` as cover `columns`, without measuring the rest:
    /// drawing a 10 MB field in a list row costs what the row shows.
    static func prefixGlyphs(of string: String, columns: Int) -> [Glyph] {
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(min(columns, 256))
        Glyph.appendGlyphs(of: string[...], to: &glyphs, columns: columns)
        return glyphs
    }
}
