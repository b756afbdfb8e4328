import Testing
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

    /// What `view` draws on a fresh canvas of `size` with `theme`.
    private func fresh(_ layout: @escaping TextView.Layout, size: Size, theme: Theme = Theme()) -> Canvas {
        var canvas = Canvas(size: size)
        TextView(layout: layout).draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: theme))
        return canvas
    }

    @Test("new text in the same frame leaves the blank rows below both texts alone, as a fresh canvas has them")
    func blankRowsKept() {
        let size = Size(width: 20, height: 10)
        var canvas = Canvas(size: size)
        let view = TextView(layout: lines(5))
        view.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: Theme()))
        canvas.forgetDamage()
        view.setContent(lines(3, "new"))
        view.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: Theme()))
        #expect(canvas == fresh(lines(3, "new"), size: size))
        #expect((0..<5).allSatisfy { canvas.damagedColumns(ofRow: $0) != nil }, "the old text's rows are cleared")
        #expect((5..<10).allSatisfy { canvas.damagedColumns(ofRow: $0) == nil }, "rows blank before and after are left")
        canvas.forgetDamage()
        view.setContent(lines(7, "more"))
        view.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: Theme()))
        #expect(canvas == fresh(lines(7, "more"), size: size))
        #expect((7..<10).allSatisfy { canvas.damagedColumns(ofRow: $0) == nil })
    }

    @Test("blank rows are filled again after something drew over the frame, or in another text style")
    func blankRowsFilledWhenNotBlank() {
        let size = Size(width: 20, height: 10)
        var canvas = Canvas(size: size)
        let view = TextView(layout: lines(3))
        view.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: Theme()))
        canvas.forgetDamage()
        // Drawn over in this frame, before the text view draws (as a view drawn earlier in the frame would).
        canvas.draw("over", at: Point(x: 0, y: 8), style: Theme().selection, clip: canvas.bounds)
        view.setContent(lines(2, "new"))
        view.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: Theme()))
        #expect(canvas == fresh(lines(2, "new"), size: size))
        var inverse = Theme()
        inverse.text = Style(attributes: .reverse)
        canvas.forgetDamage()
        view.setContent(lines(1, "other"))
        view.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: inverse))
        #expect(canvas == fresh(lines(1, "other"), size: size, theme: inverse))
    }
}
