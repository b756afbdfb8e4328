import Testing
@testable import SplitKit

/// How a table view's columns are measured and placed: widths from the names and values,
/// capped; numbers right-aligned; the columns that fit from the one scrolled to.
@Suite("Table columns: widths and placing")
struct TableColumnLayoutTests {
    private func cells(_ rows: [[String]]) -> [TableViewCell] {
        rows.map { TableViewCell(values: $0.map { TableViewCell.Value($0) }) }
    }

    private let columns = ["name", "n", "note"].map(TableColumn.init(title:))

    @Test("a column is as wide as its name or widest value, at most half the room (at least 8)")
    func widths() {
        let layout = TableColumnLayout(columns: columns, cells: cells([["Ann", "7", "x"], ["Bob", "12", String(repeating: "y", count: 50)]]),
                                       room: 40)
        #expect(layout.widths == [4, 2, 20])
        let narrow = TableColumnLayout(columns: columns, cells: cells([["Ann", "1", String(repeating: "y", count: 50)]]), room: 10)
        #expect(narrow.widths == [4, 1, 8], "the cap never goes below 8")
    }

    @Test("a column whose values are all numbers is right-aligned; empty values do not count")
    func numbers() {
        let layout = TableColumnLayout(columns: columns, cells: cells([["1", "2.5", ""], ["x", "-3", ""]]), room: 40)
        #expect(layout.trailing == [false, true, false])
    }

    @Test("the columns are placed a space apart from the first shown, the last cut to the room")
    func placing() {
        let layout = TableColumnLayout(columns: columns, cells: cells([["Ann", "12", "abcdefghij"]]), room: 12)
        #expect(layout.placed(from: 0).map(\.x) == [0, 5, 8])
        #expect(layout.placed(from: 0).map(\.width) == [4, 2, 4], "the name is wider than Ann; the note cut to 4")
        #expect(layout.hasMore(after: 0))
        #expect(layout.placed(from: 1).map(\.column) == [1, 2] && !layout.hasMore(after: 1))
        #expect(layout.lastFirstColumn == 1, "from column 1 on, everything fits")
        let roomy = TableColumnLayout(columns: columns, cells: cells([["Ann", "12", "abc"]]), room: 40)
        #expect(roomy.lastFirstColumn == 0 && !roomy.hasMore(after: 0))
    }
}
