/// What the event loop needs of a terminal. The ncurses terminal implements it for the
/// app; `HeadlessTerminal` implements it in memory for tests.
@MainActor
public protocol Terminal: AnyObject {
    /// The size now, in cells.
    var size: Size { get }
    /// Blocks until something happens, then returns everything that has (resizes already
    /// coalesced to the last one). Never spins: with nothing to report it sleeps.
    func waitForEvents() -> [Event]
    /// Shows `canvas`, writing only the cells that differ from the last one presented,
    /// or every cell when `fullRepaint` is true. Cells the canvas does not mark as drawn
    /// since then are as last presented (`ScreenWriter.update` relies on it). The
    /// application draws the next frame over it in place: a terminal that keeps the
    /// canvas makes that frame copy its storage first.
    func present(_ canvas: Canvas, fullRepaint: Bool)
    /// Gives the terminal back to the shell until the process is continued (Ctrl-Z).
    func suspend()
    /// A function background work calls from any thread to wake `waitForEvents` with
    /// `.dataChanged`.
    func makeWaker() -> @Sendable () -> Void
}
