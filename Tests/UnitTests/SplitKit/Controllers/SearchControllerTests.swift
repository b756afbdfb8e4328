import Testing
@testable import SplitKit

/// A list that narrows its items to those containing the search text.
@MainActor
private final class SearchableList: TableViewController, SearchResultsUpdating {
    let all = ["Lunch on Friday", "Quarterly report", "Re: the plan", "Report draft"]
    var shown: [String]
    var updates: [String] = []

    override init() {
        shown = all
        super.init()
        title = "Inbox"
        let search = SearchController()
        search.searchResultsUpdater = self
        search.searchBar.placeholder = "Search"
        navigationItem.searchController = search
        tableView.reloadData()
    }

    func updateSearchResults(for searchController: SearchController) {
        let text = searchController.searchBar.text
        updates.append(searchController.isActive ? text : "inactive")
        shown = text.isEmpty ? all : all.filter { $0.lowercased().contains(text.lowercased()) }
        tableView.reloadData()
    }

    override func numberOfRows(in tableView: TableView) -> Int { shown.count }
    override func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell { TableViewCell(text: shown[row]) }
}

@MainActor
@Suite("Search controller")
struct SearchControllerTests {
    private let list = SearchableList()
    private let harness: TreeHarness
    private var search: SearchController { list.navigationItem.searchController! }

    init() {
        harness = TreeHarness(root: NavigationController(rootViewController: list), size: Size(width: 40, height: 8))
    }

    @Test("/ opens the bar at the bottom of the list; each character tells the updater")
    func typing() {
        harness.press(.character("/"))
        #expect(search.isActive && search.isEditing)
        #expect(harness.line(7).hasPrefix("/ Search"), "the placeholder while empty")
        harness.type("rep")
        #expect(list.updates == ["", "r", "re", "rep"])
        #expect(list.shown == ["Quarterly report", "Report draft"])
        #expect(harness.line(7).hasPrefix("/rep"))
        harness.press(.left)
        #expect(list.updates.count == 4, "moving the cursor changes no text, tells nobody")
    }

    @Test("Enter keeps the text and gives the keys back to the list; Esc then clears it")
    func enterKeeps() {
        harness.press(.character("/"))
        harness.type("re")
        harness.press(.enter)
        #expect(search.isActive && !search.isEditing)
        harness.press(.down)
        #expect(list.tableView.highlightedRow == 1, "the list has the keys")
        #expect(harness.line(7).hasPrefix("/re"))
        harness.press(.escape)
        #expect(!search.isActive && search.searchBar.text.isEmpty)
        #expect(list.updates.last == "inactive")
        #expect(list.shown == list.all)
        #expect(!harness.screen.contains("/"))
    }

    @Test("Esc while typing clears the text and closes the bar; Enter on nothing closes it too")
    func escapeClears() {
        harness.press(.character("/"))
        harness.type("lunch")
        harness.press(.escape)
        #expect(!search.isActive && list.shown == list.all)
        harness.press(.character("/"), .enter)
        #expect(!search.isActive)
    }

    @Test("/ again edits the kept text; isActive can be set from code")
    func reopen() {
        harness.press(.character("/"))
        harness.type("re")
        harness.press(.enter, .character("/"), .backspace)
        #expect(search.isEditing && search.searchBar.text == "r")
        search.isActive = false
        #expect(list.updates.last == "inactive" && list.shown == list.all)
    }

    @Test("without a search controller, / is the list's to ignore")
    func none() {
        list.navigationItem.searchController = nil
        harness.press(.character("/"))
        #expect(!harness.screen.contains("/"))
    }

    @Test("snapshot: the search line under a narrowed list")
    func snapshot() {
        harness.press(.character("/"))
        harness.type("re")
        assertSnapshot(StyleMap.render(harness.terminal.screen), named: "search-line-40x8")
    }
}
