import SplitKit
import RecordTables
/// Grouping at run time: `F` (asked for by the document, which asks for the column) makes
/// the master the drill-down by that column, or the plain list again when it was grouped
/// by it already; `o` orders the groups by count or by first appearance. The edited table,
/// the title column and the layout stay as they are.
extension BrowserViewController {
    /// The columns the master is grouped by (outermost first), none when it lists records.
    public var groupColumns: [Int] { editable.groupIndex?.columns ?? [] }

    /// Groups the master by `column`, or lists the records again when it is grouped by that
    /// column alone. Records inserted or deleted since the file was read (whose undo knows
    /// their groups) keep it as it is, saying so.
    public func group(by column: Int) {
        guard !editable.hasInsertedOrDeleted else {
            return displayStatus("records were added or deleted: save, and read the file again (R), to group anew")
        }
        let columns = groupColumns == [column] ? [] : [column]
        grouping?.cancel()
        groupingOwner?.browser = nil
        let master = Self.makeMaster(groupColumns: columns, editable: editable, title: masterTitle, titleColumn: titleColumn,
                                     subtitleColumns: subtitleColumns, listColumns: listColumns, order: groupOrder,
                                     detail: detail, mailbox: mailbox)
        if columns.isEmpty { editable.regroup(nil) }
        (list, summary, grouping, factory, groupingOwner) = (master.list, master.summary, master.grouping, master.factory,
                                                              master.owner)
        isGroupingChosen = !columns.isEmpty
        adopt(master)
        primaryNavigation?.setViewControllers([master.list])
        splitController.setViewController(master.secondary, for: .secondary)
        // The new master is what comes next: in view and focused where it can be (docked, or compact).
        if splitController.isCollapsed || splitController.currentLayout?.primary != nil { splitController.focus(.primary) }
        if columns.isEmpty { displayStatus("not grouped") }
    }

    /// `o`: the groups by count, or by first appearance again, at every level.
    func handleGrouping(_ press: KeyPress) -> Bool {
        guard press.action == .groupOrder else { return false }
        guard factory != nil else {
            displayStatus("press F to group the records by a column first")
            return true
        }
        groupOrder = groupOrder == .count ? .appearance : .count
        factory?.order = groupOrder
        for level in primaryNavigation?.viewControllers ?? [] { (level as? GroupListViewController)?.order = groupOrder }
        displayStatus(groupOrder == .count ? "groups by count" : "groups in order of appearance")
        return true
    }

    /// The master's first level, and what it needs, for grouping by `groupColumns`.
    struct Master {
        let list: TableViewController
        /// What the detail shows first: the record detail, or the summary of every record.
        let secondary: ViewController
        let summary: GroupSummaryViewController?
        let grouping: TableGrouping?
        let factory: GroupLevelFactory?
        let owner: GroupingOwner?
    }

    /// The record list (no `groupColumns`) or the first level of groups by `groupColumns`
    /// (their grouping started, its results posted to `mailbox`).
    static func makeMaster(groupColumns: [Int], editable: EditableTable, title: String, titleColumn: Int, subtitleColumns: [Int],
                           listColumns: [Int], order: GroupListViewController.Order, detail: RecordDetailViewController,
                           mailbox: Mailbox) -> Master {
        guard !groupColumns.isEmpty else {
            let list = RecordListViewController(editable: editable, records: editable, title: title, titleColumn: titleColumn,
                                                subtitleColumns: subtitleColumns, listColumns: listColumns, detail: detail,
                                                mailbox: mailbox)
            detail.show(record: list.highlightedRecord)
            return Master(list: list, secondary: detail, summary: nil, grouping: nil, factory: nil, owner: nil)
        }
        let owner = GroupingOwner()
        let grouping = TableGrouping(table: editable.table, columns: groupColumns) { index in
            mailbox.post("groups") { owner.browser?.groupingDidUpdate(index) }
        }
        let summary = GroupSummaryViewController(editable: editable, mailbox: mailbox)
        editable.regroup(grouping.index)
        let factory = GroupLevelFactory(editable: editable, groupColumns: groupColumns, titleColumn: titleColumn,
                                        subtitleColumns: subtitleColumns, listColumns: listColumns, detail: detail,
                                        summary: summary, mailbox: mailbox)
        factory.order = order
        summary.show(path: [])
        return Master(list: factory.makeRoot(title: title), secondary: summary, summary: summary, grouping: grouping,
                      factory: factory, owner: owner)
    }

    /// Takes `master`'s grouping results and readies its levels.
    func adopt(_ master: Master) {
        master.owner?.browser = self
        master.factory?.prepare = { [weak self] level in self?.prepare(level) }
        prepare(master.list)
    }
}
