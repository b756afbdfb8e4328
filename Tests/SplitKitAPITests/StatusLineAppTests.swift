import SplitKit
import Testing

/// The status-line app, driven headless: keys and clicks reach the split's children
/// through the app's own container, and what they report reaches its status line.
@MainActor
@Suite("A custom container on the public API")
struct StatusLineAppTests: HeadlessDriving {
    let terminal = HeadlessTerminal(size: Size(width: 100, height: 12))
    let app: Application
    private let container: StatusLineController
    private let inbox: InboxViewController

    init() {
        (container, inbox) = makeStatusLineApp()
        app = Application(terminal: terminal, rootViewController: container)
        app.render()
    }

    private func click(x: Int, y: Int) {
        app.handle(.mouse(MouseEvent(kind: .press, location: Point(x: x, y: y))))
        app.handle(.mouse(MouseEvent(kind: .release, location: Point(x: x, y: y))))
        app.render()
    }

    @Test("the inbox finds the split through the container; its toolbar shows the unread count")
    func containment() {
        #expect(inbox.splitViewController != nil)
        #expect(inbox.splitViewController?.parent === container)
        #expect(container.children.count == 1)
        #expect(terminal.screen.text(ofRow: 10).contains("3 unread"))
    }

    @Test("keys and clicks reach the children; their status reaches the status line")
    func keysAndMouse() {
        click(x: 3, y: 2)
        #expect(screen.contains("Invoice"))
        #expect(terminal.screen.text(ofRow: 11) == "opened Invoice")
        #expect(terminal.screen.text(ofRow: 10).contains("2 unread"))
        press(.down, .enter)
        #expect(terminal.screen.text(ofRow: 11) == "opened Build")
        press(.character("a"))
        #expect(terminal.screen.text(ofRow: 10).contains("0 unread"))
        #expect(terminal.screen.text(ofRow: 11) == "all read")
    }

    @Test("the detail hears viewWillAppear when it comes back on screen after a collapse")
    func lifecycle() {
        #expect(inbox.detail.appearances == 1)
        terminal.enqueue(.resize(Size(width: 40, height: 12)))
        for event in terminal.waitForEvents() { app.handle(event) }
        app.render()
        terminal.enqueue(.resize(Size(width: 100, height: 12)))
        for event in terminal.waitForEvents() { app.handle(event) }
        app.render()
        #expect(inbox.detail.appearances == 2)
    }
}
