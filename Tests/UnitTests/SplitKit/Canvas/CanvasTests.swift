import SeededRandom
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@Suite("Canvas")
struct CanvasTests {
    @Test("drawing clips to the rectangle given and to the canvas")
    func clipping() {
        var canvas = Canvas(size: Size(width: 10, height: 2))
        canvas.draw(Glyph.glyphs(of: "abcdefgh"), at: Point(x: 2, y: 0), style: .plain,
                    clip: Rect(x: 2, y: 0, width: 4, height: 1))
        #expect(canvas.text(ofRow: 0) == "  abcd")
        canvas.draw(Glyph.glyphs(of: "xyz"), at: Point(x: 8, y: 1), style: .plain, clip: canvas.bounds)
        #expect(canvas.text(ofRow: 1) == "        xy")
        canvas.draw(Glyph.glyphs(of: "no"), at: Point(x: 0, y: 5), style: .plain, clip: canvas.bounds)
        canvas.draw(Glyph.glyphs(of: "no"), at: Point(x: -5, y: 0), style: .plain, clip: Rect(x: -5, y: 0, width: 3, height: 1))
        #expect(canvas.text == "  abcd\n        xy")
    }

    @Test("a wide glyph that would straddle the edge is left out")
    func wideAtEdge() {
        var canvas = Canvas(size: Size(width: 5, height: 1))
        let used = canvas.draw(Glyph.glyphs(of: "ab日本"), at: Point(x: 0, y: 0), style: .plain, clip: canvas.bounds)
        #expect(used == 4)
        #expect(canvas.text == "ab日")
        #expect(canvas[3, 0].isContinuation)
    }

    @Test("overwriting half of a wide glyph blanks the other half")
    func overwriteHalf() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.draw(Glyph.glyphs(of: "日本語"), at: Point(x: 0, y: 0), style: .plain, clip: canvas.bounds)
        canvas.draw(Glyph.glyphs(of: "x"), at: Point(x: 1, y: 0), style: .plain, clip: canvas.bounds)
        #expect(canvas.text == " x本語")
        canvas.draw(Glyph.glyphs(of: "y"), at: Point(x: 2, y: 0), style: .plain, clip: canvas.bounds)
        #expect(canvas.text == " xy 語")
        for x in 0..<6 where canvas[x, 0].isContinuation { #expect(x > 0 && canvas[x - 1, 0].width == 2) }
    }

    @Test("ASCII drawn from its bytes leaves the canvas as its glyphs drawn would, clipped and over wide glyphs")
    func asciiFromBytes() {
        var numbers = SeededGenerator(seed: 7)
        let words = ["Hydrogen", "日本語", "x", "a b  c", "🙂🙂"]
        for _ in 0..<500 {
            var canvas = Self.canvas(drawnWith: words, numbers: &numbers)
            let text = Array("The quick brown fox".utf8.prefix(numbers.below(20)))
            let point = Point(x: numbers.below(16) - 3, y: numbers.below(4) - 1)
            let clip = Rect(x: numbers.below(8) - 2, y: 0, width: numbers.below(14), height: 1 + numbers.below(3))
            var byGlyphs = canvas
            let used = byGlyphs.draw(Glyph.glyphs(of: String(decoding: text, as: UTF8.self)), at: point, style: .plain,
                                     clip: clip)
            let usedBytes = text.withUnsafeBufferPointer { canvas.drawASCII($0, at: point, style: .plain, clip: clip) }
            #expect(usedBytes == used)
            #expect(canvas == byGlyphs, "\(text.count) bytes at \(point) in \(clip)")
        }
    }

    @Test("a string drawn leaves the canvas as its truncated glyphs drawn would, ASCII or not, cut, clipped and over wide glyphs")
    func stringsAsGlyphs() {
        var numbers = SeededGenerator(seed: 11)
        let words = ["Hydrogen", "日本語", "x", "a b  c", "🙂🙂", "e\u{301}", ""]
        let texts = ["The quick brown fox", "The quick", "Ab", "", "naïve café", "x\u{301}yz", "日本 text", "tab\there"]
        for _ in 0..<1_000 {
            var canvas = Self.canvas(drawnWith: words, numbers: &numbers)
            let text = String(texts[numbers.below(texts.count)].prefix(numbers.below(20)))
            let point = Point(x: numbers.below(16) - 3, y: numbers.below(4) - 1)
            let clip = Rect(x: numbers.below(8) - 2, y: 0, width: numbers.below(14), height: 1 + numbers.below(3))
            var byGlyphs = canvas
            let available = clip.intersection(byGlyphs.bounds).maxX - point.x
            let used = available > 0
                ? byGlyphs.draw(TextMetrics.truncate(text, toWidth: available), at: point, style: .plain, clip: clip) : 0
            #expect(canvas.draw(text, at: point, style: .plain, clip: clip) == used)
            #expect(canvas == byGlyphs, "\(text.debugDescription) at \(point) in \(clip)")
        }
    }

    /// A 12x3 canvas with four of `words` drawn bold at random places, some wide glyphs
    /// among them, for drawing over.
    private static func canvas(drawnWith words: [String], numbers: inout SeededGenerator) -> Canvas {
        var canvas = Canvas(size: Size(width: 12, height: 3))
        for _ in 0..<4 {
            canvas.draw(Glyph.glyphs(of: words[numbers.below(words.count)]),
                        at: Point(x: numbers.below(12) - 2, y: numbers.below(3)), style: Style(attributes: .bold),
                        clip: canvas.bounds)
        }
        return canvas
    }

    @Test("strings are truncated with an ellipsis to the clip")
    func stringDrawing() {
        var canvas = Canvas(size: Size(width: 8, height: 1))
        canvas.draw("Hydrogen gas", at: Point(x: 0, y: 0), style: .plain, clip: canvas.bounds)
        #expect(canvas.text == "Hydroge…")
    }

    @Test("escape sequences in data land on the canvas as visible text")
    func escapesAreVisible() {
        var canvas = Canvas(size: Size(width: 20, height: 1))
        canvas.draw("\u{1b}]0;owned\u{7}", at: Point(x: 0, y: 0), style: .plain, clip: canvas.bounds)
        #expect(canvas.text == "^[]0;owned^G")
    }

    @Test("borders and restyling stay inside the canvas")
    func borders() {
        var canvas = Canvas(size: Size(width: 4, height: 3))
        canvas.drawBorder(Rect(x: 0, y: 0, width: 4, height: 3), lines: .ascii, style: .plain)
        #expect(canvas.text == "+--+\n|  |\n+--+")
        canvas.drawBorder(Rect(x: 2, y: 1, width: 9, height: 9), lines: .ascii, style: .plain)
        canvas.restyle(Rect(x: -3, y: -3, width: 100, height: 100)) { $0.adding(.dim) }
        #expect(canvas[3, 2].style.attributes.contains(.dim))
    }

    @Test("a zero-sized canvas accepts every call")
    func empty() {
        var canvas = Canvas(size: Size(width: 0, height: 0))
        canvas.fill(Rect(x: 0, y: 0, width: 5, height: 5), style: .plain)
        canvas.draw("abc", at: Point(x: 0, y: 0), style: .plain, clip: canvas.bounds)
        #expect(canvas.text == "")
    }

    @Test("clearing reuses a canvas as a blank one of any size, leaving copies of it alone")
    func clearing() {
        var canvas = Canvas(size: Size(width: 70, height: 3))
        canvas.fill(Rect(x: 2, y: 0, width: 66, height: 3), with: Glyph(scalar: 0x2D, width: 1), style: Style(attributes: [.bold]))
        #expect(canvas.text(ofRow: 2) == "  " + String(repeating: "-", count: 66))
        let kept = canvas
        canvas.clear(to: Size(width: 70, height: 3))
        #expect(canvas == Canvas(size: Size(width: 70, height: 3)))
        #expect(kept.text(ofRow: 1) == "  " + String(repeating: "-", count: 66))
        canvas.clear(to: Size(width: 9, height: 2))
        #expect(canvas == Canvas(size: Size(width: 9, height: 2)))
    }
}
