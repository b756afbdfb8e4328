import SplitKit

/// The first column: the mailboxes with their unread and total counts. Choosing one shows
/// its messages beside it (three columns when the terminal is wide enough).
final class MailboxListViewController: TableViewController {
    let mailboxes: [Mailbox]

    init(mailboxes: [Mailbox]) {
        self.mailboxes = mailboxes
        super.init()
        title = "Mailboxes"
        navigationItem.rightBarButtonItem = BarButtonItem(title: "About", key: .character("i")) { [weak self] in
            self?.showDetailViewController(AboutViewController())
        }
    }

    override func numberOfRows(in tableView: TableView) -> Int { mailboxes.count }

    // Asked for every row shown each frame: the counts follow reads and deletes by themselves.
    override func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let mailbox = mailboxes[row]
        let unread = mailbox.unreadCount
        var cell = TableViewCell(style: .default, text: mailbox.name, accessoryType: .disclosureIndicator)
        cell.accessoryText = unread > 0 ? "\(unread) / \(mailbox.messages.count)" : "\(mailbox.messages.count)"
        if unread > 0 { cell.textAttributes = .bold }
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        show(MessageListViewController(mailbox: mailboxes[row]))  // replaces the mailbox shown beside
    }
}
