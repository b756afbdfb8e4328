/// What a label does with text longer than its lines (UIKit's NSLineBreakMode). Every mode
/// wraps words onto the lines a label has; they differ in how its last line ends when text
/// is left over.
public enum LineBreakMode: Hashable, Sendable {
    /// Lines break between words; the last line shown is the last that fits whole
    /// (UIKit's byWordWrapping).
    case byWordWrapping
    /// The last line runs on with what is left, cut at the edge (UIKit's byClipping).
    case byClipping
    /// The last line runs on with what is left and, cut, ends in an ellipsis (UIKit's
    /// byTruncatingTail).
    case byTruncatingTail
}
