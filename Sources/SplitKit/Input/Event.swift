/// Everything that can happen to the app: one way in for input, resizes and background work.
public enum Event: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// A mouse report.
    case mouse(MouseEvent)
    /// The terminal now has this size (queued resizes already coalesced).
    case resize(Size)
    /// Background work posted results to the app's `Mailbox`: `Application` delivers them.
    case posted
    /// Ctrl-L or a return from suspension: repaint every cell.
    case redraw
    /// The terminal went away or a terminating signal arrived: leave now.
    case terminate
}
