import SplitKit

// An inbox with a status line, on the public API only: a custom container adds the split
// view as a child (no key or mouse forwarding written by hand beyond calling the child),
// the list finds the split through it, its toolbar shows the unread count, and what the
// controllers in the split report with displayStatus(_:) reaches the status line.

/// A status line under its content (UIKit: a custom container view controller).
final class StatusLineController: ViewController {
    let content: ViewController
    private(set) var status = ""

    init(content: ViewController) {
        self.content = content
        super.init()
        addChild(content)
        content.didMove(toParent: self)
    }

    override func layout(in frame: Rect, theme: Theme) {
        content.layout(in: frame.divided(atRow: frame.height - 1).top, theme: theme)
    }

    override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        let (top, line) = frame.divided(atRow: frame.height - 1)
        content.draw(in: &canvas, frame: top, context: context)
        canvas.draw(status, at: line.origin, style: context.theme.text, clip: line)
    }

    override func handle(_ press: KeyPress) -> Bool { content.handle(press) }

    override func handle(_ mouse: MouseEvent, in frame: Rect) -> Bool {
        content.handle(mouse, in: frame.divided(atRow: frame.height - 1).top)
    }

    override func displayStatus(_ message: String) { status = message }
}

/// A message: its subject and whether it was read.
struct InboxMessage {
    let subject: String
    var isRead = false
}

/// The detail: the message chosen; counts how often it came on screen.
final class InboxMessageViewController: ViewController {
    var subject = ""
    private(set) var appearances = 0

    override func viewWillAppear(_ animated: Bool) { appearances += 1 }

    override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        canvas.draw(subject, at: frame.origin, style: context.theme.text, clip: frame)
    }
}

/// The inbox: Enter (or a click) opens a message, marking it read; the toolbar shows the
/// unread count, and `[a] All read` marks every message read.
final class InboxViewController: TableViewController {
    private(set) var messages: [InboxMessage]
    let detail = InboxMessageViewController()
    private let unread = BarButtonItem(title: "")

    init(subjects: [String]) {
        messages = subjects.map { InboxMessage(subject: $0) }
        super.init()
        title = "Inbox"
        toolbarItems = [.flexibleSpace(), unread, .flexibleSpace(),
                        BarButtonItem(title: "All read", key: .character("a")) { [weak self] in self?.markAllRead() }]
        countUnread()
    }

    private func countUnread() {
        unread.title = "\(messages.filter { !$0.isRead }.count) unread"
    }

    private func markAllRead() {
        for index in messages.indices { messages[index].isRead = true }
        countUnread()
        displayStatus("all read")
    }

    override func numberOfRows(in tableView: TableView) -> Int { messages.count }

    override func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        TableViewCell(text: messages[row].subject)
    }

    override func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        messages[row].isRead = true
        countUnread()
        detail.subject = messages[row].subject
        splitViewController?.showDetailViewController(detail.navigationController ?? detail)
        displayStatus("opened \(messages[row].subject)")
    }
}

/// The app: the status line around a split of the inbox (its toolbar shown) and the message.
@MainActor
func makeStatusLineApp() -> (StatusLineController, InboxViewController) {
    let inbox = InboxViewController(subjects: ["Lunch", "Invoice", "Build"])
    let primary = NavigationController(rootViewController: inbox)
    primary.isToolbarHidden = false
    let split = SplitViewController(primary: primary, secondary: NavigationController(rootViewController: inbox.detail))
    return (StatusLineController(content: split), inbox)
}
