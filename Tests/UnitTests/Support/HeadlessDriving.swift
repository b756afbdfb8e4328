@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// A controller tree on a headless terminal, driven the way the event loop drives the
/// binary's: each event handled, then a frame rendered.
@MainActor
protocol HeadlessDriving {
    var terminal: HeadlessTerminal { get }
    var app: Application { get }
}

extension HeadlessDriving {
    /// Delivers what background work posts to the app's mailbox, as the event loop does
    /// when woken, rendering after each delivery, until `condition` holds; false if it
    /// still does not after `timeout` seconds without a post.
    @discardableResult
    func deliver(timeout: Double = 10, until condition: () -> Bool) -> Bool {
        while !condition() {
            guard app.mailbox.wait(timeout: timeout) else { return condition() }
            app.handle(.posted)
            app.render()
        }
        return true
    }

    /// Sends keys, rendering after each.
    func press(_ keys: Key...) {
        for key in keys {
            app.handle(.key(key))
            app.render()
        }
    }

    /// Types `text` one character at a time.
    func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    /// A click (press and release) at a cell.
    func click(x: Int, y: Int) {
        app.handle(.mouse(MouseEvent(kind: .press, location: Point(x: x, y: y))))
        app.handle(.mouse(MouseEvent(kind: .release, location: Point(x: x, y: y))))
        app.render()
    }

    /// Resizes the terminal and renders.
    func resize(_ width: Int, _ height: Int) {
        terminal.enqueue(.resize(Size(width: width, height: height)))
        for event in terminal.waitForEvents() { app.handle(event) }
        app.render()
    }

    /// The screen as text.
    var screen: String { terminal.screen.text }
    /// One row of the screen.
    func line(_ y: Int) -> String { terminal.screen.text(ofRow: y) }
}
