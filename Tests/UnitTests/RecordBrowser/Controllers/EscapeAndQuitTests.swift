import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// Esc and q as less and fzf users expect: Esc closes the innermost thing open and does
/// nothing at the top; q quits from anywhere.
@MainActor
@Suite("Esc and q")
struct EscapeAndQuitTests {
    @Test("Esc at the top does nothing, as in less")
    func escapeAtTop() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 40))
        harness.press(.down)
        let before = harness.screen
        harness.press(.escape)
        #expect(harness.app.isRunning)
        #expect(harness.screen == before)
    }

    @Test("Esc closes the innermost thing: popover, then nothing more")
    func escapeClosesPopover() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 60, height: 40))
        harness.press(.character("m"))
        #expect(harness.split.isPopoverPresented)
        harness.press(.escape)
        #expect(!harness.split.isPopoverPresented)
        harness.press(.escape)
        #expect(harness.app.isRunning)
    }

    @Test("Esc takes the focus back from the detail, then does nothing")
    func escapeReturnsFocus() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 40))
        harness.press(.tab)
        #expect(harness.split.focusedColumn == .secondary)
        harness.press(.escape)
        #expect(harness.split.focusedColumn == .primary)
        harness.press(.escape)
        #expect(harness.split.focusedColumn == .primary && harness.app.isRunning)
    }

    @Test("q quits from the top, the popover and a pushed detail", arguments: ["top", "popover", "pushed"])
    func quitFromAnywhere(place: String) throws {
        let size = place == "popover" ? Size(width: 60, height: 40) : place == "pushed" ? Size(width: 30, height: 20)
            : Size(width: 120, height: 40)
        let harness = Harness(table: try Fixtures.elements(), size: size)
        if place == "popover" { harness.press(.character("m")) }
        if place == "pushed" { harness.press(.enter) }
        harness.press(.character("q"))
        #expect(!harness.app.isRunning)
    }

    @Test("rebinding changes what a key does: the configuration's bind lines")
    func rebinding() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 40))
        harness.app.keyBindings.bind(.character("q"), to: nil)
        harness.app.keyBindings.bind(.character("x"), to: .quit)
        harness.press(.character("q"))
        #expect(harness.app.isRunning)
        harness.press(.character("x"))
        #expect(!harness.app.isRunning)
    }
}
