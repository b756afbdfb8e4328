import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@MainActor
@Suite("Tab bar controller")
struct TabBarControllerTests {
    /// Three tabs, each its own split view over its own list.
    private func make(width: Int = 120) -> (TabBarController, [ItemListController], [SplitViewController], TreeHarness) {
        var lists: [ItemListController] = []
        var splits: [SplitViewController] = []
        for name in ["a.csv", "b.json", "c.tsv"] {
            let list = ItemListController(title: name, items: (1...20).map { "\(name) row \($0)" })
            let split = SplitViewController(primary: NavigationController(rootViewController: list),
                                            secondary: NavigationController(rootViewController: LabelController(title: name)))
            split.title = name
            lists.append(list)
            splits.append(split)
        }
        let tabs = TabBarController(viewControllers: splits)
        return (tabs, lists, splits, TreeHarness(root: tabs, size: Size(width: width, height: 20),
                                                 keyBindings: KeyBindings(sections: ActionSection.standard + [.tabs])))
    }

    @Test("the bar names every tab and marks the current one")
    func bar() {
        let (_, _, _, harness) = make()
        #expect(harness.line(0).hasPrefix("[1 a.csv]  2 b.json   3 c.tsv"))
        #expect(harness.line(1).contains("a.csv"))
    }

    @Test("1…9, Ctrl-PgDn/PgUp and a click switch tabs")
    func switching() {
        let (tabs, _, _, harness) = make()
        harness.press(.character("3"))
        #expect(tabs.selectedIndex == 2)
        #expect(harness.line(0).contains("[3 c.tsv]"))
        harness.press(.controlPageDown)
        #expect(tabs.selectedIndex == 0, "wraps around")
        harness.press(.controlPageUp)
        #expect(tabs.selectedIndex == 2)
        harness.press(.character("9"))
        #expect(tabs.selectedIndex == 2, "a number past the last tab does nothing")
        harness.click(x: 12, y: 0)
        #expect(tabs.selectedIndex == 1)
    }

    @Test("each tab keeps its own selection, focus, width and navigation stack")
    func isolation() {
        let (tabs, lists, splits, harness) = make()
        harness.press(.down, .down, .character(">"), .character(">"), .tab)
        lists[0].navigationController?.pushViewController(LabelController(title: "pushed"))
        harness.press(.character("2"))
        #expect(lists[1].tableView.highlightedRow == 0)
        #expect(splits[1].focusedColumn == .primary)
        #expect(splits[1].currentLayout?.primaryWidth == 36)
        harness.press(.down)
        harness.press(.character("1"))
        #expect(tabs.selectedIndex == 0)
        #expect(lists[0].tableView.highlightedRow == 2)
        #expect(lists[1].tableView.highlightedRow == 1)
        #expect(splits[0].currentLayout?.primaryWidth == 40)
        #expect(lists[0].navigationController?.viewControllers.count == 2)
        #expect(lists[1].navigationController?.viewControllers.count == 1)
    }

    @Test("a rotation applies to every tab, each keeping its state")
    func rotation() {
        let (_, lists, splits, harness) = make()
        harness.press(.down)
        harness.resize(60, 20)
        #expect(splits[0].layoutMode == .portrait)
        harness.press(.character("2"))
        #expect(splits[1].layoutMode == .portrait)
        #expect(harness.line(1).hasPrefix("[m] Master"))
        harness.resize(30, 20)
        harness.press(.character("1"))
        #expect(splits[0].layoutMode == .compact)
        #expect(lists[0].tableView.highlightedRow == 1)
    }

    @Test("keys the tab uses never switch tabs")
    func childFirst() {
        final class Digits: ViewController {
            var typed = ""
            override func handle(_ press: KeyPress) -> Bool {
                if case .character(let c) = press.key { typed.append(c); return true }
                return false
            }
        }
        let digits = Digits()
        let tabs = TabBarController(viewControllers: [digits, LabelController(title: "other")])
        let harness = TreeHarness(root: tabs, size: Size(width: 40, height: 8),
                                  keyBindings: KeyBindings(sections: ActionSection.standard + [.tabs]))
        harness.press(.character("2"))
        #expect(tabs.selectedIndex == 0 && digits.typed == "2")
        harness.press(.controlPageDown)
        #expect(tabs.selectedIndex == 1)
    }
}
