/// The shared, lock-guarded state of a `TableFilter`: which search is current (a generation
/// number) and its latest published snapshot. Searches check `isCurrent` often and stop as soon
/// as a newer one has begun.
final class FilterState: @unchecked Sendable {
    private let lock = Lock()
    private var generation = 0
    private var snapshot = FilterSnapshot(query: FilterQuery(), matches: MatchList(), coveredRows: 0, isComplete: false,
                                          search: 0)

    /// Starts a new search unless it is the same as the current one. Returns its generation and,
    /// when the new query narrows the current one (see `FilterQuery.narrows`), the current
    /// snapshot (its matches are a superset of the new ones, so only they need checking).
    func begin(_ query: FilterQuery) -> (generation: Int, previous: FilterSnapshot?)? {
        lock.withLock {
            if query == snapshot.query { return nil }
            generation += 1
            let old = snapshot
            let extends = !old.query.isEmpty && query.narrows(old.query)
            snapshot = FilterSnapshot(query: query, matches: MatchList(), coveredRows: 0, isComplete: false,
                                      search: generation)
            return (generation, extends ? old : nil)
        }
    }

    /// True while no newer search (or cancel) has happened since `generation` began.
    func isCurrent(_ generation: Int) -> Bool {
        lock.withLock { self.generation == generation }
    }

    /// Replaces the snapshot if `generation` is still current; returns false if it is not.
    func publish(_ new: FilterSnapshot, generation: Int) -> Bool {
        lock.withLock {
            guard self.generation == generation else { return false }
            snapshot = new
            return true
        }
    }

    /// Stops the running search; the last snapshot stays (incomplete).
    func cancel() {
        lock.withLock { generation += 1 }
    }

    /// The latest published snapshot, and the current generation.
    var current: (snapshot: FilterSnapshot, generation: Int) {
        lock.withLock { (snapshot, generation) }
    }
}
