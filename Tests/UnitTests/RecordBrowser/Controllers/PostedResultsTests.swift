import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// Background results reach, through the app's mailbox, the controller whose job it was,
/// and no other.
@MainActor
@Suite("Posted results")
struct PostedResultsTests {
    /// Two documents in tabs, over two copies of the sample, posting to one mailbox.
    private func twoDocuments() throws -> (TreeHarness, [DocumentViewController]) {
        let mailbox = Mailbox()
        let documents = try ["one.csv", "two.csv"].map { name -> DocumentViewController in
            let text = try String(contentsOfFile: Fixtures.elementsPath, encoding: .utf8)
            let table = try load(text, name: name)
            let browser = BrowserViewController(table: table, title: name, titleColumn: table.suggestedTitleColumn,
                                                mailbox: mailbox)
            return DocumentViewController(browser: browser, destination: table.path)
        }
        let tabs = TabBarController(viewControllers: documents)
        let harness = TreeHarness(root: tabs, size: Size(width: 120, height: 30),
                                  keyBindings: KeyBindings(sections: ActionSection.browser), mailbox: mailbox)
        return (harness, documents)
    }

    private func list(_ document: DocumentViewController) -> RecordListViewController? {
        document.browser.list as? RecordListViewController
    }

    @Test("a filter's results go to the list that asked for them, not to another document's")
    func filterResultsGoToTheirList() throws {
        let (harness, documents) = try twoDocuments()
        harness.type("/ium")
        #expect(harness.app.mailbox.wait(timeout: 10), "the search posts its results")
        #expect(harness.app.mailbox.waiting.contains("filter results"))
        #expect(harness.deliver { list(documents[0])?.isFilterComplete == true })
        let first = try #require(list(documents[0]))
        #expect(first.listedCount > 10 && first.listedCount < 118, "narrowed by the results delivered")
        #expect(harness.screen.contains("\(first.listedCount) of 118"))
        let second = try #require(list(documents[1]))
        #expect(second.listedCount == 118 && second.filterText.isEmpty, "the other document's list is untouched")
    }

    @Test("a result handed on at once is drawn in its key's frame: s back to the file's order, as the event loop takes it")
    func immediateResultInTheKeysFrame() throws {
        let (harness, documents) = try twoDocuments()
        let browser = documents[0].browser
        browser.sort(by: [try SortKey(named: "-name", in: browser.editable.table)])
        #expect(harness.deliver { browser.sorting.order != nil }, "sorted by name, descending")
        #expect(harness.screen.contains("sorted by name ↓"))
        // Sorted by that column descending, choosing it again goes back to the file's order,
        // which the sorter posts at once: the same turn delivers and draws it.
        harness.app.turn([.key(.character("s"))])
        harness.app.turn("name".map { .key(.character($0)) } + [.key(.enter)])
        #expect(harness.screen.contains("in file order") && !harness.screen.contains("sorted by"))
        let first = try #require(list(documents[0]))
        #expect(browser.sorting.order == nil && first.editable.title(first.record(at: 0), column: first.titleColumn) == "Hydrogen",
                "the file's first row on top")
        #expect(harness.app.mailbox.waiting.isEmpty, "nothing left to draw a second frame")
    }

    @Test("a save's outcome, posted when it is written, reaches the status bar")
    func saveOutcomeReachesTheStatusBar() throws {
        let (harness, documents) = try twoDocuments()
        harness.press(.character("e"), .character("d"), .character("w"), .character("y"))
        #expect(harness.screen.contains("saving one.csv"))
        #expect(harness.deliver { !documents[0].isSaving }, "the save's outcome is delivered")
        #expect(harness.screen.contains("saved one.csv (117 records)"))
        #expect(!documents[0].editable.isModified)
        #expect(documents[1].browser.message == nil, "the other document heard nothing")
    }
}
