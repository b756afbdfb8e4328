/// What the event loop needs of a terminal: its size, its events, a place for bytes, a way
/// back to the shell and a waker. The terminal draws nothing itself: `Application` diffs
/// each frame against the last one written (`ScreenWriter`, with the terminal's
/// `capabilities`) and hands the terminal the bytes, once a frame. The ncurses terminal
/// implements it for the app; `HeadlessTerminal` implements it in memory for tests.
@MainActor
public protocol Terminal: AnyObject {
    /// The size now, in cells.
    var size: Size { get }
    /// The sequences the screen writer writes for this terminal (from its terminfo entry),
    /// and how text is encoded when the locale is not UTF-8.
    var capabilities: TerminalCapabilities { get }
    /// Blocks until something happens, then returns everything that has (resizes already
    /// coalesced to the last one). Never spins: with nothing to report it sleeps.
    func waitForEvents() -> [Event]
    /// Sends one frame's bytes to the terminal as they are; empty when nothing changed.
    func write(_ bytes: [UInt8])
    /// Gives the terminal back to the shell until the process is continued (Ctrl-Z).
    func suspend()
    /// A function any thread may call to wake `waitForEvents` with `.posted` (the app's
    /// `Mailbox` calls it when a result is posted).
    func makeWaker() -> @Sendable () -> Void
}
