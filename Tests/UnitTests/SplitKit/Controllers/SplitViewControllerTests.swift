import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@MainActor
@Suite("Split view controller")
struct SplitViewControllerTests {
    private func make() throws -> (Harness, DelegateRecorder) {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 40))
        let recorder = DelegateRecorder()
        harness.split.delegate = recorder
        return (harness, recorder)
    }

    @Test("landscape shows both columns with the first record selected")
    func landscape() throws {
        let (harness, _) = try make()
        #expect(harness.split.layoutMode == .landscape)
        #expect(harness.split.displayMode == .oneBesideSecondary)
        #expect(harness.browser.list.tableView.highlightedRow == 0)
        #expect(harness.browser.detail.record == .original(0))
        #expect(harness.screen.contains("Hydrogen"))
    }

    @Test("moving the selection updates the detail at once")
    func detailFollows() throws {
        let (harness, _) = try make()
        harness.press(.down, .character("j"), .end, .home, .pageDown)
        #expect(harness.browser.detail.record == harness.browser.list.tableView.highlightedRow.map(RecordID.original))
        #expect(harness.browser.detail.record == .original(37))
    }

    @Test("rotating to portrait hides the primary and calls willHide with the Master button")
    func rotateToPortrait() throws {
        let (harness, recorder) = try make()
        harness.press(.down, .down)
        recorder.calls.removeAll()
        harness.resize(60, 40)
        #expect(harness.split.layoutMode == .portrait)
        #expect(recorder.calls == ["willChangeTo(secondaryOnly)", "willHide(Master)", "didChangeLayout(landscape->portrait)"])
        #expect(harness.screen.hasPrefix("[m] Master"))
        #expect(harness.browser.detail.record == .original(2))
    }

    @Test("the popover opens on m, and Enter selects, updates the detail and dismisses it")
    func popoverSelection() throws {
        let (harness, recorder) = try make()
        harness.resize(60, 40)
        recorder.calls.removeAll()
        harness.press(.character("m"))
        #expect(harness.split.isPopoverPresented)
        #expect(recorder.calls == ["willChangeTo(oneOverSecondary)", "willPresent(Master)"])
        harness.press(.down, .down)
        #expect(harness.browser.detail.record == .original(0), "moving in the popover does not change the detail yet")
        harness.press(.enter)
        #expect(!harness.split.isPopoverPresented)
        #expect(harness.browser.detail.record == .original(2))
    }

    @Test("Esc and m dismiss the popover without changing the detail")
    func popoverDismissal() throws {
        let (harness, _) = try make()
        harness.resize(60, 40)
        harness.press(.character("m"), .down, .escape)
        #expect(!harness.split.isPopoverPresented)
        #expect(harness.browser.detail.record == .original(0))
        harness.press(.character("m"), .down, .character("m"))
        #expect(!harness.split.isPopoverPresented)
        #expect(harness.browser.detail.record == .original(0))
    }

    @Test("rotating to landscape with the popover open docks the primary; back again it is hidden")
    func rotateWithPopover() throws {
        let (harness, recorder) = try make()
        harness.resize(60, 40)
        harness.press(.character("m"))
        recorder.calls.removeAll()
        harness.resize(120, 40)
        #expect(harness.split.displayMode == .oneBesideSecondary)
        #expect(recorder.calls == ["willChangeTo(oneBesideSecondary)", "willShow(Master)", "didChangeLayout(portrait->landscape)"])
        harness.resize(60, 40)
        #expect(!harness.split.isPopoverPresented)
        #expect(harness.split.displayMode == .secondaryOnly)
    }

    @Test("compact is a navigation stack: Enter pushes the detail, Esc, Left and Backspace go back")
    func compact() throws {
        let (harness, _) = try make()
        harness.resize(30, 20)
        #expect(harness.split.layoutMode == .compact)
        #expect(harness.split.focusedColumn == .primary)
        harness.press(.down, .enter)
        #expect(harness.split.focusedColumn == .secondary)
        #expect(harness.screen.hasPrefix("‹ Elements"))
        #expect(harness.screen.contains("Helium"))
        for back in [Key.escape, .left, .backspace] {
            harness.press(back)
            #expect(harness.split.focusedColumn == .primary)
            harness.press(.enter)
        }
    }

    @Test("Tab moves focus between the columns in landscape; keys go to the focused one")
    func focus() throws {
        let (harness, _) = try make()
        harness.press(.tab)
        #expect(harness.split.focusedColumn == .secondary)
        harness.press(.down)
        #expect(harness.browser.list.tableView.highlightedRow == 0, "Down scrolls the detail, not the list")
        harness.press(.tab, .down)
        #expect(harness.browser.list.tableView.highlightedRow == 1)
    }

    @Test("the selection, and the focus, survive rotations through every mode")
    func rotationsKeepState() throws {
        let (harness, _) = try make()
        harness.press(.pageDown, .down)
        let row = harness.browser.list.tableView.highlightedRow
        for (width, height) in [(60, 40), (30, 20), (120, 40), (10, 3), (30, 20), (79, 30), (200, 60)] {
            harness.resize(width, height)
            #expect(harness.browser.list.tableView.highlightedRow == row)
        }
        #expect(harness.browser.detail.record == row.map(RecordID.original))
    }

    @Test("focus survives rotation: what had it is what compact shows, and what has it after")
    func rotationsKeepFocus() throws {
        let (harness, _) = try make()
        harness.resize(30, 20)
        #expect(harness.split.focusedColumn == .primary, "the list had focus: compact shows the list")
        harness.resize(120, 40)
        #expect(harness.split.focusedColumn == .primary)
        harness.press(.tab)
        harness.resize(30, 20)
        #expect(harness.split.focusedColumn == .secondary, "the detail had focus: compact shows the detail")
        harness.resize(120, 40)
        #expect(harness.split.focusedColumn == .secondary)
        harness.press(.tab)
        harness.resize(60, 40)
        harness.resize(120, 40)
        #expect(harness.split.focusedColumn == .primary, "portrait and back keeps the landscape focus")
        harness.resize(60, 40)
        harness.resize(30, 20)
        #expect(harness.split.focusedColumn == .secondary, "portrait shows the detail, so compact does too")
    }

    @Test("nothing crashes at any size, and the frame always fits the screen")
    func everySize() throws {
        let (harness, _) = try make()
        for width in stride(from: 1, through: 160, by: 7) {
            for height in stride(from: 1, through: 50, by: 4) {
                harness.resize(width, height)
                #expect(harness.terminal.screen.size == Size(width: width, height: height))
                harness.press(.character("m"), .down, .enter)
            }
        }
    }
}
