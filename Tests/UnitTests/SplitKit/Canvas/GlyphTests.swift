import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@Suite("Glyphs: widths and untrusted text")
struct GlyphTests {
    private func texts(_ string: String) -> [String] { Glyph.glyphs(of: string).map(\.text) }

    @Test("ASCII, CJK and emoji widths agree with wcwidth")
    func widths() {
        #expect(TextMetrics.width(of: "abc") == 3)
        #expect(TextMetrics.width(of: "日本語") == 6)
        #expect(TextMetrics.width(of: "🙂") == 2)
        #expect(TextMetrics.width(of: "é") == 1, "precomposed")
        #expect(TextMetrics.width(of: "e\u{301}") == 1, "combining accent stays on its letter")
        #expect(texts("e\u{301}") == ["e\u{301}"])
    }

    @Test("control characters are shown in caret notation, never passed through")
    func controls() {
        #expect(texts("a\u{1b}[31mb") == ["a", "^", "[", "[", "3", "1", "m", "b"])
        #expect(texts("\u{7}\u{0}\u{7f}") == ["^", "G", "^", "@", "^", "?"])
        #expect(texts("\t") == ["^", "I"])
    }

    @Test("C1 controls and bidi overrides are shown in hex")
    func c1AndBidi() {
        #expect(texts("\u{9b}").joined() == "\\x9b")
        #expect(texts("\u{202e}").joined() == "\\u202e")
        #expect(texts("\u{2067}").joined() == "\\u2067")
    }

    @Test("no glyph ever contains a control character")
    func nothingUnsafeSurvives() {
        var string = ""
        for value in 0..<0x300 { if let scalar = Unicode.Scalar(value) { string.unicodeScalars.append(scalar) } }
        string += "\u{202a}\u{202b}\u{202c}\u{202d}\u{202e}\u{2066}\u{2067}\u{2068}\u{2069}\u{200e}\u{200f}"
        for glyph in Glyph.glyphs(of: string) {
            for scalar in glyph.text.unicodeScalars {
                #expect(scalar.value >= 0x20 && scalar.value != 0x7f && !(0x80..<0xa0).contains(scalar.value))
                #expect(![0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069].contains(scalar.value))
            }
            #expect(glyph.width == 1 || glyph.width == 2)
        }
    }

    @Test("ZWJ sequences and variation selectors become separate, measurable glyphs")
    func emojiSequences() {
        let family = Glyph.glyphs(of: "👨\u{200d}👩\u{200d}👧")
        #expect(family.map(\.text) == ["👨", "👩", "👧"])
        #expect(family.width == 6)
        #expect(Glyph.glyphs(of: "❤\u{fe0f}").map(\.text) == ["❤"])
    }

    @Test("a combining mark with nothing to sit on gets a dotted circle")
    func orphanMark() {
        #expect(texts("\u{301}x") == ["\u{25cc}\u{301}", "x"])
    }
}

@Suite("Text metrics: truncation and wrapping")
struct TextMetricsTests {
    private func string(_ glyphs: [Glyph]) -> String { glyphs.map(\.text).joined() }

    @Test("truncation adds an ellipsis and never splits a wide glyph")
    func truncation() {
        #expect(string(TextMetrics.truncate("Hydrogen", toWidth: 8)) == "Hydrogen")
        #expect(string(TextMetrics.truncate("Hydrogen", toWidth: 5)) == "Hydr…")
        #expect(string(TextMetrics.truncate("日本語テキスト", toWidth: 6)) == "日本…")
        #expect(TextMetrics.truncate("日本語テキスト", toWidth: 6).width <= 6)
        #expect(string(TextMetrics.truncate("日本語", toWidth: 1)) == "…")
        #expect(TextMetrics.truncate("abc", toWidth: 0).isEmpty)
    }

    /// What a right-aligned status and a centred title rely on: the width measured is the
    /// truncated glyphs' width, and cutting again to that width changes nothing.
    @Test("a string's truncated width, ASCII or not, is its truncated glyphs' width, and cutting to it cuts the same")
    func truncatedWidth() {
        let texts = ["", "Ab", "Hydrogen gas", "日本語テキスト", "ab日c", "x\u{301}yz", "naïve café", "🙂🙂🙂", "tab\there"]
        for text in texts {
            for width in 0..<16 {
                let truncated = TextMetrics.truncate(text, toWidth: width)
                let measured = TextMetrics.width(of: text, truncatedTo: width)
                #expect(measured == truncated.width, "\(text.debugDescription) to \(width)")
                #expect(TextMetrics.truncate(text, toWidth: measured) == truncated, "\(text.debugDescription) to \(width)")
            }
        }
    }

    @Test("truncating a huge string costs only what is shown")
    func hugeField() {
        let huge = String(repeating: "x", count: 10_000_000)
        let glyphs = TextMetrics.truncate(huge, toWidth: 30)
        #expect(glyphs.width == 30)
        #expect(glyphs.last?.text == "…")
    }

    @Test("wrapping breaks at spaces, keeps newlines, breaks long words")
    func wrapping() {
        let lines = TextMetrics.wrap("the quick brown fox\njumps", toWidth: 10).map(string)
        #expect(lines == ["the quick", "brown fox", "jumps"])
        #expect(TextMetrics.wrap("abcdefghijkl", toWidth: 5).map(string) == ["abcde", "fghij", "kl"])
        #expect(TextMetrics.wrap("", toWidth: 5).map(string) == [""])
    }

    @Test("wrapping never splits a wide glyph and never exceeds the width")
    func wrappingWide() {
        let lines = TextMetrics.wrap("日本語のテキストです", toWidth: 5)
        for line in lines { #expect(line.width <= 5) }
        #expect(lines.map(string).joined() == "日本語のテキストです")
    }

    @Test("continuation lines keep a paragraph's indentation")
    func hangingIndent() {
        let lines = TextMetrics.wrap("  aaa bbb ccc", toWidth: 8).map(string)
        #expect(lines == ["  aaa", "  bbb", "  ccc"])
    }
}
