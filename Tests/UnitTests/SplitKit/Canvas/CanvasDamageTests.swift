import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// A canvas drawn over the last frame knows which cells were written since it was presented.
@Suite("Canvas damage: what was drawn since the last frame")
struct CanvasDamageTests {
    private let size = Size(width: 20, height: 4)

    /// A canvas of `size` as the application keeps it: presented, nothing written since.
    private func presented() -> Canvas {
        var canvas = Canvas(size: size)
        canvas.forgetDamage()
        return canvas
    }

    @Test("a new canvas is damaged all over; once presented, nowhere")
    func fresh() {
        var canvas = Canvas(size: size)
        #expect(canvas.isDamaged)
        #expect((0..<size.height).allSatisfy { canvas.damagedColumns(ofRow: $0) == 0..<size.width })
        canvas.forgetDamage()
        #expect(!canvas.isDamaged)
        #expect(canvas.damagedCellCount == 0)
        #expect(canvas.scrollNote == .none)
    }

    @Test("each way of writing marks the cells it wrote, and a column each side for wide glyphs' halves")
    func marks() {
        var canvas = presented()
        canvas.draw("abc", at: Point(x: 5, y: 1), style: .plain, clip: canvas.bounds)
        #expect(canvas.damagedColumns(ofRow: 1) == 4..<9)
        #expect(canvas.damagedColumns(ofRow: 0) == nil)
        canvas.fill(Rect(x: 12, y: 2, width: 3, height: 2), style: .plain)
        #expect(canvas.damagedColumns(ofRow: 2) == 11..<16)
        #expect(canvas.damagedColumns(ofRow: 3) == 11..<16)
        canvas.restyle(Rect(x: 0, y: 1, width: 2, height: 1)) { _ in Style(attributes: .bold) }
        #expect(canvas.damagedColumns(ofRow: 1) == 0..<9, "one span from the leftmost to the rightmost")
        var pasted = presented()
        let didPaste = pasted.paste([Cell](repeating: .blank(), count: 2), in: Rect(x: 18, y: 0, width: 2, height: 1))
        #expect(didPaste)
        #expect(pasted.damagedColumns(ofRow: 0) == 17..<20, "clipped to the canvas")
        var wide = presented()
        wide.draw("日", at: Point(x: 3, y: 0), style: .plain, clip: wide.bounds)
        #expect(wide.damagedColumns(ofRow: 0) == 2..<6)
    }

    @Test("text that ends before its clip begins writes nothing and marks nothing")
    func textLeftOfClip() {
        var canvas = presented()
        canvas.draw(Glyph.glyphs(of: "ab"), at: Point(x: 0, y: 1), style: .plain, clip: Rect(x: 5, y: 0, width: 5, height: 4))
        #expect(!canvas.isDamaged)
        #expect(canvas == Canvas(size: size))
    }

    @Test("a region is kept only when unchanged and nothing has drawn over it this frame")
    func keeps() {
        final class View {}
        let view = View()
        let rect = Rect(x: 0, y: 0, width: 8, height: 2)
        var canvas = presented()
        var kept = canvas.keeps(rect, of: view, unchanged: true)
        #expect(kept)
        kept = canvas.keeps(rect, of: view, unchanged: false)
        #expect(!kept)
        canvas.draw("x", at: Point(x: 12, y: 1), style: .plain, clip: canvas.bounds)
        kept = canvas.keeps(rect, of: view, unchanged: true)
        #expect(kept, "drawn beside it")
        canvas.draw("x", at: Point(x: 7, y: 1), style: .plain, clip: canvas.bounds)
        kept = canvas.keeps(rect, of: view, unchanged: true)
        #expect(!kept, "drawn over it")
        #expect(canvas.regions.count == 4 && canvas.regions.allSatisfy { $0.rect == rect })
    }

    @Test("copying the damage makes a shown copy equal, rows a scroll moved included")
    func copyDamage() {
        var shown = presented()
        var canvas = shown
        canvas.draw("hello", at: Point(x: 2, y: 1), style: .plain, clip: canvas.bounds)
        shown.copyDamage(of: canvas, scrolled: nil)
        #expect(shown == canvas)
        var moved = canvas
        moved.forgetDamage()
        moved.withUnsafeMutableCellsKeepingDamage { cells in cells[3 * size.width] = Cell(glyph: Glyph.glyphs(of: "z")[0], style: .plain) }
        var copy = canvas
        copy.copyDamage(of: moved, scrolled: ScrollMatch(top: 2, bottom: 3, direction: 1))
        #expect(copy == moved, "whole rows of the scrolled band, damaged or not")
    }

    @Test("rows move up and down inside a rectangle, the rest of the canvas untouched")
    func moveRows() {
        var canvas = Canvas(size: size)
        for y in 0..<size.height { canvas.draw("row \(y) and more", at: Point(x: 0, y: y), style: .plain, clip: canvas.bounds) }
        canvas.forgetDamage()
        let rect = Rect(x: 0, y: 0, width: 5, height: 4)
        var up = canvas
        up.moveRows(in: rect, up: 1)
        #expect(up.text(ofRow: 0) == "row 1 and more" && up.text(ofRow: 2) == "row 3 and more")
        #expect(up.text(ofRow: 3) == "row 3 and more", "the row left behind keeps what it had")
        #expect(up.damagedColumns(ofRow: 0) == 0..<6)
        var down = canvas
        down.moveRows(in: rect, up: -1)
        #expect(down.text(ofRow: 0) == "row 0 and more" && down.text(ofRow: 1) == "row 0 and more")
        #expect(down.text(ofRow: 3) == "row 2 and more")
    }

    @Test("equality is the cells alone")
    func equality() {
        var a = Canvas(size: size)
        let b = Canvas(size: size)
        a.forgetDamage()
        #expect(a == b)
    }
}
