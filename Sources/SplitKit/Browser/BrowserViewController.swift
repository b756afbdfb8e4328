/// The record browser's root: a split view of the record list and the record detail,
/// with a status bar on the last row saying what is loaded, how far, and where you are.
@MainActor
public final class BrowserViewController: ViewController {
    /// The split view.
    public let splitController: SplitViewController
    /// The master list.
    public let list: RecordListViewController
    /// The detail.
    public let detail: RecordDetailViewController
    /// Whether the table has unsaved edits: the status bar says "modified".
    public var isModified = false
    /// A message for the status bar (a configuration problem, a warning), shown until
    /// the next key.
    public var message: String?
    /// The layout, size and master width after they change, shown until the next key.
    var layoutIndicator = LayoutIndicator()

    /// A browser over `table`: the list titled `title`, rows titled by `titleColumn`.
    /// `onBackgroundUpdate` is called from other threads when filter results arrive.
    public init(table: Table, title: String, titleColumn: Int, subtitleColumn: Int? = nil,
                configuration: SplitConfiguration = SplitConfiguration(),
                onBackgroundUpdate: @escaping @Sendable () -> Void = {}) {
        detail = RecordDetailViewController(table: table, titleColumn: titleColumn)
        list = RecordListViewController(table: table, title: title, titleColumn: titleColumn,
                                        subtitleColumn: subtitleColumn, detail: detail, onFilterUpdate: onBackgroundUpdate)
        splitController = SplitViewController(primary: NavigationController(rootViewController: list),
                                              secondary: NavigationController(rootViewController: detail),
                                              configuration: configuration)
        super.init()
        splitController.parent = self
    }

    public override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        let split = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height - 1)
        splitController.draw(in: &canvas, frame: split, context: context)
        layoutIndicator.update(splitController.currentLayout, size: frame.size)
        StatusBar.draw(left: statusLeft, right: statusRight, in: &canvas,
                       frame: Rect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1), theme: context.theme)
    }

    public override func handle(_ press: KeyPress) -> Bool {
        message = nil
        layoutIndicator.dismiss()
        return splitController.handle(press)
    }

    public override func handle(_ mouse: MouseEvent, in frame: Rect) -> Bool {
        if mouse.kind == .press { layoutIndicator.dismiss() }
        return splitController.handle(mouse, in: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height - 1))
    }

    public override func dataDidChange() { splitController.dataDidChange() }
}
