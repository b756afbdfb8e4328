/// A rectangle of cells. An empty rectangle (no width or no height) contains nothing.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left cell.
    public var origin: Point
    /// Columns and rows covered.
    public var size: Size

    /// The rectangle at `(x, y)` of `width` by `height` cells; negative sizes become empty.
    public init(x: Int, y: Int, width: Int, height: Int) {
        origin = Point(x: x, y: y)
        size = Size(width: max(0, width), height: max(0, height))
    }

    /// The rectangle at the origin covering `size`.
    public init(size: Size) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// An empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// First column.
    public var minX: Int { origin.x }
    /// First row.
    public var minY: Int { origin.y }
    /// One past the last column.
    public var maxX: Int { origin.x + size.width }
    /// One past the last row.
    public var maxY: Int { origin.y + size.height }
    /// Columns covered.
    public var width: Int { size.width }
    /// Rows covered.
    public var height: Int { size.height }
    /// True when the rectangle covers no cell.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// Whether the cell at `point` lies inside.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether every cell of `other` lies inside (an empty `other` always does).
    public func contains(_ other: Rect) -> Bool {
        other.isEmpty || (other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY)
    }

    /// The cells both rectangles cover (empty when they do not meet).
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return Rect(x: x0, y: y0, width: 0, height: 0) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the two rectangles share at least one cell.
    public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

    /// The rectangle shrunk by `insets` on each side (never below empty).
    public func inset(by insets: Insets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top,
             width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// The first `rows` rows, and the rest below them.
    public func divided(atRow rows: Int) -> (top: Rect, rest: Rect) {
        let taken = min(max(0, rows), height)
        return (Rect(x: minX, y: minY, width: width, height: taken),
                Rect(x: minX, y: minY + taken, width: width, height: height - taken))
    }

    /// "(x,y widthxheight)", for test failures.
    public var description: String { "(\(minX),\(minY) \(width)x\(height))" }
}
