import SplitKit

// A Mail app's message list written against the public API only: sections of messages by
// day with header and footer titles, two-line subtitle rows, bold unread rows, a disclosure
// indicator, and a date that never gives way to the subject.

/// A message in the list.
struct Message {
    var sender: String
    var subject: String
    var time: String
    var isUnread: Bool
}

/// The messages by day; Enter reads the highlighted one (it is no longer bold).
final class MailboxListViewController: TableViewController {
    var days: [(title: String, messages: [Message])]
    private(set) var read: [IndexPath] = []

    init(days: [(title: String, messages: [Message])]) {
        self.days = days
        super.init()
        title = "Inbox"
        tableView.rowHeight = 2
    }

    override func numberOfSections(in tableView: TableView) -> Int { days.count }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        days[section].messages.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let message = days[indexPath.section].messages[indexPath.row]
        var cell = TableViewCell(style: .subtitle, text: message.sender, detailText: message.subject,
                                 accessoryType: .disclosureIndicator)
        cell.accessoryText = message.time
        cell.truncationOrder = [.detailText, .text]
        if message.isUnread { cell.textAttributes = .bold }
        return cell
    }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        days[section].title
    }

    override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        let unread = days[section].messages.filter(\.isUnread).count
        return unread == 0 ? nil : "\(unread) unread"
    }

    override func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        let indexPath = tableView.indexPath(forRow: row)
        days[indexPath.section].messages[indexPath.row].isUnread = false
        read.append(indexPath)
        tableView.reloadRows(at: [indexPath])
    }
}
