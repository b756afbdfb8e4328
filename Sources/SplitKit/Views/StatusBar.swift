/// The one-row bar at the bottom of the screen: what and where on the left, position
/// and hints on the right. The right side wins when the row is too narrow for both.
public enum StatusBar {
    /// Draws `left` and `right` into the row `frame`.
    public static func draw(left: String, right: String, in canvas: inout Canvas, frame: Rect, theme: Theme) {
        canvas.fill(frame, style: theme.statusBar)
        let rightX = drawRight(right, in: &canvas, frame: frame, style: theme.statusBar)
        let room = Rect(x: frame.minX, y: frame.minY, width: max(0, rightX - frame.minX - 1), height: 1)
        canvas.draw(left, at: room.origin, style: theme.statusBar, clip: room)
    }

    /// Draws `right` against the right edge of `frame`, cut to fit; returns its first column.
    /// Printable ASCII, nearly every status, is measured from its bytes, not its glyphs.
    private static func drawRight(_ right: String, in canvas: inout Canvas, frame: Rect, style: Style) -> Int {
        let ascii: Int?? = right.utf8.withContiguousStorageIfAvailable {
            TextMetrics.asciiCut($0, toWidth: frame.width)?.columns
        }
        if let width = ascii ?? nil {
            canvas.draw(right, at: Point(x: frame.maxX - width, y: frame.minY), style: style, clip: frame)
            return frame.maxX - width
        }
        let glyphs = TextMetrics.truncate(right, toWidth: frame.width)
        canvas.draw(glyphs, at: Point(x: frame.maxX - glyphs.width, y: frame.minY), style: style, clip: frame)
        return frame.maxX - glyphs.width
    }

    /// What a status bar's cells depend on.
    struct Appearance: Equatable {
        let left: String
        let right: String
        let style: Style
    }

    /// Draws as `draw(left:right:in:frame:theme:)` does, copying the cells `drawn` kept
    /// when the bar looks as it did.
    static func draw(left: String, right: String, in canvas: inout Canvas, frame: Rect, theme: Theme,
                     drawn: inout DrawnCells<Appearance>) {
        drawn.draw(Appearance(left: left, right: right, style: theme.statusBar), in: frame, into: &canvas) {
            draw(left: left, right: right, in: &$0, frame: frame, theme: theme)
        }
    }
}
