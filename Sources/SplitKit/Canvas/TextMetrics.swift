/// Measuring, truncating and wrapping text in terminal columns. All of it works on
/// glyphs, so a wide character is never split and widths agree with ncurses.
public enum TextMetrics {
    /// The ellipsis put where text was cut.
    public static let ellipsis = Glyph(text: "…", width: 1)

    /// Columns `string` takes once made safe to print.
    public static func width(of string: String) -> Int { Glyph.glyphs(of: string).width }

    /// At most `width` columns of `glyphs`; when cut, the last column shows an ellipsis.
    public static func truncate(_ glyphs: [Glyph], toWidth width: Int) -> [Glyph] {
        guard width > 0 else { return [] }
        var used = 0
        var end = 0
        while end < glyphs.count && used + glyphs[end].width <= width {
            used += glyphs[end].width
            end += 1
        }
        if end == glyphs.count { return glyphs }
        var kept = Array(glyphs[..<end])
        while !kept.isEmpty && kept.width + 1 > width { kept.removeLast() }
        kept.append(ellipsis)
        return kept
    }

    /// The glyphs of `string` truncated to `width` columns.
    public static func truncate(_ string: String, toWidth width: Int) -> [Glyph] {
        truncate(prefixGlyphs(of: string, columns: width + 1), toWidth: width)
    }

    /// Lines of at most `width` columns: paragraphs split at newlines, words wrapped at
    /// spaces, words longer than a line broken between glyphs. Leading indentation of a
    /// paragraph is kept on its continuation lines, so nested values stay readable.
    public static func wrap(_ string: String, toWidth width: Int) -> [[Glyph]] {
        guard width > 0 else { return [] }
        var lines: [[Glyph]] = []
        var glyphs: [Glyph] = []
        var text = string
        text.withUTF8 { bytes in
            var start = 0
            while true {
                // Split at line feeds byte by byte: splitting by Character would cost a grapheme
                // break test per character, and would not split at "\r\n" (one Character).
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                let stop = end > start && bytes[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
                glyphs.removeAll(keepingCapacity: true)
                glyphs.reserveCapacity(stop - start)
                Glyph.appendGlyphs(ofUTF8: UnsafeBufferPointer(rebasing: bytes[start..<stop]), to: &glyphs, columns: Int.max)
                wrapParagraph(glyphs, toWidth: width, into: &lines)
                guard end < bytes.count else { break }
                start = end + 1
            }
        }
        return lines
    }

    /// Only as many glyphs of `string` as cover `columns`, without measuring the rest:
    /// drawing a 10 MB field in a list row costs what the row shows.
    static func prefixGlyphs(of string: String, columns: Int) -> [Glyph] {
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(min(columns, 256))
        Glyph.appendGlyphs(of: string[...], to: &glyphs, columns: columns)
        return glyphs
    }

    private static func wrapParagraph(_ glyphs: [Glyph], toWidth width: Int, into lines: inout [[Glyph]]) {
        if glyphs.isEmpty {
            lines.append([])
            return
        }
        let indent = glyphs.prefix { $0.isSpace }.count
        let hang = indent < width / 2 ? indent : 0
        /// A line starting `indent` blanks in, with room for what is left from `index` (a line at most).
        func newLine(at index: Int, indent: Int) -> [Glyph] {
            var line: [Glyph] = []
            line.reserveCapacity(min(width, indent + glyphs.count - index))
            line.append(contentsOf: repeatElement(Glyph.space, count: indent))
            return line
        }
        var line = newLine(at: 0, indent: 0)
        var lineWidth = 0
        var index = 0
        var first = true
        while index < glyphs.count {
            // The next word (with the spaces before it).
            var end = index
            while end < glyphs.count && glyphs[end].isSpace { end += 1 }
            while end < glyphs.count && !glyphs[end].isSpace { end += 1 }
            let word = glyphs[index..<end]
            let wordWidth = word.reduce(0) { $0 + $1.width }
            if lineWidth + wordWidth <= width {
                line.append(contentsOf: word)
                lineWidth += wordWidth
                index = end
                continue
            }
            let trimmed = word.drop { $0.isSpace }
            if lineWidth > (first ? 0 : hang) {
                lines.append(line)
                first = false
                line = newLine(at: index, indent: hang)
                lineWidth = hang
                // A word that fits on a fresh line goes there whole.
                if lineWidth + trimmed.reduce(0, { $0 + $1.width }) <= width {
                    line.append(contentsOf: trimmed)
                    lineWidth += trimmed.reduce(0) { $0 + $1.width }
                    index = end
                    continue
                }
            }
            // Break the word between glyphs.
            var position = trimmed.startIndex
            while position < trimmed.endIndex {
                let glyph = trimmed[position]
                if lineWidth + glyph.width > width {
                    lines.append(line)
                    first = false
                    line = newLine(at: position, indent: hang)
                    lineWidth = hang
                    if glyph.width > width - hang { lineWidth = width } // cannot fit: skip below
                }
                if lineWidth + glyph.width <= width {
                    line.append(glyph)
                    lineWidth += glyph.width
                }
                position += 1
            }
            index = end
        }
        lines.append(line)
    }
}
