/// Records grouped by the values of one or more columns, as far as grouping has got: a
/// tree whose first level is the distinct values of the first column, in the order they
/// first appear (so the list is stable while the file loads), each with its count; the
/// last level holds the rows of each group. Immutable; `TableGrouping` publishes new ones.
public struct GroupIndex: Sendable {
    /// One group (or the root, at the empty path).
    struct Node: Sendable {
        /// Values of the next column under this group, in first-seen order (empty at the last level).
        var children: [String] = []
        /// Rows under this group.
        var count = 0
        /// At the last level: the group's rows, ascending.
        var rows = MatchList()
    }

    /// The grouping columns, outermost first.
    public let columns: [Int]
    /// Rows `0 ..< coveredRows` are grouped.
    public let coveredRows: Int
    /// True when every row of a completely loaded table is grouped.
    public let isComplete: Bool
    let nodes: [[String]: Node]
    /// The grouping run it comes from (see `TableGrouping.isCurrent`).
    let run: Int

    init(columns: [Int], nodes: [[String]: Node], coveredRows: Int, isComplete: Bool, run: Int) {
        self.run = run
        self.columns = columns
        self.nodes = nodes
        self.coveredRows = coveredRows
        self.isComplete = isComplete
    }

    /// Levels of groups (the number of grouping columns).
    public var depth: Int { columns.count }

    /// The values one level under `path` ([] for the first level).
    public func children(of path: [String]) -> [String] { nodes[path]?.children ?? [] }

    /// Rows under `path`.
    public func count(of path: [String]) -> Int { nodes[path]?.count ?? 0 }

    /// The rows of the group at `path` (a full path), ascending.
    func rows(of path: [String]) -> MatchList { nodes[path]?.rows ?? MatchList() }
}

extension MatchList {
    /// The index of `row` in this ascending list, by binary search; nil when absent.
    func index(of row: Int) -> Int? {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < row { low = middle + 1 } else { high = middle }
        }
        return low < count && self[low] == row ? low : nil
    }
}
