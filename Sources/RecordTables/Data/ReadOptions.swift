/// How to read an input beyond its format: what the reading flags of a command line say
/// (`--delimiter`, `--no-header`, `--comment`, `--skip`, `--path`).
public struct ReadOptions: Equatable, Sendable {
    /// The byte between fields of delimited text; nil finds it from the content. A tab
    /// reads the text as TSV, any other byte as CSV.
    public var delimiter: UInt8?
    /// Whether the first line of delimited text names the columns; without one the
    /// columns are numbered and the first line is a record.
    public var hasHeader: Bool
    /// Lines of delimited text that begin with this byte are passed over.
    public var comment: UInt8?
    /// How many lines of delimited text to pass over before the header.
    public var skipLines: Int
    /// The keys leading from a top-level JSON object to its array of records; nil finds it.
    public var jsonPath: [String]?

    /// Options that read an input as its content says.
    public init(delimiter: UInt8? = nil, hasHeader: Bool = true, comment: UInt8? = nil, skipLines: Int = 0,
                jsonPath: [String]? = nil) {
        self.delimiter = delimiter
        self.hasHeader = hasHeader
        self.comment = comment
        self.skipLines = skipLines
        self.jsonPath = jsonPath
    }

    /// The format delimited text is read as: TSV for a tab, else CSV.
    static func format(for delimiter: UInt8) -> TableFormat { delimiter == 9 ? .tsv : .csv }
}
