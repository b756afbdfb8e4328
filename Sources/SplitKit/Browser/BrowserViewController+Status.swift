extension BrowserViewController {
    /// The status bar's left side: a message or layout change while one is fresh (until
    /// the next key, like vim's message line), else the file name and its state.
    var statusLeft: String {
        if let message = message ?? layoutNotice { return " " + message }
        var parts = [list.table.name]
        if isModified { parts.append("modified") }
        return " " + parts.joined(separator: "  ")
    }

    /// The status bar's right side: the position and the hint for help.
    var statusRight: String {
        StatusBar.position(row: list.tableView.highlightedRow, of: list.table.count) + "  ? help "
    }

    /// "portrait 60x40": the layout mode and the terminal's size, for the status bar.
    func layoutDescription(for size: Size) -> String? {
        guard let mode = splitController.layoutMode else { return nil }
        let name = mode == .tooSmall ? "too small" : mode.rawValue
        return "\(name) \(size.width)x\(size.height)"
    }
}
