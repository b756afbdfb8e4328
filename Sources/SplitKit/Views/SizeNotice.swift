/// What is shown when the terminal is smaller than the minimum size: as much of
/// "Terminal too small: needs at least 20x5 (now 12x3)" as fits, wrapped.
enum SizeNotice {
    /// Draws the notice for `minimum` over `frame`, reporting `actual` as the size now.
    static func draw(minimum: Size, actual: Size, in canvas: inout Canvas, frame: Rect, theme: Theme) {
        canvas.fill(frame, style: theme.text)
        let message = "Terminal too small: needs at least \(minimum) (now \(actual))"
        let lines = TextMetrics.wrap(message, toWidth: frame.width)
        for (row, line) in lines.prefix(frame.height).enumerated() {
            canvas.draw(line, at: Point(x: frame.minX, y: frame.minY + row), style: theme.notice, clip: frame)
        }
    }
}
