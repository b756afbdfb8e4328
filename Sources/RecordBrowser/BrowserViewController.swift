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
    /// Whether the status bar still says how the table was read (until the first key).
    var showsLoadNotes = true
    /// The layout, size and master width after they change, shown until the next key.
    var layoutIndicator = LayoutIndicator()
    /// Rows that came in at the end of the file since the last key ("+12 rows").
    var appendedRows = 0
    var factory: GroupLevelFactory?
    /// Who the grouping's results go to (the grouping starts before the browser exists).
    var groupingOwner: GroupingOwner?
    /// The master's title, and the column shown dimmer after each record's title.
    let masterTitle: String
    let subtitleColumn: Int?

    /// A browser over `table`: the master titled `title`, records titled by `titleColumn`,
    /// grouped by `groupColumns` (outermost first) when given. Grouping, group figures and
    /// filters post their results to `mailbox` (the app's), each delivered to the
    /// controller that asked for it.
    public init(table: Table, title: String, titleColumn: Int, subtitleColumn: Int? = nil, groupColumns: [Int] = [],
                configuration: SplitConfiguration = SplitConfiguration(), mailbox: Mailbox = Mailbox()) {
        let editable = EditableTable(table: table)
        let detail = RecordDetailViewController(editable: editable, titleColumn: titleColumn)
        self.mailbox = mailbox
        self.editable = editable
        self.detail = detail
        self.titleColumn = titleColumn
        masterTitle = title
        self.subtitleColumn = subtitleColumn
        let master = Self.makeMaster(groupColumns: groupColumns, editable: editable, title: title, titleColumn: titleColumn,
                                     subtitleColumn: subtitleColumn, order: .appearance, detail: detail, mailbox: mailbox)
        (list, summary, grouping, factory, groupingOwner) = (master.list, master.summary, master.grouping, master.factory,
                                                              master.owner)
        let secondary = master.secondary
        let primary = NavigationController(rootViewController: list)
        primary.showsPathInTitle = true
        splitController = SplitViewController(primary: primary, secondary: NavigationController(rootViewController: secondary),
                                              configuration: configuration)
        super.init()
        splitController.parent = self
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
        return splitController.handle(press) || handleEditing(press) || handleGrouping(press)
    }

    public override func handle(_ mouse: MouseEvent, in frame: Rect) -> Bool {
        if mouse.kind == .press { layoutIndicator.dismiss() }
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

    /// Titles the records by `column` from now on, in every list and the detail.
    public func showTitles(from column: Int) {
        titleColumn = column
        isTitleChosen = true
        factory?.titleColumn = column
        detail.titleColumn = column
        for level in primaryNavigation?.viewControllers ?? [] {
            (level as? RecordListViewController)?.titleColumn = column
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
