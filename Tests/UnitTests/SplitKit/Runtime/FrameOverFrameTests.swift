import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// Frames are drawn over the last one: what did not change is neither drawn nor compared,
/// and the result is the frame the tree would draw from nothing (debug builds check that
/// on every frame; these tests check what the headless terminal's emulator shows).
@MainActor
@Suite("Frames drawn over the last one")
struct FrameOverFrameTests {
    private func app(size: Size = Size(width: 100, height: 20)) throws -> (Application, HeadlessTerminal, BrowserViewController) {
        let terminal = HeadlessTerminal(size: size)
        let table = try Fixtures.elements()
        let browser = BrowserViewController(table: table, title: "Elements", titleColumn: table.suggestedTitleColumn)
        let app = Application(terminal: terminal, rootViewController: browser, keyBindings: KeyBindings(sections: ActionSection.browser),
                              mailbox: browser.mailbox)
        app.render()
        return (app, terminal, browser)
    }

    private func press(_ key: Key, in app: Application) {
        app.handle(.key(key))
        app.render()
    }

    @Test("a key that changes nothing writes nothing; the screen stays right")
    func noOp() throws {
        let (app, terminal, _) = try app()
        press(.up, in: app)
        #expect(terminal.lastWrite.isEmpty)
        #expect(terminal.screen == app.frame())
    }

    @Test("moving down, scrolling, paging and filtering leave the terminal showing the frame drawn whole")
    func keys() throws {
        let (app, terminal, _) = try app()
        let keys: [Key] = Array(repeating: .down, count: 25) + [.pageDown, .end, .home, .character("/"), .character("e"),
                                                                .escape, .tab, .down, .tab, .character("?"), .escape]
        for key in keys {
            press(key, in: app)
            #expect(terminal.screen == app.frame(), "after \(key)")
        }
    }

    @Test("in portrait, moving in the master's popover redraws the popover's rows and nothing under it")
    func popover() throws {
        let (app, terminal, browser) = try app(size: Size(width: 60, height: 24))
        press(.character("m"), in: app)
        #expect(browser.splitController.isPopoverPresented)
        press(.up, in: app)
        #expect(terminal.lastWrite.isEmpty, "a key that changes nothing")
        press(.down, in: app)
        let written = String(decoding: terminal.lastWrite, as: UTF8.self)
        #expect(!written.isEmpty && terminal.lastWrite.count < 200, "two rows of the list: \(written.debugDescription)")
        #expect(terminal.screen == app.frame())
        press(.escape, in: app)
        #expect(!browser.splitController.isPopoverPresented)
        #expect(terminal.screen == app.frame())
    }

    /// Resizes `terminal` (a fresh screen of the new size, as a terminal may leave it) and draws.
    private func resize(_ terminal: HeadlessTerminal, to size: Size, in app: Application) {
        terminal.enqueue(.resize(size))
        for event in terminal.waitForEvents() { app.handle(event) }
        app.render()
    }

    @Test("a rotation back is drawn over the last frame of that size: the list keeps its cells, the screen is written whole")
    func rotationBack() throws {
        let (app, terminal, browser) = try app()
        let wide = terminal.size, narrow = Size(width: 50, height: 20)
        resize(terminal, to: narrow, in: app)
        #expect(terminal.screen == app.frame())
        terminal.enqueue(.resize(wide))
        let frame = app.frame()
        #expect((1..<(wide.height - 1)).allSatisfy { (frame.damagedColumns(ofRow: $0)?.lowerBound ?? 1) > 0 },
                "the list, at the left, kept its cells")
        for event in terminal.waitForEvents() { app.handle(event) }
        app.render()
        #expect(terminal.screen == app.frame(), "written whole on a screen the resize left blank")
        // Moving in the popover between, then back: the list draws its new highlight.
        resize(terminal, to: narrow, in: app)
        press(.character("m"), in: app)
        press(.down, in: app)
        press(.escape, in: app)
        resize(terminal, to: wide, in: app)
        #expect(browser.splitController.isPopoverPresented == false)
        #expect(terminal.screen == app.frame())
    }

    @Test("a view drawn at the same place at both sizes makes a rotation back draw whole: what it kept there is stale")
    func rotationBackSamePlace() {
        final class Badge: ViewController {
            var text = "one"
            private var drawn: String?
            override var clearsFrameBeforeDrawing: Bool { false }
            override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
                let place = Rect(x: 0, y: 0, width: 10, height: 1)
                if canvas.keeps(place, of: self, unchanged: text == drawn) { return }
                drawn = text
                canvas.fill(place, style: .plain)
                canvas.draw(text, at: place.origin, style: .plain, clip: place)
            }
        }
        let badge = Badge()
        let terminal = HeadlessTerminal(size: Size(width: 30, height: 8))
        let app = Application(terminal: terminal, rootViewController: badge)
        app.checksFrames = false  // the check would stop the program on the stale frame this guards against
        app.render()
        resize(terminal, to: Size(width: 20, height: 8), in: app)
        badge.text = "two"
        app.render()
        resize(terminal, to: Size(width: 30, height: 8), in: app)
        #expect(terminal.screen.text.hasPrefix("two"))
    }

    @Test("a prompt over the status bar leaves nothing behind when it goes")
    func overlayGoes() throws {
        let terminal = HeadlessTerminal(size: Size(width: 90, height: 16))
        let table = try Fixtures.elements()
        let browser = BrowserViewController(table: table, title: "Elements", titleColumn: table.suggestedTitleColumn)
        let document = DocumentViewController(browser: browser, destination: nil)
        let app = Application(terminal: terminal, rootViewController: document, keyBindings: KeyBindings(sections: ActionSection.browser),
                              mailbox: browser.mailbox)
        app.render()
        browser.editable.setValue("Protium", forFieldAt: 2, of: .original(0))
        document.confirmClose { _ in }
        app.render()
        #expect(terminal.screen.text.contains("unsaved changes"))
        press(.character("c"), in: app)
        #expect(document.prompt == nil)
        #expect(terminal.screen == app.frame())
        #expect(!terminal.screen.text.contains("unsaved changes"))
    }

    @Test("a controller's frame is blanked before it draws, unless it fills the frame itself")
    func clearsBeforeDrawing() {
        final class Label: ViewController {
            var text = "a long first text"
            override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
                canvas.draw(text, at: frame.origin, style: .plain, clip: frame)
            }
        }
        let label = Label()
        let terminal = HeadlessTerminal(size: Size(width: 30, height: 8))
        let app = Application(terminal: terminal, rootViewController: label)
        app.render()
        label.text = "short"
        app.render()
        #expect(terminal.screen.text.hasPrefix("short\n"))
    }
}
