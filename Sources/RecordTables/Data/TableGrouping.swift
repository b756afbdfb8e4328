import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Groups a table's rows by the values of one or more columns, in the background: each
/// row's values in those columns are read (decoding just those fields), and a new
/// `GroupIndex` is published about every 50 ms, and at the end. While the table is still
/// indexing, grouping follows it and finishes when it has.
///
/// Cost: O(rows × grouping columns) once, on a background queue; 4 bytes per row for the
/// groups' row lists. Publishing copies the group table (O(groups)), so the interval
/// grows to ten times that copy's cost when there are very many groups. When the table is
/// read again (its file changed on disk), `restart()` groups its rows anew.
public final class TableGrouping: @unchecked Sendable {
    private static let batchSize = 4_096
    private let table: Table
    private let columns: [Int]
    private let onUpdate: @Sendable () -> Void
    private let lock = Lock()
    private var published: GroupIndex
    private var cancelled = false
    /// Runs started: a run stops when another has begun.
    private var runs = 0
    private let queue = DispatchQueue(label: "splitview.grouping", qos: .userInitiated)

    /// Starts grouping `table` by `columns` (outermost first); `onUpdate` runs on the
    /// background queue after each publication.
    public init(table: Table, columns: [Int], onUpdate: @escaping @Sendable () -> Void) {
        self.table = table
        self.columns = columns
        self.onUpdate = onUpdate
        published = GroupIndex(columns: columns, nodes: [[]: GroupIndex.Node()], coveredRows: 0, isComplete: false)
        queue.async { [self] in run(0) }
    }

    deinit { cancel() }

    /// The grouping so far.
    public var index: GroupIndex { lock.withLock { published } }

    /// Stops grouping; `index` keeps what was done.
    public func cancel() {
        lock.withLock { cancelled = true }
    }

    /// Groups synchronously until done (for tests and tools).
    func waitUntilComplete() {
        while !index.isComplete && !lock.withLock({ cancelled }) { usleep(1_000) }
    }

    /// Groups the table's rows anew (after it was read again), dropping what was grouped.
    public func restart() {
        let run = lock.withLock { () -> Int in
            runs += 1
            published = GroupIndex(columns: columns, nodes: [[]: GroupIndex.Node()], coveredRows: 0, isComplete: false)
            return runs
        }
        queue.async { [self] in self.run(run) }
    }

    private func run(_ run: Int) {
        var nodes: [[String]: GroupIndex.Node] = [[]: GroupIndex.Node()]
        var covered = 0
        var interval: UInt64 = 50_000_000
        var lastPublish = DispatchTime.now().uptimeNanoseconds
        while !lock.withLock({ cancelled || runs != run }) {
            let loading = table.state.isLoading
            let available = table.count
            if covered == available {
                if !loading { return publish(nodes, covered: covered, complete: true, run: run) }
                usleep(5_000)
                continue
            }
            for row in covered..<min(available, covered + Self.batchSize) {
                add(row, to: &nodes)
            }
            covered = min(available, covered + Self.batchSize)
            let now = DispatchTime.now().uptimeNanoseconds
            if now - lastPublish >= interval {
                publish(nodes, covered: covered, complete: false, run: run)
                // The published index shares the table: copy it now, so the copy is timed too.
                nodes.reserveCapacity(nodes.count + Self.batchSize * (columns.count + 1))
                let cost = DispatchTime.now().uptimeNanoseconds - now
                interval = max(interval, cost * 10)
                lastPublish = DispatchTime.now().uptimeNanoseconds
            }
        }
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
        let index = GroupIndex(columns: columns, nodes: nodes, coveredRows: covered, isComplete: complete)
        lock.withLock { if runs == run { published = index } }
        onUpdate()
    }
}
