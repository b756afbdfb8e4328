import SplitKit
import RecordTables
/// The record browser's root: a split view of the master (the records, or with
/// `--group` or `F` a drill-down through the groups to their records) and the detail (a
/// record, or a group's summary), with a status bar on the last row saying what is loaded,
/// how far, and where you are.
@MainActor
public final class BrowserViewController: ViewController {
    /// The split view.
    public let splitController: SplitViewController
    /// The records, as edited.
    public let editable: EditableTable
    /// The master's first level: the record list, or the first level of groups.
    public internal(set) var list: TableViewController
    /// The record detail.
    public let detail: RecordDetailViewController
    /// The column whose value titles each record, in the lists and the detail.
    public private(set) var titleColumn: Int
    /// Whether the title column was chosen at run time (the status bar then names it).
    public private(set) var isTitleChosen = false
    /// The columns the record lists show side by side (see `RecordListViewController.listColumns`).
    public private(set) var listColumns: [Int]
    /// The group summary, when grouped.
    public internal(set) var summary: GroupSummaryViewController?
    /// The background grouping, when grouped.
    public internal(set) var grouping: TableGrouping?
    /// Whether the grouping was chosen at run time (`F`; the status bar then names it).
    public internal(set) var isGroupingChosen = false
    /// How the group lists order their groups.
    public internal(set) var groupOrder = GroupListViewController.Order.appearance
    /// Where the background work of its lists, grouping and summary posts results.
    public let mailbox: Mailbox
    /// A message for the status bar (a configuration problem, a note from editing),
    /// shown until the next key.
    public var message: String?
    /// Whether moving the highlight in a docked record list shows the record at once;
    /// false waits for Enter, for data whose detail is costly to show.
    public var showsDetailOnHighlight = true {
        didSet { for level in primaryNavigation?.viewControllers ?? [] { prepare(level) } }
    }
    /// When set, Enter on a record in the master calls it with the record instead of
    /// showing it (a picker, `--print`).
    public var picksRecord: (@MainActor (RecordID) -> Void)?
    /// Whether the status bar still says how the table was read (until the first key).
    var showsLoadNotes = true
    /// The layout, size and master width after they change, shown until the next key.
    var layoutIndicator = LayoutIndicator()
    /// Rows that came in at the end of the file since the last key ("+12 rows").
    var appendedRows = 0
    /// The digits typed before a `G`, as a number.
    var pendingCount: Int?
    /// What the records are sorted by, and the order the lists show.
    let sorting: RecordSorting
    var factory: GroupLevelFactory?
    /// Who the grouping's results go to (the grouping starts before the browser exists).
    var groupingOwner: GroupingOwner?
    /// The master's title, and the columns shown dimmer after each record's title.
    let masterTitle: String
    let subtitleColumns: [Int]

    /// A browser over `table`: the master titled `title`, records titled by `titleColumn`,
    /// grouped by `groupColumns` (outermost first) when given. Grouping, group figures and
    /// filters post their results to `mailbox` (the app's), each delivered to the
    /// controller that asked for it.
    /// Record lists show `subtitleColumns` dimmer after the titles, or `listColumns` side by side.
    public init(table: Table, title: String, titleColumn: Int, subtitleColumns: [Int] = [], listColumns: [Int] = [],
                groupColumns: [Int] = [], configuration: SplitConfiguration = SplitConfiguration(), mailbox: Mailbox = Mailbox()) {
        let editable = EditableTable(table: table)
        let detail = RecordDetailViewController(editable: editable, titleColumn: titleColumn)
        self.mailbox = mailbox
        self.editable = editable
        self.detail = detail
        self.titleColumn = titleColumn
        self.listColumns = listColumns
        sorting = RecordSorting(table: table, mailbox: mailbox)
        masterTitle = title
        self.subtitleColumns = subtitleColumns
        let master = Self.makeMaster(groupColumns: groupColumns, editable: editable, title: title, titleColumn: titleColumn,
                                     subtitleColumns: subtitleColumns, listColumns: listColumns, order: .appearance,
                                     detail: detail, mailbox: mailbox)
        (list, summary, grouping, factory, groupingOwner) = (master.list, master.summary, master.grouping, master.factory,
                                                              master.owner)
        let secondary = master.secondary
        let primary = NavigationController(rootViewController: list)
        primary.showsPathInTitle = true
        // The detail's own stack, where its nested values open (the path in its bar).
        let detailNavigation = NavigationController(rootViewController: detail)
        detailNavigation.showsPathInTitle = true
        splitController = SplitViewController(primary: primary,
                                              secondary: secondary === detail ? detailNavigation
                                                  : NavigationController(rootViewController: secondary),
                                              configuration: configuration)
        super.init()
        addChild(splitController)
        splitController.didMove(toParent: self)
        sorting.apply = { [weak self] order, keeping in self?.showSorted(order, keepingHighlight: keeping) }
        primary.delegate = self
        adopt(master)
    }

    /// Lays the split view out above the status bar, and notes a change of layout for it.
    public override func layout(in frame: Rect, theme: Theme) {
        splitController.layout(in: frame.divided(atRow: frame.height - 1).top, theme: theme)
        layoutIndicator.update(splitController.currentLayout, size: frame.size)
    }

    public override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        let (split, bar) = frame.divided(atRow: frame.height - 1)
        splitController.draw(in: &canvas, frame: split, context: context)
        let status = statusSides(width: frame.width)
        StatusBar.draw(left: status.left, right: status.right, in: &canvas, frame: bar, theme: context.theme)
    }

    public override func handle(_ press: KeyPress) -> Bool {
        message = nil
        showsLoadNotes = false
        appendedRows = 0
        layoutIndicator.dismiss()
        // The filter line takes every key while it is open, wherever the focus is.
        if let list = topRecordList, list.isFiltering { return list.handle(press) }
        if handleCount(press) { return true }
        let handled = splitController.handle(press) || handleSearch(press) || handleEditing(press) || handleCopying(press)
            || handleGrouping(press)
        if !handled { count(press) }
        return handled
    }

    public override func handle(_ mouse: MouseEvent, in frame: Rect) -> Bool {
        if mouse.kind == .press { layoutIndicator.dismiss() }
        // A click elsewhere ends typing in the filter line, which would otherwise keep the keys.
        if mouse.kind == .press, let list = topRecordList, list.isFiltering { list.keepFilter() }
        return splitController.handle(mouse, in: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height - 1))
    }

    public override var barButtonItemsOnScreen: [BarButtonItem] { splitController.barButtonItemsOnScreen }

    /// The table reports progress (more rows, loading ended, rows appended to its file):
    /// the lists show it, and the status bar how many rows came in.
    public func tableDidUpdate(_ update: TableUpdate) {
        guard case .rowsAppended(let count) = update else { return reloadMaster() }
        appendedRows += count
        tableDidGrow()
    }

    /// The grouping published `index`: the group lists, record lists and summary show it.
    func groupingDidUpdate(_ index: GroupIndex) {
        guard let grouping, grouping.isCurrent(index) else { return }
        editable.updateGroups(index)
        reloadMaster()
    }

    /// Titles the records by `column` from now on, in every list and the detail (lists
    /// showing columns show it first, if they did not show it).
    public func showTitles(from column: Int) {
        titleColumn = column
        isTitleChosen = true
        factory?.titleColumn = column
        detail.titleColumn = column
        for level in primaryNavigation?.viewControllers ?? [] {
            (level as? RecordListViewController)?.titleColumn = column
        }
        if !listColumns.isEmpty && !listColumns.contains(column) { setListColumns([column] + listColumns) }
    }

    /// Shows `columns` side by side in every record list from now on, titled by `title`;
    /// the status bar says so until the next key.
    public func showColumns(_ columns: [Int], title: Int) {
        setListColumns(columns)
        showTitles(from: title)
        let names = editable.columns.map { VisibleText.excerpt($0) }
        guard names.indices.contains(title) else { return }
        displayStatus("columns: " + listColumns.filter(names.indices.contains).map { names[$0] }.joined(separator: ", ")
            + " (titled by \(names[title]))")
    }

    private func setListColumns(_ columns: [Int]) {
        listColumns = columns
        factory?.listColumns = columns
        for level in primaryNavigation?.viewControllers ?? [] {
            (level as? RecordListViewController)?.listColumns = columns
        }
    }

    /// Every level of the master, and the summary, show the records as they are now.
    func reloadMaster() {
        for level in primaryNavigation?.viewControllers ?? [] {
            (level as? RecordListViewController)?.recordsDidChange()
            (level as? GroupListViewController)?.groupsDidChange()
        }
        summary?.groupsDidChange()
    }

    public override func displayStatus(_ message: String) {
        self.message = message
    }

    /// Hands the grouping's results to the browser, made after the grouping starts.
    @MainActor
    final class GroupingOwner {
        weak var browser: BrowserViewController?
    }

    public override func setEditing(_ editing: Bool) {
        super.setEditing(editing)
        for level in primaryNavigation?.viewControllers ?? [] { level.setEditing(editing) }
        detail.setEditing(editing)
    }
}
