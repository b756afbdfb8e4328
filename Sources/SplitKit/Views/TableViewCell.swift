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

    /// Calls `body` with the main text's UTF-8 when it lies in memory as it is (a native
    /// `String`); nil otherwise.
    func withTextUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        text.utf8.withContiguousStorageIfAvailable(body)
    }

    /// Whether `other` shows the same texts byte for byte: what a table view asks before it
    /// reuses a row's layout. True implies `==`; texts equal only as `String`s compare them
    /// (other bytes of canonically equivalent characters) count as different.
    func showsSameTexts(as other: TableViewCell) -> Bool {
        detailText == other.detailText && accessoryText == other.accessoryText && text.utf8.elementsEqual(other.text.utf8)
    }
}
