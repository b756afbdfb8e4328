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
            lender = nil
        }
    }
    /// Dimmer text after the main text, e.g. a subtitle column.
    public var detailText: String?
    /// Right-aligned text such as a count.
    public var accessoryText: String?

    /// The main text, unless it is lent from a table's bytes (then empty).
    private var storedText: String
    /// The bytes the main text is lent from, if it is: a record list's titles, so a page of
    /// rows makes no `String` (see `Table.titleText(at:column:)`). Kept as a reference and
    /// a range rather than an optional `MappedText`, so a cell is copied with a retain per
    /// text and no out-of-line copy.
    private var lender: ByteBlock?
    /// Where in `lender` the main text lies.
    private var lentRange = 0..<0

    /// The main text when it is lent.
    private var mappedText: MappedText? { lender.map { MappedText(block: $0, range: lentRange) } }

    /// A row showing `text`, optionally with dimmer `detailText` and right-aligned `accessoryText`.
    public init(text: String, detailText: String? = nil, accessoryText: String? = nil) {
        self.storedText = text
        self.detailText = detailText
        self.accessoryText = accessoryText
    }

    /// A row showing a record's title, lent from the table's bytes when it can be.
    init(text: TitleText, detailText: String? = nil) {
        switch text {
        case .lent(let lent):
            storedText = ""
            lender = lent.block
            lentRange = lent.range
        case .decoded(let string):
            storedText = string
        }
        self.detailText = detailText
    }

    /// Calls `body` with the main text's UTF-8 when it lies in memory as it is (lent, or a
    /// native `String`); nil otherwise.
    func withTextUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        if let mappedText { return mappedText.withUTF8(body) }
        return storedText.utf8.withContiguousStorageIfAvailable(body)
    }

    /// Equal when they show equal texts, as `String`s compare them.
    public static func == (lhs: TableViewCell, rhs: TableViewCell) -> Bool {
        lhs.showsSameTexts(as: rhs)
            || lhs.detailText == rhs.detailText && lhs.accessoryText == rhs.accessoryText && lhs.text == rhs.text
    }

    /// Whether `other` shows the same texts byte for byte: what a table view asks before it
    /// reuses a row's layout, as cheap as comparing bytes (a lent text is not made a
    /// `String`). True implies `==`; texts equal only as `String`s compare them (other
    /// bytes of canonically equivalent characters) count as different.
    func showsSameTexts(as other: TableViewCell) -> Bool {
        guard detailText == other.detailText, accessoryText == other.accessoryText else { return false }
        if lender == nil && other.lender == nil { return storedText == other.storedText }
        if let left = mappedText, let right = other.mappedText, left.isSame(as: right) { return true }
        let same: Bool?? = withTextUTF8 { left in
            other.withTextUTF8 { right in
                left.count == right.count && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
            }
        }
        return (same ?? nil) ?? false
    }

    /// Hashes the texts as `String`s, agreeing with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(detailText)
        hasher.combine(accessoryText)
    }
}
