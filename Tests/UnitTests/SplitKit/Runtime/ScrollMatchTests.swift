import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// Where a presenter scrolls the terminal instead of writing rows again: found by comparing
/// the frame with the last one, and taken only when it pays.
@Suite("Scroll match: when scrolling the terminal pays")
struct ScrollMatchTests {
    private let size = Size(width: 30, height: 12)
    /// The list's rows in these frames: all but the first and the last (a bar each).
    private let list = Rect(x: 0, y: 1, width: 30, height: 10)

    /// List row `number`'s text: a letter repeated, so no two neighbours look alike.
    private func row(_ number: Int) -> String {
        String(repeating: Character(Unicode.Scalar(UInt8(65 + number % 26))), count: 12 + number % 7)
    }

    /// A presented frame: a bar on the first and last rows, numbered list rows from `first` between.
    private func presented(first: Int) -> Canvas {
        var canvas = Canvas(size: size)
        canvas.draw("Title bar", at: Point(x: 0, y: 0), style: .plain, clip: canvas.bounds)
        for offset in 0..<list.height {
            canvas.draw(row(first + offset), at: Point(x: 1, y: list.minY + offset), style: .plain,
                        clip: list)
        }
        canvas.draw("Status", at: Point(x: 0, y: size.height - 1), style: .plain, clip: canvas.bounds)
        return canvas
    }

    /// `shown` drawn over with the list starting at `first`.
    private func drawn(over shown: Canvas, first: Int) -> Canvas {
        var canvas = shown
        canvas.fill(list, style: .plain)
        for offset in 0..<list.height {
            canvas.draw(row(first + offset), at: Point(x: 1, y: list.minY + offset), style: .plain,
                        clip: list)
        }
        return canvas
    }

    @Test("a list moved up or down a row scrolls its band of rows, and only that band")
    func band() {
        let shown = presented(first: 10)
        #expect(ScrollMatch.find(drawn(over: shown, first: 11), since: shown, minimumGain: 2 * size.width)
                == ScrollMatch(top: list.minY, bottom: list.maxY - 1, direction: 1))
        #expect(ScrollMatch.find(drawn(over: shown, first: 9), since: shown, minimumGain: 2 * size.width)
                == ScrollMatch(top: list.minY, bottom: list.maxY - 1, direction: -1))
    }

    @Test("a frame that moved nothing, or a move that would not pay, is not scrolled")
    func notWorthIt() {
        let shown = presented(first: 10)
        #expect(ScrollMatch.find(drawn(over: shown, first: 10), since: shown, minimumGain: 2 * size.width) == nil,
                "nothing moved")
        #expect(ScrollMatch.find(drawn(over: shown, first: 11), since: shown, minimumGain: 12 * size.width) == nil,
                "ten rows moved cannot leave twelve rows' worth right")
    }

    @Test("rows are weighed by every fourth column, each cell compared whole, the last row too")
    func sampledColumns() {
        var old = Canvas(size: size)
        for y in 0..<size.height {
            old.draw(String(repeating: "x", count: size.width), at: Point(x: 0, y: y), style: .plain, clip: old.bounds)
        }
        var new = old
        let last = size.height - 1
        for x in [1, 2, 3, 4, 28] {
            new.draw("y", at: Point(x: x, y: last), style: .plain, clip: new.bounds)
        }
        new.restyle(Rect(x: 8, y: last, width: 1, height: 1)) { $0.adding(.bold) }
        new.withCells { cells in
            old.withCells { oldCells in
                let rows = ScrollMatch.RowComparison(new: cells.baseAddress!, old: oldCells.baseAddress!, width: size.width)
                #expect(ScrollMatch.step == 4)
                #expect(rows.equalCells(row: 0, oldRow: 0) == 8, "columns 0, 4 … 28 of 30, all equal")
                #expect(rows.equalCells(row: last, oldRow: last) == 5, "4, 8 (restyled) and 28 differ")
                #expect(rows.equalCells(row: last, oldRow: 0) == 5)
            }
        }
    }
}
