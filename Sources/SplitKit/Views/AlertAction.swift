/// A button of an alert or action sheet (UIKit's UIAlertAction): its title, its style,
/// the key that picks it, and what picking it does.
@MainActor
public final class AlertAction {
    /// How an action looks and what Esc does with it (UIKit's UIAlertAction.Style).
    public enum Style: Hashable, Sendable {
        /// An ordinary choice.
        case `default`
        /// Leaves things as they were; Esc picks it. Listed last, in bold.
        case cancel
        /// Changes or deletes data; drawn in the theme's destructive style.
        case destructive
    }

    /// The label.
    public let title: String
    /// The style.
    public let style: Style
    /// The key that picks it, shown before the title: "[d] Delete".
    public let key: Key?
    /// Runs after the alert is dismissed, given the action picked.
    public let handler: (@MainActor (AlertAction) -> Void)?

    /// An action labelled `title` (UIKit's init(title:style:handler:)), picked by `key`.
    public init(title: String, style: Style = .default, key: Key? = nil,
                handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.key = key
        self.handler = handler
    }

    /// "[d] Delete": the text drawn.
    var label: String { key.map { "[\($0)] \(title)" } ?? title }
}
