extension TextMetrics {
    /// One wrapped line, without its glyphs: `indent` blanks (a paragraph's hanging indent),
    /// then the glyphs `start..<end` of what was wrapped. Counting lines, or drawing the few
    /// that show, from these costs no array a line.
    package struct WrappedLine: Equatable {
        /// The first glyph on the line.
        package var start: Int
        /// Past the last glyph on the line.
        package var end: Int
        /// Blanks before the glyphs.
        package var indent: Int
    }

    /// Lines of at most `width` columns: paragraphs split at newlines, words wrapped at
    /// spaces, words longer than a line broken between glyphs. Leading indentation of a
    /// paragraph is kept on its continuation lines, so nested values stay readable.
    public static func wrap(_ string: String, toWidth width: Int) -> [[Glyph]] {
        guard width > 0 else { return [] }
        var result: [[Glyph]] = []
        var text = string
        text.withUTF8 { bytes in
            var lines: [WrappedLine] = []
            var glyphs: [Glyph] = []
            let isASCII = wrap(utf8: bytes, toWidth: width, into: &lines, glyphs: &glyphs)
            result.reserveCapacity(lines.count)
            for line in lines {
                var glyphLine = [Glyph](repeating: Glyph.space, count: line.indent + line.end - line.start)
                glyphLine.withUnsafeMutableBufferPointer { glyphLine in
                    for index in line.start..<line.end {
                        glyphLine[line.indent + index - line.start] = isASCII
                            ? Glyph(scalar: UInt32(bytes[index]), width: 1) : glyphs[index]
                    }
                }
                result.append(glyphLine)
            }
        }
        return result
    }

    /// Wraps UTF-8 `bytes` (see `wrap(_:toWidth:)`) to `width` (above 0), appending its
    /// lines to `lines`. Returns true when the text is plain ASCII: its lines then index
    /// `bytes`, a glyph a byte, and nothing is measured. Otherwise the text's glyphs are
    /// appended to `glyphs`, and its lines index that.
    package static func wrap(utf8 bytes: UnsafeBufferPointer<UInt8>, toWidth width: Int, into lines: inout [WrappedLine],
                     glyphs: inout [Glyph]) -> Bool {
        if isPlainASCII(bytes) {
            let text = ASCIIText(bytes: bytes)
            forEachParagraph(of: bytes) { wrapParagraph(text, $0, toWidth: width, into: &lines) }
            return true
        }
        glyphs.reserveCapacity(glyphs.count + bytes.count)
        forEachParagraph(of: bytes) { paragraph in
            let start = glyphs.count
            Glyph.appendGlyphs(ofUTF8: UnsafeBufferPointer(rebasing: bytes[paragraph]), to: &glyphs, columns: Int.max)
            glyphs.withUnsafeBufferPointer {
                wrapParagraph(GlyphText(glyphs: $0), start..<$0.count, toWidth: width, into: &lines)
            }
        }
        return false
    }

    /// Wraps `glyphs`, one paragraph (no line breaks in it), to `width` (above 0) as
    /// `wrap(_:toWidth:)` wraps each paragraph, appending its lines, which index `glyphs`,
    /// to `lines`: how styled text (`StyledText`) wraps.
    package static func wrapParagraph(_ glyphs: UnsafeBufferPointer<Glyph>, toWidth width: Int,
                                      into lines: inout [WrappedLine]) {
        wrapParagraph(GlyphText(glyphs: glyphs), 0..<glyphs.count, toWidth: width, into: &lines)
    }

    /// Whether `bytes` hold only printable ASCII and line breaks (`\n`, `\r\n`): text whose
    /// every byte is a glyph one column wide once split into paragraphs.
    static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while true {
            index = printableASCIIPrefix(of: bytes, from: index)
            if index == bytes.count { return true }
            if bytes[index] == UInt8(ascii: "\n") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "\r") && index + 1 < bytes.count
                        && bytes[index + 1] == UInt8(ascii: "\n") {
                index += 2
            } else {
                return false
            }
        }
    }

    /// Whether `bytes` are all printable ASCII (a space to a tilde): a glyph a byte.
    package static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        printableASCIIPrefix(of: bytes, from: 0) == bytes.count
    }

    /// Where the printable ASCII starting at `start` ends: looked at eight bytes at a time.
    private static func printableASCIIPrefix(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            while index + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                // Some byte is below 0x20 (the first), or 0x7f and above (the second).
                let below = (word &- ones &* 0x20) & ~word & highs
                let above = (word | (word &+ ones)) & highs
                if below | above != 0 { break }
                index += 8
            }
        }
        while index < bytes.count && bytes[index] >= 0x20 && bytes[index] <= 0x7e { index += 1 }
        return index
    }

    /// Makes `glyphs` the glyphs of plain ASCII `bytes` (see `isPlainASCII`), a glyph a
    /// byte, in the storage it has: one buffer serves every line drawn.
    package static func setASCII(_ glyphs: inout [Glyph], to bytes: UnsafeBufferPointer<UInt8>) {
        if glyphs.count > bytes.count {
            glyphs.removeSubrange(bytes.count...)
        } else if glyphs.count < bytes.count {
            glyphs.append(contentsOf: repeatElement(Glyph.space, count: bytes.count - glyphs.count))
        }
        glyphs.withUnsafeMutableBufferPointer { glyphs in
            for index in 0..<bytes.count { glyphs[index] = Glyph(scalar: UInt32(bytes[index]), width: 1) }
        }
    }

    /// Calls `body` with the byte range of each paragraph of `bytes`: split at line feeds
    /// byte by byte (by Character would cost a grapheme break test each, and would not split
    /// at "\r\n", one Character), a carriage return before the line feed dropped.
    private static func forEachParagraph(of bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
        var start = 0
        while true {
            var end = start
            while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            let stop = end > start && bytes[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
            body(start..<stop)
            guard end < bytes.count else { return }
            start = end + 1
        }
    }

    /// Wraps the glyphs `range` of `text`, one paragraph, appending its lines to `lines`.
    private static func wrapParagraph<Text: WrappableText>(_ text: Text, _ range: Range<Int>, toWidth width: Int,
                                                            into lines: inout [WrappedLine]) {
        var indent = 0
        while range.lowerBound + indent < range.upperBound && text.isSpace(range.lowerBound + indent) { indent += 1 }
        let hang = indent < width / 2 ? indent : 0
        var line = WrappedLine(start: range.lowerBound, end: range.lowerBound, indent: 0)
        var lineWidth = 0
        var index = range.lowerBound
        var first = true
        while index < range.upperBound {
            // The next word, with the spaces before it.
            var end = index
            var spacesWidth = 0
            while end < range.upperBound && text.isSpace(end) {
                spacesWidth += text.width(end)
                end += 1
            }
            let wordStart = end
            var wordWidth = 0
            while end < range.upperBound && !text.isSpace(end) {
                wordWidth += text.width(end)
                end += 1
            }
            if lineWidth + spacesWidth + wordWidth <= width {
                if line.start == line.end { line.start = index }
                line.end = end
                lineWidth += spacesWidth + wordWidth
                index = end
                continue
            }
            // It does not fit: the spaces before it go, and it starts a line unless the
            // line holds nothing yet.
            if lineWidth > (first ? 0 : hang) {
                lines.append(line)
                first = false
                line = WrappedLine(start: wordStart, end: wordStart, indent: hang)
                lineWidth = hang
                // A word that fits on a fresh line goes there whole.
                if lineWidth + wordWidth <= width {
                    line.end = end
                    lineWidth += wordWidth
                    index = end
                    continue
                }
            }
            // Break the word between glyphs; one too wide for any line is left out.
            var position = wordStart
            while position < end {
                let glyphWidth = text.width(position)
                if lineWidth + glyphWidth > width {
                    lines.append(line)
                    first = false
                    line = WrappedLine(start: position, end: position, indent: hang)
                    lineWidth = glyphWidth > width - hang ? width : hang
                }
                if lineWidth + glyphWidth <= width {
                    if line.start == line.end { line.start = position }
                    line.end = position + 1
                    lineWidth += glyphWidth
                }
                position += 1
            }
            index = end
        }
        lines.append(line)
    }
}

/// Text being wrapped, seen glyph by glyph: where it may break and how wide each glyph is.
private protocol WrappableText {
    /// Whether glyph `index` is a plain space, where a line may break.
    func isSpace(_ index: Int) -> Bool
    /// Columns glyph `index` takes.
    func width(_ index: Int) -> Int
}

/// Plain ASCII (see `TextMetrics.isPlainASCII`): a glyph a byte, a column each.
private struct ASCIIText: WrappableText {
    let bytes: UnsafeBufferPointer<UInt8>
    func isSpace(_ index: Int) -> Bool { bytes[index] == UInt8(ascii: " ") }
    func width(_ index: Int) -> Int { 1 }
}

/// Any text, as its glyphs.
private struct GlyphText: WrappableText {
    let glyphs: UnsafeBufferPointer<Glyph>
    func isSpace(_ index: Int) -> Bool { glyphs[index].isSpace }
    func width(_ index: Int) -> Int { glyphs[index].width }
}
