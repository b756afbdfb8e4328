/// The event loop: one way through for everything. An event goes to the controller
/// tree, which updates its state; then a layout pass (the tree places and sizes itself
/// for the terminal's size), a draw pass (the tree draws the whole frame into a blank
/// canvas, changing nothing), and the screen writer compares the frame with the last one
/// it wrote and writes the cells that differ, at once. What a controller presents
/// (`present(_:completion:)`) is laid out and drawn over the tree, and has the keys.
@MainActor
public final class Application {
    /// The terminal drawn on.
    public let terminal: Terminal
    /// The root of the controller tree.
    public let rootViewController: ViewController
    /// Where background work posts its results, delivered on `.posted`.
    public let mailbox: Mailbox
    /// Which keys mean which actions.
    public var keyBindings: KeyBindings
    /// The styles views draw with.
    public var theme: Theme
    /// Below this size only a notice is drawn.
    public var minimumSize: Size
    /// Sections the help overlay lists after the key bindings (the app's mouse gestures, say).
    public var additionalHelp: [HelpOverlay.Section] = []
    /// Asked before quitting on `q` or Ctrl-C (not on a terminating signal).
    public weak var delegate: ApplicationDelegate?
    /// What controllers copy (`copyToPasteboard(_:)`), sent to the terminal after the next frame.
    public let pasteboard = Pasteboard()
    /// False once the app has been asked to quit.
    public private(set) var isRunning = true
    /// The help overlay, while it is open: it takes every key and click until closed.
    public private(set) var helpOverlay: HelpOverlay?
    private var needsFullRepaint = true
    /// Whether the events since the last frame changed anything to draw.
    private var hasNews = false
    /// Diffs each frame against the last one written, in the terminal's sequences.
    private var writer: ScreenWriter
    /// The bytes of the frame being written, kept to reuse the storage.
    private var output: [UInt8] = []
    /// The canvas frames are drawn into: the writer's last frame, taken back by `render`.
    private var canvas = Canvas(size: .zero)
    /// Who came on screen and went off it, told in the layout pass.
    private var appearances = Appearances()

    /// An app drawing `rootViewController` on `terminal`, delivering what background work
    /// posts to `mailbox` (connected to the terminal's waker here).
    public init(terminal: Terminal, rootViewController: ViewController, keyBindings: KeyBindings = KeyBindings(),
                theme: Theme = Theme(), minimumSize: Size = Size(width: 20, height: 6), mailbox: Mailbox = Mailbox()) {
        self.terminal = terminal
        self.rootViewController = rootViewController
        self.mailbox = mailbox
        mailbox.connect(terminal.makeWaker())
        self.keyBindings = keyBindings
        self.theme = theme
        self.minimumSize = minimumSize
        writer = ScreenWriter(capabilities: terminal.capabilities)
        rootViewController.pasteboard = pasteboard
    }

    /// How long the loop waits, after events, for a post the tree expects (`Mailbox.expectPost`)
    /// before it draws: a moment no one sees, in which a search's first results usually come.
    public static let resultWait = 0.015

    /// Draws the first frame, then handles events until quit or terminated. A wake-up that
    /// delivers nothing (its post was delivered while the loop waited for it) draws no frame.
    public func run() {
        render()
        while isRunning { turn(terminal.waitForEvents()) }
    }

    /// One turn of the loop: handles `events`, waits for a post the tree expects, delivers
    /// what is posted by then (a result handed on at once is drawn with its key), and draws
    /// once if anything happened.
    public func turn(_ events: [Event]) {
        hasNews = false
        for event in events where isRunning { handle(event) }
        if isRunning && mailbox.takeExpectation() { _ = mailbox.wait(timeout: Self.resultWait) }
        if isRunning { deliverPosts() }
        if isRunning && hasNews { render() }
    }

    /// Delivers what background work has posted; news when there was any.
    private func deliverPosts() {
        if !mailbox.deliver().isEmpty { hasNews = true }
    }

    /// Handles one event (without drawing).
    public func handle(_ event: Event) {
        if event != .posted { hasNews = true }
        switch event {
        case .key(let key):
            let press = KeyPress(key: key, action: keyBindings.action(for: key))
            if let helpOverlay {
                if !helpOverlay.scroll(for: press.action) { self.helpOverlay = nil }
                return
            }
            if isLargeEnough && handleInKeyController(press) { return }
            perform(press.action)
        case .mouse(let mouse):
            if let helpOverlay {
                switch mouse.kind {
                case .scrollUp: helpOverlay.scroll(by: -3)
                case .scrollDown: helpOverlay.scroll(by: 3)
                case .press: self.helpOverlay = nil
                case .release, .drag: break
                }
                return
            }
            guard isLargeEnough else { return }
            if let presented = rootViewController.presentationChain.last {
                presented.handlePresentation(mouse)
            } else {
                _ = rootViewController.handle(mouse, in: Rect(size: terminal.size))
            }
        case .resize:
            needsFullRepaint = true
        case .posted:
            deliverPosts()
        case .redraw:
            needsFullRepaint = true
        case .terminate:
            isRunning = false
        }
    }

    /// Lays out and draws the tree for the terminal's size, and writes what changed since
    /// the last frame written (everything after a resize, Ctrl-L or a suspend) in one write,
    /// followed by what was copied to the pasteboard since.
    public func render() {
        draw(into: &canvas)
        output.removeAll(keepingCapacity: true)
        writer.update(to: &canvas, fullRepaint: needsFullRepaint, within: terminal.size, into: &output)
        output += pasteboard.takeSequence()
        terminal.write(output)
        needsFullRepaint = false
    }

    /// The frame the tree draws now, without writing it.
    public func frame() -> Canvas {
        var frame = Canvas(size: .zero)
        draw(into: &frame)
        return frame
    }

    /// Lays the tree out for the terminal's size, with the lifecycle calls (`Appearances`),
    /// and draws it whole into `canvas`, cleared first (or the size notice when the terminal
    /// is too small: then nothing is laid out and no lifecycle call is made).
    private func draw(into canvas: inout Canvas) {
        let size = terminal.size
        canvas.clear(to: size)
        guard isLargeEnough else {
            SizeNotice.draw(minimum: minimumSize, actual: size, in: &canvas, frame: canvas.bounds, theme: theme)
            return
        }
        let presented = rootViewController.presentationChain
        appearances.layout(rootViewController, in: canvas.bounds, theme: theme)
        for controller in presented { controller.layoutPresentation(in: canvas.bounds, theme: theme) }
        helpOverlay?.layout(in: canvas.bounds)
        let context = DrawContext(theme: theme)
        rootViewController.draw(in: &canvas, frame: canvas.bounds, context: context)
        for controller in presented { controller.drawPresentation(in: &canvas, bounds: canvas.bounds, context: context) }
        helpOverlay?.draw(in: &canvas, frame: canvas.bounds, theme: theme)
    }

    /// Gives `press` to the topmost presented controller, else to the tree. An Esc that a
    /// presented sheet or popover leaves unused dismisses it, as UIKit's swipe down does, unless it
    /// is modal in presentation; a full-screen one stays.
    private func handleInKeyController(_ press: KeyPress) -> Bool {
        let presented = keyController
        if presented.handle(press) { return true }
        guard presented !== rootViewController else { return false }
        if press.key == .escape && presented.modalPresentationStyle != .fullScreen && !presented.isModalInPresentation {
            presented.dismiss()
            return true
        }
        return false
    }

    /// Whether the terminal is at least the minimum size; below it keys other than quit are ignored.
    private var isLargeEnough: Bool {
        terminal.size.width >= minimumSize.width && terminal.size.height >= minimumSize.height
    }

    /// The controller keys go to: the topmost presented one, else the root.
    private var keyController: ViewController { rootViewController.presentationChain.last ?? rootViewController }

    /// Answers an `applicationShouldTerminate` that returned `.later`: true quits.
    public func reply(toApplicationShouldTerminate shouldTerminate: Bool) {
        if shouldTerminate { isRunning = false }
    }

    /// Actions nobody in the tree used.
    private func perform(_ action: Action?) {
        switch action {
        case .help?:
            let sections = HelpOverlay.sections(for: keyBindings, barButtonItems: keyController.barButtonItemsOnScreen)
            helpOverlay = HelpOverlay(sections: sections + additionalHelp)
        case .quit?:
            switch delegate?.applicationShouldTerminate(self) ?? .now {
            case .now: isRunning = false
            case .cancel, .later: break
            }
        case .redraw?: needsFullRepaint = true
        case .suspend?:
            terminal.suspend()
            needsFullRepaint = true
        default: break
        }
    }
}

/// Hears about the application's life (AppKit's NSApplicationDelegate): here, whether it
/// may quit now, so unsaved work can be saved first.
@MainActor
public protocol ApplicationDelegate: AnyObject {
    /// Quitting was asked for. Return `.now`, `.cancel`, or `.later` and call
    /// `reply(toApplicationShouldTerminate:)` once the person has answered.
    func applicationShouldTerminate(_ application: Application) -> Application.TerminateReply
}

extension Application {
    /// An answer to `applicationShouldTerminate` (AppKit's NSApplication.TerminateReply).
    public enum TerminateReply: Sendable {
        /// Quit.
        case now
        /// Stay.
        case cancel
        /// Ask first; `reply(toApplicationShouldTerminate:)` follows.
        case later
    }
}
