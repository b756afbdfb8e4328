/// Turns a frame into the bytes a terminal needs to show it: only the cells that changed
/// since the frame before, each stretch reached by the shortest cursor movement on offer,
/// drawn with at most one change of attributes, blanks erased rather than written where
/// that is shorter; all in one buffer for one write.
///
/// Pure: the terminal's sequences come in `TerminalCapabilities`. It remembers where the
/// cursor is and which style is on, so nothing is sent twice; when it cannot know (the
/// first frame, after a resize, Ctrl-L, a suspend) the caller passes no previous frame
/// and the screen is cleared and drawn whole.
public struct ScreenWriter {
    /// The sequences written.
    public let capabilities: TerminalCapabilities
    /// The sequences of the styles used so far, made once each (a frame switches styles
    /// many times among a handful).
    private var styles: [Style: [UInt8]] = [:]
    private var moves: CursorMovements
    private var cursor: (row: Int, column: Int)?
    private var style: Style?
    /// What the terminal shows, as far as `update` wrote it (empty before the first frame).
    private var shown = Canvas(size: .zero)

    /// Unchanged cells between changes that are rewritten rather than moved over: a
    /// movement sequence takes about this many bytes.
    private static let joinedGap = 4
    /// Blanks inside a change that are erased (`ech`) and moved over rather than written.
    private static let shortestErase = 10
    /// Rows' worth of cells a scroll must leave right, beyond leaving the rows alone: its
    /// sequences take about 25 bytes, and text that merely looks alike a row apart (" of
    /// the ") must not pass for a scrolled list, which gains a column's width every row.
    private static let shortestScroll = 2

    /// A writer for a terminal with `capabilities`.
    public init(capabilities: TerminalCapabilities) {
        self.capabilities = capabilities
        moves = CursorMovements(capabilities: capabilities)
    }

    /// Appends to `output` what turns the screen this writer last wrote into `canvas`: the
    /// cells that differ from that frame. With `fullRepaint`, or nothing written yet, or
    /// another size, the screen is cleared and drawn whole. Keeps `canvas` as the frame
    /// written and hands back the one before in its place, to be cleared and drawn into
    /// next: two canvases take turns, and no frame is copied.
    public mutating func update(to canvas: inout Canvas, fullRepaint: Bool, within limit: Size,
                                into output: inout [UInt8]) {
        let previous: Canvas? = fullRepaint || shown.size != canvas.size ? nil : shown
        write(canvas, since: previous, within: limit, into: &output)
        swap(&shown, &canvas)
    }

    /// Appends to `output` what turns the screen from `previous` into `canvas`, within
    /// `limit` (the terminal's size, which may lag the frame's for a moment). With no
    /// `previous`, or one of another size, the screen is cleared and drawn whole.
    public mutating func write(_ canvas: Canvas, since previous: Canvas?, within limit: Size,
                               into output: inout [UInt8]) {
        var baseline = Canvas.ChangeBaseline.blank
        if let previous, previous.size == canvas.size {
            baseline = .frame(previous, scrolled: nil)
        } else {
            applyStyle(.plain, into: &output)
            output += capabilities.clearScreen
            cursor = (0, 0)
        }
        let bounds = Size(width: min(canvas.size.width, limit.width), height: min(canvas.size.height, limit.height))
        // Worth it only when it leaves right more than a couple of rows' worth of cells.
        let minimumGain = ScreenWriter.shortestScroll * bounds.width
        if let previous, previous.size == canvas.size, bounds == canvas.size,
           let scroll = ScrollMatch.find(canvas, since: previous, minimumGain: minimumGain),
           scrollTerminal(scroll, height: bounds.height, into: &output) {
            baseline = .frame(previous, scrolled: scroll)
        }
        var clearedRow: (row: Int, from: Int)?
        canvas.withCells { screen in
            let line = Line(screen: screen, width: canvas.size.width, bounds: bounds)
            canvas.forEachChange(against: baseline, within: bounds, joiningGapsUpTo: ScreenWriter.joinedGap) { row, column, cells in
                if let cleared = clearedRow, cleared.row == row, column >= cleared.from { return }
                if let from = writeRun(cells, row: row, column: column, line: line, into: &output) {
                    clearedRow = (row, from)
                }
            }
        }
    }

    /// The frame being written, for looking along a row.
    private struct Line {
        let screen: UnsafeBufferPointer<Cell>
        let width: Int
        let bounds: Size

        /// Whether the cells of `row` from `column` to the right margin are all blank.
        func isBlank(row: Int, from column: Int) -> Bool {
            let blank = Cell.blank()
            return screen[(row * width + column)..<(row * width + bounds.width)].allSatisfy { $0 == blank }
        }
    }

    /// Writes one stretch; returns the column from which the row was cleared to its end,
    /// if it was (later stretches of the row are then blank already).
    private mutating func writeRun(_ cells: UnsafeBufferPointer<Cell>, row: Int, column: Int, line: Line,
                                   into output: inout [UInt8]) -> Int? {
        moveCursor(toRow: row, column: column, into: &output)
        applyStyle(cells[0].style, into: &output)
        let blank = Cell.blank()
        let erases = cells[0].style == .plain
        let bottomRight = row == line.bounds.height - 1
        // Cells before this index print as they are: none reaches the right margin, and
        // the bottom right corner only when the terminal can write it without scrolling.
        let printable = min(cells.count,
                            line.bounds.width - column - (bottomRight && !capabilities.canWriteLastCell ? 1 : 0))
        // Blanks up to here are written as spaces: too few to erase.
        var spaces = 0
        var x = column
        var index = 0
        while index < cells.count {
            // Plain ASCII, most cells of most frames, is written in one go: its bytes are the
            // cells'. Blanks between words go with it; only blanks that could be erased leave it.
            if index < printable {
                let taken = ScreenWriter.appendASCII(cells, from: index, to: printable, erasing: erases,
                                                     spaces: &spaces, to: &output)
                if taken > 0 {
                    x += taken
                    index += taken
                    cursor = x >= line.bounds.width ? nil : (row, x)
                    continue
                }
            }
            let cell = cells[index]
            if erases && cell == blank {
                let end = ScreenWriter.endOfBlanks(in: cells, from: index)
                if let clear = capabilities.clearToEndOfLine, !bottomRight || capabilities.canWriteLastCell,
                   end == cells.count, line.isBlank(row: row, from: column + end) {
                    output += clear
                    cursor = (row, x)
                    return x
                }
                if end - index >= ScreenWriter.shortestErase, let erase = capabilities.eraseCharacters?(end - index) {
                    output += erase
                    cursor = (row, x)
                    x += end - index
                    index = end
                    if index < cells.count { moveCursor(toRow: row, column: x, into: &output) }
                    continue
                }
                if index < printable {
                    spaces = end
                    continue
                }
            }
            index += 1
            if cell.isContinuation { continue }
            let lastCell = bottomRight && x + cell.width >= line.bounds.width
            if x + cell.width > line.bounds.width || lastCell && !capabilities.canWriteLastCell { break }
            cell.glyph.appendBytes(to: &output, encoding: capabilities.encode)
            x += cell.width
            // At the right margin the terminal's cursor is in limbo (wrapped, or waiting to).
            cursor = x >= line.bounds.width ? nil : (row, x)
        }
        return nil
    }

    /// Appends the bytes of `cells` from `start` (up to `end`) to `output`, as far as they
    /// are plain ASCII and, when `erasing`, not blanks to erase: as many as `shortestErase`,
    /// or the rest of `cells`. Blanks up to `spaces` are known to be too few; blanks found
    /// too few move it on. Returns how many bytes it appended.
    private static func appendASCII(_ cells: UnsafeBufferPointer<Cell>, from start: Int, to end: Int, erasing: Bool,
                                    spaces: inout Int, to output: inout [UInt8]) -> Int {
        var index = start
        var tooFew = spaces
        while index < end, let byte = cells[index].asciiByte {
            if byte == 0x20 && erasing && index >= tooFew {
                let blanks = endOfBlanks(in: cells, from: index)
                if blanks == cells.count || blanks - index >= shortestErase { break }
                tooFew = blanks
            }
            output.append(byte)
            index += 1
        }
        spaces = tooFew
        return index - start
    }

    /// The index after the blank cells of `cells` from `start` on.
    private static func endOfBlanks(in cells: UnsafeBufferPointer<Cell>, from start: Int) -> Int {
        let blank = Cell.blank()
        var end = start
        while end < cells.count && cells[end] == blank { end += 1 }
        return end
    }

    /// Scrolls the terminal's rows `scroll.top` through `scroll.bottom` a line, in the
    /// plain style so the line scrolled in is blank; false when the terminal cannot.
    private mutating func scrollTerminal(_ scroll: ScrollMatch, height: Int, into output: inout [UInt8]) -> Bool {
        guard capabilities.setScrollRegion != nil,
              let feed = scroll.direction == 1 ? capabilities.scrollForward : capabilities.scrollReverse else { return false }
        applyStyle(.plain, into: &output)
        appendScrollRegion(top: scroll.top, bottom: scroll.bottom, into: &output)
        cursor = nil  // setting the region homes the cursor on most terminals
        moveCursor(toRow: scroll.direction == 1 ? scroll.bottom : scroll.top, column: 0, into: &output)
        output += feed
        appendScrollRegion(top: 0, bottom: height - 1, into: &output)
        cursor = nil
        return true
    }

    /// Appends the sequence that limits scrolling to rows `top` through `bottom`.
    private func appendScrollRegion(top: Int, bottom: Int, into output: inout [UInt8]) {
        if let region = capabilities.setScrollRegion { output += region(top, bottom) }
    }

    private mutating func moveCursor(toRow row: Int, column: Int, into output: inout [UInt8]) {
        if let cursor, cursor == (row, column) { return }
        var best = moves.cell(row, column)
        var carriageReturn = false
        if let cursor {
            if cursor.row == row {
                if column == 0 { best = .none }
                carriageReturn = column == 0
                if let move = moves.column(column), move.count < best.count + (carriageReturn ? 1 : 0) {
                    best = move
                    carriageReturn = false
                }
            } else if cursor.column == column || column == 0, let move = moves.row(row) {
                if cursor.column == column, move.count < best.count { best = move }
                if column == 0, move.count + 1 < best.count {
                    best = move
                    carriageReturn = true
                }
            }
        }
        if carriageReturn { output.append(0x0D) }
        best.append(to: &output)
        cursor = (row, column)
    }

    private mutating func applyStyle(_ wanted: Style, into output: inout [UInt8]) {
        if let style, style == wanted { return }
        if let bytes = styles[wanted] {
            output += bytes
        } else {
            let bytes = capabilities.setStyle(wanted)
            styles[wanted] = bytes
            output += bytes
        }
        style = wanted
    }
}
