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

    override func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let mailbox = mailboxes[row]
        let unread = mailbox.unreadCount
        return TableViewCell(text: mailbox.name, accessoryText: unread > 0 ? "\(unread) / \(mailbox.messages.count)"
                                                                            : "\(mailbox.messages.count)")
    }

    override func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        // Replaces the mailbox shown beside this list, if any.
        show(MessageListViewController(mailbox: mailboxes[row]) { [weak self] in self?.tableView.reloadData() })
    }
}
