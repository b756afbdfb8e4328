import SplitKit
import RecordTables
extension BrowserViewController {
    /// Whether the table has unsaved edits: the status bar says "modified".
    public var isModified: Bool { editable.isModified }

    /// The status bar's left side: a message while one is fresh (until the next key,
    /// like vim's message line); else what the last layout change did, then the file,
    /// how loading goes (progress, the row count, the error if it stopped), "modified",
    /// the first soft problem found in the data, and until the first key how it was read.
    var statusLeft: String {
        let table = editable.table
        let state = table.state
        let count: Int
        switch state {
        case .loading(_, let total?) where total > 0: count = 0
        case .loading: count = table.count
        case .complete: count = editable.count
        case .failed: count = 0
        }
        let columns = editable.columns
        let titledBy = isTitleChosen && columns.indices.contains(titleColumn) ? columns[titleColumn] : nil
        let groupedBy = isGroupingChosen ? groupColumns.first.flatMap { columns.indices.contains($0) ? columns[$0] : nil } : nil
        let inputs = StatusLeftInputs(message: message, layout: layoutIndicator.message, state: state, count: count,
                                      titledBy: titledBy, sort: sorting.status(columns: columns), groupedBy: groupedBy,
                                      byCount: factory != nil && groupOrder == .count,
                                      appended: appendedRows, isModified: isModified,
                                      warnings: table.loadWarnings, showsNotes: showsLoadNotes)
        return inputs.text(file: table.name)
    }

    /// The status bar's two sides for a bar `width` columns wide. What must be read whole
    /// (a message, or why loading stopped, which then comes first) takes the row from the
    /// position and hints when it needs it; a message still too long is cut in its middle,
    /// keeping what failed (its start) and why (its end).
    func statusSides(width: Int) -> (left: String, right: String) {
        let left = statusLeft
        let right = statusRight
        let stopped = if case .failed = editable.table.state { true } else { false }
        guard message != nil || stopped,
              TextMetrics.width(of: left) > width - TextMetrics.width(of: right, truncatedTo: width) - 1 else {
            return (left, right)
        }
        return (message != nil ? VisibleText.line(left, columns: width - 1) : left, "")
    }

    /// The status bar's right side: the position in the list on top of the master,
    /// whether it is filtered, and the hint for help.
    var statusRight: String {
        let current = primaryNavigation?.topViewController as? TableViewController ?? list
        let filtered = (current as? RecordListViewController)?.filterText.isEmpty == false
        return StatusBar.position(row: current.tableView.highlightedRow, of: current.tableView.numberOfRows,
                                  followedBy: filtered ? " filtered  ? help " : "  ? help ")
    }
}

/// Everything the status bar's left side says, but the file's name.
struct StatusLeftInputs {
    let message: String?
    let layout: String?
    let state: LoadState
    /// The rows counted so far, when the state says so.
    let count: Int
    /// The column chosen to title the records, once chosen at run time.
    let titledBy: String?
    /// How the records are sorted, or how far their sort has got.
    var sort: String?
    /// The column the records were grouped by at run time, if they were.
    var groupedBy: String?
    /// Whether the groups are listed by count.
    var byCount = false
    /// Rows that came in at the end of the file since the last key.
    var appended = 0
    let isModified: Bool
    let warnings: LoadWarnings
    /// Whether the notes on how the table was read are still shown (until the first key).
    let showsNotes: Bool

    /// The left side's text for the table read from `file`.
    func text(file: String) -> String {
        if let message { return " " + message }
        var parts = layout.map { [$0] } ?? []
        if case .failed(let error) = state {
            // First, before the file's name, so that a narrow bar still shows why.
            parts.append("stopped" + (error.line.map { " at line \($0)" } ?? "") + ": " + VisibleText.of(error.message))
        }
        parts.append(file)
        switch state {
        case .loading(let bytes, let total?) where total > 0:
            parts.append("indexing \(min(99, bytes * 100 / total))%")
        case .loading:
            parts.append("reading… " + count.counted("row"))
        case .complete:
            parts.append(count.counted("row"))
        case .failed:
            break
        }
        if let titledBy { parts.append("title: " + VisibleText.of(titledBy.excerpt)) }
        if let sort { parts.append(sort) }
        if let groupedBy { parts.append("grouped by " + VisibleText.of(groupedBy.excerpt)) }
        if byCount { parts.append("by count") }
        if appended > 0 { parts.append("+" + appended.counted("row")) }
        if isModified { parts.append("modified") }
        let messages = warnings.messages
        if let first = messages.first {
            parts.append("⚠ " + first + (messages.count > 1 ? " (+\(messages.count - 1) more)" : ""))
        }
        if showsNotes { parts += warnings.notes }
        return " " + parts.joined(separator: "  ")
    }
}
