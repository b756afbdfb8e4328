import Glibc

/// A band of rows whose content moved up or down one row between two frames (a list
/// scrolled by a row), so a presenter can scroll that part of the terminal instead of
/// writing the band again. Terminals scroll whole lines, so the band is judged by whole
/// rows: beside a list that moved, a detail whose text changed is written either way.
struct ScrollMatch: Equatable {
    /// Compared columns are this far apart.
    static let step = 4
    /// The first row of the region to scroll.
    let top: Int
    /// The last row of the region to scroll.
    let bottom: Int
    /// 1 when the content moved up (a line enters at the bottom), -1 when it moved down.
    let direction: Int

    /// The band of `canvas` that scrolling `previous` by a row would leave the most cells
    /// right in, when that is `minimumGain` cells more than leaving the rows as they are,
    /// in either direction. Every fourth column is compared (`step`), which is plenty to
    /// tell a scrolled list.
    static func find(_ canvas: Canvas, since previous: Canvas, minimumGain: Int) -> ScrollMatch? {
        let size = canvas.size
        guard size == previous.size, size.height >= 3 else { return nil }
        var best: ScrollMatch?
        var bestGain = minimumGain / step - 1
        canvas.withCells { cells in
            previous.withCells { old in
                guard let new = cells.baseAddress, let old = old.baseAddress else { return }
                let rows = RowComparison(new: new, old: old, width: size.width)
                let unmoved = (0..<size.height).map { rows.equalCells(row: $0, oldRow: $0) }
                let changed = unmoved.reduce(RowComparison.sampled(size.width) * size.height) { $0 - $1 }
                guard changed > bestGain else { return }
                for direction in [1, -1] {
                    // The rows that would show a neighbour's old line: the band of largest gain (Kadane).
                    let band = direction == 1 ? 0..<(size.height - 1) : 1..<size.height
                    var start = band.lowerBound
                    var sum = 0
                    for row in band {
                        let gain = rows.equalCells(row: row, oldRow: row + direction) - unmoved[row]
                        if sum <= 0 {
                            start = row
                            sum = gain
                        } else {
                            sum += gain
                        }
                        if sum > bestGain {
                            bestGain = sum
                            best = direction == 1 ? ScrollMatch(top: start, bottom: row + 1, direction: 1)
                                                  : ScrollMatch(top: start - 1, bottom: row, direction: -1)
                        }
                    }
                }
            }
        }
        return best
    }

    /// Counts equal cells between rows of two frames.
    struct RowComparison {
        let new: UnsafePointer<Cell>
        let old: UnsafePointer<Cell>
        let width: Int

        /// Columns compared in a row `width` wide.
        static func sampled(_ width: Int) -> Int { (width + step - 1) / step }

        /// Equal cells among the compared columns of `row` and of the old frame's `oldRow`.
        func equalCells(row: Int, oldRow: Int) -> Int {
            let cells = new + row * width
            let oldCells = old + oldRow * width
            // A row that did not change at all is told by one memcmp, whole.
            if memcmp(cells, oldCells, width * MemoryLayout<Cell>.stride) == 0 {
                return RowComparison.sampled(width)
            }
            var count = 0
            var column = 0
            while column < width {
                count += cells[column] == oldCells[column] ? 1 : 0
                column += step
            }
            return count
        }
    }

    /// Whether the terminal's row `row` moves in this scroll.
    func contains(row: Int) -> Bool { row >= top && row <= bottom }

    /// The row of the frame before that the terminal shows at `row` after this scroll:
    /// a neighbour inside the band, the row itself outside it, nil for the line scrolled
    /// in (blank).
    func previousRow(shownAt row: Int) -> Int? {
        guard row >= top && row <= bottom else { return row }
        if row == (direction == 1 ? bottom : top) { return nil }
        return row + direction
    }
}
