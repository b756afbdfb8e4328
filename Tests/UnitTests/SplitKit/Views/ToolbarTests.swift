import Testing
@testable import SplitKit

@MainActor
@Suite("Toolbar")
struct ToolbarTests {
    /// A list under a navigation bar with its toolbar shown: Reply, the unread count
    /// centred between flexible spaces, Delete at the trailing end.
    private func makeNavigation(log: Box) -> (NavigationController, ItemListController) {
        let list = ItemListController(title: "Inbox", items: ["Lunch", "Invoice", "Build"])
        list.toolbarItems = [BarButtonItem(title: "Reply", key: .character("r")) { log.pressed.append("reply") },
                             .flexibleSpace(), BarButtonItem(title: "3 unread"), .flexibleSpace(),
                             BarButtonItem(title: "Delete", key: .character("d")) { log.pressed.append("delete") }]
        let navigation = NavigationController(rootViewController: list)
        navigation.isToolbarHidden = false
        return (navigation, list)
    }

    @MainActor
    final class Box {
        var pressed: [String] = []
    }

    @Test("the toolbar is the last row: buttons at the ends, the status text centred")
    func drawn() {
        let (navigation, _) = makeNavigation(log: Box())
        let harness = TreeHarness(root: navigation, size: Size(width: 40, height: 7))
        assertSnapshot(harness.screen, named: "toolbar-40x7")
        #expect(harness.line(6) == " [r] Reply      3 unread     [d] Delete")
    }

    @Test("a toolbar item is pressed by its key and by a click; the status text and the spaces by neither")
    func pressing() {
        let log = Box()
        let (navigation, _) = makeNavigation(log: log)
        let harness = TreeHarness(root: navigation, size: Size(width: 40, height: 7))
        harness.press(.character("r"))
        harness.click(x: 36, y: 6)
        harness.click(x: 18, y: 6)
        harness.click(x: 12, y: 6)
        #expect(log.pressed == ["reply", "delete"])
        #expect(navigation.barButtonItemsOnScreen.map(\.title) == ["Reply", "3 unread", "Delete"])
    }

    @Test("where the labels do not fit, the buttons show their keys only")
    func narrow() {
        let (navigation, _) = makeNavigation(log: Box())
        let harness = TreeHarness(root: navigation, size: Size(width: 24, height: 7))
        #expect(harness.line(6) == " [r]    3 unread    [d]")
    }

    @Test("a hidden toolbar takes no row; a shown one adds one to the popover's height; setToolbarHidden(_:animated:) toggles it")
    func hidden() {
        let (navigation, list) = makeNavigation(log: Box())
        #expect(navigation.preferredContentSize.height == list.preferredContentSize.height + 2)
        navigation.setToolbarHidden(true, animated: true)
        let harness = TreeHarness(root: navigation, size: Size(width: 40, height: 7))
        #expect(!harness.screen.contains("unread"))
        #expect(harness.line(3).contains("Build"))
        navigation.setToolbarHidden(false)
        harness.app.render()
        #expect(harness.line(6).contains("3 unread"))
    }

    @Test("in a split view each column's stack shows its own toolbar under its own pane")
    func inSplit() {
        let (navigation, _) = makeNavigation(log: Box())
        let split = SplitViewController(primary: navigation,
                                        secondary: NavigationController(rootViewController: LabelController(title: "Lunch")))
        let harness = TreeHarness(root: split, size: Size(width: 90, height: 8))
        assertSnapshot(harness.screen, named: "toolbar-split-90x8")
    }
}
