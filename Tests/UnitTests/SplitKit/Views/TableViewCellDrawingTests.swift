import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// A table view row is drawn by its cell: the canvas must end up cell for cell as filling
/// the line and drawing each text, truncated as `TextMetrics` truncates, leaves it.
@MainActor
@Suite("Table view rows")
struct TableViewCellDrawingTests {
    private static let texts = [
        "", "a", "Hydrogen", "exactly ten", "Electric Ember of the Storm", String(repeating: "x", count: 200),
        "Zoë Ångström", "e\u{301}toile", "abcdefgh\u{301}", "東京タワー and more", "🎉 party 🎉",
        "tab\there", "esc \u{1b}[31mred\u{1b}[0m", "del \u{7f} c1 \u{9b}", "bidi \u{202e}x\u{202c}", "nul \u{0}!",
        "ascii then 漢字", "    indented", "trailing    ",
    ]

    /// A row's own style and its dimmer texts'.
    private static let looks = [
        (Theme().text, Theme().secondaryText),
        (Theme().selection, Theme().selection),
        (Style(foreground: .palette(3), attributes: .bold), Style(background: .palette(4), attributes: .dim)),
    ]

    /// A row drawn text by text: fill, then each text truncated and drawn, clipped to the row's content.
    private func reference(_ cell: TableViewCell, width: Int, in canvas: inout Canvas, line: Rect,
                           look: (base: Style, secondary: Style)) {
        var room = width
        var accessory: [Glyph] = []
        if let accessoryText = cell.accessoryText, !accessoryText.isEmpty {
            accessory = TextMetrics.truncate(accessoryText, toWidth: max(0, width / 3))
            room = width - accessory.width - 1
        }
        let text = TextMetrics.truncate(cell.text, toWidth: max(0, room))
        var detail: [Glyph] = []
        let gap = text.width > 0 ? 2 : 0
        if let detailText = cell.detailText, !detailText.isEmpty, text.width + gap < room {
            detail = TextMetrics.truncate(detailText, toWidth: room - text.width - gap)
        }
        canvas.fill(line, style: look.base)
        let content = line.inset(by: Insets(left: 1, right: 1))
        canvas.draw(accessory, at: Point(x: content.maxX - accessory.width, y: line.minY), style: look.secondary,
                    clip: content)
        let used = canvas.draw(text, at: content.origin, style: look.base, clip: content)
        canvas.draw(detail, at: Point(x: content.minX + used + gap, y: line.minY), style: look.secondary, clip: content)
    }

    /// A canvas whose rows hold wide glyphs, so a line starting or ending inside one must
    /// blank its other half.
    private func background(width: Int) -> Canvas {
        var canvas = Canvas(size: Size(width: width, height: 3))
        for y in 0..<3 {
            let text = y == 1 ? String(repeating: "東", count: width) : String(repeating: "-", count: width)
            canvas.draw(Glyph.glyphs(of: text), at: Point(x: y == 2 ? 1 : 0, y: y), style: Theme().text,
                        clip: canvas.bounds)
        }
        return canvas
    }

    private func check(_ cell: TableViewCell, lineWidth: Int, x: Int, canvasWidth: Int) {
        let width = max(0, lineWidth - 2)
        let line = Rect(x: x, y: 1, width: lineWidth, height: 1)
        for look in Self.looks {
            var drawn = background(width: canvasWidth)
            var expected = background(width: canvasWidth)
            cell.draw(in: &drawn, line: line, base: look.0, secondary: look.1)
            reference(cell, width: width, in: &expected, line: line, look: look)
            #expect(drawn == expected, "\(cell) in \(line) of \(canvasWidth) columns, \(look)")
        }
    }

    @Test("a row is drawn cell for cell as filling its line and drawing its texts leaves it")
    func sameCells() {
        for text in Self.texts {
            for lineWidth in [0, 1, 2, 3, 4, 5, 8, 11, 12, 13, 30, 41] {
                for x in [0, 1, 3] {
                    check(TableViewCell(text: text), lineWidth: lineWidth, x: x, canvasWidth: 48)
                }
            }
        }
    }

    @Test("with a detail and an accessory, and on lines at the canvas's edges")
    func detailAndAccessory() {
        for (index, text) in Self.texts.enumerated() {
            let other = Self.texts[(index + 5) % Self.texts.count]
            let cells = [TableViewCell(text: text, detailText: other),
                         TableViewCell(text: text, accessoryText: other),
                         TableViewCell(text: other, detailText: text, accessoryText: "12,345"),
                         TableViewCell(text: "Title", detailText: text, accessoryText: text)]
            for cell in cells {
                for lineWidth in [3, 7, 16, 24, 40] {
                    check(cell, lineWidth: lineWidth, x: 2, canvasWidth: 48)
                    check(cell, lineWidth: lineWidth, x: 48 - lineWidth, canvasWidth: 48)  // at the right edge
                }
            }
        }
    }

    @Test("control characters in a row reach the canvas only in visible form")
    func controlsAreVisible() throws {
        let text = "a\u{1b}[2Jb\u{7}c\u{9b}d\u{7f}"
        for main in [TableViewCell(text: text)] {
            var cell = main
            cell.detailText = "\u{0}\u{85}"
            cell.accessoryText = "\u{1b}]0;x"
            var canvas = Canvas(size: Size(width: 62, height: 1))
            cell.draw(in: &canvas, line: canvas.bounds, base: Self.looks[0].0, secondary: Self.looks[0].1)
            for x in 0..<62 {
                for scalar in canvas[x, 0].glyph.unicodeScalars {
                    #expect(scalar.value >= 0x20 && !(0x7F..<0xA0).contains(scalar.value), "column \(x)")
                }
            }
            #expect(canvas.text(ofRow: 0).hasPrefix(" a^[[2Jb^Gc\\x9bd^?  ^@\\x85"))
        }
    }
}
