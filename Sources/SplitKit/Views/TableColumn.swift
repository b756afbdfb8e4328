/// A column of a table view that shows its rows' values side by side (a mail list's
/// sender, subject and date). Its width comes from the values, so only its name is given.
public struct TableColumn: Hashable, Sendable {
    /// The name in the header row above the rows.
    public var title: String

    /// A column headed `title`.
    public init(title: String) {
        self.title = title
    }
}
