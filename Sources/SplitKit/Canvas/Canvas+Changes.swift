import Glibc

extension Canvas {
    /// Calls `body` for each stretch of a row whose cells differ from `previous`, left to
    /// right and top to bottom: what a presenter must write to turn the previous frame into
    /// this one. Every cell counts as changed when `previous` is nil or of another size.
    ///
    /// A stretch holds cells of one style, so it is written with one attribute change; a
    /// wide glyph comes with its continuation cell, and no stretch starts on a continuation.
    /// Gaps of at most `gap` unchanged cells in the same style between changed ones are
    /// included, as rewriting a few cells takes fewer bytes than moving the cursor over them.
    /// Only the first `limit` columns and rows are compared (the terminal may be smaller
    /// than the frame for a moment while it resizes).
    public func forEachChange(since previous: Canvas?, within limit: Size? = nil, joiningGapsUpTo gap: Int = 0,
                              _ body: (_ row: Int, _ column: Int, _ cells: UnsafeBufferPointer<Cell>) -> Void) {
        let baseline = previous.map { $0.size == size ? ChangeBaseline.frame($0, scrolled: nil) : .nothing } ?? .nothing
        forEachChange(against: baseline, within: limit, joiningGapsUpTo: gap, body)
    }

    /// What `forEachChange(against:)` compares a frame with.
    enum ChangeBaseline {
        /// Nothing: every cell counts as changed.
        case nothing
        /// A blank screen of the frame's size, as a presenter leaves it by clearing it.
        case blank
        /// A frame of the same size as the terminal shows it once `scrolled` (if any) has
        /// scrolled it: its rows are compared where they moved to, without moving them.
        case frame(Canvas, scrolled: ScrollMatch?)
    }

    /// `forEachChange`, against `baseline`.
    func forEachChange(against baseline: ChangeBaseline, within limit: Size? = nil, joiningGapsUpTo gap: Int = 0,
                       _ body: (_ row: Int, _ column: Int, _ cells: UnsafeBufferPointer<Cell>) -> Void) {
        let columns = size.width
        let width = min(columns, limit?.width ?? columns)
        let height = min(size.height, limit?.height ?? size.height)
        guard width > 0, height > 0 else { return }
        var previous: Canvas?
        var scroll: ScrollMatch?
        var comparesBlanks = false
        switch baseline {
        case .nothing: break
        case .blank: comparesBlanks = true
        case .frame(let frame, let scrolled):
            previous = frame
            scroll = scrolled
            comparesBlanks = scrolled != nil
        }
        let blankRow = Array(repeating: Cell.blank(), count: comparesBlanks ? width : 0)
        withCells { cells in
            (previous ?? Canvas(size: .zero)).withCells { old in
                blankRow.withUnsafeBufferPointer { blank in
                    for y in 0..<height {
                        let new = UnsafeBufferPointer(rebasing: cells[(y * columns)..<(y * columns + width)])
                        var before: UnsafeBufferPointer<Cell>?
                        if previous != nil, let shown = scroll.map({ $0.previousRow(shownAt: y) }) ?? y {
                            before = UnsafeBufferPointer(rebasing: old[(shown * columns)..<(shown * columns + width)])
                        } else if comparesBlanks {
                            before = UnsafeBufferPointer(rebasing: blank[...])
                        }
                        Canvas.forEachChange(in: new, since: before, joiningGapsUpTo: gap) { body(y, $0, $1) }
                    }
                }
            }
        }
    }

    /// The stretches of one row `cells` that differ from `old` (all of them when nil).
    private static func forEachChange(in cells: UnsafeBufferPointer<Cell>, since old: UnsafeBufferPointer<Cell>?,
                                      joiningGapsUpTo gap: Int,
                                      _ body: (_ column: Int, _ cells: UnsafeBufferPointer<Cell>) -> Void) {
        let width = cells.count
        // A row is first compared whole, as memory: most rows of a frame are unchanged.
        if let old, let oldBase = old.baseAddress, let base = cells.baseAddress,
           memcmp(oldBase, base, width * MemoryLayout<Cell>.stride) == 0 { return }
        var x = 0
        while x < width {
            if let old {
                while x < width && old[x] == cells[x] { x += 1 }
                if x == width { break }
            }
            let cell = cells[x]
            if cell.isContinuation {
                x += 1
                continue
            }
            let start = x
            x += 1
            while x < width {
                let next = cells[x]
                if next.isContinuation {
                    x += 1
                    continue
                }
                if !next.hasStyle(of: cell) { break }
                guard let old, old[x] == next else {
                    x += 1
                    continue
                }
                // Unchanged: take the gap only if a changed cell of this style ends it soon.
                var end = x
                while end < width && end - x < gap && old[end] == cells[end] && cells[end].hasStyle(of: cell) {
                    end += 1
                }
                guard end < width && end - x <= gap && old[end] != cells[end]
                        && cells[end].hasStyle(of: cell) && !cells[end].isContinuation else { break }
                x = end
            }
            body(start, UnsafeBufferPointer(rebasing: cells[start..<x]))
        }
    }
}
