/// Choosing the title and subtitle columns, and finding a column by name.
enum ColumnSelection {
    /// Names that say a column names its record, best first.
    static let titleNames = ["title", "name", "label", "subject", "heading"]
    /// Names of identifiers: distinct, but a title only when nothing else will do.
    static let identifierNames = ["id", "key"]
    /// Preferred subtitle column names, best first.
    static let subtitleNames = ["subtitle", "description", "summary", "author", "email", "date"]
    /// The longest values, on average, of a column that titles rows.
    static let shortText = 60

    /// The column that best titles each record, given `sample` (the first records' values,
    /// one array a record, by column): a column named like a title, else one whose name
    /// holds "title" or "name", else the short text column whose values are the most
    /// distinct, else an identifier; else column 0. A column counts only when most of the
    /// sample has a value in it (a JSON key most records have); with no sample, the
    /// names alone decide.
    static func suggestedTitle(_ columns: [String], sample: [[String]] = []) -> Int {
        let filled = columns.indices.map { column in
            sample.isEmpty || 2 * sample.count { column < $0.count && !$0[column].isBlank } >= sample.count
        }
        let usable = Set(columns.indices.filter { filled[$0] })
        if let named = firstMatch(titleNames, in: columns, among: usable) { return named }
        let lowered = columns.map { $0.utf8.count > longestLooked ? "" : $0.lowercased() }
        if let like = usable.sorted().first(where: { lowered[$0].contains("title") || lowered[$0].contains("name") }) {
            return like
        }
        if let distinct = mostDistinctText(sample, among: usable) { return distinct }
        return firstMatch(identifierNames, in: columns, among: usable) ?? 0
    }

    /// The first of `columns` whose sampled values are short text (mostly with a letter,
    /// not too long), with the most distinct values (at least two); nil when none is.
    private static func mostDistinctText(_ sample: [[String]], among columns: Set<Int>) -> Int? {
        var best: (column: Int, distinct: Int)?
        for column in columns.sorted() {
            let values = sample.compactMap { column < $0.count && !$0[column].isBlank ? $0[column] : nil }
            guard !values.isEmpty else { continue }
            let lettered = values.count { $0.unicodeScalars.contains(where: \.properties.isAlphabetic) }
            let length = values.reduce(0) { $0 + $1.count } / values.count
            guard 2 * lettered > values.count, length <= shortText else { continue }
            let distinct = Set(values).count
            if distinct >= 2, distinct > best?.distinct ?? 0 { best = (column, distinct) }
        }
        return best?.column
    }

    static func suggestedSubtitle(_ columns: [String], title: Int? = nil) -> Int? {
        firstMatch(subtitleNames, in: columns, among: Set(columns.indices).subtracting([title ?? suggestedTitle(columns)]))
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

    private static func firstMatch(_ names: [String], in columns: [String], among: Set<Int>) -> Int? {
        let lowered = columns.map { $0.utf8.count > longestLooked ? "" : $0.trimmingBlanks.lowercased() }
        for name in names {
            if let i = lowered.indices.first(where: { lowered[$0] == name && among.contains($0) }) { return i }
        }
        return nil
    }
}
