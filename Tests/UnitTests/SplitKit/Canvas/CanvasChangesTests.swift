import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@Suite("Canvas: compact cells and the changes between frames")
struct CanvasChangesTests {
    private struct Run: Equatable {
        let row: Int
        let column: Int
        let text: String
    }

    private func runs(_ canvas: Canvas, since previous: Canvas?, within limit: Size? = nil) -> [Run] {
        var found: [Run] = []
        canvas.forEachChange(since: previous, within: limit) { row, column, cells in
            found.append(Run(row: row, column: column, text: cells.map(\.text).joined()))
        }
        return found
    }

    private func canvas(_ lines: [String], width: Int) -> Canvas {
        var canvas = Canvas(size: Size(width: width, height: lines.count))
        for (y, line) in lines.enumerated() {
            canvas.draw(Glyph.glyphs(of: line), at: Point(x: 0, y: y), style: .plain, clip: canvas.bounds)
        }
        return canvas
    }

    @Test("a cell keeps its glyph and style, every colour and attribute")
    func packing() {
        let styles = [Style.plain, Style(foreground: .palette(255), background: .palette(0), attributes: [.bold, .italic]),
                      Style(foreground: .default, background: .palette(17), attributes: .reverse),
                      Style(foreground: .cyan, attributes: [.bold, .dim, .reverse, .underline, .italic])]
        let glyphs = Glyph.glyphs(of: "a日e\u{301}\u{302}\u{303}") + [Glyph.continuation]
        for style in styles {
            for glyph in glyphs {
                let cell = Cell(glyph: glyph, style: style)
                #expect(cell.style == style)
                #expect(cell.glyph == glyph)
                #expect(cell.width == glyph.width)
                #expect(cell.isContinuation == (glyph.width == 0))
            }
        }
        #expect(MemoryLayout<Cell>.stride == 8, "one word: combining marks are kept by number")
        #expect(Cell(glyph: Glyph(text: "e\u{301}", width: 1), style: .plain).asciiByte == nil)
        #expect(Cell(glyph: Glyph(text: "e", width: 1), style: styles[1]).asciiByte == UInt8(ascii: "e"))
    }

    @Test("cells are equal exactly when their glyphs and styles are")
    func equality() {
        let accent = Cell(glyph: Glyph(text: "a\u{301}", width: 1), style: .plain)
        #expect(accent == Cell(glyph: Glyph(text: "a\u{301}", width: 1), style: .plain))
        #expect(accent != Cell(glyph: Glyph(text: "a\u{300}", width: 1), style: .plain))
        #expect(accent != Cell(glyph: Glyph(text: "a", width: 1), style: .plain))
        #expect(accent != Cell(glyph: Glyph(text: "a\u{301}", width: 1), style: Style(attributes: .bold)))
    }

    @Test("restyling keeps the glyph and its marks; a new glyph keeps the style")
    func parts() {
        let underlined = Style(foreground: .green, attributes: .underline)
        var cell = Cell(glyph: Glyph(text: "文\u{301}", width: 2), style: .plain)
        cell.style = underlined
        #expect(cell.glyph == Glyph(text: "文\u{301}", width: 2))
        #expect(cell.hasStyle(of: Cell(glyph: .space, style: underlined)))
        cell.glyph = Glyph(text: "x", width: 1)
        #expect(cell.style == underlined)
        #expect(cell.asciiByte == UInt8(ascii: "x"))
    }

    @Test("mark sequences keep their first number; past the table's capacity new ones get none")
    func markTable() {
        let table = MarkTable(capacity: 2)
        let acute: UInt64 = 0x301
        let grave: UInt64 = 0x300
        #expect(table.number(of: 0) == 0)
        #expect(table.number(of: acute) == 1)
        #expect(table.number(of: grave) == 2)
        #expect(table.number(of: acute) == 1)
        #expect(table.number(of: acute | grave << 21) == 0, "full: drawn without its marks")
        #expect(table.marks(numbered: 2) == grave)
        #expect(Cell.markNumbers == 32_767)
    }

    @Test("a glyph's scalar values are its base and up to three marks")
    func scalarValues() {
        let glyph = Glyph.glyphs(of: "e\u{301}\u{302}")[0]
        #expect(glyph.scalarValues == (0x65, 0x301, 0x302, 0))
        #expect(glyph.text == "e\u{301}\u{302}")
        #expect(Glyph.space.scalarValues == (0x20, 0, 0, 0))
    }

    @Test("identical frames have no changes; without a previous frame every cell changed")
    func identicalAndFirst() {
        let frame = canvas(["ab", "cd"], width: 2)
        #expect(runs(frame, since: frame).isEmpty)
        #expect(runs(frame, since: nil) == [Run(row: 0, column: 0, text: "ab"), Run(row: 1, column: 0, text: "cd")])
        #expect(runs(frame, since: canvas(["ab", "cd", "ef"], width: 2)).count == 2, "another size counts as none")
    }

    @Test("changes come as stretches of changed cells, cut at unchanged cells and style changes")
    func stretches() {
        let before = canvas(["abcdefgh"], width: 8)
        var after = canvas(["aXYdeZgh"], width: 8)
        #expect(runs(after, since: before) == [Run(row: 0, column: 1, text: "XY"), Run(row: 0, column: 5, text: "Z")])
        after.restyle(Rect(x: 2, y: 0, width: 1, height: 1)) { $0.adding(.bold) }
        #expect(runs(after, since: before) == [Run(row: 0, column: 1, text: "X"), Run(row: 0, column: 2, text: "Y"),
                                               Run(row: 0, column: 5, text: "Z")])
    }

    @Test("short gaps of unchanged cells in the same style can be joined into one stretch")
    func joinedGaps() {
        let before = canvas(["abcdefghij"], width: 10)
        let after = canvas(["aXcdYfghiZ"], width: 10)
        var found: [Run] = []
        after.forEachChange(since: before, joiningGapsUpTo: 2) { row, column, cells in
            found.append(Run(row: row, column: column, text: cells.map(\.text).joined()))
        }
        #expect(found == [Run(row: 0, column: 1, text: "XcdY"), Run(row: 0, column: 9, text: "Z")])
    }

    @Test("a wide glyph comes with its continuation, and no stretch starts on one")
    func wideGlyphs() {
        let before = canvas(["abcd"], width: 4)
        let after = canvas(["a日d"], width: 4)
        let found = runs(after, since: before)
        #expect(found == [Run(row: 0, column: 1, text: "日")])
        after.withCells { cells in #expect(cells[2].isContinuation) }
    }

    @Test("only the part inside the limit is compared")
    func limit() {
        let after = canvas(["abcd", "efgh"], width: 4)
        #expect(runs(after, since: nil, within: Size(width: 2, height: 1)) == [Run(row: 0, column: 0, text: "ab")])
    }

    @Test("filling blanks the outside halves of wide glyphs cut by its edges")
    func fillKeepsWideGlyphsWhole() {
        var frame = canvas(["日本語"], width: 6)
        frame.fill(Rect(x: 1, y: 0, width: 2, height: 1), with: Glyph.glyphs(of: "-")[0], style: .plain)
        #expect(frame.text == " -- 語")
        frame.fill(Rect(x: 4, y: 0, width: 1, height: 1), with: Glyph.glyphs(of: "+")[0], style: .plain)
        #expect(frame.text == " -- +")
        frame.withCells { cells in #expect(!cells.contains { $0.isContinuation }) }
    }

    @Test("wrapping splits at line feeds, CR LF included, and keeps empty lines")
    func wrapLineEnds() {
        let lines = TextMetrics.wrap("one\r\ntwo\n\nthree", toWidth: 10).map { $0.map(\.text).joined() }
        #expect(lines == ["one", "two", "", "three"])
    }
}
