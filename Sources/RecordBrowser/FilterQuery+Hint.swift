import SplitKit
import RecordTables
extension FilterQuery {
    /// What the list says when this query, typed as `typed`, matches no record: where it
    /// looked, then what to try, a line each (the columns named from `columns`, made visible).
    func hint(typed: String, shownColumns: [Int], columns: [String]) -> String {
        func name(_ column: Int) -> String {
            VisibleText.of(columns.indices.contains(column) ? columns[column] : String(column + 1))
        }
        if searchesAllFields { return "No match in any field" }
        let shown = shownColumns.map(name).joined(separator: ", ")
        var lines = ["No match in \(shown)"]
        let text = typed.trimmingBlanks
        if !text.hasPrefix("*") { lines.append("*\(VisibleText.of(text)): every field") }
        let plain = terms.filter { $0.scope == .columns(shownColumns) }
        if terms.count == 1, let term = plain.first, !term.text.contains(" "),
           let other = columns.indices.first(where: { !shownColumns.contains($0) }) {
            lines.append("\(name(other)):\(VisibleText.of(term.text)): one column")
        }
        return lines.joined(separator: "\n")
    }
}
