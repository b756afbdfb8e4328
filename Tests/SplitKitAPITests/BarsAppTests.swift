import SplitKit
import Testing

// A three-level app on the public API only, with none of issue 31's work-arounds: no
// reloadData() to get a first highlight, no popToViewController before show(_:), bar
// buttons in arrays beside the Master button, keys pressed from any column, a popover
// sized by its rows.

/// A list of fixed names; choosing one runs `onSelect`.
private final class NameList: TableViewController {
    let names: [String]
    var onSelect: ((NameList, Int) -> Void)?

    init(title: String, names: [String]) {
        self.names = names
        super.init()
        self.title = title
    }

    override func numberOfRows(in tableView: TableView) -> Int { names.count }
    override func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell { TableViewCell(text: names[row]) }
    override func tableView(_ tableView: TableView, didSelectRowAt row: Int) { onSelect?(self, row) }
}

/// A page that draws its title.
private final class Page: ViewController {
    init(title: String) {
        super.init()
        self.title = title
    }

    override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        canvas.draw("page " + (title ?? ""), at: frame.origin, style: context.theme.text, clip: frame)
    }
}

@MainActor
@Suite("Bars and buttons on the public API")
struct BarsAppTests: HeadlessDriving {
    let terminal = HeadlessTerminal(size: Size(width: 150, height: 20))
    let app: Application
    private let mailboxes = NameList(title: "Mailboxes", names: ["Inbox", "Sent"])
    private let primary: NavigationController
    private let detail = Page(title: "Welcome")
    private var pressed: [String] { log.entries }
    private let log = Log()

    private final class Log {
        var entries: [String] = []
    }

    init() {
        let log = log
        mailboxes.navigationItem.rightBarButtonItem = BarButtonItem(title: "About", key: .character("i")) { log.entries.append("about") }
        mailboxes.onSelect = { list, row in
            let messages = NameList(title: list.names[row], names: ["a long subject line that wants to be read whole"])
            messages.onSelect = { list, _ in list.showDetailViewController(Page(title: "message")) }
            list.show(messages)
        }
        detail.navigationItem.leftBarButtonItems = [BarButtonItem(title: "Reply", key: .character("r")) { log.entries.append("reply") }]
        detail.navigationItem.rightBarButtonItems = [BarButtonItem(title: "Flag", key: .character("f")) { log.entries.append("flag") }]
        primary = NavigationController(rootViewController: mailboxes)
        let split = SplitViewController(primary: primary, secondary: NavigationController(rootViewController: detail))
        app = Application(terminal: terminal, rootViewController: split)
        app.render()
    }

    @Test("the first Enter opens Inbox; choosing Sent beside it replaces it")
    func showReplaces() {
        press(.enter)
        #expect(primary.viewControllers.map(\.displayTitle) == ["Mailboxes", "Inbox"])
        press(.tab, .tab, .down, .enter)
        #expect(primary.viewControllers.map(\.displayTitle) == ["Mailboxes", "Sent"])
    }

    @Test("bar buttons answer their keys from any column")
    func keysFromAnyFocus() {
        press(.character("r"), .character("f"))
        press(.tab, .character("i"))
        #expect(pressed == ["reply", "flag", "about"])
    }

    @Test("portrait keeps the Master button before the detail's items; the popover is wide enough to read")
    func portrait() {
        press(.enter)
        resize(70, 20)
        #expect(terminal.screen.text(ofRow: 0).hasPrefix("[m] Master [r] Reply"))
        press(.character("m"))
        #expect(terminal.screen.text.contains("a long subject line that wants to be read whole"))
    }
}
