import SplitKit
import Testing

/// The message list of a Mail app, driven headless through the public event loop.
@MainActor
@Suite("Mailbox list on the public API")
struct MailboxListTests: HeadlessDriving {
    let terminal = HeadlessTerminal(size: Size(width: 40, height: 12))
    private let list = MailboxListViewController(days: [
        ("Today", [Message(sender: "Ada Lovelace", subject: "Notes on the engine", time: "09:41", isUnread: true),
                   Message(sender: "Charles Babbage", subject: "Re: Difference engine", time: "08:15", isUnread: false)]),
        ("Yesterday", [Message(sender: "Grace Hopper", subject: "A bug in the relay", time: "Mon", isUnread: true),
                       Message(sender: "Alan Turing", subject: "On computable numbers", time: "Mon", isUnread: false)]),
    ])
    let app: Application

    init() {
        app = Application(terminal: terminal, rootViewController: NavigationController(rootViewController: list))
        list.tableView.reloadData()
        app.render()
    }

    @Test("sections with titles, two-line subtitle rows, marks and bold unread senders")
    func looks() {
        let screen = terminal.screen.text
        #expect(screen.contains("Today") && screen.contains("1 unread") && screen.contains("Yesterday"))
        #expect(screen.contains("Notes on the engine") && screen.contains("09:41 ›"))
        let ada = lines.firstIndex { $0.contains("Ada Lovelace") }
        let grace = lines.firstIndex { $0.contains("Grace Hopper") }
        #expect(grace.map { terminal.screen[1, $0].style.attributes.contains(.bold) } == true, "unread: bold")
        #expect(ada.map { terminal.screen[1, $0].style.attributes.contains(.bold) } == true, "bold when highlighted too")
        let charles = lines.firstIndex { $0.contains("Charles Babbage") }
        #expect(charles.map { terminal.screen[1, $0].style.attributes.contains(.bold) } == false, "read: plain")
        #expect(charles.map { lines[$0 + 1].contains("Re: Difference engine") } == true, "the subject under the sender")
    }

    @Test("the highlight moves across sections by index path; Enter reads a message")
    func readAcrossSections() {
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        press(.down, .down)
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 1))
        press(.enter)
        #expect(list.read == [IndexPath(row: 0, section: 1)] && !list.days[1].messages[0].isUnread)
        #expect(lines.filter { $0.contains("1 unread") }.count == 1, "the footer of a day with none unread is gone")
        list.tableView.selectRow(at: IndexPath(row: 1, section: 1), scrollPosition: .bottom)
        app.render()
        #expect(terminal.screen.text.contains("On computable numbers"))
        list.tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top)
        app.render()
        #expect(lines.contains { $0.contains("Today") }, "\(terminal.screen.text)")
    }
}
