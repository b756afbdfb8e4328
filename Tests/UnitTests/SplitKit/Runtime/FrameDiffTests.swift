import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// Every frame is drawn whole and the writer sends what differs from the last frame it
/// wrote: what the headless terminal's emulator shows after those bytes is the frame.
@MainActor
@Suite("Frames written over the last one")
struct FrameDiffTests {
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

    @Test("rotating back and forth, with the popover moved between, leaves the screen showing the frame")
    func rotationBack() throws {
        let (app, terminal, browser) = try app()
        let wide = terminal.size, narrow = Size(width: 50, height: 20)
        resize(terminal, to: narrow, in: app)
        #expect(terminal.screen == app.frame())
        resize(terminal, to: wide, in: app)
        #expect(terminal.screen == app.frame(), "written whole on a screen the resize left blank")
        resize(terminal, to: narrow, in: app)
        press(.character("m"), in: app)
        press(.down, in: app)
        press(.escape, in: app)
        resize(terminal, to: wide, in: app)
        #expect(browser.splitController.isPopoverPresented == false)
        #expect(terminal.screen == app.frame())
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

    @Test("a frame is drawn whole: nothing a controller drew last frame stays")
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
