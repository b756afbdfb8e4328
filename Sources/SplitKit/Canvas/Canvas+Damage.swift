extension Canvas {
    /// The columns of one row written since the damage was last forgotten: one span from
    /// the leftmost to the rightmost, empty when nothing was.
    struct Damage: Equatable, Sendable {
        var lower: Int32
        var upper: Int32

        /// Nothing written.
        static let none = Damage(lower: 0, upper: 0)

        /// All `columns` written.
        init(columns: Int) {
            self.init(lower: 0, upper: Int32(truncatingIfNeeded: columns))
        }

        init(lower: Int32, upper: Int32) {
            self.lower = lower
            self.upper = upper
        }

        var isEmpty: Bool { lower >= upper }
    }

    /// What a canvas knows of content that moved a row since its damage was last forgotten.
    enum ScrollNote: Equatable, Sendable {
        /// Nothing moved.
        case none
        /// One view moved the content of `rows` up by `up` rows (down when negative).
        case band(rows: Range<Int>, up: Int)
        /// Anything may have moved: a frame drawn whole, or more than one view moved.
        case unknown
    }

    /// A region drawn by a view that keeps its cells between frames (`Canvas.keeps`):
    /// whose it is and where. When the regions of a frame differ from the last frame's,
    /// a view moved, appeared or went away, and the frame is drawn again whole.
    struct Region: Equatable, Sendable {
        let owner: ObjectIdentifier
        let rect: Rect
    }

    /// The columns of row `y` written since the damage was last forgotten, nil when none.
    func damagedColumns(ofRow y: Int) -> Range<Int>? {
        let row = damage[y]
        return row.isEmpty ? nil : Int(row.lower)..<Int(row.upper)
    }

    /// Whether anything at all was written since the damage was last forgotten.
    var isDamaged: Bool { damage.contains { !$0.isEmpty } }

    /// How many cells were written since the damage was last forgotten, at most.
    var damagedCellCount: Int { damage.reduce(0) { $0 + max(0, Int($1.upper) - Int($1.lower)) } }

    /// Forgets what was written: the canvas is now what the terminal shows (a presenter
    /// has compared the damaged cells and written those that changed).
    mutating func forgetDamage() {
        for y in damage.indices { damage[y] = .none }
        scrollNote = .none
    }

    /// Notes that a view drew its content in `rect` `rows` up (down when negative) from
    /// where it drew it last. Two views moving their content in one frame make it unknown
    /// where a scroll would pay, so a presenter looks everywhere.
    mutating func noteScroll(of rect: Rect, up rows: Int) {
        let band = ScrollNote.band(rows: rect.minY..<rect.maxY, up: rows)
        scrollNote = scrollNote == .none || scrollNote == band ? band : .unknown
    }

    /// Whether nothing was written inside `rect` since the damage was last forgotten.
    func isUndamaged(_ rect: Rect) -> Bool {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return true }
        for y in area.minY..<area.maxY {
            let row = damage[y]
            if !row.isEmpty && Int(row.lower) < area.maxX && Int(row.upper) > area.minX { return false }
        }
        return true
    }

    /// Whether a view that drew `rect` last frame, as `owner`, and would draw the same now
    /// can leave its cells as they are: nothing else has drawn over them this frame. The
    /// region is noted either way, so the frame's regions can be compared with the last's.
    mutating func keeps(_ rect: Rect, of owner: AnyObject, unchanged: Bool) -> Bool {
        noteRegion(rect, of: owner)
        return unchanged && isUndamaged(rect)
    }

    /// Notes that `owner` draws at `rect` this frame. Something drawn over other views'
    /// regions (a prompt over the status bar) notes its own, so the frame after it has
    /// gone is drawn whole.
    package mutating func noteRegion(_ rect: Rect, of owner: AnyObject) {
        regions.append(Region(owner: ObjectIdentifier(owner), rect: rect))
    }

    /// Moves the rows of `rect` (inside the canvas) up by `rows` (down when negative),
    /// as a list scrolled by that much shows them; the rows left behind keep what they had.
    mutating func moveRows(in rect: Rect, up rows: Int) {
        guard rows != 0, abs(rows) < rect.height, rect.intersection(bounds) == rect else { return }
        markDamaged(rect)
        let width = size.width
        withUnsafeMutableCellsKeepingDamage { cells in
            guard let base = cells.baseAddress else { return }
            func move(to y: Int) {
                (base + y * width + rect.minX).update(from: base + (y + rows) * width + rect.minX, count: rect.width)
            }
            // Up: top row first; down: bottom row first, so no row is overwritten before it moves.
            if rows > 0 {
                for y in rect.minY..<(rect.maxY - rows) { move(to: y) }
            } else {
                for y in ((rect.minY - rows)..<rect.maxY).reversed() { move(to: y) }
            }
        }
    }

    /// Notes that `columns` of row `y` were written, with a column to each side for the
    /// halves of wide glyphs that writing blanks.
    mutating func markDamaged(row y: Int, columns: Range<Int>) {
        guard y >= 0, y < size.height, !columns.isEmpty else { return }
        let lower = Int32(truncatingIfNeeded: max(0, columns.lowerBound - 1))
        let upper = Int32(truncatingIfNeeded: min(size.width, columns.upperBound + 1))
        if damage[y].isEmpty {
            damage[y] = Damage(lower: lower, upper: upper)
        } else {
            damage[y].lower = min(damage[y].lower, lower)
            damage[y].upper = max(damage[y].upper, upper)
        }
    }

    /// Notes that all of `rect` (clipped) was written.
    mutating func markDamaged(_ rect: Rect) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY { markDamaged(row: y, columns: area.minX..<area.maxX) }
    }
}

extension Canvas {
    /// Makes this canvas (of `canvas`'s size) hold `canvas`'s damaged cells, and every
    /// cell of the rows `scrolled` moved: after a presenter wrote them, what the terminal shows.
    mutating func copyDamage(of canvas: Canvas, scrolled: ScrollMatch?) {
        let width = size.width
        let height = size.height
        withUnsafeMutableCellsKeepingDamage { shown in
            canvas.withCells { cells in
                guard let target = shown.baseAddress, let source = cells.baseAddress else { return }
                for y in 0..<height {
                    let columns = scrolled?.contains(row: y) == true ? 0..<width : canvas.damagedColumns(ofRow: y)
                    guard let columns else { continue }
                    let start = y * width + columns.lowerBound
                    (target + start).update(from: source + start, count: columns.count)
                }
            }
        }
    }
}
