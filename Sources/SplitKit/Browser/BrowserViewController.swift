/// The record browser's root: a split view of the record list and the record detail,
/// with a status bar on the last row.
@MainActor
public final class BrowserViewController: ViewController {
    /// The split view.
    public let splitController: SplitViewController
    /// The master list.
    public let list: RecordListViewController
    /// The detail.
    public let detail: RecordDetailViewController
    private var layoutIndicator = LayoutIndicator()

    /// A browser over `table`: the list titled `title`, rows titled by `titleColumn`.
    public init(table: Table, title: String, titleColumn: Int, subtitleColumn: Int? = nil,
                configuration: SplitConfiguration = SplitConfiguration()) {
        detail = RecordDetailViewController(table: table, titleColumn: titleColumn)
        list = RecordListViewController(table: table, title: title, titleColumn: titleColumn,
                                        subtitleColumn: subtitleColumn, detail: detail)
        splitController = SplitViewController(primary: NavigationController(rootViewController: list),
                                              secondary: NavigationController(rootViewController: detail),
                                              configuration: configuration)
        super.init()
        splitController.parent = self
    }

    public override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        let split = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height - 1)
        splitController.draw(in: &canvas, frame: split, context: context)
        let layoutMessage = layoutIndicator.update(splitController.currentLayout, size: frame.size)
        StatusBar.draw(left: " " + (layoutMessage.map { $0 + "  " } ?? "") + list.table.name, right: statusRight, in: &canvas,
                       frame: Rect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1), theme: context.theme)
    }

    public override func handle(_ press: KeyPress) -> Bool {
        layoutIndicator.dismiss()
        return splitController.handle(press)
    }

    public override func handle(_ mouse: MouseEvent, in frame: Rect) -> Bool {
        if mouse.kind == .press { layoutIndicator.dismiss() }
        return splitController.handle(mouse, in: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height - 1))
    }

    public override func dataDidChange() { splitController.dataDidChange() }

    private var statusRight: String {
        let count = list.table.count
        let position = list.tableView.highlightedRow.map { "\($0 + 1) / \(count)" } ?? "0 / \(count)"
        return position + "  ? help "
    }
}
