/// A cell position: `x` counts columns from the left, `y` rows from the top, both from zero.
public struct Point: Hashable, Sendable {
    /// Column.
    public var x: Int
    /// Row.
    public var y: Int

    /// The cell at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}
