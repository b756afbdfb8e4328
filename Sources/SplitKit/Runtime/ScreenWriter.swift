/// Turns a frame into the bytes a terminal needs to show it: only the cells that changed
/// since the frame before, each stretch reached by the shortest cursor movement on offer
/// and drawn with at most one change of attributes, all in one buffer for one write.
///
/// Pure: the terminal's sequences come in `TerminalCapabilities`. It remembers where the
/// cursor is and which style is on, so nothing is sent twice; when it cannot know (the
/// first frame, after a resize, Ctrl-L, a suspend) the caller passes no previous frame
/// and the screen is cleared and drawn whole.
public struct ScreenWriter {
    /// The sequences written.
    public let capabilities: TerminalCapabilities
    /// Style sequences made so far, by packed style: a handful, so a list is quickest.
    private var styles: [(key: UInt32, bytes: [UInt8])] = []
    /// Movement sequences made so far: to each cell, to each column, to each row.
    private var moves = MoveCache()
    private var cursor: (row: Int, column: Int)?
    private var style: Style?

    /// Cursor movements shorter than this many columns are made by rewriting the cells
    /// in between when that takes fewer bytes than a movement sequence.
    private static let longestRewrite = 8

    /// A writer for a terminal with `capabilities`.
    public init(capabilities: TerminalCapabilities) {
        self.capabilities = capabilities
    }

    /// Appends to `output` what turns the screen from `previous` into `canvas`, within
    /// `limit` (the terminal's size, which may lag the frame's for a moment). With no
    /// `previous`, or one of another size, the screen is cleared and drawn whole.
    public mutating func write(_ canvas: Canvas, since previous: Canvas?, within limit: Size,
                               into output: inout [UInt8]) {
        var base = previous
        if previous?.size != canvas.size {
            applyStyle(.plain, into: &output)
            output.append(contentsOf: capabilities.clearScreen)
            cursor = (0, 0)
            base = Canvas(size: canvas.size)
        }
        let width = canvas.size.width
        let bounds = Size(width: min(width, limit.width), height: min(canvas.size.height, limit.height))
        canvas.withCells { screen in
            canvas.forEachChange(since: base, within: bounds) { row, column, cells in
                writeRun(cells, row: row, column: column, screen: screen, width: width, bounds: bounds, into: &output)
            }
        }
    }

    private mutating func writeRun(_ cells: UnsafeBufferPointer<Cell>, row: Int, column: Int,
                                   screen: UnsafeBufferPointer<Cell>, width: Int, bounds: Size, into output: inout [UInt8]) {
        moveCursor(toRow: row, column: column, screen: screen, width: width, into: &output)
        applyStyle(cells[0].style, into: &output)
        var x = column
        for cell in cells where !cell.isContinuation {
            let lastCell = row == bounds.height - 1 && x + cell.width >= bounds.width
            if x + cell.width > bounds.width || lastCell && !capabilities.canWriteLastCell { break }
            append(cell.glyph, to: &output)
            x += cell.width
        }
        // At the right margin the terminal's cursor is in limbo (wrapped, or waiting to).
        if x > column { cursor = x >= bounds.width ? nil : (row, x) }
    }

    private mutating func moveCursor(toRow row: Int, column: Int, screen: UnsafeBufferPointer<Cell>, width: Int,
                                     into output: inout [UInt8]) {
        if let cursor, cursor == (row, column) { return }
        var best = moves.cell(row, column, capabilities)
        var rewritesFrom: Int?
        if let cursor {
            if cursor.row == row {
                if column == 0 { best = [0x0D] }
                if let move = moves.column(column, capabilities), move.count < best.count { best = move }
                if column > cursor.column && column - cursor.column < ScreenWriter.longestRewrite,
                   let length = rewriteLength(row: row, from: cursor.column, to: column, screen: screen, width: width),
                   length <= best.count {
                    rewritesFrom = cursor.column
                }
            } else if let move = moves.row(row, capabilities) {
                if cursor.column == column, move.count < best.count { best = move }
                if column == 0, move.count + 1 < best.count { best = [0x0D] + move }
            }
        }
        if let start = rewritesFrom {
            for cell in screen[(row * width + start)..<(row * width + column)] where !cell.isContinuation {
                append(cell.glyph, to: &output)
            }
        } else {
            output.append(contentsOf: best)
        }
        cursor = (row, column)
    }

    /// The bytes the unchanged cells between two columns take, when they are all in the
    /// current style: writing them moves the cursor without changing the screen.
    private func rewriteLength(row: Int, from start: Int, to end: Int, screen: UnsafeBufferPointer<Cell>,
                               width: Int) -> Int? {
        guard let style, !screen[row * width + start].isContinuation else { return nil }
        var length = 0
        for cell in screen[(row * width + start)..<(row * width + end)] where !cell.isContinuation {
            guard cell.style == style, capabilities.encode == nil else { return nil }
            for scalar in cell.glyph.unicodeScalars { length += UTF8.width(scalar) }
        }
        return length
    }

    private mutating func applyStyle(_ wanted: Style, into output: inout [UInt8]) {
        if let style, style == wanted { return }
        let key = wanted.packed
        if let known = styles.first(where: { $0.key == key }) {
            output.append(contentsOf: known.bytes)
        } else {
            let bytes = capabilities.setStyle(wanted)
            styles.append((key, bytes))
            output.append(contentsOf: bytes)
        }
        style = wanted
    }

    /// The glyph's scalars, in UTF-8 unless the capabilities encode them otherwise.
    private func append(_ glyph: Glyph, to output: inout [UInt8]) {
        for scalar in glyph.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                output.append(UInt8(truncatingIfNeeded: value))
            } else if let encode = capabilities.encode {
                encode(value, &output)
            } else if value < 0x800 {
                output.append(0xC0 | UInt8(truncatingIfNeeded: value >> 6))
                output.append(0x80 | UInt8(truncatingIfNeeded: value & 0x3F))
            } else if value < 0x10000 {
                output.append(0xE0 | UInt8(truncatingIfNeeded: value >> 12))
                output.append(0x80 | UInt8(truncatingIfNeeded: value >> 6 & 0x3F))
                output.append(0x80 | UInt8(truncatingIfNeeded: value & 0x3F))
            } else {
                output.append(0xF0 | UInt8(truncatingIfNeeded: value >> 18))
                output.append(0x80 | UInt8(truncatingIfNeeded: value >> 12 & 0x3F))
                output.append(0x80 | UInt8(truncatingIfNeeded: value >> 6 & 0x3F))
                output.append(0x80 | UInt8(truncatingIfNeeded: value & 0x3F))
            }
        }
    }
}

/// Cursor movement sequences, made once per destination and kept across resizes (they
/// depend on the destination only): interpreting terminfo, or even formatting digits,
/// for every movement of every frame would cost more than the rest of the frame.
private struct MoveCache {
    private var cells: [[[UInt8]]] = []
    private var columns: [[UInt8]] = []
    private var rows: [[UInt8]] = []

    /// The sequence to `row`, `column`.
    mutating func cell(_ row: Int, _ column: Int, _ capabilities: TerminalCapabilities) -> [UInt8] {
        if row >= cells.count { cells += Array(repeating: [], count: row + 1 - cells.count) }
        if column >= cells[row].count { cells[row] += Array(repeating: [], count: column + 1 - cells[row].count) }
        if cells[row][column].isEmpty { cells[row][column] = capabilities.moveCursor(row, column) }
        return cells[row][column]
    }

    /// The sequence to `column` of the cursor's row, if the terminal has one.
    mutating func column(_ column: Int, _ capabilities: TerminalCapabilities) -> [UInt8]? {
        guard let move = capabilities.moveToColumn else { return nil }
        return MoveCache.lookup(column, in: &columns) { move(column) }
    }

    /// The sequence to `row` in the cursor's column, if the terminal has one.
    mutating func row(_ row: Int, _ capabilities: TerminalCapabilities) -> [UInt8]? {
        guard let move = capabilities.moveToRow else { return nil }
        return MoveCache.lookup(row, in: &rows) { move(row) }
    }

    /// Entry `index` of `table`, made by `make` the first time (an empty entry is unmade).
    private static func lookup(_ index: Int, in table: inout [[UInt8]], make: () -> [UInt8]) -> [UInt8] {
        if index >= table.count { table += Array(repeating: [], count: index + 1 - table.count) }
        if table[index].isEmpty { table[index] = make() }
        return table[index]
    }
}
