/// What a label does with text longer than its lines (UIKit's NSLineBreakMode). Every mode
/// but `byCharWrapping` wraps words onto the lines a label has; they differ in how its last
/// line ends when text is left over.
public enum LineBreakMode: Hashable, Sendable {
    /// Lines break between words; the last line shown is the last that fits whole
    /// (UIKit's byWordWrapping).
    case byWordWrapping
    /// Lines break between characters, wherever the width ends; the last line shown is the
    /// last that fits (UIKit's byCharWrapping).
    case byCharWrapping
    /// The last line runs on with what is left, cut at the edge (UIKit's byClipping).
    case byClipping
    /// The last line runs on with what is left of its paragraph and, cut, starts with an
    /// ellipsis, keeping the paragraph's end (UIKit's byTruncatingHead).
    case byTruncatingHead
    /// The last line runs on with what is left and, cut, ends in an ellipsis (UIKit's
    /// byTruncatingTail).
    case byTruncatingTail
    /// The last line runs on with what is left of its paragraph and, cut, keeps its start
    /// and its end around an ellipsis (UIKit's byTruncatingMiddle).
    case byTruncatingMiddle
}
