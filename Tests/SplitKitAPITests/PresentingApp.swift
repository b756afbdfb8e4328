import SplitKit

// A mailbox written against the public API only: a delete confirmed by an alert, a
// "Move" action sheet from a bar button, a search controller over the messages, and an
// About screen presented full screen and closed by its own key.

/// A full-screen About screen that dismisses itself on `x`.
final class AboutViewController: ViewController {
    override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        canvas.draw("About Mail · [x] close", at: frame.origin, style: context.theme.text, clip: frame)
    }

    override func handle(_ press: KeyPress) -> Bool {
        guard press.key == .character("x") else { return false }
        dismiss()
        return true
    }
}

/// The messages: `d` asks before deleting, `v` offers where to move the message, `/` searches.
final class MessagesViewController: TableViewController, SearchResultsUpdating {
    private(set) var messages = ["Lunch on Friday", "Quarterly report", "Re: the plan"]
    private(set) var shown: [String]
    private(set) var moved: [String] = []
    let moveButton = BarButtonItem(title: "Move", key: .character("v"))

    override init() {
        shown = messages
        super.init()
        title = "Inbox"
        let search = SearchController()
        search.searchResultsUpdater = self
        navigationItem.searchController = search
        navigationItem.rightBarButtonItem = moveButton
        moveButton.action = { [weak self] in self?.offerMove() }
        tableView.reloadData()
    }

    override func numberOfRows(in tableView: TableView) -> Int { shown.count }
    override func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell { TableViewCell(text: shown[row]) }

    override func handle(_ press: KeyPress) -> Bool {
        switch press.key {
        case .character("d"):
            confirmDelete()
            return true
        case .character("i"):
            present(AboutViewController())
            return true
        default:
            return super.handle(press)
        }
    }

    func updateSearchResults(for searchController: SearchController) {
        let text = searchController.searchBar.text.lowercased()
        shown = text.isEmpty ? messages : messages.filter { $0.lowercased().contains(text) }
        tableView.reloadData()
    }

    private var highlighted: String? { tableView.highlightedRow.map { shown[$0] } }

    private func confirmDelete() {
        guard let message = highlighted else { return }
        let alert = AlertController(title: "Delete “\(message)”?", message: "It goes to the trash.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel, key: .character("c")))
        alert.addAction(AlertAction(title: "Delete", style: .destructive, key: .character("d")) { [weak self] _ in
            guard let self else { return }
            messages.removeAll { $0 == message }
            updateSearchResults(for: navigationItem.searchController!)
        })
        present(alert)
    }

    private func offerMove() {
        guard let message = highlighted else { return }
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        for box in ["Archive", "Junk"] {
            sheet.addAction(AlertAction(title: box, key: Key.character(Character(box.prefix(1).lowercased()))) { [weak self] _ in
                self?.moved.append("\(message) → \(box)")
            })
        }
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = moveButton
        present(sheet)
    }
}
