extension TableView {
    /// Where a row scrolled to stands in the list (UIKit's UITableView.ScrollPosition).
    public enum ScrollPosition: Hashable, Sendable {
        /// As little scrolling as brings it into view.
        case none
        /// At the top, under its section's header when it is the section's first row.
        case top
        /// In the middle.
        case middle
        /// At the bottom, over its section's footer when it is the section's last row.
        case bottom
    }

    /// Scrolls so the row at `indexPath` stands at `scrollPosition` in the list as laid out
    /// last (UIKit's scrollToRow(at:at:animated:); nothing is animated). The highlight stays
    /// in view as with the wheel: off screen, it moves to the nearest row shown.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool = false) {
        let lines = self.lines
        guard lines.rowCount > 0 else { return }
        scroll(toRow: min(max(0, row(for: indexPath)), lines.rowCount - 1), at: scrollPosition, lines: lines)
        keepHighlightShown(lines)
    }

    /// Highlights the row at `indexPath` and scrolls it to `scrollPosition` (UIKit's
    /// selectRow(at:animated:scrollPosition:)); nil clears the highlight. Like UIKit's, it
    /// does not tell the delegate.
    public func selectRow(at indexPath: IndexPath?, animated: Bool = false, scrollPosition: ScrollPosition = .none) {
        guard let indexPath else {
            highlightedRow = nil
            return
        }
        highlightRow(row(for: indexPath), notify: false)
        if let highlightedRow { scroll(toRow: highlightedRow, at: scrollPosition, lines: lines) }
    }

    /// Clears the highlight if it is on the row at `indexPath` (UIKit's
    /// deselectRow(at:animated:)); the next move starts again from the first row.
    public func deselectRow(at indexPath: IndexPath, animated: Bool = false) {
        if highlightedRow == row(for: indexPath) { highlightedRow = nil }
    }

    /// The rows at `indexPaths` changed (UIKit's reloadRows(at:with:)): they are asked for
    /// their cells again in the next frame, as every row shown is; the columns are measured
    /// again when one of the rows was among those measured.
    public func reloadRows(at indexPaths: [IndexPath]) {
        if indexPaths.contains(where: { row(for: $0) < Self.sampledRows }) { resetColumnWidths() }
    }

    /// Rows were inserted at `indexPaths`, places after the insertion (UIKit's
    /// insertRows(at:with:); nothing animates): as `insertRows(at:)` with rows counted
    /// through the sections.
    public func insertRows(at indexPaths: [IndexPath]) {
        insertRows(at: indexPaths.map(row(for:)))
    }

    /// The rows at `indexPaths`, places before the deletion, were deleted (UIKit's
    /// deleteRows(at:with:); nothing animates): as `deleteRows(at:)` with rows counted
    /// through the sections as they were, the deleted rows of earlier sections included.
    public func deleteRows(at indexPaths: [IndexPath]) {
        deleteRows(at: indexPaths.map { path in
            row(for: path) + indexPaths.filter { $0.section < path.section }.count
        })
    }

    /// Scrolls by `rows` lines without moving the highlight off screen (the wheel).
    public func scroll(by rows: Int) {
        let lines = self.lines
        topLine = max(0, min(topLine + rows, lines.lineCount - pageLines))
        keepHighlightShown(lines)
    }

    /// Keeps the highlighted row in view, scrolling as little as brings it there with its
    /// section's header (its first row) or footer (its last).
    func scrollToHighlight() {
        guard let row = highlightedRow else {
            topLine = 0
            return
        }
        scroll(toRow: row, at: .none, lines: lines)
    }

    /// Scrolls `row` to `position` in `lines`, then keeps the scroll within the lines.
    /// A row the data source no longer has (it changed before `reloadData()`) only keeps
    /// the scroll within the lines.
    private func scroll(toRow row: Int, at position: ScrollPosition, lines: TableLines) {
        guard row < lines.rowCount else {
            topLine = max(0, min(topLine, lines.lineCount - pageLines))
            return
        }
        let span = lines.span(ofRow: row)
        switch position {
        case .none:
            if span.shown.upperBound > topLine + pageLines { topLine = span.shown.upperBound - pageLines }
            if span.shown.lowerBound < topLine { topLine = span.shown.lowerBound }
            if span.row.upperBound > topLine + pageLines { topLine = span.row.upperBound - pageLines }
            if span.row.lowerBound < topLine { topLine = span.row.lowerBound }
        case .top: topLine = span.shown.lowerBound
        case .middle: topLine = span.row.lowerBound - (pageLines - span.row.count) / 2
        case .bottom: topLine = span.shown.upperBound - pageLines
        }
        topLine = max(0, min(topLine, lines.lineCount - pageLines))
    }

    /// Moves the highlight onto the nearest row wholly shown when scrolling left it out of view.
    private func keepHighlightShown(_ lines: TableLines) {
        guard let row = highlightedRow, row < lines.rowCount else { return }
        let span = lines.span(ofRow: row).row
        let shown = topLine..<topLine + pageLines
        guard span.lowerBound < shown.lowerBound || span.upperBound > shown.upperBound else { return }
        let above = span.lowerBound < shown.lowerBound
        // From above: the first row starting in view; from below: the last one ending in it.
        for line in above ? Array(shown) : shown.reversed() {
            if case .row(let nearest, let index) = lines.item(atLine: line), index == (above ? 0 : lines.rowHeight - 1) {
                highlightRow(nearest)
                return
            }
        }
    }
}
