import Dispatch

/// Groups a table's rows by the values of one or more columns, in the background: each
/// row's values in those columns are read (decoding just those fields), and a new
/// `GroupIndex` is published, and handed to `onUpdate`, about every 50 ms, when grouping has
/// caught up with the rows indexed so far, and at the end. While the table is still
/// indexing, grouping waits for its rows (`Table.waitForRows`) and finishes when it has.
///
/// Cost: O(rows × grouping columns) once, on a background queue; 4 bytes per row for the
/// groups' row lists. Publishing copies the group table (O(groups)), so the interval
/// grows to ten times that copy's cost when there are very many groups. When the table is
/// read again (its file changed on disk), `restart()` groups its rows anew.
public final class TableGrouping: @unchecked Sendable {
    private static let batchSize = 4_096
    private let table: Table
    private let columns: [Int]
    private let onUpdate: @Sendable (GroupIndex) -> Void
    private let lock = Lock()
    private var published: GroupIndex
    private var cancelled = false
    /// Runs started: a run stops when another has begun.
    private var runs = 0
    private let queue = DispatchQueue(label: "splitview.grouping", qos: .userInitiated)

    /// Starts grouping `table` by `columns` (outermost first); `onUpdate` is given each index
    /// published, on the background queue.
    public init(table: Table, columns: [Int], onUpdate: @escaping @Sendable (GroupIndex) -> Void) {
        self.table = table
        self.columns = columns
        self.onUpdate = onUpdate
        published = GroupIndex(columns: columns, nodes: [[]: GroupIndex.Node()], coveredRows: 0, isComplete: false, run: 0)
        queue.async { [self] in run(0) }
    }

    deinit { cancel() }

    /// The grouping so far.
    public var index: GroupIndex { lock.withLock { published } }

    /// Whether `index` comes from the run going on now (or last finished), not one that
    /// `restart()` replaced: an index handed on to another thread may have been.
    public func isCurrent(_ index: GroupIndex) -> Bool {
        lock.withLock { index.run == runs }
    }

    /// Stops grouping; `index` keeps what was done.
    public func cancel() {
        lock.withLock { cancelled = true }
        table.wakeReaders()
    }

    /// Blocks until the runs started so far have ended: grouped everything, or cancelled
    /// (for tests and tools).
    func waitUntilComplete() {
        queue.sync {}
    }

    /// Groups the table's rows anew (after it was read again), dropping what was grouped.
    public func restart() {
        let run = lock.withLock { () -> Int in
            runs += 1
            published = GroupIndex(columns: columns, nodes: [[]: GroupIndex.Node()], coveredRows: 0, isComplete: false,
                                   run: runs)
            return runs
        }
        table.wakeReaders()
        queue.async { [self] in self.run(run) }
    }

    private func run(_ run: Int) {
        var nodes: [[String]: GroupIndex.Node] = [[]: GroupIndex.Node()]
        var covered = 0
        var interval: UInt64 = 50_000_000
        var lastPublish = DispatchTime.now().uptimeNanoseconds
        var published = 0
        let generation = table.generation
        // The table read again: `restart()` follows, with a run of its own.
        while !isStopped(run) && table.generation == generation {
            let loading = table.state.isLoading
            let available = table.count
            if covered == available {
                if !loading { return publish(nodes, covered: covered, complete: true, run: run) }
                if published != covered {
                    publish(nodes, covered: covered, complete: false, run: run)
                    published = covered
                    lastPublish = DispatchTime.now().uptimeNanoseconds
                }
                table.waitForRows(beyond: covered, generation: generation) { isStopped(run) }
                continue
            }
            for row in covered..<min(available, covered + Self.batchSize) {
                add(row, to: &nodes)
            }
            covered = min(available, covered + Self.batchSize)
            let now = DispatchTime.now().uptimeNanoseconds
            if now - lastPublish >= interval {
                publish(nodes, covered: covered, complete: false, run: run)
                published = covered
                // The published index shares the table: copy it now, so the copy is timed too.
                nodes.reserveCapacity(nodes.count + Self.batchSize * (columns.count + 1))
                let cost = DispatchTime.now().uptimeNanoseconds - now
                interval = max(interval, cost * 10)
                lastPublish = DispatchTime.now().uptimeNanoseconds
            }
        }
    }

    /// Whether run `run` is to stop: cancelled, or another run has begun.
    private func isStopped(_ run: Int) -> Bool {
        lock.withLock { cancelled || runs != run }
    }

    private func add(_ row: Int, to nodes: inout [[String]: GroupIndex.Node]) {
        var path: [String] = []
        nodes[path, default: GroupIndex.Node()].count += 1
        for column in columns {
            let value = table.title(at: row, column: column)
            let parent = path
            path.append(value)
            if nodes[path] == nil {
                nodes[path] = GroupIndex.Node()
                nodes[parent, default: GroupIndex.Node()].children.append(value)
            }
            nodes[path, default: GroupIndex.Node()].count += 1
        }
        nodes[path, default: GroupIndex.Node()].rows.append(row)
    }

    private func publish(_ nodes: [[String]: GroupIndex.Node], covered: Int, complete: Bool, run: Int) {
        let index = GroupIndex(columns: columns, nodes: nodes, coveredRows: covered, isComplete: complete, run: run)
        guard lock.withLock({ () -> Bool in
            guard runs == run else { return false }
            published = index
            return true
        }) else { return }
        onUpdate(index)
    }
}
