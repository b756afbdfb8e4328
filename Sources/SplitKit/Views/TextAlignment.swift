/// Where a line shorter than its label sits (UIKit's NSTextAlignment).
public enum TextAlignment: Hashable, Sendable {
    /// Against the left edge.
    case left
    /// In the middle, an odd column left over on the right.
    case center
    /// Against the right edge.
    case right
}
