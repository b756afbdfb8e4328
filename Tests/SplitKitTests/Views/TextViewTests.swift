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
}
