import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@MainActor
@Suite("Frame snapshots: drill-down, tabs, Edit mode")
struct DrillDownSnapshotTests {
    private func grouped(width: Int, height: Int) throws -> Harness {
        let table = try Fixtures.elements()
        waitUntilLoaded(table)
        return Harness(table: table, size: Size(width: width, height: height),
                       groupColumns: [try table.column(named: "category")])
    }

    @Test("three columns at 150x24: the groups, a group's records, a record")
    func threeColumns() throws {
        let harness = try grouped(width: 150, height: 24)
        harness.press(.down, .enter, .down)
        assertSnapshot(harness.screen, named: "three-columns-150x24")
    }

    @Test("the popover drilled down at 70x24, over the group's summary")
    func drilledPopover() throws {
        let harness = try grouped(width: 70, height: 24)
        harness.press(.character("m"), .down, .enter)
        harness.browser.summary?.waitForStatistics()
        harness.app.render()
        assertSnapshot(harness.screen, named: "drilled-popover-70x24")
    }

    @Test("the tab bar over three files at 100x16")
    func tabBar() throws {
        let documents = try ["a.csv", "b.json", "c.tsv"].map { name -> DocumentViewController in
            let text = name.hasSuffix(".json") ? "[{\"name\": \"from b\", \"n\": 1}]"
                : name.hasSuffix(".tsv") ? "name\tn\nfrom c\t1\n" : "name,n\nfrom a,1\n"
            let browser = BrowserViewController(table: try load(text, name: name), title: name, titleColumn: 0)
            return DocumentViewController(browser: browser, destination: nil)
        }
        let tabs = TabBarController(viewControllers: documents)
        let harness = TreeHarness(root: tabs, size: Size(width: 100, height: 16))
        harness.press(.character("2"))
        assertSnapshot(harness.screen, named: "tab-bar-100x16")
    }

    @Test("Edit mode at 100x16: markers, Done, a field selected in the detail")
    func editMode() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 100, height: 16))
        harness.press(.character("e"), .down, .character("d"), .tab, .down, .down, .enter)
        harness.type(" (edited)")
        assertSnapshot(harness.screen, named: "edit-mode-100x16")
    }
}
