/// Where a table view's columns go in a row: each column's width from its values (capped so
/// one long column cannot take the row), numbers right-aligned, a space between columns, and
/// which columns fit from the one scrolled to.
struct TableColumnLayout: Hashable, Sendable {
    /// A column shown: which one, where it starts in the row's content, how wide it is.
    struct Placed: Hashable, Sendable {
        var column: Int
        var x: Int
        var width: Int
        var isTrailing: Bool
    }

    /// Columns between two columns.
    static let gap = 1

    /// Every column's width, as measured.
    private(set) var widths: [Int]
    /// Whether each column's values measured so far are all numbers, and whether it has any.
    private var numeric: [Bool]
    private var valued: [Bool]
    /// The content's width the columns are placed in.
    let room: Int

    /// Measures `columns` over `cells` (the rows sampled): a column is as wide as its name
    /// and widest value, at most half of `room` (and at least 8); a column whose values are
    /// all numbers is right-aligned.
    init(columns: [TableColumn], cells: [TableViewCell], room: Int) {
        self.room = room
        let cap = max(8, room / 2)
        widths = columns.map { min(cap, TextMetrics.width(of: $0.title, truncatedTo: cap)) }
        numeric = Array(repeating: true, count: columns.count)
        valued = Array(repeating: false, count: columns.count)
        for cell in cells {
            for (index, value) in cell.values.prefix(widths.count).enumerated() where !value.text.isEmpty {
                widths[index] = max(widths[index], TextMetrics.width(of: value.text, truncatedTo: cap))
                valued[index] = true
                if numeric[index] && Double(value.text) == nil { numeric[index] = false }
            }
        }
    }

    /// Whether each column is right-aligned: all its values measured are numbers.
    var trailing: [Bool] { zip(numeric, valued).map { $0 && $1 } }

    /// The last column that may be scrolled to first: past it, the columns after it all fit.
    var lastFirstColumn: Int {
        var used = -Self.gap
        for column in widths.indices.reversed() {
            used += widths[column] + Self.gap
            if used > room { return min(widths.count - 1, column + 1) }
        }
        return 0
    }

    /// The columns shown from `first`, the last one cut to the room left.
    func placed(from first: Int) -> [Placed] {
        var x = 0
        var shown: [Placed] = []
        for column in widths.indices.dropFirst(first) where x < room {
            shown.append(Placed(column: column, x: x, width: min(widths[column], room - x),
                                isTrailing: numeric[column] && valued[column]))
            x += widths[column] + Self.gap
        }
        return shown
    }

    /// Whether columns lie past the room when the row starts at `first`.
    func hasMore(after first: Int) -> Bool {
        guard let last = placed(from: first).last else { return false }
        return last.column < widths.count - 1 || last.width < widths[last.column]
    }
}
