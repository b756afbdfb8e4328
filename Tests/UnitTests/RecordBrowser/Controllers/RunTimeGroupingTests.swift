import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@MainActor
@Suite("Grouping at run time (F) and groups by count (o)")
struct RunTimeGroupingTests {
    /// The sample in a document (which asks for the column), grouped at launch by `columns`.
    private func make(groupedBy columns: [String] = []) throws -> (DocumentViewController, TreeHarness) {
        let table = try Fixtures.elements()
        waitUntilLoaded(table)
        let mailbox = Mailbox()
        let browser = BrowserViewController(table: table, title: "elements.csv", titleColumn: 2,
                                            groupColumns: try columns.map(table.column(named:)), mailbox: mailbox)
        let document = DocumentViewController(browser: browser, destination: table.path)
        let harness = TreeHarness(root: document, size: Size(width: 150, height: 30),
                                  keyBindings: KeyBindings(sections: ActionSection.browser), mailbox: mailbox)
        return (document, harness)
    }

    private func groupBy(_ name: String, _ document: DocumentViewController, _ harness: TreeHarness) {
        harness.press(.character("F"))
        harness.type(name)
        harness.press(.enter)
        harness.deliver { document.editable.groupIndex?.isComplete ?? true }
    }

    private func listed(_ harness: TreeHarness, _ count: Int) -> [String] {
        (1...count).map { String(harness.line($0).dropFirst().prefix(30)).trimmingBlanks }
    }

    @Test("F and a column make the master the drill-down by it, title column and edits kept; F on it again lists the records")
    func groupAndUngroup() throws {
        let (document, harness) = try make()
        let browser = document.browser
        harness.press(.tab, .character("e"), .enter)
        harness.type("!")
        harness.press(.enter, .character("e"), .tab)
        #expect(document.editable.record(.original(0)).fields[0].value == "1!", "a field edited before grouping")
        harness.press(.character("F"))
        #expect(harness.line(29).contains("Group by (a name, or 1–12):"))
        harness.type("category")
        harness.press(.enter)
        #expect(harness.deliver { document.editable.groupIndex?.isComplete == true })
        #expect(browser.list is GroupListViewController && browser.groupColumns == [7])
        #expect(listed(harness, 3) == ["reactive nonmetal", "noble gas", "alkali metal"])
        #expect(harness.line(29).contains("grouped by category"))
        harness.press(.down, .enter)
        #expect(harness.screen.contains("Helium"), "the group's records, titled by name as before")
        #expect(document.editable.record(.original(0)).fields[0].value == "1!", "the edit is kept")
        harness.press(.escape, .character("F"))
        harness.type("8")
        harness.press(.enter)
        #expect(browser.list is RecordListViewController && browser.groupColumns.isEmpty, "F on the same column ungroups")
        #expect(listed(harness, 2) == ["Hydrogen", "Helium"])
        #expect(harness.line(29).contains("not grouped"))
        harness.press(.character("F"), .escape)
        #expect(browser.list is RecordListViewController, "Esc changes nothing")
    }

    @Test("F from the detail, in landscape and in compact, shows the groups with the focus on them")
    func focusesTheGroups() throws {
        let (document, harness) = try make()
        harness.press(.tab)
        groupBy("category", document, harness)
        #expect(document.browser.splitController.focusedColumn == .primary)
        harness.resize(40, 30)
        harness.press(.character("F"))
        harness.type("category")
        harness.press(.enter, .enter)
        #expect(harness.line(0).contains("Hydrogen"), "compact: the record pushed")
        harness.press(.character("F"))
        harness.type("category")
        harness.press(.enter)
        harness.deliver { document.editable.groupIndex?.isComplete ?? true }
        #expect(harness.line(1).hasPrefix(" reactive nonmetal"), "compact: the groups, not the summary over them:\n\(harness.screen)")
    }

    @Test("F replaces a --group, nesting included")
    func replacesGroupOption() throws {
        let (document, harness) = try make(groupedBy: ["phase", "block"])
        groupBy("block", document, harness)
        #expect(document.browser.groupColumns == [6])
        #expect(Set(listed(harness, 4)) == ["s", "p", "d", "f"])
    }

    @Test("with records added or deleted, F keeps the grouping and says why")
    func refusedAfterInsert() throws {
        let (document, harness) = try make()
        harness.press(.character("e"), .character("+"), .character("F"))
        harness.type("category")
        harness.press(.enter)
        #expect(document.browser.list is RecordListViewController)
        #expect(harness.line(29).contains("records were added or deleted: save, and read the file again (R), to group anew"))
    }

    @Test("o orders the groups by count, ties in order of appearance, keeping the highlighted group; again by appearance")
    func orderByCount() throws {
        let (document, harness) = try make()
        harness.press(.character("o"))
        #expect(harness.line(29).contains("press F to group the records by a column first"))
        groupBy("category", document, harness)
        harness.press(.down)
        harness.press(.character("o"))
        #expect(listed(harness, 10) == ["transition metal", "lanthanide", "actinide", "reactive nonmetal", "unknown",
                                        "post-transition metal", "noble gas", "alkali metal", "alkaline earth metal", "metalloid"])
        #expect(harness.line(29).contains("groups by count"))
        harness.press(.down)
        #expect(harness.line(29).contains("grouped by category  by count"))
        #expect(document.browser.summary?.path == ["alkali metal"], "the highlight stayed on noble gas, then moved one down")
        harness.press(.enter)
        #expect(harness.screen.contains("Lithium"))
        harness.press(.escape, .character("o"))
        #expect(listed(harness, 3) == ["reactive nonmetal", "noble gas", "alkali metal"])
        #expect(document.browser.summary?.path == ["alkali metal"])
    }

    @Test("sorting by count: most first, equal counts keep their order")
    func sortedByCount() throws {
        let table = Table.inMemory(columns: ["k"], rows: [["a"], ["b"], ["c"], ["b"], ["d"], ["c"], ["e"]])
        let editable = EditableTable(table: table)
        let grouping = TableGrouping(table: table, columns: [0]) { _ in }
        grouping.waitUntilComplete()
        editable.updateGroups(grouping.index)
        #expect(GroupListViewController.sortedByCount(["a", "b", "c", "d", "e"], under: [], in: editable)
                == ["b", "c", "a", "d", "e"])
    }
}
