/// What one row of a table view shows (UIKit's cell with its textLabel and detailTextLabel).
public struct TableViewCell: Hashable, Sendable {
    /// What an edit does to a row (UIKit's UITableViewCell.EditingStyle).
    public enum EditingStyle: Hashable, Sendable {
        /// Removes the row.
        case delete
        /// Adds a row.
        case insert
    }

    /// The row's main text.
    public var text: String
    /// Dimmer text after the main text, e.g. a subtitle column.
    public var detailText: String?
    /// Right-aligned text such as a count.
    public var accessoryText: String?

    /// A row showing `text`, optionally with dimmer `detailText` and right-aligned `accessoryText`.
    public init(text: String, detailText: String? = nil, accessoryText: String? = nil) {
        self.text = text
        self.detailText = detailText
        self.accessoryText = accessoryText
    }
}
