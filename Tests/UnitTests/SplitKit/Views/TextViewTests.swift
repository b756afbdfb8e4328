import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@MainActor
@Suite("Text view")
struct TextViewTests {
    @Test("the last two widths' layouts are kept; new content forgets them")
    func layoutCache() {
        var layouts: [Int] = []
        var content = StaticTextContent { width, _ in
            layouts.append(width)
            return [StyledLine(Glyph.glyphs(of: "w\(width)"), style: .plain)]
        }
        let theme = Theme()
        for width in [40, 20, 40, 20, 40] { _ = content.lines(width: width, theme: theme) }
        #expect(layouts == [40, 20], "rotating back and forth lays out each width once")
        _ = content.lines(width: 30, theme: theme)
        _ = content.lines(width: 40, theme: theme)
        #expect(layouts == [40, 20, 30, 40], "only two are kept")
        content = StaticTextContent { width, _ in
            layouts.append(-width)
            return []
        }
        _ = content.lines(width: 40, theme: theme)
        #expect(layouts.last == -40)
    }

    /// A text view showing `count` lines ("line 0", ...).
    private func lines(_ count: Int, _ name: String = "line") -> TextView.Layout {
        { _, _ in (0..<count).map { StyledLine(Glyph.glyphs(of: "\(name) \($0)"), style: .plain) } }
    }

    /// The size of the canvases below.
    private let size = Size(width: 20, height: 10)

    /// What a text view of `layout` draws on a fresh canvas with `theme`.
    private func fresh(_ layout: @escaping TextView.Layout, theme: Theme = Theme()) -> Canvas {
        var canvas = Canvas(size: size)
        TextView(layout: layout).draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: theme))
        return canvas
    }

    /// Gives `view` the content `layout` and draws it over `canvas` as the next frame: the
    /// damage of the frame before forgotten first, unless something drew this frame already.
    private func redraw(_ view: TextView, _ layout: @escaping TextView.Layout, on canvas: inout Canvas,
                        theme: Theme = Theme(), forgetting: Bool = true) {
        if forgetting { canvas.forgetDamage() }
        view.setContent(layout)
        view.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: theme))
    }

    @Test("new text in the same frame leaves the blank rows below both texts alone, as a fresh canvas has them")
    func blankRowsKept() {
        let view = TextView()
        var canvas = Canvas(size: size)
        redraw(view, lines(5), on: &canvas)
        redraw(view, lines(3, "new"), on: &canvas)
        #expect(canvas == fresh(lines(3, "new")))
        #expect((0..<5).allSatisfy { canvas.damagedColumns(ofRow: $0) != nil }, "the old text's rows are cleared")
        #expect((5..<10).allSatisfy { canvas.damagedColumns(ofRow: $0) == nil }, "rows blank before and after are left")
        redraw(view, lines(7, "more"), on: &canvas)
        #expect(canvas == fresh(lines(7, "more")))
        #expect((7..<10).allSatisfy { canvas.damagedColumns(ofRow: $0) == nil })
    }

    @Test("back in the frame of the draw before the last, over that draw's canvas, the text is kept as it is")
    func keptOverTheFrameBefore() {
        let view = TextView(layout: lines(3))
        let context = DrawContext(theme: Theme())
        var wide = Canvas(size: size)
        view.draw(in: &wide, frame: wide.bounds, context: context)
        wide.forgetDamage()
        var narrow = Canvas(size: Size(width: 12, height: 10))
        view.draw(in: &narrow, frame: narrow.bounds, context: context)
        view.draw(in: &wide, frame: wide.bounds, context: context)
        #expect(!wide.isDamaged && wide == fresh(lines(3)), "kept, and right")
        var cleared = Canvas(size: size)
        view.draw(in: &cleared, frame: cleared.bounds, context: context)
        #expect(cleared == fresh(lines(3)), "over a canvas cleared since, drawn again")
        view.setContent(lines(2, "new"))
        view.draw(in: &narrow, frame: narrow.bounds, context: context)
        wide.forgetDamage()
        view.draw(in: &wide, frame: wide.bounds, context: context)
        #expect(wide == fresh(lines(2, "new")), "new content since: drawn again")
    }

    @Test("blank rows are filled again after something drew over the frame, or in another text style")
    func blankRowsFilledWhenNotBlank() {
        let view = TextView()
        var canvas = Canvas(size: size)
        redraw(view, lines(3), on: &canvas)
        // Drawn over in this frame, before the text view draws (as a view drawn earlier in the frame would).
        canvas.forgetDamage()
        canvas.draw("over", at: Point(x: 0, y: 8), style: Theme().selection, clip: canvas.bounds)
        redraw(view, lines(2, "new"), on: &canvas, forgetting: false)
        #expect(canvas == fresh(lines(2, "new")))
        var inverse = Theme()
        inverse.text = Style(attributes: .reverse)
        redraw(view, lines(1, "other"), on: &canvas, theme: inverse)
        #expect(canvas == fresh(lines(1, "other"), theme: inverse))
    }

    /// Fifty lines in the ten-row canvas: the last top line is 40.
    private func scrolled(_ moves: (TextView) -> Void) -> (view: TextView, canvas: Canvas) {
        let view = TextView(layout: lines(50))
        var canvas = Canvas(size: size)
        view.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: Theme()))
        moves(view)
        canvas.forgetDamage()
        view.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: Theme()))
        return (view, canvas)
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
