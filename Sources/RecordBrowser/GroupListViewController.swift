import SplitKit
import RecordTables
/// One level of a drill-down by column values (`--group`, `F`): the distinct values under
/// a group, each with its record count, in the order they first appear or by count. Highlighting a value shows the group's summary in
/// the detail (swapping it in for the record detail); Enter pushes the next level (more
/// groups, or the group's records). In three columns, moving through the values here
/// shows each group's records in the column beside.
@MainActor
public final class GroupListViewController: TableViewController {
    /// The records, as edited.
    public let editable: EditableTable
    /// The group this level lists the values under ([] for the first level).
    public let path: [String]
    /// The detail shown for a highlighted group.
    public let summary: GroupSummaryViewController
    private let makeLevel: @MainActor ([String]) -> ViewController
    /// The values by count, while ordered so (sorted when the groups change, not per row).
    private var byCount: [String]?

    /// How a level orders its groups.
    public enum Order: Sendable {
        /// In the order their values first appear in the table (stable while it loads).
        case appearance
        /// The most records first; equal counts in the order they appear.
        case count
    }

    /// How the groups are ordered; changing it keeps the highlight on its group.
    public var order = Order.appearance {
        didSet {
            guard order != oldValue else { return }
            let highlighted = tableView.highlightedRow.map { groupValues[$0] }
            byCount = order == .count ? Self.sortedByCount(editable.groupChildren(of: path), under: path, in: editable) : nil
            tableView.reloadData()
            if let highlighted, let row = groupValues.firstIndex(of: highlighted) { tableView.highlightRow(row, notify: false) }
        }
    }

    /// The values listed, in order.
    private var groupValues: [String] { byCount ?? editable.groupChildren(of: path) }

    /// `values` under `path`, the most records first, ties kept in their order. O(g log g).
    static func sortedByCount(_ values: [String], under path: [String], in editable: EditableTable) -> [String] {
        values.enumerated().map { (value: $0.element, position: $0.offset, count: editable.groupCount(of: path + [$0.element])) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.position < $1.position }
            .map(\.value)
    }

    /// A level listing the values under `path`; `makeLevel` makes the level under a value
    /// (given its full path).
    public init(editable: EditableTable, path: [String], title: String, summary: GroupSummaryViewController,
                makeLevel: @escaping @MainActor ([String]) -> ViewController) {
        self.editable = editable
        self.path = path
        self.summary = summary
        self.makeLevel = makeLevel
        super.init()
        self.title = title
        tableView.emptyMessage = "No groups yet"
        tableView.reloadData()
    }

    /// How a group value is shown: "(empty)" for an empty one.
    public static func label(for value: String) -> String { value.isEmpty ? "(empty)" : value }

    /// The path of the highlighted group, if any.
    public var highlightedPath: [String]? {
        tableView.highlightedRow.map { path + [groupValues[$0]] }
    }

    public override func numberOfRows(in tableView: TableView) -> Int { groupValues.count }

    public override func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let value = groupValues[row]
        return TableViewCell(text: Self.label(for: value), accessoryText: "\(editable.groupCount(of: path + [value]))")
    }

    /// The group's summary, showing the group at `row`.
    public override func detailViewController(forRowAt row: Int) -> ViewController? {
        summary.show(path: path + [groupValues[row]])
        return summary
    }

    public override func tableView(_ tableView: TableView, didHighlightRowAt row: Int) {
        super.tableView(tableView, didHighlightRowAt: row)
        guard let split = splitViewController, !split.isPopoverPresented, !split.isCollapsed,
              let navigation = navigationController else { return }
        let child = path + [groupValues[row]]
        // Three columns: the level beside follows the highlight (same depth, so the focus stays here).
        let levels = navigation.viewControllers
        if split.isShowingSupplementary, let index = levels.firstIndex(where: { $0 === self }), index == levels.count - 2 {
            navigation.setViewControllers(Array(levels[...index]) + [makeLevel(child)])
        }
    }

    public override func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        guard let split = splitViewController, let navigation = navigationController else { return }
        let child = path + [groupValues[row]]
        let level: ViewController
        if let top = navigation.topViewController as? GroupLevel, top !== self, top.groupPath == child,
           navigation.viewControllers.last(where: { $0 !== top }) === self {
            level = top
            split.focus(split.isShowingSupplementary ? .supplementary : .primary)
        } else {
            level = makeLevel(child)
            show(level)
        }
        (level as? TableViewController).map(split.showDetail(forHighlightOf:))
    }

    /// The groups changed (grouping went further, the records were edited): lists them anew.
    func groupsDidChange() {
        if order == .count { byCount = Self.sortedByCount(editable.groupChildren(of: path), under: path, in: editable) }
        tableView.reloadData()
    }

    /// Groups are not edited: Edit mode shows no markers here.
    public override func setEditing(_ editing: Bool) {
        super.setEditing(editing)
        tableView.isEditing = false
    }
}

/// A level of the drill-down under a group.
@MainActor
protocol GroupLevel: ViewController {
    /// The group it shows.
    var groupPath: [String] { get }
}

extension GroupListViewController: GroupLevel {
    var groupPath: [String] { path }
}

extension RecordListViewController: GroupLevel {
    var groupPath: [String] { (records as? GroupRecords)?.path ?? [] }
}
