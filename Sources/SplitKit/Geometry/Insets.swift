/// Cells to leave free on each side of a rectangle.
public struct Insets: Hashable, Sendable {
    /// Rows at the top.
    public var top: Int
    /// Columns on the left.
    public var left: Int
    /// Rows at the bottom.
    public var bottom: Int
    /// Columns on the right.
    public var right: Int

    /// Insets of the given amounts.
    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same amount on every side.
    public init(all amount: Int) {
        self.init(top: amount, left: amount, bottom: amount, right: amount)
    }
}
