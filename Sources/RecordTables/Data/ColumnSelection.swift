/// Choosing the title and subtitle columns, and finding a column by name.
enum ColumnSelection {
    /// Preferred title column names, best first.
    static let titleNames = ["title", "name", "label", "subject", "heading", "id", "key"]
    /// Preferred subtitle column names, best first.
    static let subtitleNames = ["subtitle", "description", "summary", "author", "email", "date"]

    static func suggestedTitle(_ columns: [String]) -> Int {
        firstMatch(titleNames, in: columns) ?? 0
    }

    static func suggestedSubtitle(_ columns: [String]) -> Int? {
        let title = suggestedTitle(columns)
        return firstMatch(subtitleNames, in: columns, excluding: title)
    }

    static func index(of name: String, in columns: [String], file: String) throws(LoadError) -> Int {
        if let exact = columns.firstIndex(of: name) { return exact }
        let lowered = name.lowercased()
        if let loose = columns.firstIndex(where: { $0.lowercased() == lowered }) { return loose }
        throw LoadError(kind: .unknownColumn, file: file,
                        message: "no column named \"\(name.excerpt)\" (\(listed(columns)))")
    }

    /// The most column names an error lists.
    static let listedColumns = 20

    /// "columns: a, b, c" for an error, each name visible and cut short, the first
    /// `listedColumns` only: a file's header is data, and may be huge or hostile.
    private static func listed(_ columns: [String]) -> String {
        if columns.isEmpty { return "there are no columns" }
        let names = columns.prefix(listedColumns).map(\.excerpt).joined(separator: ", ")
        return "columns: " + names + (columns.count > listedColumns ? ", … (\(columns.count) in all)" : "")
    }

    /// Names longer than this cannot be one of the preferred names with blanks around it,
    /// and are not looked at (a header may be a record cut at the record limit).
    private static let longestLooked = 64

    private static func firstMatch(_ names: [String], in columns: [String], excluding: Int? = nil) -> Int? {
        let lowered = columns.map { $0.utf8.count > longestLooked ? "" : $0.trimmingBlanks.lowercased() }
        for name in names {
            if let i = lowered.indices.first(where: { lowered[$0] == name && $0 != excluding }) { return i }
        }
        return nil
    }
}
