import SplitKit

/// The second column: a mailbox's messages, the sender over the subject, unread ones in
/// bold, the unread count in the toolbar. Choosing one shows it in the detail and marks it
/// read; `d` (or the toolbar's Delete) asks before deleting; `/` searches.
final class MessageListViewController: TableViewController, SearchResultsUpdating {
    let mailbox: Mailbox
    /// The messages the search leaves: all of them while it is empty.
    private var shown: [Message]
    private let unreadItem = BarButtonItem(title: "")

    init(mailbox: Mailbox) {
        self.mailbox = mailbox
        shown = mailbox.messages
        super.init()
        title = mailbox.name
        tableView.rowHeight = 2
        tableView.emptyMessage = "No messages"
        let search = SearchController()
        search.searchBar.placeholder = "Search \(mailbox.name)"
        search.searchResultsUpdater = self
        navigationItem.searchController = search
        toolbarItems = [unreadItem, .flexibleSpace(),
                        BarButtonItem(title: "Delete", key: .character("d")) { [weak self] in self?.confirmDelete() }]
        updateUnreadCount()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.isToolbarHidden = false
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.isToolbarHidden = true
    }

    override func numberOfRows(in tableView: TableView) -> Int { shown.count }

    override func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let message = shown[row]
        var cell = TableViewCell(style: .subtitle, text: message.sender, detailText: message.subject,
                                 accessoryType: .disclosureIndicator)
        cell.accessoryText = message.date
        if !message.isRead { cell.textAttributes = .bold }
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        shown[row].isRead = true
        tableView.reloadRows(at: [tableView.indexPath(forRow: row)])
        updateUnreadCount()
        showDetailViewController(MessageViewController(message: shown[row]))
    }

    func updateSearchResults(for searchController: SearchController) {
        let text = searchController.searchBar.text.lowercased()
        shown = text.isEmpty ? mailbox.messages : mailbox.messages.filter {
            $0.sender.lowercased().contains(text) || $0.subject.lowercased().contains(text)
        }
        tableView.reloadData()
    }

    private func updateUnreadCount() {
        unreadItem.title = "\(mailbox.unreadCount) unread"
    }

    /// A deleted message leaves the detail for the empty page (without moving the focus or,
    /// in compact, pushing it).
    private func clearDetail(ifShowing message: Message) {
        guard let split = splitViewController,
              let shown = (split.secondaryViewController as? NavigationController)?.topViewController as? MessageViewController,
              shown.message === message else { return }
        split.setViewController(NoMessageViewController(), for: .secondary)
    }

    private func confirmDelete() {
        guard let row = tableView.highlightedRow else { return }
        let message = shown[row]
        let alert = AlertController(title: "Delete “\(message.subject)”?", message: "From \(message.sender).",
                                    preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel, key: .character("c")))
        alert.addAction(AlertAction(title: "Delete", style: .destructive, key: .character("d")) { [weak self] _ in
            guard let self else { return }
            mailbox.messages.removeAll { $0 === message }
            shown.remove(at: row)
            tableView.deleteRows(at: [row])
            updateUnreadCount()
            clearDetail(ifShowing: message)
        })
        present(alert)
    }
}
