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

    /// One section: its row count, and whether it has a header and a footer line.
    struct Section {
        var rows: Int
        var hasHeader: Bool
        var hasFooter: Bool
    }

    /// The sections, first first.
    private(set) var sections: [Section] = []
    /// Lines a row takes.
    let rowHeight: Int

    /// The lines of `tableView`'s data source now.
    init(_ tableView: TableView) {
        rowHeight = max(1, tableView.rowHeight)
        guard let source = tableView.dataSource else { return }
        for section in 0..<max(0, source.numberOfSections(in: tableView)) {
            sections.append(Section(rows: max(0, source.tableView(tableView, numberOfRowsInSection: section)),
                                    hasHeader: source.tableView(tableView, titleForHeaderInSection: section) != nil,
                                    hasFooter: source.tableView(tableView, titleForFooterInSection: section) != nil))
        }
    }

    /// Rows in all sections.
    var rowCount: Int { rows(before: sections.count) }

    /// Lines of all sections.
    var lineCount: Int { lines(before: sections.count) }

    /// The header line's count of `section` (0 or 1), and the footer's.
    func headerLines(_ section: Int) -> Int { sections[section].hasHeader ? 1 : 0 }
    func footerLines(_ section: Int) -> Int { sections[section].hasFooter ? 1 : 0 }

    /// Rows in the sections before `section`.
    private func rows(before section: Int) -> Int {
        var rows = 0
        for index in 0..<min(max(0, section), sections.count) { rows += sections[index].rows }
        return rows
    }

    /// Lines of the sections before `section`.
    private func lines(before section: Int) -> Int {
        var lines = 0
        for index in 0..<min(max(0, section), sections.count) { lines += self.lines(inSection: index) }
        return lines
    }

    private func lines(inSection section: Int) -> Int {
        headerLines(section) + sections[section].rows * rowHeight + footerLines(section)
    }

    /// The section and row within it of `row` counted through the sections (past the last
    /// row: a row after the last section's last).
    func indexPath(forRow row: Int) -> IndexPath {
        var rest = row
        for (index, section) in sections.enumerated() {
            if rest < section.rows || index == sections.count - 1 { return IndexPath(row: rest, section: index) }
            rest -= section.rows
        }
        return IndexPath(row: row, section: 0)
    }

    /// `indexPath` counted through the sections.
    func row(for indexPath: IndexPath) -> Int {
        rows(before: indexPath.section) + indexPath.row
    }

    /// The line `row` starts on.
    func firstLine(ofRow row: Int) -> Int {
        let indexPath = self.indexPath(forRow: row)
        let before = lines(before: indexPath.section)
        return before + headerLines(indexPath.section) + indexPath.row * rowHeight
    }

    /// The lines `row` takes, widened by its section's header when it is the section's first
    /// row and by the footer when it is the last: what scrolling to it shows.
    func span(ofRow row: Int) -> (row: Range<Int>, shown: Range<Int>) {
        let start = firstLine(ofRow: row)
        let indexPath = self.indexPath(forRow: row)
        let top = indexPath.row == 0 ? start - headerLines(indexPath.section) : start
        let last = indexPath.row == sections[indexPath.section].rows - 1
        let bottom = start + rowHeight + (last ? footerLines(indexPath.section) : 0)
        return (start..<start + rowHeight, top..<bottom)
    }

    /// What is on `line`, nil past the last.
    func item(atLine line: Int) -> Item? {
        guard line >= 0 else { return nil }
        var start = 0
        var firstRow = 0
        for section in sections.indices {
            let end = start + lines(inSection: section)
            if line < end {
                let offset = line - start - headerLines(section)
                if offset < 0 { return .header(section: section) }
                if offset >= sections[section].rows * rowHeight { return .footer(section: section) }
                return .row(firstRow + offset / rowHeight, line: offset % rowHeight)
            }
            start = end
            firstRow += sections[section].rows
        }
        return nil
    }
}
