import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// What a person does with the keyboard: display modes, widths, focus, the popover,
/// the status bar, and state that survives rotation.
@MainActor
@Suite("Split view behaviour")
struct SplitViewBehaviourTests {
    private func harness(_ width: Int, _ height: Int, configure: (inout SplitConfiguration) -> Void = { _ in })
        throws -> Harness {
        var configuration = SplitConfiguration()
        configure(&configuration)
        return Harness(table: try Fixtures.elements(), size: Size(width: width, height: height), configuration: configuration)
    }

    private func lines(_ harness: Harness) -> [String] { harness.screen.components(separatedBy: "\n") }

    @Test("beside keeps the master docked in portrait, with Tab and < > working there")
    func besideInPortrait() throws {
        let harness = try harness(60, 30) { $0.preferredDisplayMode = .oneBesideSecondary }
        #expect(harness.split.displayMode == .oneBesideSecondary)
        #expect(lines(harness)[2].hasPrefix(" Helium"), "the list is docked on the left")
        #expect(lines(harness)[0].contains("Hydrogen"), "beside the detail")
        harness.press(.tab)
        #expect(harness.split.focusedColumn == .secondary)
        harness.press(.tab, .character(">"))
        #expect(harness.split.currentLayout?.primaryWidth == 22)
    }

    @Test("over opens with the popover showing; detail-only starts with the master hidden, m shows it")
    func overAndDetailOnly() throws {
        let over = try harness(60, 30) { $0.preferredDisplayMode = .oneOverSecondary }
        #expect(over.split.isPopoverPresented)
        over.press(.escape)
        #expect(!over.split.isPopoverPresented)
        over.press(.character("m"))
        #expect(over.split.isPopoverPresented)

        for (width, shown) in [(120, DisplayMode.oneBesideSecondary), (60, .oneOverSecondary)] {
            let hidden = try harness(width, 30) { $0.preferredDisplayMode = .secondaryOnly }
            #expect(hidden.split.displayMode == .secondaryOnly)
            #expect(hidden.screen.hasPrefix("[m] Master"))
            hidden.press(.character("m"))
            #expect(hidden.split.displayMode == shown)
        }
    }

    @Test("m in landscape hides the master for a full-width detail, and shows it again")
    func fullWidthDetail() throws {
        let harness = try harness(120, 30)
        harness.press(.character("m"))
        #expect(harness.split.currentLayout?.secondary?.width == 120)
        #expect(harness.split.focusedColumn == .secondary)
        harness.press(.character("m"))
        #expect(harness.split.currentLayout?.primary?.width == 36)
    }

    @Test("< and > narrow and widen the master by two columns, within the clamps")
    func adjustWidth() throws {
        let harness = try harness(120, 30)
        harness.press(.character("<"))
        #expect(harness.split.currentLayout?.primaryWidth == 34)
        #expect(harness.split.currentLayout?.divider?.minX == 34)
        for _ in 0..<20 { harness.press(.character("<")) }
        #expect(harness.split.currentLayout?.primaryWidth == 20, "the minimum")
        for _ in 0..<20 { harness.press(.character(">")) }
        #expect(harness.split.currentLayout?.primaryWidth == 40, "the maximum")
    }

    @Test("the trailing edge: < and > still narrow and widen the master, on the right")
    func adjustTrailing() throws {
        let harness = try harness(120, 30) { $0.primaryEdge = .trailing }
        harness.press(.character(">"))
        #expect(harness.split.currentLayout?.primary == Rect(x: 82, y: 0, width: 38, height: 29))
        #expect(harness.split.currentLayout?.divider?.minX == 81)
    }

    @Test("widths are remembered apart for landscape and docked portrait, across rotations")
    func rememberedWidths() throws {
        let harness = try harness(120, 30) { $0.preferredDisplayMode = .oneBesideSecondary }
        harness.press(.character(">"), .character(">"))
        harness.resize(60, 30)
        #expect(harness.split.currentLayout?.primaryWidth == 20, "portrait starts from its own width")
        harness.press(.character(">"))
        #expect(harness.split.currentLayout?.primaryWidth == 22)
        for _ in 0..<2 {
            harness.resize(120, 30)
            #expect(harness.split.currentLayout?.primaryWidth == 40)
            harness.resize(30, 20)
            harness.resize(60, 30)
            #expect(harness.split.currentLayout?.primaryWidth == 22)
        }
    }

    @Test("< and > resize the popover too, remembered as the portrait width")
    func popoverWidth() throws {
        let harness = try harness(60, 30)
        harness.press(.character("m"), .character(">"), .character(">"))
        #expect(harness.split.currentLayout?.popover?.width == 24)
        harness.press(.escape, .character("m"))
        #expect(harness.split.currentLayout?.popover?.width == 24)
    }

    @Test("the popover dims the detail and leaves it visible; on the trailing edge it anchors top-right")
    func popoverDimming() throws {
        for edge in PrimaryEdge.allCases {
            let harness = try harness(60, 30) { $0.primaryEdge = edge }
            harness.press(.character("m"))
            let popover = try #require(harness.split.currentLayout?.popover)
            #expect(popover.minY == 1)
            #expect(edge == .leading ? popover.minX == 0 : popover.maxX == 60)
            let outside = edge == .leading ? popover.maxX + 2 : popover.minX - 2
            #expect(harness.terminal.screen[outside, 5].style == Theme().dimmed, "the detail behind is dimmed")
            #expect(harness.terminal.screen[popover.minX + 2, 3].style != Theme().dimmed, "the popover is not")
        }
    }

    @Test("the Master button moves to the trailing side with the master")
    func buttonSide() throws {
        let harness = try harness(60, 30) { $0.primaryEdge = .trailing }
        #expect(lines(harness)[0].hasSuffix("[m] Master"))
        #expect(!lines(harness)[0].hasPrefix("[m]"))
    }

    @Test("a popover on a short screen scrolls inside itself to the highlighted row")
    func popoverScrolls() throws {
        let harness = try harness(60, 12)
        harness.press(.character("m"), .end)
        let popover = try #require(harness.split.currentLayout?.popover)
        #expect(popover.maxY <= 11, "above the status bar")
        #expect(harness.screen.contains("│ Oganesson"))
        #expect(!harness.screen.contains("│ Hydrogen"))
        harness.press(.home)
        #expect(harness.screen.contains("│ Hydrogen"))
    }

    @Test("the focused pane's navigation bar is marked; Tab moves the mark")
    func focusMarked() throws {
        let harness = try harness(120, 30)
        let theme = Theme()
        let listBar = harness.terminal.screen[5, 0].style, detailBar = harness.terminal.screen[60, 0].style
        #expect(listBar == theme.navigationBar && detailBar == theme.inactiveNavigationBar)
        harness.press(.tab)
        #expect(harness.terminal.screen[5, 0].style == theme.inactiveNavigationBar)
        #expect(harness.terminal.screen[60, 0].style == theme.navigationBar)
    }

    @Test("with the detail focused, arrows move its field cursor and PgUp/PgDn scroll its text")
    func detailScrolls() throws {
        let harness = try harness(120, 12)
        harness.press(.tab)
        #expect(lines(harness)[1].contains("number"))
        harness.press(.down)
        #expect(harness.browser.detail.selectedField == 1)
        #expect(lines(harness)[1].contains("number"), "a field in view: the cursor moves, nothing scrolls")
        harness.press(.pageDown)
        #expect(!lines(harness)[1].contains("symbol"))
        harness.press(.pageUp, .up)
        #expect(lines(harness)[1].contains("number"))
        #expect(harness.list.tableView.highlightedRow == 0)
    }

    @Test("the detail can wait for Enter; a second Enter then moves into it")
    func detailOnEnter() throws {
        let harness = try harness(120, 30)
        harness.list.showsDetailOnHighlight = false
        harness.press(.down, .down)
        #expect(harness.browser.detail.record == .original(0), "moving does not load the detail")
        harness.press(.enter)
        #expect(harness.browser.detail.record == .original(2))
        #expect(harness.split.focusedColumn == .primary, "Enter loaded it; the list keeps the keys")
        harness.press(.enter)
        #expect(harness.split.focusedColumn == .secondary)
    }

    @Test("the status bar says the layout and size after a change, until the next key")
    func statusBar() throws {
        let harness = try harness(120, 30)
        #expect(!lines(harness)[29].contains("landscape"), "nothing at launch")
        harness.resize(60, 30)
        #expect(lines(harness)[29].contains("portrait 60x30"))
        harness.press(.character("j"))
        #expect(!lines(harness)[29].contains("portrait"))
        harness.resize(120, 30)
        harness.press(.character(">"))
        #expect(lines(harness)[29].contains("landscape 120x30 · master 38"))
    }

    @Test("selection, list scroll, detail scroll and focus survive every rotation, both ways, repeatedly")
    func rotationsKeepEverything() throws {
        let harness = try harness(120, 30)
        harness.press(.pageDown, .pageDown, .down)
        let row = harness.list.tableView.highlightedRow
        let top = harness.list.tableView.topRow
        harness.press(.tab, .down, .down)
        let detailTop = lines(harness)[1]
        let tour = [(60, 30), (30, 30), (120, 30), (30, 30), (60, 30), (120, 30), (200, 30), (30, 30), (120, 30)]
        for _ in 0..<2 {
            for (width, height) in tour {
                harness.resize(width, height)
                #expect(harness.list.tableView.highlightedRow == row, "at \(width)x\(height)")
                #expect(harness.split.focusedColumn == .secondary, "at \(width)x\(height)")
            }
            #expect(harness.list.tableView.topRow == top)
            #expect(lines(harness)[1] == detailTop)
        }
        harness.press(.tab)
        let focusTour: [(Int, SplitViewController.Column)] = [
            (60, .secondary), (120, .primary), (30, .primary), (120, .primary), (200, .primary),
        ]
        for (width, focus) in focusTour {
            harness.resize(width, 30)
            #expect(harness.split.focusedColumn == focus, "the list's focus at \(width) columns")
        }
    }
}
