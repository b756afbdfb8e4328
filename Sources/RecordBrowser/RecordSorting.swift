import SplitKit
import RecordTables
/// A browser's sort: what its records are sorted by, the background sort making the
/// order, and the order its lists show. The lists keep the order they have until a new
/// one is made; the status bar says how far the sort has got, then what it sorted by.
@MainActor
final class RecordSorting {
    private let table: Table
    private let mailbox: Mailbox
    /// Hears each order made (nil: the file's order), to show it, and whether the lists
    /// are to keep their highlighted record.
    var apply: @MainActor (SortOrder?, Bool) -> Void = { _, _ in }
    /// Sorts in the background; each snapshot is posted to `mailbox` and delivered here.
    private lazy var sorter = TableSorter(table: table) { [weak self, mailbox] snapshot in
        mailbox.post("sort progress") { self?.sortDidUpdate(snapshot) }
    }
    /// What the records are, or are being, sorted by (empty: the file's order).
    private(set) var keys: [SortKey] = []
    /// The order the lists show, nil for the file's.
    private(set) var order: SortOrder?
    /// How far the running sort has got, nil when none runs.
    private(set) var percent: Int?
    /// Whether the lists keep their highlighted record when the running sort is done.
    private var keepsHighlight = true

    init(table: Table, mailbox: Mailbox) {
        self.table = table
        self.mailbox = mailbox
    }

    /// Sorts by `keys` (none: back to the file's order), stopping a sort that runs; then
    /// the lists keep their highlighted record, or highlight their first row.
    func sort(by keys: [SortKey], keepingHighlight: Bool = true) {
        self.keys = keys
        keepsHighlight = keepingHighlight
        percent = keys.isEmpty ? nil : 0
        sorter.sort(by: keys)
    }

    /// Rows came in at the end of the file: they are listed last until sorted in again.
    func tableDidGrow() {
        guard !keys.isEmpty else { return }
        sort(by: keys)
    }

    /// The table was read again: its rows are listed in file order until sorted again.
    func tableWasReread() {
        guard !keys.isEmpty else { return }
        order = nil
        apply(nil, true)
        sort(by: keys)
    }

    private func sortDidUpdate(_ snapshot: SortSnapshot) {
        guard sorter.isCurrent(snapshot) else { return }
        guard snapshot.isComplete else {
            percent = snapshot.percent
            return
        }
        percent = nil
        order = snapshot.order
        apply(order, keepsHighlight)
    }

    /// What the status bar says of the sort, given the table's `columns`: "sorting 41%"
    /// while it runs, "sorted by mass ↑" (↓ descending, "+1" for each further key) once
    /// sorted, nil in file order.
    func status(columns: [String]) -> String? {
        if let percent { return "sorting \(percent)%" }
        guard let keys = order?.keys, let first = keys.first else { return nil }
        let name = columns.indices.contains(first.column) ? VisibleText.of(columns[first.column].excerpt) : "?"
        return "sorted by \(name) \(first.isDescending ? "↓" : "↑")" + (keys.count > 1 ? " +\(keys.count - 1)" : "")
    }
}
