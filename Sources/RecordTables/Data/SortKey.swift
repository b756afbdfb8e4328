/// One column a table is sorted by, and which way. Several make a sort: the first decides,
/// the next ones break its ties, and rows still tied keep their order in the file.
public struct SortKey: Sendable, Equatable {
    /// The column's index in the table.
    public var column: Int
    /// Whether the largest values come first; empty and null values come last either way.
    public var isDescending: Bool

    /// Sorts by `column`, smallest first unless `descending`.
    public init(column: Int, descending: Bool = false) {
        self.column = column
        isDescending = descending
    }

    /// The same column the other way.
    public var reversed: SortKey { SortKey(column: column, descending: !isDescending) }
}

extension SortKey {
    /// The key `--sort` names in `table`: a column's name (or `-` and a name for largest
    /// first; a column whose own name starts with `-` is taken as it is). Throws
    /// `unknownColumn` listing the columns.
    public init(named name: String, in table: Table) throws(LoadError) {
        if name.hasPrefix("-"), name.count > 1, (try? table.column(named: name)) == nil {
            self.init(column: try table.column(named: String(name.dropFirst())), descending: true)
        } else {
            self.init(column: try table.column(named: name))
        }
    }
}
