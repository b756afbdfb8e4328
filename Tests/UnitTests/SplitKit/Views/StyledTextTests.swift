import Testing
@testable import SplitKit

@MainActor
@Suite("Styled text")
struct StyledTextTests {
    private let theme = Theme()
    private let subject = StyledText("Subject: ", appearance: .role(.label)) + StyledText("Lunch on Friday at the usual place")

    /// The lines' text.
    private func texts(_ lines: [StyledLine]) -> [String] {
        lines.map { $0.runs.flatMap(\.glyphs).map(\.text).joined() }
    }

    @Test("it wraps where the same plain string wraps, across runs, keeping each run's style")
    func wrapsLikePlainText() {
        let lines = subject.lines(toWidth: 16, theme: theme)
        #expect(texts(lines) == TextMetrics.wrap(subject.string, toWidth: 16).map { $0.map(\.text).joined() })
        #expect(texts(lines) == ["Subject: Lunch", "on Friday at the", "usual place"])
        #expect(lines[0].runs.map(\.style) == [theme.label, theme.text])
        #expect(lines[0].runs[0].glyphs.count == 9, "the label's run ends with its space")
        #expect(lines[1].runs.map(\.style) == [theme.text])
    }

    @Test("a newline in any run starts a paragraph; its indent hangs in the style of its first glyph")
    func paragraphs() {
        let text = StyledText("a\r\n", appearance: .role(.notice)) + StyledText("  b c d e", appearance: .role(.label, .underline))
        let lines = text.lines(toWidth: 7, theme: theme)
        #expect(texts(lines) == ["a", "  b c d", "  e"])
        #expect(lines[0].runs.map(\.style) == [theme.notice])
        #expect(lines[2].runs.map(\.style) == [theme.label.adding(.underline)])
    }

    @Test("a limit keeps that many lines; the last runs on and is cut as the line break mode says",
          arguments: [(LineBreakMode.byWordWrapping, "Subject: Lunch"), (.byClipping, "Subject: Lunch o"),
                      (.byTruncatingTail, "Subject: Lunch …"), (.byTruncatingHead, "…the usual place"),
                      (.byTruncatingMiddle, "Subje…sual place"), (.byCharWrapping, "Subject: Lunch o")])
    func limit(mode: LineBreakMode, expected: String) {
        let lines = subject.lines(toWidth: 16, theme: theme, limit: 1, lineBreakMode: mode)
        #expect(texts(lines) == [expected])
        #expect(lines[0].width <= 16)
    }

    @Test("cut at the head or in the middle, each side keeps its style and the ellipsis takes the first it replaces")
    func truncatedStyles() {
        let head = subject.lines(toWidth: 16, theme: theme, limit: 1, lineBreakMode: .byTruncatingHead)
        #expect(head[0].runs.map(\.style) == [theme.label, theme.text] && texts([head[0]]) == ["…the usual place"])
        #expect(head[0].runs[0].glyphs.count == 1)
        let middle = subject.lines(toWidth: 16, theme: theme, limit: 1, lineBreakMode: .byTruncatingMiddle)
        #expect(middle[0].runs.map(\.style) == [theme.label, theme.text] && middle[0].runs[0].glyphs.count == 6)
        let short = StyledText("short\nmore")
        #expect(texts(short.lines(toWidth: 10, theme: theme, limit: 1, lineBreakMode: .byTruncatingMiddle)) == ["short…"],
                "a paragraph left out is marked at the end")
    }

    @Test("character wrapping breaks wherever a line is full, mid-word and before wide characters")
    func charWrapping() {
        #expect(texts(subject.lines(toWidth: 16, theme: theme, lineBreakMode: .byCharWrapping))
                == ["Subject: Lunch o", "n Friday at the ", "usual place"])
        let wide = StyledText("ab日本")
        #expect(texts(wide.lines(toWidth: 3, theme: theme, lineBreakMode: .byCharWrapping)) == ["ab", "日", "本"])
        #expect(texts(subject.lines(toWidth: 16, theme: theme, limit: 2, lineBreakMode: .byCharWrapping))
                == ["Subject: Lunch o", "n Friday at the "])
    }

    @Test("truncating marks text left out in a later paragraph, and does nothing when all of it shows")
    func truncatingParagraphs() {
        let text = StyledText("short\nmore")
        #expect(texts(text.lines(toWidth: 10, theme: theme, limit: 1, lineBreakMode: .byTruncatingTail)) == ["short…"])
        #expect(texts(text.lines(toWidth: 10, theme: theme, limit: 2, lineBreakMode: .byTruncatingTail)) == ["short", "more"])
        let trailing = StyledText("short\n\n")
        #expect(texts(trailing.lines(toWidth: 10, theme: theme, limit: 1, lineBreakMode: .byTruncatingTail)) == ["short"],
                "blank lines at the end are nothing left out")
    }

    @Test("a fixed style ignores the theme; a role follows it")
    func appearances() {
        var dark = Theme()
        dark.text = Style(foreground: .white)
        let fixed = Style(foreground: .red, attributes: .italic)
        let text = StyledText("x", appearance: .style(fixed)) + "y"
        #expect(text.lines(toWidth: 5, theme: dark)[0].runs.map(\.style) == [fixed, dark.text])
    }

    @Test("no width, no lines; wide characters are never split")
    func edges() {
        #expect(subject.lines(toWidth: 0, theme: theme).isEmpty)
        let wide = StyledText("日本語", appearance: .role(.label))
        #expect(texts(wide.lines(toWidth: 3, theme: theme)) == ["日", "本", "語"])
        #expect(texts(wide.lines(toWidth: 5, theme: theme, limit: 1, lineBreakMode: .byTruncatingTail)) == ["日本…"])
    }
}
