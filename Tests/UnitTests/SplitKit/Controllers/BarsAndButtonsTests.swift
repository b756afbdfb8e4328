import Testing
@testable import SplitKit

/// A list that never calls `reloadData()`, as a new user's list does; rows can be added
/// and removed (deletion in Edit mode).
@MainActor
private final class BareList: TableViewController {
    var items: [String]
    var selected: [Int] = []
    var onSelect: ((Int) -> Void)?

    init(title: String, items: [String]) {
        self.items = items
        super.init()
        self.title = title
    }

    override func numberOfRows(in tableView: TableView) -> Int { items.count }
    override func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell { TableViewCell(text: items[row]) }
    override func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        selected.append(row)
        onSelect?(row)
    }
    override func tableView(_ tableView: TableView, canEditRowAt row: Int) -> Bool { true }
    override func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt row: Int) {
        items.remove(at: row)
        tableView.deleteRows(at: [row])
    }
}

/// A navigation controller that counts how often its preferred size is read.
@MainActor
private final class CountingNavigation: NavigationController {
    var reads = 0

    override var preferredContentSize: Size {
        get {
            reads += 1
            return super.preferredContentSize
        }
        set { super.preferredContentSize = newValue }
    }
}

/// A split of a list beside a detail, each in a navigation controller.
@MainActor
private struct Split {
    let list: BareList
    let primary: NavigationController
    let detail = LabelController(title: "Detail")
    let secondary: NavigationController
    let split: SplitViewController
    let harness: TreeHarness

    init(width: Int, height: Int = 12, items: [String] = ["Inbox", "Sent", "Archive"],
         keyBindings: KeyBindings = KeyBindings(), configure: (Split) -> Void = { _ in }) {
        list = BareList(title: "Mailboxes", items: items)
        primary = NavigationController(rootViewController: list)
        secondary = NavigationController(rootViewController: detail)
        split = SplitViewController(primary: primary, secondary: secondary)
        harness = TreeHarness(root: split, size: Size(width: width, height: height), keyBindings: keyBindings)
        configure(self)
        harness.app.render()
    }
}

@MainActor
@Suite("Bars and buttons")
struct BarsAndButtonsTests {
    // MARK: 1. The first row highlighted

    @Test("a table's first row is highlighted at its first layout, so the first Enter chooses it")
    func firstRowHighlighted() {
        let split = Split(width: 100)
        #expect(split.list.tableView.highlightedRow == 0)
        split.harness.press(.enter)
        #expect(split.list.selected == [0])
    }

    @Test("a table that first has rows later highlights the first at the next layout")
    func firstRowsLater() {
        let split = Split(width: 100, items: [])
        #expect(split.list.tableView.highlightedRow == nil)
        split.list.items = ["Inbox"]
        split.harness.app.render()
        #expect(split.list.tableView.highlightedRow == 0)
        split.harness.press(.enter)
        #expect(split.list.selected == [0])
    }

    // MARK: 2. show(_:) from a column

    @Test("show(_:) from the mailboxes column replaces the mailbox shown beside it")
    func showReplacesTheColumnToTheRight() {
        let split = Split(width: 150, height: 20)
        let list = split.list
        list.onSelect = { row in list.show(BareList(title: list.items[row], items: ["a message"])) }
        split.harness.press(.enter)
        #expect(split.split.isShowingSupplementary)
        split.split.focus(.primary)
        split.harness.press(.down, .enter)
        #expect(split.primary.viewControllers.map(\.displayTitle) == ["Mailboxes", "Sent"])
        #expect(split.split.focusedColumn == .supplementary)
        split.primary.topViewController.show(LabelController(title: "a message"))
        #expect(split.primary.viewControllers.map(\.displayTitle) == ["Mailboxes", "Sent", "a message"],
                "from the top of the stack, show(_:) pushes")
    }

    // MARK: 3. Bar-button keys from any focus

    @Test("a bar button's key presses it from another column")
    func barButtonKeyFromAnyFocus() {
        var pressed = 0
        let split = Split(width: 100) {
            $0.detail.navigationItem.rightBarButtonItem = BarButtonItem(title: "About", key: .character("i")) { pressed += 1 }
        }
        #expect(split.split.focusedColumn == .primary)
        split.harness.press(.character("i"))
        #expect(pressed == 1)
        split.harness.press(.tab, .character("i"))
        #expect(pressed == 2)
    }

    @Test("of two buttons with one key, the one nearest the focus wins; a tie goes towards the primary")
    func nearestButtonWins() {
        var pressed: [String] = []
        let split = Split(width: 150, height: 20)
        let list = split.list
        list.navigationItem.rightBarButtonItem = BarButtonItem(title: "List", key: .character("x")) { pressed.append("list") }
        split.detail.navigationItem.rightBarButtonItem = BarButtonItem(title: "Detail", key: .character("x")) {
            pressed.append("detail")
        }
        list.onSelect = { _ in list.show(BareList(title: "Messages", items: ["one"])) }
        split.harness.press(.character("x"))
        split.harness.press(.tab, .character("x"))
        #expect(pressed == ["list", "detail"])
        split.harness.press(.escape, .escape, .enter)
        #expect(split.split.focusedColumn == .supplementary)
        split.harness.press(.character("x"))
        #expect(pressed == ["list", "detail", "list"], "the supplementary sits between the two")
    }

    @Test("a key the focused column uses is not taken by another column's button")
    func focusedColumnFirst() {
        var pressed = 0
        let split = Split(width: 100) {
            $0.detail.navigationItem.rightBarButtonItem = BarButtonItem(title: "Down", key: .down) { pressed += 1 }
        }
        split.harness.press(.down)
        #expect(pressed == 0 && split.list.tableView.highlightedRow == 1)
    }

    // MARK: 4. Arrays of items, the Master and back buttons kept

    @Test("leftBarButtonItem and rightBarButtonItem are the first of their arrays, as in UIKit")
    func singleItemsAreTheFirst() {
        let item = NavigationItem()
        let a = BarButtonItem(title: "A"), b = BarButtonItem(title: "B")
        item.leftBarButtonItems = [a, b]
        #expect(item.leftBarButtonItem === a)
        item.leftBarButtonItem = b
        #expect(item.leftBarButtonItems.count == 1 && item.leftBarButtonItems[0] === b)
        item.rightBarButtonItem = a
        #expect(item.rightBarButtonItems.count == 1)
        item.rightBarButtonItem = nil
        #expect(item.rightBarButtonItems.isEmpty)
    }

    @Test("portrait: the Master button stays before the detail's own left items; right items from the edge in")
    func masterButtonBesideOwnItems() {
        var pressed: [String] = []
        let split = Split(width: 70) {
            $0.detail.navigationItem.leftBarButtonItems = [
                BarButtonItem(title: "Reply", key: .character("r")) { pressed.append("reply") },
                BarButtonItem(title: "Flag", key: .character("f")) { pressed.append("flag") },
            ]
            $0.detail.navigationItem.rightBarButtonItems = [
                BarButtonItem(title: "Next", key: .character("n")) { pressed.append("next") },
                BarButtonItem(title: "Prev", key: .character("p")) { pressed.append("prev") },
            ]
        }
        #expect(split.harness.line(0).hasPrefix("[m] Master [r] Reply [f] Flag"))
        #expect(split.harness.line(0).hasSuffix("[p] Prev [n] Next"))
        assertSnapshot(split.harness.screen, named: "bar-items-portrait-70x12")
        split.harness.press(.character("f"), .character("p"))
        split.harness.click(x: 15, y: 0)
        split.harness.click(x: 68, y: 0)
        #expect(pressed == ["flag", "prev", "reply", "next"])
        split.harness.press(.character("m"))
        #expect(split.split.isPopoverPresented, "the Master button still works")
    }

    @Test("compact: the back button stays before the detail's own left item")
    func compactBackButtonBesideOwnItems() {
        let split = Split(width: 40) {
            $0.detail.navigationItem.leftBarButtonItem = BarButtonItem(title: "Reply", key: .character("r"))
        }
        split.harness.press(.enter)
        split.split.showDetailViewController(split.detail)
        split.harness.app.render()
        #expect(split.harness.line(0).hasPrefix("‹ Mailboxes [r] Reply"))
    }

    @Test("a pushed level's left items replace the back button unless they supplement it, as in UIKit")
    func leftItemsAndTheBackButton() {
        let root = LabelController(title: "Root")
        let pushed = LabelController(title: "Pushed")
        pushed.navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel", key: .character("c"))
        let navigation = NavigationController(rootViewController: root)
        navigation.pushViewController(pushed)
        #expect(navigation.leadingItems.map(\.title) == ["Cancel"])
        pushed.navigationItem.leftItemsSupplementBackButton = true
        #expect(navigation.leadingItems.map(\.title) == ["‹ Root", "Cancel"])
        let harness = TreeHarness(root: navigation, size: Size(width: 40, height: 6))
        #expect(harness.line(0).hasPrefix("‹ Root [c] Cancel"))
    }

    @Test("an app that puts the display-mode button in its own items sees it once")
    func displayModeButtonOnce() {
        let split = Split(width: 70) {
            $0.detail.navigationItem.leftBarButtonItems = [$0.split.displayModeButtonItem]
        }
        #expect(split.harness.line(0).components(separatedBy: "Master").count == 2)
    }

    // MARK: 11. The popover's size

    @Test("the popover is as wide as its content asks, and follows its rows as they go")
    func popoverFollowsContent() {
        let subjects = ["Notes on the Analytical Engine, Note G", "Difference Engine No. 2", "A moth in relay 70"]
        let split = Split(width: 70, height: 16, items: subjects,
                          keyBindings: KeyBindings(sections: ActionSection.standard + [.rowEditing]))
        split.harness.press(.character("m"))
        let popover = split.split.currentLayout?.popover
        #expect(popover?.width == TextMetrics.width(of: subjects[0]) + 4, "the widest row, its margins and the border")
        #expect(popover?.height == 6, "the bar, three rows and the border")
        assertSnapshot(split.harness.screen, named: "popover-content-size-70x16")
        split.list.setEditing(true)
        split.harness.press(.character("d"))
        #expect(split.list.items.count == 2)
        #expect(split.split.currentLayout?.popover?.height == 5, "one row less, no blank row left")
        #expect(!split.harness.screen.contains("Notes on"))
    }

    @Test("the popover is wide enough for its bar's title and buttons")
    func popoverFitsItsBar() {
        let split = Split(width: 70, height: 16, items: ["a"]) {
            $0.list.navigationItem.rightBarButtonItems = [BarButtonItem(title: "Compose", key: .character("c")),
                                                          BarButtonItem(title: "About", key: .character("i"))]
        }
        split.harness.press(.character("m"))
        #expect(split.split.currentLayout?.popover?.width == 2 + 9 + (9 + 2) + (11 + 2), "border, title, buttons")
        let bar = split.harness.line(2)
        #expect(bar.hasPrefix("│Mailboxes ") && bar.hasSuffix(" [i] About [c] Compose│"), "full labels, not compact ones")
    }

    @Test("a set preferredContentSize wins; a zero width keeps the primary column's width")
    func popoverPreferredSize() {
        let split = Split(width: 70, height: 16)
        split.harness.press(.character("m"))
        #expect(split.split.currentLayout?.popover?.width == split.split.currentLayout?.primaryWidth,
                "short rows: the column's width")
        split.primary.preferredContentSize = Size(width: 40, height: 5)
        split.harness.app.render()
        #expect(split.split.currentLayout?.popover == Rect(x: 0, y: 1, width: 42, height: 7))
        split.primary.preferredContentSize = Size(width: 500, height: 0)
        split.harness.app.render()
        #expect(split.split.currentLayout?.popover == Rect(x: 0, y: 1, width: 70 - 14, height: 15),
                "never past what leaves the secondary visible beside it")
    }

    @Test("the content's size is read only for a popover, so a docked list measures no rows")
    func contentSizeOnlyForThePopover() {
        let primary = CountingNavigation(rootViewController: BareList(title: "List", items: ["one"]))
        let split = SplitViewController(primary: primary, secondary: NavigationController(rootViewController: LabelController(title: "D")))
        let harness = TreeHarness(root: split, size: Size(width: 100, height: 12))
        harness.press(.down, .up)
        #expect(primary.reads == 0)
        harness.resize(70, 12)
        #expect(primary.reads == 0, "hidden in portrait")
        harness.press(.character("m"))
        #expect(primary.reads > 0)
    }
}
