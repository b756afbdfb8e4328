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
    private var layoutIndicator = LayoutIndicator()

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
        let layoutMessage = layoutIndicator.update(splitController.currentLayout, size: frame.size)
        StatusBar.draw(left: (layoutMessage.map { " " + $0 + " " } ?? "") + statusLeft, right: statusRight, in: &canvas,
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

    /// The file, then how loading goes: progress while indexing, the row count when
    /// done, the error if it stopped, and the first soft problem found.
    var statusLeft: String {
        let table = list.table
        var parts = [" " + table.name]
        switch table.state {
        case .loading(let bytes, let total?) where total > 0:
            parts.append("indexing \(min(99, bytes * 100 / total))%")
        case .loading:
            parts.append("reading… \(table.count.thousandsSeparated) rows")
        case .complete:
            parts.append("\(table.count.thousandsSeparated) rows")
        case .failed(let error):
            parts.append("stopped: \(error)")
        }
        let warnings = table.warnings
        if let first = warnings.first {
            parts.append("⚠ " + first + (warnings.count > 1 ? " (+\(warnings.count - 1) more)" : ""))
        }
        return parts.joined(separator: "  ")
    }

    /// Where the highlight is among the rows listed, and the hint for help.
    var statusRight: String {
        let listed = list.listedCount
        let position = list.tableView.highlightedRow.map { $0 + 1 } ?? 0
        let filtered = list.filterText.isEmpty ? "" : " filtered"
        return "\(position.thousandsSeparated) / \(listed.thousandsSeparated)\(filtered)  ? help "
    }
}
