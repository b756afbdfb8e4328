/// The event loop: one way through for everything. An event goes to the controller
/// tree, which updates its state; then the tree lays out and draws over the last frame,
/// where views whose content did not change leave their cells as they are, and the
/// screen writer turns the cells that changed into bytes, written to the terminal at once.
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
    /// False once the app has been asked to quit.
    public private(set) var isRunning = true
    /// Debug builds only (release builds never check): whether every frame drawn over the
    /// last is compared with the frame drawn whole, stopping the program at the first
    /// difference. On by default; turn it off where background work changes what is
    /// drawn between the two drawings (a large file indexing).
    public var checksFrames = true
    /// The help overlay, while it is open: it takes every key and click until closed.
    public private(set) var helpOverlay: HelpOverlay?
    private var needsFullRepaint = true
    /// Diffs each frame against the last one written, in the terminal's sequences.
    private var writer: ScreenWriter
    /// The bytes of the frame being written, kept to reuse the storage.
    private var output: [UInt8] = []
    /// The frame written last, drawn over in place for the next.
    private var screen = Canvas(size: .zero)
    /// The frame written last at another size, drawn over when the terminal comes back to
    /// that size (a rotation back): the views that would draw what they drew there leave
    /// their cells, as between two frames of one size, so the list beside the detail is not
    /// drawn again. Nil when there is none, or it was drawn whole for its own sake.
    private var otherScreen: Canvas?
    /// The regions of the frame drawn before the last one: what `frame()` compares with, and
    /// storage it reuses.
    private var lastRegions: [Canvas.Region] = []
    /// Whether the last frame was drawn whole for its own sake (the help overlay, the size
    /// notice), so the next must be too.
    private var drewWhole = true

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
    }

    /// Draws the first frame, then handles events until quit or terminated.
    public func run() {
        render()
        while isRunning {
            for event in terminal.waitForEvents() where isRunning { handle(event) }
            if isRunning { render() }
        }
    }

    /// Handles one event (without drawing).
    public func handle(_ event: Event) {
        switch event {
        case .key(let key):
            let press = KeyPress(key: key, action: keyBindings.action(for: key))
            if let helpOverlay {
                if !helpOverlay.scroll(for: press.action) { self.helpOverlay = nil }
                return
            }
            if isLargeEnough && rootViewController.handle(press) { return }
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
            if isLargeEnough { _ = rootViewController.handle(mouse, in: Rect(size: terminal.size)) }
        case .resize:
            needsFullRepaint = true
        case .posted:
            mailbox.deliver()
        case .redraw:
            needsFullRepaint = true
        case .terminate:
            isRunning = false
        }
    }

    /// Lays out and draws the tree for the terminal's size, and writes what changed since
    /// the last frame written (everything after a resize, Ctrl-L or a suspend) in one write.
    public func render() {
        let canvas = frame()
        output.removeAll(keepingCapacity: true)
        writer.update(to: canvas, fullRepaint: needsFullRepaint, within: terminal.size, into: &output)
        terminal.write(output)
        needsFullRepaint = false
        screen.forgetDamage()
    }

    /// The frame the tree draws now, without writing it.
    ///
    /// It is drawn over the last frame: views that would draw what they drew last time
    /// (see `Canvas.keeps`) leave their cells, so the canvas's damage is what was drawn
    /// anew. When a view moved, appeared or went away, the canvas is cleared and the frame
    /// drawn whole; when the size changed, it is drawn over the last frame of that size if
    /// there is one (see `otherScreen`), and whole otherwise.
    public func frame() -> Canvas {
        let size = terminal.size
        var whole = helpOverlay != nil || !isLargeEnough
        if screen.size == size {
            whole = whole || drewWhole
        } else if !resumeScreen(at: size) {
            whole = true
        }
        // The last frame's regions move to `lastRegions` and the screen takes its storage:
        // emptying regions still shared would allocate a new array every frame.
        swap(&lastRegions, &screen.regions)
        if whole {
            screen.clear(to: size)
        } else {
            screen.regions.removeAll(keepingCapacity: true)
        }
        draw(into: &screen)
        if !whole && screen.regions != lastRegions {
            screen.clear(to: size)
            draw(into: &screen)
        }
        drewWhole = helpOverlay != nil || !isLargeEnough
        #if DEBUG
        if checksFrames { check(screen) }
        #endif
        return screen
    }

    /// Keeps the frame written last, of another size, as `otherScreen`, and takes up the
    /// one kept for `size` to be drawn over; returns whether it did. It does not when a view
    /// drew at the same place in both frames: it drew last in the other one, so what it
    /// would keep in this one may be stale.
    private func resumeScreen(at size: Size) -> Bool {
        var kept: Canvas? = drewWhole ? nil : screen
        swap(&kept, &otherScreen)
        guard var resumed = kept, resumed.size == size, let other = otherScreen,
              !resumed.regions.contains(where: { other.regions.contains($0) }) else { return false }
        swap(&screen, &resumed)
        return true
    }

    #if DEBUG
    /// Stops the program when `screen` differs from the frame the tree draws whole.
    private func check(_ screen: Canvas) {
        let size = screen.size
        var check = Canvas(size: size)
        draw(into: &check)
        if check != screen {
            let cell = (0..<size.height).lazy.flatMap { y in (0..<size.width).lazy.map { Point(x: $0, y: y) } }
                .first { screen[$0.x, $0.y] != check[$0.x, $0.y] }
            preconditionFailure("a frame drawn over the last one differs from the frame drawn whole at \(String(describing: cell)): "
                                + "\(cell.map { screen[$0.x, $0.y] } as Any) against \(cell.map { check[$0.x, $0.y] } as Any)\n"
                                + screen.text + "\n---- whole:\n" + check.text)
        }
    }
    #endif

    /// Draws the tree, or the size notice, into `canvas`.
    private func draw(into canvas: inout Canvas) {
        if !isLargeEnough {
            SizeNotice.draw(minimum: minimumSize, actual: canvas.size, in: &canvas, frame: canvas.bounds, theme: theme)
        } else {
            rootViewController.display(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: theme))
            helpOverlay?.draw(in: &canvas, frame: canvas.bounds, theme: theme)
        }
    }

    /// Whether the terminal is at least the minimum size; below it keys other than quit are ignored.
    private var isLargeEnough: Bool {
        terminal.size.width >= minimumSize.width && terminal.size.height >= minimumSize.height
    }

    /// Answers an `applicationShouldTerminate` that returned `.later`: true quits.
    public func reply(toApplicationShouldTerminate shouldTerminate: Bool) {
        if shouldTerminate { isRunning = false }
    }

    /// Actions nobody in the tree used.
    private func perform(_ action: Action?) {
        switch action {
        case .help?:
            let sections = HelpOverlay.sections(for: keyBindings, barButtonItems: rootViewController.barButtonItemsOnScreen)
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
