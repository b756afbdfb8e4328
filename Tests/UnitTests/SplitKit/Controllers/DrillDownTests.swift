import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// A split whose primary drills down: groups, then the items of a group.
@MainActor
private struct DrillDown {
    let groups = ItemListController(title: "Groups", items: ["alpha", "beta", "gamma"])
    let primary: NavigationController
    let split: SplitViewController
    let harness: TreeHarness

    init(width: Int, height: Int = 30) {
        primary = NavigationController(rootViewController: groups)
        primary.showsPathInTitle = true
        split = SplitViewController(primary: primary,
                                    secondary: NavigationController(rootViewController: LabelController(title: "Nothing")))
        harness = TreeHarness(root: split, size: Size(width: width, height: height))
        let (groups, split) = (groups, split)
        groups.onSelect = { row in
            let name = groups.items[row]
            let items = ItemListController(title: name, items: (1...3).map { "\(name) \($0)" })
            items.onSelect = { split.showDetailViewController(LabelController(title: items.items[$0])) }
            split.show(items)
        }
    }

    var depth: Int { primary.viewControllers.count }
}

@MainActor
@Suite("Drill-down in a split view")
struct DrillDownTests {
    @Test("wide: Enter shows the group beside its parent as three columns; Esc goes back to two")
    func threeColumns() {
        let drill = DrillDown(width: 150)
        drill.harness.press(.down, .enter)
        #expect(drill.depth == 2)
        #expect(drill.split.isShowingSupplementary)
        #expect(drill.split.focusedColumn == .supplementary)
        let top = drill.harness.line(0)
        #expect(top.contains("Groups") && top.contains("Groups › beta") && top.contains("Nothing"))
        #expect(drill.harness.screen.contains(" alpha ") && drill.harness.screen.contains(" beta 2"))
        drill.harness.press(.down, .enter)
        #expect(drill.harness.line(0).contains("beta 2"), "the detail shows the chosen item")
        drill.harness.press(.tab)
        #expect(drill.split.focusedColumn == .secondary)
        drill.harness.press(.escape)
        #expect(drill.split.focusedColumn == .supplementary, "back from the detail goes to the level beside it")
        drill.harness.press(.escape)
        #expect(drill.depth == 1 && !drill.split.isShowingSupplementary)
        #expect(drill.split.focusedColumn == .primary)
    }

    @Test("Tab visits the three columns; Esc in the parent column closes the column beside it")
    func threeColumnFocus() {
        let drill = DrillDown(width: 150)
        drill.harness.press(.enter)
        drill.harness.press(.tab)
        #expect(drill.split.focusedColumn == .secondary)
        drill.harness.press(.tab)
        #expect(drill.split.focusedColumn == .primary)
        drill.harness.press(.down)
        #expect(drill.groups.tableView.highlightedRow == 1, "keys reach the parent level in the primary column")
        drill.harness.press(.tab)
        #expect(drill.split.focusedColumn == .supplementary)
        drill.harness.press(.tab, .tab, .escape)
        #expect(drill.depth == 1)
        #expect(drill.split.focusedColumn == .primary)
    }

    @Test("narrowing collapses three columns to two, then to the popover and compact, keeping the path")
    func collapseKeepsPath() {
        let drill = DrillDown(width: 150)
        drill.harness.press(.down, .enter)
        drill.harness.resize(100, 30)
        #expect(!drill.split.isShowingSupplementary && drill.split.layoutMode == .landscape)
        #expect(drill.split.focusedColumn == .primary)
        #expect(drill.harness.line(0).hasPrefix("‹ Back") && drill.harness.line(0).contains("Groups › beta"))
        drill.harness.resize(60, 30)
        #expect(drill.harness.line(0).hasPrefix("[m] Master"))
        drill.harness.press(.character("m"))
        #expect(drill.harness.line(2).contains("› beta"), "the popover shows the drilled-down level")
        drill.harness.resize(30, 30)
        #expect(drill.split.isCollapsed && drill.harness.line(0).contains("beta"))
        drill.harness.resize(150, 30)
        #expect(drill.depth == 2 && drill.split.isShowingSupplementary)
        #expect(drill.split.focusedColumn == .supplementary, "the level compact showed keeps the focus")
    }

    @Test("the popover keeps its own navigation stack: Esc pops inside it, then closes it")
    func popoverStack() {
        let drill = DrillDown(width: 60)
        drill.harness.press(.character("m"), .down, .down, .enter)
        #expect(drill.split.isPopoverPresented && drill.depth == 2)
        #expect(drill.harness.line(2).contains("gamma"))
        drill.harness.press(.escape)
        #expect(drill.split.isPopoverPresented && drill.depth == 1)
        drill.harness.press(.enter, .character("m"))
        #expect(!drill.split.isPopoverPresented)
        drill.harness.press(.character("m"))
        #expect(drill.depth == 2, "dismissing and reopening keeps the stack")
        drill.harness.press(.enter)
        #expect(!drill.split.isPopoverPresented, "choosing an item shows it and closes the popover")
        #expect(drill.harness.line(0).contains("gamma 1"))
    }

    @Test("compact: Enter pushes the level, then the detail; Esc walks back")
    func compact() {
        let drill = DrillDown(width: 40)
        drill.harness.press(.enter)
        #expect(drill.depth == 2 && drill.split.focusedColumn == .primary)
        drill.harness.press(.enter)
        #expect(drill.split.focusedColumn == .secondary)
        #expect(drill.harness.line(0).hasPrefix("‹ alpha"))
        drill.harness.press(.escape, .escape)
        #expect(drill.depth == 1)
    }

    @Test("swapping the secondary keeps the Master button through every rotation")
    func detailSwapKeepsButton() {
        let drill = DrillDown(width: 60)
        for (index, width) in [60, 120, 60, 40, 60, 150, 60].enumerated() {
            let detail = LabelController(title: "Detail \(index)")
            if index.isMultiple(of: 2) {
                drill.split.setViewController(detail, for: .secondary)
            } else {
                drill.split.showDetailViewController(detail)
            }
            drill.harness.resize(width, 30)
            let bar = drill.harness.line(0)
            switch drill.split.layoutMode {
            case .portrait?: #expect(bar.hasPrefix("[m] Master") && bar.contains("Detail \(index)"), "\(bar)")
            case .landscape?: #expect(!bar.contains("[m] Master"))
            default: break
            }
            #expect(drill.split.secondaryViewController is NavigationController, "a bare controller is given a bar")
        }
    }
}
