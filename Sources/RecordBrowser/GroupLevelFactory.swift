import SplitKit
import RecordTables
/// Makes the levels of a drill-down by column values: more groups while grouping columns
/// remain, then the records of the group.
@MainActor
final class GroupLevelFactory {
    let editable: EditableTable
    let groupColumns: [Int]
    /// The column that titles the records of the levels made from now on.
    var titleColumn: Int
    let subtitleColumns: [Int]
    /// The columns the record lists of the levels made from now on show side by side.
    var listColumns: [Int]
    let detail: RecordDetailViewController
    let summary: GroupSummaryViewController
    /// Where a level's filter posts its results.
    let mailbox: Mailbox
    /// How the group levels made from now on order their groups.
    var order = GroupListViewController.Order.appearance
    /// Readies each level made (Edit mode, the Edit button).
    var prepare: @MainActor (ViewController) -> Void = { _ in }

    init(editable: EditableTable, groupColumns: [Int], titleColumn: Int, subtitleColumns: [Int], listColumns: [Int],
         detail: RecordDetailViewController, summary: GroupSummaryViewController, mailbox: Mailbox) {
        self.editable = editable
        self.groupColumns = groupColumns
        self.titleColumn = titleColumn
        self.subtitleColumns = subtitleColumns
        self.listColumns = listColumns
        self.detail = detail
        self.summary = summary
        self.mailbox = mailbox
    }

    /// The first level: the values of the first grouping column, titled `title`.
    func makeRoot(title: String) -> GroupListViewController {
        let root = GroupListViewController(editable: editable, path: [], title: title, summary: summary) { [unowned self] in
            makeLevel($0)
        }
        root.order = order
        return root
    }

    /// The level under the group at `path`.
    func makeLevel(_ path: [String]) -> ViewController {
        let title = GroupListViewController.label(for: path.last ?? "")
        let level: ViewController
        if path.count < groupColumns.count {
            let groups = GroupListViewController(editable: editable, path: path, title: title, summary: summary) {
                [unowned self] in makeLevel($0)
            }
            groups.order = order
            level = groups
        } else {
            level = RecordListViewController(editable: editable, records: GroupRecords(table: editable, path: path), title: title,
                                             titleColumn: titleColumn, subtitleColumns: subtitleColumns, listColumns: listColumns,
                                             detail: detail, mailbox: mailbox)
        }
        prepare(level)
        return level
    }
}
