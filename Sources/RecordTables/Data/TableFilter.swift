import Dispatch

/// Filters a table's rows by a query, in the background: a row matches when each of the
/// query's terms is found in a field of the term's scope.
///
/// Smart case for each term (case-insensitive unless it has an uppercase letter; ASCII folding
/// only, see `ByteMatcher`), substring match, on raw bytes. `apply` cancels the running search at once
/// and starts the new one; results stream into `matches`, and `onUpdate` is given each snapshot
/// (on the background queue) when the first screenful is found, then about every 30 ms, when
/// the search has caught up with the rows indexed so far, and at the end. A snapshot handed
/// on to another thread may be overtaken by a newer search: `isCurrent` tells.
///
/// Extending the query (`ab` → `abc`, same scope, or another term) only re-checks the previous
/// matches, which is always safe because every match of the longer query matches the shorter
/// one (also when smart case switches to case-sensitive). While the table is still indexing, the search covers
/// what is indexed and keeps going as rows arrive; it is complete when indexing has finished.
public final class TableFilter: @unchecked Sendable {
    private let table: Table
    private let onUpdate: @Sendable (FilterSnapshot) -> Void
    private let state = FilterState()
    private let queue = DispatchQueue(label: "splitview.filter", qos: .userInitiated)

    /// A filter over `table`; until `apply` is called every row matches.
    public init(table: Table, onUpdate: @escaping @Sendable (FilterSnapshot) -> Void) {
        self.table = table
        self.onUpdate = onUpdate
    }

    deinit {
        cancel()
    }

    /// Searches for `query`, cancelling the previous search. An empty query matches every
    /// row. Applying the current query again does nothing. Returns whether `onUpdate` will
    /// be given the new query's matches (at once for an empty query).
    @discardableResult
    public func apply(_ query: FilterQuery) -> Bool {
        guard let (generation, previous) = state.begin(query) else { return false }
        table.wakeReaders()
        if query.isEmpty {
            onUpdate(matches)
            return true
        }
        let search = FilterSearch(table: table, state: state, generation: generation, query: query,
                                  previous: previous, onUpdate: onUpdate)
        queue.async { search.run() }
        return true
    }

    /// Searches for `pattern` (one term) in `scope`; see `apply(_:)`.
    @discardableResult
    public func apply(pattern: String, scope: FilterScope) -> Bool {
        apply(FilterQuery(pattern: pattern, scope: scope))
    }

    /// Searches for the current pattern again from the first row, as after the table was
    /// read again.
    public func restart() {
        let current = state.current.snapshot
        guard !current.query.isEmpty else { return onUpdate(matches) }
        _ = state.begin(FilterQuery())
        apply(current.query)
    }

    /// Stops the running search; `matches` keeps what was found (and is not complete).
    public func cancel() {
        state.cancel()
        table.wakeReaders()
    }

    /// Whether `snapshot` comes from the search running now (or last finished): not from
    /// one a later `apply`, `restart` or `cancel` replaced.
    public func isCurrent(_ snapshot: FilterSnapshot) -> Bool {
        state.isCurrent(snapshot.search)
    }

    /// Waits up to `timeout` seconds for the running search, if any, to end; returns whether
    /// it did (for tests: the searches run one after another on `queue`).
    func waitForSearch(timeout: Double) -> Bool {
        let ended = DispatchSemaphore(value: 0)
        queue.async { ended.signal() }
        return ended.wait(timeout: .now() + timeout) == .success
    }

    /// The matches so far. For an empty query: every indexed row, complete once the table is.
    public var matches: FilterSnapshot {
        let (current, generation) = state.current
        guard current.query.isEmpty else { return current }
        return FilterSnapshot(allRows: table.count, isComplete: !table.state.isLoading, search: generation)
    }
}
