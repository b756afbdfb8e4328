/// The screen as plain data: rows × columns of cells. Views draw into a canvas; the
/// terminal compares it with the last one presented and writes only the cells that
/// differ. Every drawing call clips to the canvas and to the rectangle it is given, so
/// no view can draw outside its frame or the screen.
///
/// Two canvases are equal when their cells are.
public struct Canvas: Equatable, Sendable {
    /// Columns and rows.
    public private(set) var size: Size
    private var cells: [Cell]

    /// A canvas of `size` filled with blank cells in `style`.
    public init(size: Size, style: Style = .plain) {
        let clamped = Size(width: max(0, size.width), height: max(0, size.height))
        self.size = clamped
        cells = Array(repeating: .blank(style), count: clamped.width * clamped.height)
    }

    /// A canvas of `size` holding `cells`, row after row (as `withCells` gives them).
    init(size: Size, cells: [Cell]) {
        self.size = size
        self.cells = cells
    }

    /// Makes this a blank canvas of `size` in plain style, in the storage it has when the
    /// size is the same (a frame to be drawn whole, in the canvas of the frame before last).
    mutating func clear(to size: Size) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        let count = self.size.width * self.size.height
        guard cells.count == count else {
            cells = Array(repeating: .blank(), count: count)
            return
        }
        cells.withUnsafeMutableBufferPointer { $0.update(repeating: .blank()) }
    }

    /// The whole canvas as a rectangle.
    public var bounds: Rect { Rect(size: size) }

    /// The cell at column `x`, row `y` (both inside the canvas).
    public subscript(x: Int, y: Int) -> Cell {
        cells[y * size.width + x]
    }

    /// Fills `rect` (clipped) with blanks in `style`.
    public mutating func fill(_ rect: Rect, style: Style) {
        fill(rect, with: .space, style: style)
    }

    /// Fills `rect` (clipped) with a one-column `glyph` in `style`, e.g. a divider line.
    public mutating func fill(_ rect: Rect, with glyph: Glyph, style: Style) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        guard glyph.width == 1 else {
            for y in area.minY..<area.maxY {
                for x in area.minX..<area.maxX { put(glyph, x: x, y: y, style: style) }
            }
            return
        }
        let cell = Cell(glyph: glyph, style: style)
        let width = size.width
        cells.withUnsafeMutableBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            for y in area.minY..<area.maxY {
                Canvas.blankHalvesOutside(area.minX..<area.maxX, ofRow: y, in: cells, width: width)
                (base + y * width + area.minX).update(repeating: cell, count: area.width)
            }
        }
    }

    /// Before `columns` of row `y` are overwritten whole: the halves outside them of wide
    /// glyphs straddling their edges are blanked, as `put` would.
    private static func blankHalvesOutside(_ columns: Range<Int>, ofRow y: Int, in cells: UnsafeMutableBufferPointer<Cell>,
                                           width: Int) {
        let row = y * width
        if columns.lowerBound > 0 && cells[row + columns.lowerBound].isContinuation {
            cells[row + columns.lowerBound - 1] = .blank(cells[row + columns.lowerBound - 1].style)
        }
        if columns.upperBound < width && cells[row + columns.upperBound - 1].width == 2 {
            cells[row + columns.upperBound] = .blank(cells[row + columns.upperBound].style)
        }
    }

    /// Changes the style of every cell in `rect`, keeping the text: dimming what lies
    /// behind a popover, marking a selected row.
    public mutating func restyle(_ rect: Rect, _ transform: (Style) -> Style) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                let index = y * size.width + x
                cells[index].style = transform(cells[index].style)
            }
        }
    }

    /// Draws `glyphs` from `point` to the right, stopping at the edge of `clip` (and of the
    /// canvas). A wide glyph that would straddle the edge is left out. Returns the columns used.
    @discardableResult
    public mutating func draw(_ glyphs: [Glyph], at point: Point, style: Style, clip: Rect) -> Int {
        let area = clip.intersection(bounds)
        guard area.contains(Point(x: max(point.x, area.minX), y: point.y)) else { return 0 }
        let width = size.width
        var x = point.x
        cells.withUnsafeMutableBufferPointer { cells in
            for glyph in glyphs {
                if x + glyph.width > area.maxX { break }
                if x >= area.minX { Canvas.put(glyph, x: x, y: point.y, style: style, in: cells, width: width) }
                x += glyph.width
            }
        }
        return max(0, x - point.x)
    }

    /// Draws plain ASCII `bytes` (see `TextMetrics.isPlainASCII`: a one-column glyph a
    /// byte) from `point` as `draw(_:at:style:clip:)` draws their glyphs, a cell a byte
    /// without making the glyphs first. Returns the columns used.
    @discardableResult
    package mutating func drawASCII(_ bytes: UnsafeBufferPointer<UInt8>, at point: Point, style: Style, clip: Rect) -> Int {
        let area = clip.intersection(bounds)
        let start = max(point.x, area.minX)
        guard area.contains(Point(x: start, y: point.y)) else { return 0 }
        let end = min(point.x + bytes.count, area.maxX)
        guard start < end else { return max(0, end - point.x) }
        let width = size.width
        cells.withUnsafeMutableBufferPointer { cells in
            Canvas.blankHalvesOutside(start..<end, ofRow: point.y, in: cells, width: width)
            Canvas.writeASCII(UnsafeBufferPointer(rebasing: bytes[(start - point.x)..<(end - point.x)]), style: style,
                              into: cells, at: point.y * width + start)
        }
        return end - point.x
    }

    /// Writes a cell for each of ASCII `bytes` (printable, one column each) in `style`
    /// into `cells` from `index`, overwriting whatever is there.
    static func writeASCII(_ bytes: UnsafeBufferPointer<UInt8>, style: Style, into cells: UnsafeMutableBufferPointer<Cell>,
                           at index: Int) {
        var cell = Cell.blank(style)
        for offset in bytes.indices {
            cell.glyph = Glyph(scalar: UInt32(bytes[offset]), width: 1)
            cells[index &+ offset] = cell
        }
    }

    /// Draws `string`, made safe to print, truncated with an ellipsis to fit `clip`.
    @discardableResult
    public mutating func draw(_ string: String, at point: Point, style: Style, clip: Rect) -> Int {
        let area = clip.intersection(bounds)
        let available = area.maxX - point.x
        guard available > 0 else { return 0 }
        // Printable ASCII (a status line, most titles) goes a cell a byte, no glyphs made.
        let ascii: Int?? = string.utf8.withContiguousStorageIfAvailable { bytes in
            guard let cut = TextMetrics.asciiCut(bytes, toWidth: available) else { return nil }
            guard area.contains(Point(x: max(point.x, area.minX), y: point.y)) else { return 0 }
            drawASCII(UnsafeBufferPointer(rebasing: bytes.prefix(cut.shown)), at: point, style: style, clip: area)
            if cut.isCut && point.x + cut.shown >= area.minX {
                put(TextMetrics.ellipsis, x: point.x + cut.shown, y: point.y, style: style)
            }
            return cut.columns
        }
        if let ascii = ascii ?? nil { return ascii }
        return draw(TextMetrics.truncate(string, toWidth: available), at: point, style: style, clip: clip)
    }

    /// Draws a box border just inside `rect` with `lines` (single-line Unicode or ASCII).
    public mutating func drawBorder(_ rect: Rect, lines: BoxLines, style: Style) {
        let area = rect.intersection(bounds)
        guard rect.width >= 2, rect.height >= 2 else { return }
        fill(Rect(x: rect.minX + 1, y: rect.minY, width: rect.width - 2, height: 1), with: lines.horizontal, style: style)
        fill(Rect(x: rect.minX + 1, y: rect.maxY - 1, width: rect.width - 2, height: 1), with: lines.horizontal, style: style)
        fill(Rect(x: rect.minX, y: rect.minY + 1, width: 1, height: rect.height - 2), with: lines.vertical, style: style)
        fill(Rect(x: rect.maxX - 1, y: rect.minY + 1, width: 1, height: rect.height - 2), with: lines.vertical, style: style)
        let corners = [(rect.minX, rect.minY, lines.topLeft), (rect.maxX - 1, rect.minY, lines.topRight),
                       (rect.minX, rect.maxY - 1, lines.bottomLeft), (rect.maxX - 1, rect.maxY - 1, lines.bottomRight)]
        for (x, y, glyph) in corners where area.contains(Point(x: x, y: y)) {
            put(glyph, x: x, y: y, style: style)
        }
    }

    /// Calls `body` with every cell, row after row (the cell at column `x`, row `y` is at
    /// `y * size.width + x`): for a presenter comparing whole frames.
    public func withCells<Result>(_ body: (UnsafeBufferPointer<Cell>) throws -> Result) rethrows -> Result {
        try cells.withUnsafeBufferPointer(body)
    }

    /// Calls `body` with every cell to change them in place (see `withCells`).
    mutating func withUnsafeMutableCells(_ body: (inout UnsafeMutableBufferPointer<Cell>) -> Void) {
        cells.withUnsafeMutableBufferPointer(body)
    }

    /// The text of row `y` with trailing blanks removed: what a person reads there.
    public func text(ofRow y: Int) -> String {
        var line = ""
        for x in 0..<size.width {
            line += self[x, y].text
        }
        while line.last == " " { line.removeLast() }
        return line
    }

    /// Every row's text, one line each: the form frame snapshots are kept in.
    public var text: String {
        (0..<size.height).map { text(ofRow: $0) }.joined(separator: "\n")
    }

    /// Puts one glyph (see `put(_:x:y:style:in:width:)`).
    private mutating func put(_ glyph: Glyph, x: Int, y: Int, style: Style) {
        let width = size.width
        cells.withUnsafeMutableBufferPointer { Canvas.put(glyph, x: x, y: y, style: style, in: $0, width: width) }
    }

    /// Puts one glyph into `cells` (rows of `width`), keeping wide glyphs whole: whatever
    /// half of a wide glyph it overwrites is blanked, and a wide glyph takes its
    /// continuation cell.
    private static func put(_ glyph: Glyph, x: Int, y: Int, style: Style, in cells: UnsafeMutableBufferPointer<Cell>,
                            width: Int) {
        let row = y * width
        if cells[row + x].isContinuation && x > 0 {
            cells[row + x - 1] = .blank(cells[row + x - 1].style)
        }
        if cells[row + x].width == 2 && x + 1 < width {
            cells[row + x + 1] = .blank(cells[row + x + 1].style)
        }
        cells[row + x] = Cell(glyph: glyph, style: style)
        if glyph.width == 2 && x + 1 < width {
            if cells[row + x + 1].width == 2 && x + 2 < width {
                cells[row + x + 2] = .blank(cells[row + x + 2].style)
            }
            cells[row + x + 1] = Cell(glyph: .continuation, style: style)
        }
    }
}
