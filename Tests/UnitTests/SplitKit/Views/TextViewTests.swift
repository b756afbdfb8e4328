import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@MainActor
@Suite("Text view")
struct TextViewTests {
    @Test("content is laid out once for a width and theme; another width lays it out again")
    func layoutKept() {
        var layouts: [Int] = []
        let content = StaticTextContent { width, _ in
            layouts.append(width)
            return [StyledLine(Glyph.glyphs(of: "w\(width)"), style: .plain)]
        }
        let theme = Theme()
        for width in [40, 40, 20, 20, 40] { _ = content.lines(width: width, theme: theme) }
        #expect(layouts == [40, 20, 40])
    }

    /// A text view showing `count` lines ("line 0", ...).
    private func lines(_ count: Int, _ name: String = "line") -> TextView.Layout {
        { _, _ in (0..<count).map { StyledLine(Glyph.glyphs(of: "\(name) \($0)"), style: .plain) } }
    }

    /// The size of the canvases below.
    private let size = Size(width: 20, height: 10)

    /// What `view` draws, laid out in a fresh canvas's bounds with `theme`.
    private func drawn(_ view: TextView, theme: Theme = Theme()) -> Canvas {
        var canvas = Canvas(size: size)
        view.layout(in: canvas.bounds, theme: theme)
        view.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: theme))
        return canvas
    }

    @Test("it draws the lines laid out, blanks below them in the text style; drawing moves nothing")
    func drawsWhatWasLaidOut() {
        let view = TextView(layout: lines(3))
        var inverse = Theme()
        inverse.text = Style(attributes: .reverse)
        let canvas = drawn(view, theme: inverse)
        #expect(canvas.text == "line 0\nline 1\nline 2" + String(repeating: "\n", count: 7))
        #expect(canvas[15, 8].style == inverse.text)
        view.setContent(lines(40, "new"))
        _ = view.perform(.pageDown)
        let paged = drawn(view)
        #expect(view.topLine == 9 && paged.text(ofRow: 0) == "new 9")
    }

    /// Fifty lines in the ten-row canvas: the last top line is 40.
    private func scrolled(_ moves: (TextView) -> Void) -> (view: TextView, canvas: Canvas) {
        let view = TextView(layout: lines(50))
        _ = drawn(view)
        moves(view)
        return (view, drawn(view))
    }

    @Test("End then any scroll before the next draw (keys in one read) lands on a line of the content",
          arguments: [(Action.moveUp, 39), (.pageUp, 31), (.halfPageUp, 35), (.moveDown, 40), (.pageDown, 40),
                      (.halfPageDown, 40), (.bottom, 40), (.top, 0)])
    func endThenScroll(action: Action, top: Int) {
        let (view, canvas) = scrolled { view in
            #expect(view.perform(.bottom))
            #expect(view.topLine == 40, "End is the last top line at once, not a marker resolved at the draw")
            #expect(view.perform(action))
            #expect(view.topLine == top)
        }
        #expect(view.topLine == top)
        #expect(canvas.text.split(separator: "\n").first?.hasPrefix("line \(top)") == true, "\(canvas.text)")
    }

    @Test("the wheel and scrolling to lines stay within the content, however far they go")
    func scrollClamped() {
        let (view, _) = scrolled { view in
            view.scroll(by: Int.max)
            #expect(view.topLine == 40)
            view.scroll(by: -3)
            #expect(view.topLine == 37)
            view.scroll(by: Int.min)
            #expect(view.topLine == 0)
            view.scrollToShow(1_000..<2_000)
            #expect(view.topLine == 40)
            view.scroll(by: 1)
            #expect(view.topLine == 40)
        }
        #expect(view.topLine == 40)
    }
}

@MainActor
@Suite("Text view's styled text")
struct TextViewStyledTextTests {
    @Test("attributed text wraps to the view's width, a bold label keeping its style; a content of lines replaces it")
    func attributedText() {
        let view = TextView()
        let theme = Theme()
        view.attributedText = StyledText("Subject: ", appearance: .role(.label, .underline)) + "Lunch on Friday at noon"
        var canvas = Canvas(size: Size(width: 16, height: 3))
        view.layout(in: canvas.bounds, theme: theme)
        view.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: theme))
        #expect(canvas.text == "Subject: Lunch\non Friday at\nnoon")
        #expect(canvas[0, 0].style == theme.label.adding(.underline) && canvas[9, 0].style == theme.text)
        #expect(view.text == "Subject: Lunch on Friday at noon")
        view.setContent { _, _ in [] }
        #expect(view.attributedText == nil && view.text == nil)
        view.text = "plain"
        #expect(view.attributedText == StyledText("plain"))
    }
}
