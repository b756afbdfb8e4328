import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// Clicks, the wheel and divider drags, as the terminal reports them.
@MainActor
@Suite("Split view mouse")
struct SplitViewMouseTests {
    private func harness(_ width: Int, _ height: Int, configure: (inout SplitConfiguration) -> Void = { _ in })
        throws -> Harness {
        var configuration = SplitConfiguration()
        configure(&configuration)
        return Harness(table: try Fixtures.elements(), size: Size(width: width, height: height), configuration: configuration)
    }

    @Test("a click on a row shows it, and the list keeps the focus")
    func clickRow() throws {
        let harness = try harness(120, 30)
        harness.click(5, 4)
        #expect(harness.list.tableView.highlightedRow == 3)
        #expect(harness.browser.detail.record == .original(3))
        #expect(harness.split.focusedColumn == .primary)
        harness.click(60, 10)
        #expect(harness.split.focusedColumn == .secondary, "a click in the detail gives it the focus")
        harness.click(5, 2)
        #expect(harness.browser.detail.record == .original(1))
        #expect(harness.split.focusedColumn == .primary)
    }

    @Test("clicks below the last row and on the bar select nothing")
    func clickNowhere() throws {
        let table = Fixtures.rows(3)
        let harness = Harness(table: table, size: Size(width: 120, height: 30), title: "Rows")
        harness.click(5, 20)
        harness.click(5, 0)
        #expect(harness.list.tableView.highlightedRow == 0)
    }

    @Test("the Master button opens the popover; a click outside closes it; a click on a row chooses and closes")
    func popoverClicks() throws {
        for edge in PrimaryEdge.allCases {
            let harness = try harness(60, 30) { $0.primaryEdge = edge }
            let button = edge == .leading ? 2 : 57
            harness.click(button, 0)
            let popover = try #require(harness.split.currentLayout?.popover)
            let outside = edge == .leading ? 55 : 3
            harness.click(outside, 20)
            #expect(!harness.split.isPopoverPresented, "\(edge): a click outside closes it")
            #expect(harness.browser.detail.record == .original(0))
            harness.click(button, 0)
            harness.click(popover.minX + 3, popover.minY + 4)
            #expect(!harness.split.isPopoverPresented, "\(edge): choosing closes it")
            #expect(harness.browser.detail.record == .original(2), "\(edge): the third row, under the border and the title")
        }
    }

    @Test("a click on the Master button toggles the docked master in landscape once hidden")
    func buttonInLandscape() throws {
        let harness = try harness(120, 30)
        harness.press(.character("m"))
        harness.click(2, 0)
        #expect(harness.split.displayMode == .oneBesideSecondary)
    }

    @Test("the wheel scrolls the pane under the pointer, whichever has the focus")
    func wheel() throws {
        let harness = try harness(120, 12)
        harness.mouse(.scrollDown, 60, 5)
        #expect(!harness.screen.components(separatedBy: "\n")[1].contains("number"), "the detail scrolled")
        #expect(harness.list.tableView.topRow == 0)
        harness.mouse(.scrollDown, 5, 5)
        #expect(harness.list.tableView.topRow == 3, "the list scrolled")
        harness.mouse(.scrollUp, 60, 5)
        #expect(harness.screen.components(separatedBy: "\n")[1].contains("number"))
        #expect(harness.split.focusedColumn == .primary, "the wheel does not move the focus")
    }

    @Test("dragging the divider sets the width, on either edge, within the clamps, and is remembered")
    func dragDivider() throws {
        let leading = try harness(120, 30)
        leading.drag(from: 36, to: 30, row: 10)
        #expect(leading.split.currentLayout?.primaryWidth == 30)
        #expect(leading.split.currentLayout?.divider?.minX == 30)
        leading.drag(from: 30, to: 90, row: 10)
        #expect(leading.split.currentLayout?.primaryWidth == 40, "the maximum holds")
        leading.resize(60, 30)
        leading.resize(120, 30)
        #expect(leading.split.currentLayout?.primaryWidth == 40)

        let trailing = try harness(120, 30) { $0.primaryEdge = .trailing }
        let divider = try #require(trailing.split.currentLayout?.divider?.minX)
        trailing.drag(from: divider, to: divider - 4, row: 10)
        #expect(trailing.split.currentLayout?.primaryWidth == 40)
        #expect(trailing.split.currentLayout?.divider?.minX == divider - 4)
    }

    @Test("a drag ends on release: later motion, clicks and keys act normally")
    func dragEnds() throws {
        let harness = try harness(120, 30)
        harness.drag(from: 36, to: 32, row: 10)
        harness.mouse(.drag, 25, 10)
        #expect(harness.split.currentLayout?.primaryWidth == 32)
        harness.click(5, 3)
        #expect(harness.browser.detail.record == .original(2))
        harness.mouse(.press, 32, 10)
        harness.mouse(.press, 5, 4)
        #expect(harness.browser.detail.record == .original(3), "a press while dragging (a lost release) is a click")
    }

    @Test("in compact a click opens a record and the back button returns")
    func compactClicks() throws {
        let harness = try harness(30, 20)
        harness.click(5, 2)
        #expect(harness.split.focusedColumn == .secondary)
        #expect(harness.screen.hasPrefix("‹ Elements"))
        harness.click(2, 0)
        #expect(harness.split.focusedColumn == .primary)
    }
}
