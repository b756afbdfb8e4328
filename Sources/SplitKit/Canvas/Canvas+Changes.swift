extension Canvas {
    /// Calls `body` for each stretch of a row whose cells differ from `previous`, left to
    /// right and top to bottom: what a presenter must write to turn the previous frame into
    /// this one. Every cell counts as changed when `previous` is nil or of another size.
    ///
    /// A stretch holds cells of one style, so it is written with one attribute change; a
    /// wide glyph comes with its continuation cell, and no stretch starts on a continuation.
    /// Gaps of at most `gap` unchanged cells in the same style between changed ones are
    /// included, as rewriting a few cells costs less than moving the cursor over them.
    /// Only the first `limit` columns and rows are compared (the terminal may be smaller
    /// than the frame for a moment while it resizes).
    public func forEachChange(since previous: Canvas?, within limit: Size? = nil, joiningGapsUpTo gap: Int = 0,
                              _ body: (_ row: Int, _ column: Int, _ cells: UnsafeBufferPointer<Cell>) -> Void) {
        let columns = size.width
        let width = min(columns, limit?.width ?? columns)
        let height = min(size.height, limit?.height ?? size.height)
        let comparable = previous?.size == size ? previous : nil
        withCells { cells in
            (comparable ?? Canvas(size: .zero)).withCells { old in
                let compares = comparable != nil
                for y in 0..<height {
                    let row = y * columns
                    var x = 0
                    while x < width {
                        // Most cells are unchanged: pass them in a tight loop.
                        if compares {
                            while x < width && old[row + x] == cells[row + x] { x += 1 }
                            if x == width { break }
                        }
                        let cell = cells[row + x]
                        if cell.isContinuation {
                            x += 1
                            continue
                        }
                        let start = x
                        x += 1
                        while x < width {
                            let next = cells[row + x]
                            if next.isContinuation {
                                x += 1
                                continue
                            }
                            if !next.hasStyle(of: cell) { break }
                            if !compares || old[row + x] != next {
                                x += 1
                                continue
                            }
                            // Unchanged: take the gap only if a changed cell of this style ends it soon.
                            var end = x
                            while end < width && end - x < gap && old[row + end] == cells[row + end]
                                    && cells[row + end].hasStyle(of: cell) {
                                end += 1
                            }
                            guard end < width && end - x <= gap && old[row + end] != cells[row + end]
                                    && cells[row + end].hasStyle(of: cell) && !cells[row + end].isContinuation else { break }
                            x = end
                        }
                        body(y, start, UnsafeBufferPointer(rebasing: cells[(row + start)..<(row + x)]))
                    }
                }
            }
        }
    }
}
