/// The one-row bar at the bottom of the screen: what and where on the left, position
/// and hints on the right. The right side wins when the row is too narrow for both.
public enum StatusBar {
    /// Draws `left` and `right` into the row `frame`.
    public static func draw(left: String, right: String, in canvas: inout Canvas, frame: Rect, theme: Theme) {
        canvas.fill(frame, style: theme.statusBar)
        // Right-aligned: a string drawn is cut as `truncate` cuts it, so its width tells where.
        let rightX = frame.maxX - TextMetrics.width(of: right, truncatedTo: frame.width)
        canvas.draw(right, at: Point(x: rightX, y: frame.minY), style: theme.statusBar, clip: frame)
        let room = Rect(x: frame.minX, y: frame.minY, width: max(0, rightX - frame.minX - 1), height: 1)
        canvas.draw(left, at: room.origin, style: theme.statusBar, clip: room)
    }
}
