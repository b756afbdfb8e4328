import Glibc

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
    public var text: String {
        get { mappedText?.string ?? storedText }
        set {
            storedText = newValue
            mappedText = nil
        }
    }
    /// Dimmer text after the main text, e.g. a subtitle column.
    public var detailText: String?
    /// Right-aligned text such as a count.
    public var accessoryText: String?

    /// The main text, unless it is lent from a table's bytes (then empty).
    private var storedText: String
    /// The main text when it is lent from a table's bytes: a record list's titles, so a page
    /// of rows makes no `String` (see `Table.mappedTitle(at:column:)`).
    private var mappedText: MappedText?

    /// A row showing `text`, optionally with dimmer `detailText` and right-aligned `accessoryText`.
    public init(text: String, detailText: String? = nil, accessoryText: String? = nil) {
        self.storedText = text
        self.detailText = detailText
        self.accessoryText = accessoryText
    }

    /// A row showing text lent from a table's bytes.
    init(text: MappedText, detailText: String? = nil) {
        self.storedText = ""
        self.mappedText = text
        self.detailText = detailText
    }

    /// Calls `body` with the main text's UTF-8 when it lies in memory as it is (lent, or a
    /// native `String`); nil otherwise.
    func withTextUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        if let mappedText { return mappedText.withUTF8(body) }
        return storedText.utf8.withContiguousStorageIfAvailable(body)
    }

    /// Equal when they show equal texts, as `String`s compare them. Only texts lent from a
    /// table's bytes that differ in bytes other than ASCII are made `String`s to be compared:
    /// the same bytes are the same text, and ASCII texts differ as their bytes do.
    public static func == (lhs: TableViewCell, rhs: TableViewCell) -> Bool {
        guard lhs.detailText == rhs.detailText, lhs.accessoryText == rhs.accessoryText else { return false }
        if lhs.mappedText == nil && rhs.mappedText == nil { return lhs.storedText == rhs.storedText }
        if let left = lhs.mappedText, let right = rhs.mappedText, left.isSame(as: right) { return true }
        return lhs.textBytesCompared(with: rhs) ?? (lhs.text == rhs.text)
    }

    /// Whether the main texts are equal, decided by their bytes; nil when the bytes cannot say.
    private func textBytesCompared(with other: TableViewCell) -> Bool? {
        let answer: Bool?? = withTextUTF8 { left in
            let inner: Bool?? = other.withTextUTF8 { right in
                if left.count == right.count && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0) {
                    return true
                }
                return left.allSatisfy { $0 < 0x80 } && right.allSatisfy { $0 < 0x80 } ? false : nil
            }
            return inner ?? nil
        }
        return answer ?? nil
    }

    /// Hashes the texts as `String`s, agreeing with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(detailText)
        hasher.combine(accessoryText)
    }
}
