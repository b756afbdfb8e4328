/// Which arrangement the terminal's size calls for, widest first. The width plays the
/// part of the iPad's orientation.
public enum LayoutMode: String, CaseIterable, Hashable, Sendable, Comparable {
    /// Primary beside secondary, with a one-column divider.
    case landscape
    /// Secondary full width; the primary hidden, shown over it as a popover on request.
    case portrait
    /// One column: a navigation stack with the primary at the bottom, the secondary pushed on it.
    case compact
    /// Smaller than the minimum size: only a notice is shown.
    case tooSmall

    /// Wider modes sort first.
    public static func < (lhs: LayoutMode, rhs: LayoutMode) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .landscape: return 0
        case .portrait: return 1
        case .compact: return 2
        case .tooSmall: return 3
        }
    }
}
