extension BrowserViewController {
    /// Whether the table has unsaved edits: the status bar says "modified".
    public var isModified: Bool { editable.isModified }

    /// The status bar's left side: a message while one is fresh (until the next key,
    /// like vim's message line); else what the last layout change did, then the file,
    /// how loading goes (progress, the row count, the error if it stopped), "modified",
    /// and the first soft problem found in the data.
    var statusLeft: String {
        if let message { return " " + message }
        let table = editable.table
        var parts = (layoutIndicator.message.map { [$0] } ?? []) + [table.name]
        switch table.state {
        case .loading(let bytes, let total?) where total > 0:
            parts.append("indexing \(min(99, bytes * 100 / total))%")
        case .loading:
            parts.append("reading… \(table.count.thousandsSeparated) rows")
        case .complete:
            parts.append("\(editable.count.thousandsSeparated) rows")
        case .failed(let error):
            parts.append("stopped: \(error)")
        }
        if isModified { parts.append("modified") }
        let warnings = table.warnings
        if let first = warnings.first {
            parts.append("⚠ " + first + (warnings.count > 1 ? " (+\(warnings.count - 1) more)" : ""))
        }
        return " " + parts.joined(separator: "  ")
    }

    /// The status bar's right side: the position in the list on top of the master,
    /// whether it is filtered, and the hint for help.
    var statusRight: String {
        let current = primaryNavigation?.topViewController as? TableViewController ?? list
        let filtered = (current as? RecordListViewController)?.filterText.isEmpty == false ? " filtered" : ""
        return StatusBar.position(row: current.tableView.highlightedRow, of: current.tableView.numberOfRows)
            + filtered + "  ? help "
    }
}
