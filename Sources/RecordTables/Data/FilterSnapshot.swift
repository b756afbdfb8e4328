/// The result of a filter so far: an immutable, cheap-to-copy view of the matching rows.
public struct FilterSnapshot: Sendable, Equatable {
    /// What was searched for (empty: every row matches).
    public let query: FilterQuery
    /// Matching rows found so far.
    public var count: Int { allRows ?? matches.count }
    /// True when the search has covered every row and the table has finished loading.
    public let isComplete: Bool
    /// Rows `0 ..< coveredRows` have all been checked.
    public let coveredRows: Int
    /// The search it comes from (see `TableFilter.isCurrent`).
    let search: Int
    let matches: MatchList
    private let allRows: Int?

    init(query: FilterQuery, matches: MatchList, coveredRows: Int, isComplete: Bool, search: Int) {
        self.search = search
        self.query = query
        self.matches = matches
        self.coveredRows = coveredRows
        self.isComplete = isComplete
        self.allRows = nil
    }

    /// The snapshot for an empty query: all `count` rows, in order.
    init(allRows count: Int, isComplete: Bool, search: Int) {
        self.search = search
        self.query = FilterQuery()
        self.matches = MatchList()
        self.coveredRows = count
        self.isComplete = isComplete
        self.allRows = count
    }

    /// The table row of the `i`-th match (0-based, below `count`), in ascending row order.
    public func index(at i: Int) -> Int {
        allRows == nil ? matches[i] : i
    }
}
