import SplitKit

/// The second column: a mailbox's messages, sender, subject and date; unread ones marked
/// with a dot. Choosing one shows it in the detail and marks it read; Edit mode deletes.
final class MessageListViewController: TableViewController {
    let mailbox: Mailbox
    /// Called when a message is read or deleted, so the mailboxes' counts follow.
    let onChange: () -> Void

    init(mailbox: Mailbox, onChange: @escaping () -> Void) {
        self.mailbox = mailbox
        self.onChange = onChange
        super.init()
        title = mailbox.name
        navigationItem.rightBarButtonItem = editButtonItem
        tableView.emptyMessage = "No messages"
    }

    override func numberOfRows(in tableView: TableView) -> Int { mailbox.messages.count }

    override func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let message = mailbox.messages[row]
        return TableViewCell(text: (message.isRead ? "  " : "● ") + message.sender, detailText: message.subject,
                             accessoryText: message.date)
    }

    override func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        mailbox.messages[row].isRead = true
        tableView.reloadData()
        onChange()
        showDetailViewController(MessageViewController(message: mailbox.messages[row]))
    }

    override func tableView(_ tableView: TableView, canEditRowAt row: Int) -> Bool { true }

    override func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt row: Int) {
        guard editingStyle == .delete else { return }
        mailbox.messages.remove(at: row)
        tableView.deleteRows(at: [row])
        onChange()
    }
}
