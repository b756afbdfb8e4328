/// A size in terminal cells: columns wide, rows tall.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// A size of `width` columns by `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// No columns and no rows.
    public static let zero = Size(width: 0, height: 0)

    /// "120x40", as terminals and people write sizes.
    public var description: String { "\(width)x\(height)" }
}
