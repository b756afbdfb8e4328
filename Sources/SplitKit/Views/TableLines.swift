/// A table view's rows as the lines they take, read from its data source for one move or
/// frame: each section's header line (when it has a title), its rows (`rowHeight` lines
/// each), its footer line. It costs a call or three per section, none per row, so paging a
/// million rows in one section costs what paging ten does.
@MainActor
struct TableLines {
    /// What is on one line.
    enum Item: Equatable {
        /// Section `section`'s header title.
        case header(section: Int)
        /// Line `line` of row `row` (counted through the sections).
        case row(Int, line: Int)
        /// Section `section`'s footer title.
        case footer(section: Int)
    }

    /// Each section's row count, and whether it has a header and a footer line.
    private(set) var rows: [Int] = []
    private var headers: [Bool] = []
    private var footers: [Bool] = []
    /// Lines a row takes.
    let rowHeight: Int

    /// The lines of `tableView`'s data source now.
    init(_ tableView: TableView) {
        rowHeight = max(1, tableView.rowHeight)
        guard let source = tableView.dataSource else { return }
        for section in 0..<max(0, source.numberOfSections(in: tableView)) {
            rows.append(max(0, source.tableView(tableView, numberOfRowsInSection: section)))
            headers.append(source.tableView(tableView, titleForHeaderInSection: section) != nil)
            footers.append(source.tableView(tableView, titleForFooterInSection: section) != nil)
        }
    }

    /// Rows in all sections.
    var rowCount: Int { rows.reduce(0, +) }

    /// Lines of all sections.
    var lineCount: Int { rows.indices.reduce(0) { $0 + lines(inSection: $1) } }

    /// The header line's count of `section` (0 or 1), and the footer's.
    func headerLines(_ section: Int) -> Int { headers[section] ? 1 : 0 }
    func footerLines(_ section: Int) -> Int { footers[section] ? 1 : 0 }

    private func lines(inSection section: Int) -> Int {
        headerLines(section) + rows[section] * rowHeight + footerLines(section)
    }

    /// The section and row within it of `row` counted through the sections (past the last
    /// row: a row after the last section's last).
    func indexPath(forRow row: Int) -> IndexPath {
        var rest = row
        for (section, count) in rows.enumerated() {
            if rest < count || section == rows.count - 1 { return IndexPath(row: rest, section: section) }
            rest -= count
        }
        return IndexPath(row: row, section: 0)
    }

    /// `indexPath` counted through the sections.
    func row(for indexPath: IndexPath) -> Int {
        rows.prefix(max(0, indexPath.section)).reduce(0, +) + indexPath.row
    }

    /// The line `row` starts on.
    func firstLine(ofRow row: Int) -> Int {
        let indexPath = self.indexPath(forRow: row)
        let before = (0..<indexPath.section).reduce(0) { $0 + lines(inSection: $1) }
        return before + headerLines(indexPath.section) + indexPath.row * rowHeight
    }

    /// The lines `row` takes, widened by its section's header when it is the section's first
    /// row and by the footer when it is the last: what scrolling to it shows.
    func span(ofRow row: Int) -> (row: Range<Int>, shown: Range<Int>) {
        let start = firstLine(ofRow: row)
        let indexPath = self.indexPath(forRow: row)
        let top = indexPath.row == 0 ? start - headerLines(indexPath.section) : start
        let last = indexPath.row == rows[indexPath.section] - 1
        let bottom = start + rowHeight + (last ? footerLines(indexPath.section) : 0)
        return (start..<start + rowHeight, top..<bottom)
    }

    /// What is on `line`, nil past the last.
    func item(atLine line: Int) -> Item? {
        guard line >= 0 else { return nil }
        var start = 0
        var firstRow = 0
        for section in rows.indices {
            let end = start + lines(inSection: section)
            if line < end {
                let offset = line - start - headerLines(section)
                if offset < 0 { return .header(section: section) }
                if offset >= rows[section] * rowHeight { return .footer(section: section) }
                return .row(firstRow + offset / rowHeight, line: offset % rowHeight)
            }
            start = end
            firstRow += rows[section]
        }
        return nil
    }
}
