/// A row's texts measured, cut for a width and laid out as `TableView` draws them: the
/// accessory on the right (a third of the width at most), the text, then the detail in the
/// room left. The table view keeps them while the row stays on screen, so scrolling by a
/// row lays out one row, not the whole screen. A value, kept in the table view's array
/// and drawn where it lies there: a page of new rows allocates no row object.
///
/// A row is laid out as the line of cells it draws, margins included, straight into the
/// canvas. It keeps them once drawn the same way twice: a row that stays on screen (a list
/// scrolled by a row, a frame that changed only the filter line) is then copied back,
/// restyled when the highlight or the focus comes or goes, while a row shown once (a page
/// of a list paged through) costs no copy and no memory.
struct TableViewRowGlyphs {
    /// What the row showed.
    let cell: TableViewCell
    /// The columns between the row's margins.
    let width: Int
    /// The row's `width + 2` cells in the styles of `look` once kept.
    private var cells: [Cell]?
    /// The cells in the secondary style: the accessory's and the detail's.
    private var accessoryColumns = 0..<0
    private var detailColumns = 0..<0
    /// The styles the row was last drawn in (and `cells` are in).
    private var look: Look?

    /// What the cells of a drawn row depend on besides its texts.
    private struct Look: Equatable {
        /// The row's own style and its dimmer texts' style.
        let base: Style
        let secondary: Style
    }

    init(cell: TableViewCell, width: Int) {
        self.cell = cell
        self.width = width
    }

    /// Draws the row into `line` (its margins included) in `base`, its own style, and
    /// `secondary`, its dimmer texts', as filling the line and drawing the texts into it
    /// would leave the canvas: laid out straight into the canvas, or copied from its kept
    /// cells, when the line lies wholly on the canvas; drawn and clipped text by text
    /// otherwise.
    mutating func draw(in canvas: inout Canvas, line: Rect, base: Style, secondary: Style) {
        let look = Look(base: base, secondary: secondary)
        guard line.width == width + 2, line.height == 1, line.intersection(canvas.bounds) == line else {
            drawClipped(in: &canvas, line: line, look: look)
            return
        }
        if cells != nil {
            if look != self.look { restyle(look) }
            if let cells, canvas.paste(cells, in: line) { return }
        }
        let stride = canvas.size.width
        canvas.markDamaged(row: line.minY, columns: line.minX..<line.maxX)
        canvas.withUnsafeMutableCellsKeepingDamage { cells in
            // What `Canvas.paste` does before it overwrites a line (besides marking it
            // damaged, above): the halves outside it of wide glyphs straddling its edges
            // are blanked.
            let start = line.minY * stride + line.minX
            if line.minX > 0 && cells[start].isContinuation { cells[start - 1] = .blank(cells[start - 1].style) }
            if line.maxX < stride && cells[start + line.width - 1].width == 2 {
                cells[start + line.width] = .blank(cells[start + line.width].style)
            }
            layOut(look, into: UnsafeMutableBufferPointer(rebasing: cells[start..<(start + line.width)]))
        }
        if look == self.look { cells = canvas.cells(in: line) }
        self.look = look
    }

    /// Lays the row out in `look` into `cells` (`width + 2` of them): the texts cut to fit,
    /// every other cell blank in the base style.
    private mutating func layOut(_ look: Look, into cells: UnsafeMutableBufferPointer<Cell>) {
        var room = width
        accessoryColumns = 0..<0
        if let accessoryText = cell.accessoryText, !accessoryText.isEmpty {
            let limit = max(0, width / 3)
            let start = 1 + width - TextMetrics.width(of: accessoryText, truncatedTo: limit)
            Self.write(accessoryText, cutTo: limit, style: look.secondary, into: cells, at: start)
            accessoryColumns = start..<(1 + width)
            room = start - 2
        }
        // The main text is most often a title lent from the file: drawn from its bytes when ASCII.
        let used = room <= 0 ? 0
            : (cell.withTextUTF8 { Self.writeASCII($0, cutTo: room, style: look.base, into: cells, at: 1) } ?? nil)
                ?? Self.writeGlyphs(cell.text, cutTo: room, style: look.base, into: cells, at: 1)
        detailColumns = 0..<0
        if let detailText = cell.detailText, !detailText.isEmpty, used + 2 < room {
            let start = 1 + used + 2
            let written = Self.write(detailText, cutTo: room - used - 2, style: look.secondary, into: cells, at: start)
            detailColumns = start..<(start + written)
        }
        // The blanks around the texts (in order along the line), each cell written once.
        let blank = Cell.blank(look.base)
        cells[0] = blank
        var column = 1 + used
        for texts in [detailColumns, accessoryColumns] where !texts.isEmpty {
            for index in column..<texts.lowerBound { cells[index] = blank }
            column = texts.upperBound
        }
        for index in column..<cells.count { cells[index] = blank }
    }

    private mutating func restyle(_ look: Look) {
        cells?.withUnsafeMutableBufferPointer { cells in
            for index in cells.indices { cells[index].style = look.base }
            for index in accessoryColumns { cells[index].style = look.secondary }
            for index in detailColumns { cells[index].style = look.secondary }
        }
        self.look = look
    }

    /// The row drawn text by text, each clipped to the line and the canvas.
    private func drawClipped(in canvas: inout Canvas, line: Rect, look: Look) {
        var room = width
        var accessory: [Glyph] = []
        if let accessoryText = cell.accessoryText, !accessoryText.isEmpty {
            accessory = TextMetrics.truncate(accessoryText, toWidth: max(0, width / 3))
            room = width - accessory.width - 1
        }
        let text = TextMetrics.truncate(cell.text, toWidth: max(0, room))
        var detail: [Glyph] = []
        if let detailText = cell.detailText, !detailText.isEmpty, text.width + 2 < room {
            detail = TextMetrics.truncate(detailText, toWidth: room - text.width - 2)
        }
        canvas.fill(line, style: look.base)
        let content = line.inset(by: Insets(left: 1, right: 1))
        canvas.draw(accessory, at: Point(x: content.maxX - accessory.width, y: line.minY), style: look.secondary,
                    clip: content)
        let used = canvas.draw(text, at: content.origin, style: look.base, clip: content)
        canvas.draw(detail, at: Point(x: content.minX + used + 2, y: line.minY), style: look.secondary, clip: content)
    }

    /// Writes `string`, cut to `limit` columns as `TextMetrics.truncate(_:toWidth:)` cuts it
    /// (an ellipsis in the last column when cut), into `cells` from `x`; returns the columns
    /// written. Printable ASCII, nearly every title, is written byte by byte.
    @discardableResult
    private static func write(_ string: String, cutTo limit: Int, style: Style,
                              into cells: UnsafeMutableBufferPointer<Cell>, at x: Int) -> Int {
        guard limit > 0 else { return 0 }
        let ascii: Int?? = string.utf8.withContiguousStorageIfAvailable { bytes in
            writeASCII(bytes, cutTo: limit, style: style, into: cells, at: x)
        }
        return (ascii ?? nil) ?? writeGlyphs(string, cutTo: limit, style: style, into: cells, at: x)
    }

    /// `write` glyph by glyph, for any text.
    private static func writeGlyphs(_ string: String, cutTo limit: Int, style: Style,
                                    into cells: UnsafeMutableBufferPointer<Cell>, at x: Int) -> Int {
        var column = x
        for glyph in TextMetrics.truncate(string, toWidth: limit) {
            cells[column] = Cell(glyph: glyph, style: style)
            if glyph.width == 2 { cells[column + 1] = Cell(glyph: .continuation, style: style) }
            column += glyph.width
        }
        return column - x
    }

    /// `write` for printable ASCII as `TextMetrics.asciiCut` cuts it, a cell a byte; nil,
    /// writing nothing, for any other text.
    private static func writeASCII(_ bytes: UnsafeBufferPointer<UInt8>, cutTo limit: Int, style: Style,
                                   into cells: UnsafeMutableBufferPointer<Cell>, at x: Int) -> Int? {
        guard let cut = TextMetrics.asciiCut(bytes, toWidth: limit) else { return nil }
        Canvas.writeASCII(UnsafeBufferPointer(rebasing: bytes.prefix(cut.shown)), style: style, into: cells, at: x)
        if cut.isCut { cells[x + cut.shown] = Cell(glyph: TextMetrics.ellipsis, style: style) }
        return cut.columns
    }
}
