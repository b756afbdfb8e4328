import SeededRandom
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// Wrapping and measuring as the detail counts and draws them (as glyph ranges, ASCII
/// without glyphs), held to the glyph-array algorithm they replaced, kept here as
/// `Reference`.
@Suite("Wrapping: line ranges, ASCII fast paths")
struct WrappingTests {
    /// Texts that reach every branch: ASCII, wide CJK, combining marks, long words, empty
    /// values and paragraphs, indents, controls, line endings.
    static let samples = [
        "", " ", "a", "the quick brown fox jumps over the lazy dog", "abcdefghijklmnopqrstuvwxyz0123456789",
        "  indented paragraph that wraps onto several lines", "        deep indent beyond half the width here",
        "one\ntwo\n\nthree\n", "windows\r\nline\r\nends\r\n", "lone\rcarriage", "trailing\r",
        "tab\there and\u{1b}[31m escape", "日本語のテキストです 日本語 のテキ ストです", "e\u{301}te\u{301} cafe\u{301} naïve",
        "\u{301}leading mark", "mixed 日本 ascii e\u{301} words 🙂 emoji", "a  b   c    d     e", "   ",
        "x\u{200d}y zero\u{200b}width", "\u{202e}bidi\u{7f}del\u{9b}c1", "supercalifragilisticexpialidocious word",
        String(repeating: "word ", count: 60), String(repeating: "日", count: 40), "end with space ",
    ]

    @Test("wrap gives the lines the glyph-array algorithm gave", arguments: [1, 2, 3, 4, 5, 7, 8, 10, 13, 20, 40, 79])
    func wrapMatchesReference(width: Int) {
        for text in WrappingTests.samples {
            #expect(TextMetrics.wrap(text, toWidth: width) == Reference.wrap(text, toWidth: width),
                    "\(text.debugDescription) at \(width)")
        }
    }

    @Test("wrap matches on random text of spaces, ASCII, wide and combining characters")
    func wrapMatchesReferenceOnRandomText() {
        var random = SeededGenerator(seed: 7)
        let pieces = ["a", "b", "xyz", " ", " ", "  ", "\n", "\r\n", "日", "本", "e\u{301}", "\u{301}", "\t", "🙂", "é"]
        for _ in 0..<400 {
            let text = (0..<random.below(60)).map { _ in random.pick(pieces) }.joined()
            let width = 1 + random.below(24)
            #expect(TextMetrics.wrap(text, toWidth: width) == Reference.wrap(text, toWidth: width),
                    "\(text.debugDescription) at \(width)")
        }
    }

    @Test("the line count from ranges equals the lines made, and ASCII needs no glyphs", arguments: [1, 2, 3, 4, 5, 7, 8, 10, 13, 20, 40, 79])
    func countEqualsLines(width: Int) {
        for text in WrappingTests.samples {
            var copy = text
            copy.withUTF8 { bytes in
                var lines: [TextMetrics.WrappedLine] = []
                var glyphs: [Glyph] = []
                let isASCII = TextMetrics.wrap(utf8: bytes, toWidth: width, into: &lines, glyphs: &glyphs)
                #expect(lines.count == TextMetrics.wrap(text, toWidth: width).count)
                #expect(isASCII == WrappingTests.isPlain(text), "\(text.debugDescription)")
                if isASCII { #expect(glyphs.isEmpty) }
                for line in lines {
                    #expect(line.start <= line.end && line.end <= (isASCII ? bytes.count : glyphs.count))
                }
            }
        }
    }

    /// Printable ASCII but for line feeds, each alone or after a carriage return.
    static func isPlain(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        for (index, byte) in bytes.enumerated() where byte < 0x20 || byte > 0x7e {
            if byte == 0x0a { continue }
            if byte == 0x0d && index + 1 < bytes.count && bytes[index + 1] == 0x0a { continue }
            return false
        }
        return true
    }

    @Test("printable ASCII is told apart eight bytes at a time, at every position")
    func printableASCII() {
        for length in 0..<20 {
            for position in 0..<max(1, length) {
                for byte in UInt8(0)...UInt8(255) {
                    var bytes = [UInt8](repeating: UInt8(ascii: "m"), count: length)
                    if length > 0 { bytes[position] = byte }
                    let printable = bytes.allSatisfy { $0 >= 0x20 && $0 <= 0x7e }
                    bytes.withUnsafeBufferPointer { buffer in
                        #expect(TextMetrics.isPrintableASCII(buffer) == printable)
                        let plain = printable || (byte == 0x0a && length > 0)
                        #expect(TextMetrics.isPlainASCII(buffer) == plain)
                    }
                }
            }
        }
    }

    @Test("widths of names measured without glyphs agree with the glyphs")
    func widths() {
        for text in WrappingTests.samples + ["name", "year_discovered", "日本", "a\tb", "naïve"] {
            #expect(TextMetrics.width(of: text) == Glyph.glyphs(of: text).width, "\(text.debugDescription)")
        }
    }

    @Test("truncating in place cuts as truncating a copy did")
    func truncation() {
        for text in WrappingTests.samples {
            for width in 0..<12 {
                var glyphs = Glyph.glyphs(of: text)
                TextMetrics.truncate(&glyphs, toWidth: width)
                #expect(glyphs == Reference.truncate(Glyph.glyphs(of: text), toWidth: width))
                #expect(TextMetrics.truncate(text, toWidth: width) == glyphs)
            }
        }
    }
}

/// The algorithms the ranges replaced, as they were: glyph arrays a paragraph and a line.
enum Reference {
    static func truncate(_ glyphs: [Glyph], toWidth width: Int) -> [Glyph] {
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
        kept.append(TextMetrics.ellipsis)
        return kept
    }

    static func wrap(_ string: String, toWidth width: Int) -> [[Glyph]] {
        guard width > 0 else { return [] }
        var lines: [[Glyph]] = []
        let bytes = Array(string.utf8)
        var start = 0
        while true {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let stop = end > start && bytes[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
            let paragraph = String(decoding: bytes[start..<stop], as: UTF8.self)
            wrapParagraph(Glyph.glyphs(of: paragraph), toWidth: width, into: &lines)
            guard end < bytes.count else { break }
            start = end + 1
        }
        return lines
    }

    private static func wrapParagraph(_ glyphs: [Glyph], toWidth width: Int, into lines: inout [[Glyph]]) {
        if glyphs.isEmpty {
            lines.append([])
            return
        }
        let indent = glyphs.prefix { $0.isSpace }.count
        let hang = indent < width / 2 ? indent : 0
        var line: [Glyph] = []
        var lineWidth = 0
        var index = 0
        var first = true
        while index < glyphs.count {
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
                line = Array(repeating: Glyph.space, count: hang)
                lineWidth = hang
                if lineWidth + trimmed.reduce(0, { $0 + $1.width }) <= width {
                    line.append(contentsOf: trimmed)
                    lineWidth += trimmed.reduce(0) { $0 + $1.width }
                    index = end
                    continue
                }
            }
            var position = trimmed.startIndex
            while position < trimmed.endIndex {
                let glyph = trimmed[position]
                if lineWidth + glyph.width > width {
                    lines.append(line)
                    first = false
                    line = Array(repeating: Glyph.space, count: hang)
                    lineWidth = hang
                    if glyph.width > width - hang { lineWidth = width }
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
