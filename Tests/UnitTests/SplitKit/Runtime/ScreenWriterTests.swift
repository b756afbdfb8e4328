import SeededRandom
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@Suite("Screen writer: the bytes that turn one frame into the next")
struct ScreenWriterTests {
    private let size = Size(width: 24, height: 6)

    private func frame(_ lines: [String], style: Style = .plain) -> Canvas {
        var canvas = Canvas(size: size)
        for (y, line) in lines.enumerated() {
            canvas.draw(Glyph.glyphs(of: line), at: Point(x: 0, y: y), style: style, clip: canvas.bounds)
        }
        return canvas
    }

    private func write(_ canvas: Canvas, since previous: Canvas?, with writer: inout ScreenWriter) -> [UInt8] {
        var bytes: [UInt8] = []
        writer.write(canvas, since: previous, within: size, into: &bytes)
        return bytes
    }

    @Test("the first frame clears the screen and draws every cell, text and style")
    func firstFrame() {
        var writer = ScreenWriter(capabilities: .ansi)
        var canvas = frame(["Hydrogen", "", "日本 e\u{301} 🙂"])
        canvas.restyle(Rect(x: 0, y: 0, width: 8, height: 1)) { _ in Style(foreground: .cyan, attributes: [.bold, .reverse]) }
        var terminal = TerminalEmulator(size: size)
        terminal.feed(write(canvas, since: nil, with: &writer))
        #expect(terminal.unrecognized.isEmpty)
        #expect(terminal.screen.text == canvas.text)
        #expect(terminal.screen == canvas)
    }

    @Test("an unchanged frame costs nothing; one changed cell costs a move and the cell")
    func minimal() {
        var writer = ScreenWriter(capabilities: .ansi)
        let before = frame(["abcdef", "ghijkl"])
        _ = write(before, since: nil, with: &writer)
        #expect(write(before, since: before, with: &writer).isEmpty)
        let after = frame(["abcdef", "ghiXkl"])
        #expect(String(decoding: write(after, since: before, with: &writer), as: UTF8.self) == "\u{1b}[4GX", "the cursor is on that row already")
    }

    @Test("a short gap of unchanged cells in the same style is rewritten rather than jumped")
    func rewriteGap() {
        var writer = ScreenWriter(capabilities: .ansi)
        let before = frame(["abcdefgh"])
        _ = write(before, since: nil, with: &writer)
        let after = frame(["aXcYefgh"])
        #expect(String(decoding: write(after, since: before, with: &writer), as: UTF8.self) == "\u{1b}[2GXcY")
    }

    /// `canvas` as a terminal shows it after `scroll`.
    private func scrolled(_ canvas: Canvas, by scroll: ScrollMatch) -> Canvas {
        var result = canvas
        let width = canvas.size.width
        result.withUnsafeMutableCells { cells in
            for row in 0..<canvas.size.height {
                for x in 0..<width { cells[row * width + x] = scroll.previousRow(shownAt: row).map { canvas[x, $0] } ?? .blank() }
            }
        }
        return result
    }

    @Test("every sequence of frames leaves the screen showing the last one")
    func randomFrames() {
        var numbers = SeededGenerator(seed: 42)
        let words = ["Hydrogen", "日本語", "e\u{301}\u{302}", "🙂", "x", "   ", "Ω≈ç", "tab\there"]
        let styles = [Style.plain, Style(attributes: .reverse), Style(foreground: .cyan, attributes: .bold),
                      Style(foreground: .palette(200), background: .palette(17)), Style(attributes: [.dim, .underline, .italic])]
        var writer = ScreenWriter(capabilities: .ansi)
        var terminal = TerminalEmulator(size: size)
        var previous: Canvas?
        var canvas = Canvas(size: size)
        for step in 0..<300 {
            for _ in 0..<(1 + numbers.below(6)) {
                let glyphs = Glyph.glyphs(of: words[numbers.below(words.count)])
                let point = Point(x: numbers.below(size.width), y: numbers.below(size.height))
                canvas.draw(glyphs, at: point, style: styles[numbers.below(styles.count)], clip: canvas.bounds)
            }
            if numbers.below(10) == 0 {
                canvas.fill(Rect(x: numbers.below(size.width), y: numbers.below(size.height), width: 5, height: 2),
                            style: styles[numbers.below(styles.count)])
            }
            if numbers.below(4) == 0 {
                // Shift a band of rows a row up or down, as a scrolled list does.
                let top = numbers.below(size.height - 2), bottom = top + 1 + numbers.below(size.height - top - 1)
                let direction = numbers.below(2) == 0 ? 1 : -1
                canvas = scrolled(canvas, by: ScrollMatch(top: top, bottom: bottom, direction: direction))
            }
            let repaint = step % 97 == 0
            var bytes: [UInt8] = []
            writer.write(canvas, since: repaint ? nil : previous, within: size, into: &bytes)
            terminal.feed(bytes)
            #expect(terminal.unrecognized.isEmpty)
            #expect(terminal.screen == canvas, "after step \(step):\n\(terminal.screen.text)\nwanted:\n\(canvas.text)")
            if terminal.screen != canvas { return }
            previous = canvas
        }
    }

    @Test("runs of plain ASCII are written byte for byte among wide, combining, styled and blank cells")
    func mixedRow() {
        var writer = ScreenWriter(capabilities: .ansi)
        let before = frame(["", "zzzzzzzzzzzzzzzz", ""])
        _ = write(before, since: nil, with: &writer)
        var after = frame(["ab  cd 日x e\u{301}f", "g" + String(repeating: " ", count: 12) + "h", "ij"])
        after.restyle(Rect(x: 1, y: 2, width: 1, height: 1)) { _ in Style(attributes: [.bold]) }
        let bytes = write(after, since: before, with: &writer)
        let expected = "\r\u{1b}[1dab  cd 日x e\u{301}f" + "\r\u{1b}[2dg\u{1b}[12X\u{1b}[14Gh\u{1b}[K" + "\r\u{1b}[3di\u{1b}[0;1mj"
        #expect(bytes == Array(expected.utf8))
        var terminal = TerminalEmulator(size: size)
        terminal.feed(write(after, since: nil, with: &writer))
        #expect(terminal.screen == after)
    }

    @Test("blanks at the end of a change are erased rather than written, when that is shorter")
    func erasing() {
        var writer = ScreenWriter(capabilities: .ansi)
        let before = frame(["Hydrogen gas", "Helium gas and more"])
        _ = write(before, since: nil, with: &writer)
        let after = frame(["Hydrogen gas", "Neon"])
        #expect(String(decoding: write(after, since: before, with: &writer), as: UTF8.self) == "\rNeon\u{1b}[K")
        var middle = frame(["Hydrogen gas", "Neon"])
        middle.draw(Glyph.glyphs(of: "|"), at: Point(x: 20, y: 1), style: .plain, clip: middle.bounds)
        var bytes: [UInt8] = []
        writer.write(middle, since: frame(["Hydrogen gas", "Neon and many more words"]), within: size, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1b}[6G\u{1b}[15X\u{1b}[21G|\u{1b}[K")
    }

    @Test("blanks between words are written as spaces, as many as are shorter than an erase")
    func blanksBetweenWords() {
        for (blanks, written) in [(1, " "), (9, String(repeating: " ", count: 9)), (10, "\u{1b}[10X\u{1b}[12G")] {
            var writer = ScreenWriter(capabilities: .ansi)
            let before = frame(["", String(repeating: "z", count: 24), ""])
            _ = write(before, since: nil, with: &writer)
            let after = frame(["", "a" + String(repeating: " ", count: blanks) + "bc d", ""])
            let bytes = String(decoding: write(after, since: before, with: &writer), as: UTF8.self)
            #expect(bytes.contains("a" + written + "bc d\u{1b}[K"), "\(blanks) blanks: \(bytes.debugDescription)")
            var terminal = TerminalEmulator(size: size)
            terminal.feed(write(before, since: nil, with: &writer))
            terminal.feed(write(after, since: before, with: &writer))
            #expect(terminal.screen == after)
        }
    }

    @Test("a list scrolled by a row beside changing text is scrolled, not rewritten")
    func scrolling() {
        let titles = ["Hydrogen", "Helium", "Lithium", "Beryllium", "Boron", "Carbon", "Nitrogen", "Oxygen", "Fluorine"]
        func screen(first: Int, detail: String) -> Canvas {
            var canvas = Canvas(size: size)
            for row in 0..<size.height {
                canvas.draw(Glyph.glyphs(of: titles[first + row]), at: Point(x: 0, y: row), style: .plain, clip: canvas.bounds)
                canvas.draw(Glyph.glyphs(of: "\(detail) \(row)"), at: Point(x: 12, y: row), style: .plain, clip: canvas.bounds)
            }
            return canvas
        }
        var writer = ScreenWriter(capabilities: .ansi)
        var terminal = TerminalEmulator(size: size)
        var previous = screen(first: 0, detail: "alpha")
        terminal.feed(write(previous, since: nil, with: &writer))
        for (first, detail) in [(1, "beta"), (2, "gamma"), (1, "delta"), (0, "epsilon")] {
            let next = screen(first: first, detail: detail)
            let bytes = write(next, since: previous, with: &writer)
            terminal.feed(bytes)
            #expect(terminal.screen == next, "\(terminal.screen.text)")
            #expect(String(decoding: bytes, as: UTF8.self).contains("r"), "a scroll region was set")
            previous = next
        }
    }

    @Test("where the last cell would scroll the screen, it is left alone")
    func lastCell() {
        var capabilities = TerminalCapabilities.ansi
        capabilities.canWriteLastCell = false
        var writer = ScreenWriter(capabilities: capabilities)
        var canvas = Canvas(size: size)
        canvas.fill(canvas.bounds, with: Glyph.glyphs(of: "#")[0], style: .plain)
        let text = String(decoding: write(canvas, since: nil, with: &writer), as: UTF8.self)
        #expect(text.filter { $0 == "#" }.count == size.width * size.height - 1)
    }

    @Test("another character set gets its own encoding of text beyond ASCII")
    func otherEncoding() {
        var capabilities = TerminalCapabilities.ansi
        capabilities.encode = { _, bytes in bytes.append(UInt8(ascii: "?")) }
        var writer = ScreenWriter(capabilities: capabilities)
        let text = String(decoding: write(frame(["né"]), since: nil, with: &writer), as: UTF8.self)
        #expect(text.hasSuffix("n?"))
    }

    @Test("movements are ANSI's, written as they go; a terminal that moves otherwise gets its own")
    func movements() {
        let wide = Size(width: 600, height: 2)
        var before = Canvas(size: wide)
        before.draw(Glyph.glyphs(of: "abcdef"), at: Point(x: 0, y: 1), style: .plain, clip: before.bounds)
        var after = before
        after.draw(Glyph.glyphs(of: "Y"), at: Point(x: 550, y: 0), style: .plain, clip: after.bounds)
        after.draw(Glyph.glyphs(of: "X"), at: Point(x: 3, y: 1), style: .plain, clip: after.bounds)
        func changes(_ capabilities: TerminalCapabilities) -> [String] {
            var writer = ScreenWriter(capabilities: capabilities)
            var bytes: [UInt8] = []
            writer.write(before, since: nil, within: wide, into: &bytes)
            return (0..<2).map { _ in
                bytes = []
                writer.write(after, since: before, within: wide, into: &bytes)
                return String(decoding: bytes, as: UTF8.self)
            }
        }
        #expect(changes(.ansi) == Array(repeating: "\u{1b}[1;551HY\u{1b}[2;4HX", count: 2))
        var other = TerminalCapabilities.ansi
        other.moveCursor = { row, column in Array("<\(row),\(column)>".utf8) }
        other.moveToColumn = nil
        other.moveToRow = nil
        #expect(changes(other) == Array(repeating: "<0,550>Y<1,3>X", count: 2), "made once, then kept")
    }

    @Test("a terminal whose column and row movements are not ANSI's gets the shortest of its own")
    func otherMovements() {
        var other = TerminalCapabilities.ansi
        other.moveCursor = { row, column in Array("<\(row),\(column)>".utf8) }
        other.moveToColumn = { column in Array("{\(column)}".utf8) }
        other.moveToRow = { row in Array("[\(row)]".utf8) }
        var writer = ScreenWriter(capabilities: other)
        let before = frame(["abcdefghijkl", "mnopqrstuvwx", "", "", "yz"])
        let after = frame(["abcdefghijkl", "mnoXqrstuvYx", "           Z", "", "Wz"])
        let full = String(decoding: write(before, since: nil, with: &writer), as: UTF8.self)
        #expect(full.hasPrefix("\u{1b}[0m\u{1b}[H\u{1b}[2Jabcdefghijkl\r[1]mnopqrstuvwx\r[4]yz"), "\(full.debugDescription)")
        for _ in 0..<2 {
            // A column on the row, a row in the column, then the start of a row: a return and a row.
            #expect(String(decoding: write(after, since: before, with: &writer), as: UTF8.self) == "<1,3>X{10}Y[2]Z\r[4]W")
            _ = write(before, since: after, with: &writer)
        }
    }
}
