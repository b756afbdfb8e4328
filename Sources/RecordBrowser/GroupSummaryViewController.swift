import SplitKit
import RecordTables
import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// The detail shown for a group (instead of a record's): how many records it holds and,
/// for its numeric columns, the minimum, maximum and mean, and how many values were not
/// numbers. The count is known at once;
/// the figures are computed on a background queue, one group at a time, once the file is
/// grouped, the first time a group is shown (they cost O(records in the group)), and kept
/// until the records change.
@MainActor
public final class GroupSummaryViewController: ViewController {
    /// The records, as edited.
    public let editable: EditableTable
    /// The group shown (a path of values), or nil.
    public private(set) var path: [String]?
    private let mailbox: Mailbox
    private let textView = TextView()
    private var cache: [CacheKey: GroupStatistics] = [:]
    private var job: StatisticsJob?

    private struct CacheKey: Hashable {
        var path: [String]
        var version: Int
        var coveredRows: Int
    }

    /// A summary of `editable`'s groups; the figures computed in the background are posted
    /// to `mailbox` and delivered to it.
    public init(editable: EditableTable, mailbox: Mailbox) {
        self.editable = editable
        self.mailbox = mailbox
        super.init()
        textView.setContent { [weak self] width, theme in self?.lines(width: width, theme: theme) ?? [] }
        // A column of margin on each side; the text view scrolls by its own keys.
        let margins = StackView(arrangedSubviews: [textView])
        margins.layoutMargins = Insets(left: 1, right: 1)
        margins.isLayoutMarginsRelativeArrangement = true
        view = margins
    }

    /// The figures for the group shown, when computed.
    public var statistics: GroupStatistics? { path.flatMap { cache[key(for: $0)] } }

    /// Shows the group at `path`, starting its figures if they are not known.
    public func show(path: [String]) {
        self.path = path
        title = path.last.map(GroupListViewController.label(for:)) ?? "All records"
        textView.setContent { [weak self] width, theme in self?.lines(width: width, theme: theme) ?? [] }
        computeIfNeeded()
    }

    /// Blocks until the figures of the group shown are ready (for tests).
    func waitForStatistics() {
        while let job, let statistics = job.wait() {
            jobDidFinish(job, statistics)
        }
    }

    /// The groups changed (grouping went further, the records were edited): starts the
    /// figures if they can be computed now, and shows what is known.
    func groupsDidChange() {
        computeIfNeeded()
        textView.setContent(StaticTextContent { [weak self] width, theme in self?.lines(width: width, theme: theme) ?? [] },
                            keepingScroll: true)
    }

    /// `finished` computed `statistics`: keeps them, and goes on to the group shown now.
    private func jobDidFinish(_ finished: StatisticsJob, _ statistics: GroupStatistics) {
        guard finished === job else { return }
        cache = cache.filter { $0.key.version == finished.key.version }
        cache[finished.key] = statistics
        job = nil
        groupsDidChange()
    }

    private func key(for path: [String]) -> CacheKey {
        CacheKey(path: path, version: editable.version, coveredRows: editable.groupIndex?.coveredRows ?? 0)
    }

    private func computeIfNeeded() {
        guard let path, let index = editable.groupIndex, index.isComplete, job == nil else { return }
        let key = key(for: path)
        guard cache[key] == nil else { return }
        let mailbox = mailbox
        job = StatisticsJob(key: key, snapshot: editable.snapshot(), index: index) { [weak self] finished, statistics in
            mailbox.post("group figures") { self?.jobDidFinish(finished, statistics) }
        }
    }

    private func lines(width: Int, theme: Theme) -> [StyledLine] {
        guard let path else { return [] }
        var fields = [Field(name: "records", value: "\(editable.groupCount(of: path))")]
        let names = editable.columns
        if let columns = editable.groupIndex?.columns {
            for (column, value) in zip(columns, path) where column < names.count {
                fields.append(Field(name: names[column], value: GroupListViewController.label(for: value)))
            }
        }
        if let statistics {
            for column in statistics.numericColumns {
                var figures = "min \(Self.format(column.minimum))  max \(Self.format(column.maximum))  mean \(Self.format(column.mean))"
                if column.notNumbers > 0 {
                    let count = column.notNumbers
                    figures += count == 1 ? " — 1 value not a number" : " — \(count.counted("value")) not numbers"
                }
                fields.append(Field(name: column.name, value: figures))
            }
        } else {
            let grouped = editable.groupIndex?.isComplete == true
            fields.append(Field(name: "numbers", value: grouped ? "computing…" : "once the file is grouped…"))
        }
        return RecordDetailContent(fields: fields).allLines(width: width, theme: theme)
    }

    /// `value` as printf's `%g` writes it: six significant digits, no trailing zeros.
    static func format(_ value: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 32)
        let count = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%g", $0) }
        return String(decoding: buffer[..<Int(count)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// One computation on a background queue.
    private final class StatisticsJob: @unchecked Sendable {
        let key: CacheKey
        private let lock = Lock()
        private let done = DispatchSemaphore(value: 0)
        private var computed: GroupStatistics?

        /// Computes the figures of `key`'s group, and gives them to `onFinish`, on a background queue.
        init(key: CacheKey, snapshot: EditSnapshot, index: GroupIndex,
             onFinish: @escaping @Sendable (StatisticsJob, GroupStatistics) -> Void) {
            self.key = key
            DispatchQueue.global(qos: .userInitiated).async { [self] in
                let statistics = GroupStatistics.compute(snapshot, index: index, path: key.path)
                lock.withLock { computed = statistics }
                done.signal()
                onFinish(self, statistics)
            }
        }

        /// Blocks until the figures are computed; returns them.
        func wait() -> GroupStatistics? {
            done.wait()
            done.signal()
            return lock.withLock { computed }
        }
    }
}
