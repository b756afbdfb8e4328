/// A mouse report from an xterm-compatible terminal, in screen cells.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// The left button went down.
        case press
        /// The left button came up.
        case release
        /// The pointer moved with the left button held.
        case drag
        /// The wheel turned towards the user's content above.
        case scrollUp
        /// The wheel turned towards the content below.
        case scrollDown
    }

    /// What happened.
    public var kind: Kind
    /// Where, in screen cells (may lie outside the screen in hostile input; views check).
    public var location: Point

    /// Rows a wheel report scrolls by (3 a notch, negative upwards), nil for other reports.
    public var scrollRows: Int? {
        switch kind {
        case .scrollUp: return -3
        case .scrollDown: return 3
        case .press, .release, .drag: return nil
        }
    }

    /// A report of `kind` at `location`.
    public init(kind: Kind, location: Point) {
        self.kind = kind
        self.location = location
    }
}
