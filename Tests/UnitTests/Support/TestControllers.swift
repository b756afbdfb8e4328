@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// A list of fixed items for controller tests; Enter (or a click) runs `onSelect`.
@MainActor
final class ItemListController: TableViewController {
    var items: [String]
    var onSelect: ((Int) -> Void)?
    var onHighlight: ((Int) -> Void)?

    init(title: String, items: [String]) {
        self.items = items
        super.init()
        self.title = title
        tableView.reloadData()
    }

    override func numberOfRows(in tableView: TableView) -> Int { items.count }
    override func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell { TableViewCell(text: items[row]) }
    override func tableView(_ tableView: TableView, didSelectRowAt row: Int) { onSelect?(row) }
    override func tableView(_ tableView: TableView, didHighlightRowAt row: Int) { onHighlight?(row) }
}

/// A controller that draws its title, for detail panes in tests.
@MainActor
final class LabelController: ViewController {
    init(title: String) {
        super.init()
        self.title = title
    }

    override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        canvas.fill(frame, style: context.theme.text)
        canvas.draw("content of " + (title ?? ""), at: frame.origin, style: context.theme.text, clip: frame)
    }
}

/// Renders a controller tree on a headless terminal and sends it keys.
@MainActor
struct TreeHarness: HeadlessDriving {
    let terminal: HeadlessTerminal
    let app: Application

    init(root: ViewController, size: Size, keyBindings: KeyBindings = KeyBindings(), mailbox: Mailbox = Mailbox()) {
        terminal = HeadlessTerminal(size: size)
        app = Application(terminal: terminal, rootViewController: root, keyBindings: keyBindings, mailbox: mailbox)
        app.render()
    }
}
