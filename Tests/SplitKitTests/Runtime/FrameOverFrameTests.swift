import Testing
@testable import SplitKit

/// Frames are drawn over the last one: what did not change is neither drawn nor compared,
/// and the result is the frame the tree would draw from nothing (debug builds check that
/// on every frame; these tests check what is written).
@MainActor
@Suite("Frames drawn over the last one")
struct FrameOverFrameTests {
    /// A terminal that writes frames with a real `ScreenWriter`, into an emulator.
    @MainActor
    final class WritingTerminal: Terminal {
        var size: Size
        var writer = ScreenWriter(capabilities: .ansi)
        var emulator: TerminalEmulator
        var lastBytes: [UInt8] = []
        var events: [Event] = []

        init(size: Size) {
            self.size = size
            emulator = TerminalEmulator(size: size)
        }

        func waitForEvents() -> [Event] {
            defer { events.removeAll() }
            return events.isEmpty ? [.terminate] : events
        }

        func present(_ canvas: Canvas, fullRepaint: Bool) {
            lastBytes = []
            writer.update(to: canvas, fullRepaint: fullRepaint, within: size, into: &lastBytes)
            emulator.feed(lastBytes)
        }

        func suspend() {}
        func makeWaker() -> @Sendable () -> Void { {} }
    }

    private func app(size: Size = Size(width: 100, height: 20)) throws -> (Application, WritingTerminal, BrowserViewController) {
        let terminal = WritingTerminal(size: size)
        let table = try Fixtures.elements()
        let browser = BrowserViewController(table: table, title: "Elements", titleColumn: table.suggestedTitleColumn)
        browser.dataDidChange()
        let app = Application(terminal: terminal, rootViewController: browser)
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
        #expect(terminal.lastBytes.isEmpty)
        #expect(terminal.emulator.shows(app.frame()))
    }

    @Test("moving down, scrolling, paging and filtering leave the terminal showing the frame drawn whole")
    func keys() throws {
        let (app, terminal, _) = try app()
        let keys: [Key] = Array(repeating: .down, count: 25) + [.pageDown, .end, .home, .character("/"), .character("e"),
                                                                .escape, .tab, .down, .tab, .character("?"), .escape]
        for key in keys {
            press(key, in: app)
            #expect(terminal.emulator.shows(app.frame()), "after \(key)")
        }
    }

    @Test("in portrait, moving in the master's popover redraws the popover's rows and nothing under it")
    func popover() throws {
        let (app, terminal, browser) = try app(size: Size(width: 60, height: 24))
        press(.character("m"), in: app)
        #expect(browser.splitController.isPopoverPresented)
        press(.up, in: app)
        #expect(terminal.lastBytes.isEmpty, "a key that changes nothing")
        press(.down, in: app)
        let written = String(decoding: terminal.lastBytes, as: UTF8.self)
        #expect(!written.isEmpty && terminal.lastBytes.count < 200, "two rows of the list: \(written.debugDescription)")
        #expect(terminal.emulator.shows(app.frame()))
        press(.escape, in: app)
        #expect(!browser.splitController.isPopoverPresented)
        #expect(terminal.emulator.shows(app.frame()))
    }

    @Test("a prompt over the status bar leaves nothing behind when it goes")
    func overlayGoes() throws {
        let terminal = WritingTerminal(size: Size(width: 90, height: 16))
        let table = try Fixtures.elements()
        let browser = BrowserViewController(table: table, title: "Elements", titleColumn: table.suggestedTitleColumn)
        browser.dataDidChange()
        let document = DocumentViewController(browser: browser, destination: nil)
        let app = Application(terminal: terminal, rootViewController: document)
        app.render()
        browser.editable.setValue("Protium", forFieldAt: 2, of: .original(0))
        document.confirmClose { _ in }
        app.render()
        #expect(terminal.emulator.text.contains("unsaved changes"))
        press(.character("c"), in: app)
        #expect(document.prompt == nil)
        #expect(terminal.emulator.shows(app.frame()))
        #expect(!terminal.emulator.text.contains("unsaved changes"))
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
        let terminal = WritingTerminal(size: Size(width: 30, height: 8))
        let app = Application(terminal: terminal, rootViewController: label)
        app.render()
        label.text = "short"
        app.render()
        #expect(terminal.emulator.text.hasPrefix("short\n"))
    }
}
