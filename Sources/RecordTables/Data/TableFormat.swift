/// The input formats a `Table` reads.
public enum TableFormat: String, CaseIterable, Sendable {
    /// Comma-separated values, RFC 4180: quoted fields, doubled quotes, newlines inside quotes, CRLF.
    case csv
    /// Tab-separated values. Read with the same quoting rules as CSV (as spreadsheets write it),
    /// with a tab as the delimiter.
    case tsv
    /// A JSON array of objects. A top-level object is also accepted: the array of records
    /// inside it, its members as keyed records, or itself, one record (see
    /// `JSONRecordsLocator`); several, one after another, are a record each.
    case json
    /// JSON Lines / NDJSON: one object per line; blank lines are skipped.
    case jsonl

    /// The format named on a command line: `csv`, `tsv`, `tab`, `json`, `jsonl` or `ndjson`
    /// (any case).
    public init?(name: String) {
        switch name.lowercased() {
        case "csv": self = .csv
        case "tsv", "tab": self = .tsv
        case "json": self = .json
        case "jsonl", "ndjson": self = .jsonl
        default: return nil
        }
    }

    /// The format implied by a path's extension (`.csv .tsv .tab .json .jsonl .ndjson`, each
    /// also with `.gz` after it), or nil.
    public init?(path: String) {
        var fileName = path.split(separator: "/").last.map(String.init) ?? path
        if fileName.hasSuffix(".gz") { fileName.removeLast(3) }
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return nil }
        self.init(name: String(fileName[fileName.index(after: dot)...]))
    }

    /// The delimiter byte for CSV and TSV.
    var delimiter: UInt8 { self == .tsv ? 9 : 44 }

    /// Guesses the format from the first bytes of the input: the first non-space byte `[` means a
    /// JSON array, `{` JSON Lines; otherwise the first line decides (more tabs than commas: TSV,
    /// else CSV). Returns nil when more input is needed to decide.
    static func sniff(_ bytes: UnsafePointer<UInt8>?, count: Int, atEOF: Bool) -> TableFormat? {
        guard let p = bytes, count > 0 else { return atEOF ? .csv : nil }
        if count < 3 && !atEOF { return nil }
        var i = ByteScan.hasBOM(p, count: count) ? 3 : 0
        while i < count && ByteScan.isSpace(p[i]) { i += 1 }
        if i == count { return atEOF ? .csv : nil }
        if p[i] == UInt8(ascii: "[") { return .json }
        if p[i] == UInt8(ascii: "{") { return .jsonl }
        let lineEnd: Int
        // The first line ends at LF, CR LF, or a CR alone (old Mac line ends).
        if case let newline = ByteScan.firstOf(10, 13, p, from: i, to: count), newline < count {
            lineEnd = newline
        } else if atEOF || count >= 65_536 {
            lineEnd = count
        } else {
            return nil
        }
        let tabs = ByteScan.count(9, p, from: i, to: lineEnd)
        let commas = ByteScan.count(44, p, from: i, to: lineEnd)
        return tabs > commas ? .tsv : .csv
    }
}
