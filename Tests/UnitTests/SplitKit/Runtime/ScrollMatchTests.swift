import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// Where a presenter scrolls the terminal instead of writing rows again: only where a view
/// noted that it moved its content, and there only when it pays.
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
        canvas.forgetDamage()
        return canvas
    }

    /// `shown` drawn over with the list starting at `first`, noting `note` as the views would.
    private func drawn(over shown: Canvas, first: Int, noting note: ((inout Canvas) -> Void)?) -> Canvas {
        var canvas = shown
        canvas.fill(list, style: .plain)
        for offset in 0..<list.height {
            canvas.draw(row(first + offset), at: Point(x: 1, y: list.minY + offset), style: .plain,
                        clip: list)
        }
        note?(&canvas)
        return canvas
    }

    @Test("a list a view moved up or down a row scrolls its band of rows, and only that band")
    func notedBand() {
        let shown = presented(first: 10)
        let down = drawn(over: shown, first: 11) { $0.noteScroll(of: list, up: 1) }
        #expect(ScrollMatch.find(down, since: shown, minimumGain: 2 * size.width)
                == ScrollMatch(top: list.minY, bottom: list.maxY - 1, direction: 1))
        let up = drawn(over: shown, first: 9) { $0.noteScroll(of: list, up: -1) }
        #expect(ScrollMatch.find(up, since: shown, minimumGain: 2 * size.width)
                == ScrollMatch(top: list.minY, bottom: list.maxY - 1, direction: -1))
        // Where the view says it moved is what is weighed, though a search would find the whole list.
        let upper = Rect(x: list.minX, y: list.minY, width: list.width, height: 5)
        let part = drawn(over: shown, first: 11) { $0.noteScroll(of: upper, up: 1) }
        #expect(ScrollMatch.find(part, since: shown, minimumGain: 2 * size.width)
                == ScrollMatch(top: upper.minY, bottom: upper.maxY - 1, direction: 1))
    }

    @Test("a noted move that would not pay, or content moved with nothing noted, is not scrolled")
    func notWorthIt() {
        let shown = presented(first: 10)
        let claimed = drawn(over: shown, first: 10) { $0.noteScroll(of: list, up: 1) }
        #expect(ScrollMatch.find(claimed, since: shown, minimumGain: 2 * size.width) == nil, "nothing moved")
        var unnoted = drawn(over: shown, first: 11, noting: nil)
        #expect(unnoted.scrollNote == .none)
        #expect(ScrollMatch.find(unnoted, since: shown, minimumGain: 2 * size.width) == nil)
        unnoted.clear(to: size)
        #expect(unnoted.scrollNote == .unknown, "a frame drawn whole may have moved anything")
    }

    @Test("two views moving their content make a presenter search every band, as for a frame drawn whole")
    func twoViews() {
        let shown = presented(first: 10)
        let other = Rect(x: 0, y: 0, width: 30, height: 1)
        let moved = drawn(over: shown, first: 11) {
            $0.noteScroll(of: list, up: 1)
            $0.noteScroll(of: list, up: 1)
            #expect($0.scrollNote == .band(rows: list.minY..<list.maxY, up: 1), "the same move twice is one")
            $0.noteScroll(of: other, up: -1)
        }
        #expect(moved.scrollNote == .unknown)
        #expect(ScrollMatch.find(moved, since: shown, minimumGain: 2 * size.width)
                == ScrollMatch(top: list.minY, bottom: list.maxY - 1, direction: 1), "found by searching")
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
