import SplitKit

/// How the tests here drive an app on a headless terminal, as the event loop would: each key
/// handled and its frame drawn; a resize delivered as the terminal reports it.
@MainActor
protocol HeadlessDriving {
    var terminal: HeadlessTerminal { get }
    var app: Application { get }
}

extension HeadlessDriving {
    /// Presses `keys` one after another, drawing a frame after each.
    func press(_ keys: Key...) {
        for key in keys {
            app.handle(.key(key))
            app.render()
        }
    }

    /// Resizes the terminal to `width` x `height` and draws the frame at the new size.
    func resize(_ width: Int, _ height: Int) {
        terminal.enqueue(.resize(Size(width: width, height: height)))
        for event in terminal.waitForEvents() { app.handle(event) }
        app.render()
    }

    /// The screen's text.
    var screen: String { terminal.screen.text }

    /// The screen's rows, top first.
    var lines: [String] { (0..<terminal.screen.size.height).map(terminal.screen.text(ofRow:)) }
}
