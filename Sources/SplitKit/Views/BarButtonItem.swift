/// A button in a navigation bar, pressed by its key or a click (UIKit's UIBarButtonItem).
/// The split view's display-mode button is one: "[m] Master".
@MainActor
public final class BarButtonItem {
    /// The label.
    public var title: String
    /// The key that presses it, shown before the label.
    public var key: Key?
    /// What pressing it does.
    public var action: (@MainActor () -> Void)?
    /// Whether this is a toolbar's flexible space (`flexibleSpace()`), not a button.
    var isFlexibleSpace = false

    /// A button labelled `title`, pressed by `key`.
    public init(title: String, key: Key? = nil, action: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.key = key
        self.action = action
    }

    /// "[m] Master": the text drawn in the bar.
    public var label: String {
        guard let key else { return title }
        return "[\(key)] \(title)"
    }

    /// The label where room is short: "[m]" for a button with a key, else the title's
    /// first character ("‹" for a back button).
    public var compactLabel: String {
        guard let key else { return title.first.map(String.init) ?? "" }
        return "[\(key)]"
    }

    /// Runs the action.
    public func press() { action?() }
}
