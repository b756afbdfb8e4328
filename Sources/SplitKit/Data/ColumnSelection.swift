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
        let list = columns.isEmpty ? "there are no columns" : "columns: " + columns.joined(separator: ", ")
        throw LoadError(kind: .unknownColumn, file: file, message: "no column named \"\(name)\" (\(list))")
    }

    /// `name` without the blanks (tabs and spaces) around it, in lower case. Trimmed by
    /// hand: Foundation's trimmingCharacters bridges through NSString, and its first use
    /// at start-up cost more than drawing the first frame.
    static func trimmedLowercase(_ name: String) -> String {
        let scalars = name.unicodeScalars
        let isBlank: (Unicode.Scalar) -> Bool = { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
        guard let first = scalars.firstIndex(where: { !isBlank($0) }),
              let last = scalars.lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(scalars[first...last]).lowercased()
    }

    private static func firstMatch(_ names: [String], in columns: [String], excluding: Int? = nil) -> Int? {
        let lowered = columns.map(trimmedLowercase)
        for name in names {
            if let i = lowered.indices.first(where: { lowered[$0] == name && $0 != excluding }) { return i }
        }
        return nil
    }
}
