import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@MainActor
@Suite("Navigation controller")
struct NavigationControllerTests {
    private func stack() -> (NavigationController, [ViewController]) {
        let levels = ["Elements", "noble gas", "Helium"].map { LabelController(title: $0) }
        let navigation = NavigationController(rootViewController: levels[0])
        return (navigation, levels)
    }

    @Test("push, pop, pop to a controller, pop to root; the root is never popped")
    func stackOperations() {
        let (navigation, levels) = stack()
        navigation.pushViewController(levels[1])
        navigation.pushViewController(levels[2])
        #expect(navigation.topViewController === levels[2])
        #expect(levels[2].navigationController === navigation)
        #expect(navigation.popViewController() === levels[2])
        navigation.pushViewController(levels[2])
        #expect(navigation.popToViewController(levels[0])?.count == 2)
        #expect(navigation.popToViewController(LabelController(title: "stranger")) == nil)
        #expect(navigation.popViewController() == nil)
        navigation.setViewControllers(levels)
        navigation.popToRootViewController()
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === levels[0])
    }

    @Test("the back button is titled after the level below, or its back title")
    func backTitle() {
        let (navigation, levels) = stack()
        #expect(navigation.backItem == nil)
        navigation.pushViewController(levels[1])
        #expect(navigation.backItem?.title == "‹ Elements")
        levels[0].navigationItem.backButtonTitle = "All"
        #expect(navigation.backItem?.title == "‹ All")
        navigation.backItem?.press()
        #expect(navigation.topViewController === levels[0])
    }

    @Test("with the path in the title the bar shows where you are and a back hint")
    func pathTitle() {
        let (navigation, levels) = stack()
        navigation.showsPathInTitle = true
        navigation.pushViewController(levels[1])
        let harness = TreeHarness(root: navigation, size: Size(width: 60, height: 8))
        #expect(harness.line(0).hasPrefix("‹ Back"))
        #expect(harness.line(0).contains("Elements › noble gas"))
        harness.resize(24, 8)
        #expect(harness.line(0).contains("…nts › noble gas"), "a long path loses its start, not its end")
        harness.press(.escape)
        #expect(navigation.viewControllers.count == 1)
        #expect(!harness.line(0).contains("Back"))
    }

    @Test("a bar button is pressed by its key and by a click")
    func barButtonKeys() {
        let (navigation, levels) = stack()
        var pressed = 0
        levels[0].navigationItem.rightBarButtonItem = BarButtonItem(title: "Add", key: .character("+")) { pressed += 1 }
        let harness = TreeHarness(root: navigation, size: Size(width: 40, height: 8))
        harness.press(.character("+"))
        #expect(pressed == 1)
        #expect(harness.line(0).hasSuffix("[+] Add"))
        harness.click(x: 38, y: 0)
        #expect(pressed == 2)
    }

    @Test("the edit button toggles Edit mode and reads Done while editing")
    func editButton() {
        let list = ItemListController(title: "Items", items: ["a"])
        list.navigationItem.leftBarButtonItem = list.editButtonItem
        let harness = TreeHarness(root: NavigationController(rootViewController: list), size: Size(width: 40, height: 8))
        #expect(harness.line(0).hasPrefix("[e] Edit"))
        harness.press(.character("e"))
        #expect(list.isEditing && list.tableView.isEditing)
        #expect(harness.line(0).hasPrefix("[e] Done"))
    }
}
