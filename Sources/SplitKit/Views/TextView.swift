/// Scrollable lines of styled text (UIKit's read-only UITextView). The content is laid
/// out for the width it is drawn at, and only as far as it is shown.
@MainActor
public final class TextView {
    /// Lays out the content for a width with a theme.
    public typealias Layout = @MainActor (_ width: Int, _ theme: Theme) -> [StyledLine]

    private var content: TextContent
    /// The first line shown: always a line of the content, as laid out at the last draw.
    public private(set) var topLine = 0
    /// Lines shown at the last draw.
    public private(set) var visibleLines = 1
    /// What the last draw showed, and its cells once the same was drawn twice running:
    /// text that stays as it is while something else changes (the list is filtered, a
    /// field is typed in) is then copied, not drawn again.
    private var drawn: Drawn?
    /// The last draw in another frame than `drawn`'s: back in that frame (a rotation back,
    /// drawn over the last frame of that size), it is the last draw there again.
    private var drawnElsewhere: Drawn?

    private struct Drawn {
        let content: TextContent
        let topLine: Int
        let frame: Rect
        let theme: Theme
        /// The frame's rows from the top that held lines; below them it was left blank.
        var rows: Int
        var cells: [Cell]?
    }

    /// A text view whose lines `layout` makes.
    public init(layout: @escaping Layout = { _, _ in [] }) {
        content = StaticTextContent(layout)
    }

    /// Replaces the content with lines `layout` makes, and scrolls back to the top.
    public func setContent(_ layout: @escaping Layout) {
        setContent(StaticTextContent(layout))
    }

    /// Replaces the content; scrolls back to the top unless `keepingScroll` (the same
    /// content laid out anew, say after an edit).
    public func setContent(_ content: TextContent, keepingScroll: Bool = false) {
        self.content = content
        if keepingScroll { setTopLine(topLine) } else { topLine = 0 }
    }

    /// Scrolls for a navigation action; returns false for other actions.
    public func perform(_ action: Action) -> Bool {
        let page = max(1, visibleLines - 1)
        switch action {
        case .moveUp: scroll(by: -1)
        case .moveDown: scroll(by: 1)
        case .pageUp: scroll(by: -page)
        case .pageDown: scroll(by: page)
        case .halfPageUp: scroll(by: -max(1, visibleLines / 2))
        case .halfPageDown: scroll(by: max(1, visibleLines / 2))
        case .top: topLine = 0
        case .bottom: scrollToEnd()
        default: return false
        }
        return true
    }

    /// Scrolls as little as needed to show `lines` (as much of them as fits, the first first).
    public func scrollToShow(_ lines: Range<Int>) {
        if lines.upperBound > topLine + visibleLines { setTopLine(lines.upperBound - visibleLines) }
        if lines.lowerBound < topLine { setTopLine(lines.lowerBound) }
    }

    /// Scrolls by `lines`, within the content.
    public func scroll(by lines: Int) {
        let (sum, overflow) = topLine.addingReportingOverflow(lines)
        if overflow { scrollToEnd() } else { setTopLine(sum) }
    }

    /// Shows the last lines: the whole content is laid out to count them.
    private func scrollToEnd() {
        guard let (width, theme) = laidOut else { return }
        topLine = max(0, content.lineCount(width: width, theme: theme, atLeast: Int.max) - visibleLines)
    }

    /// Makes `line` the first line shown, clamped to the content as laid out at the last
    /// draw (to the top before the first), so that arithmetic on it never overflows.
    private func setTopLine(_ line: Int) {
        guard let (width, theme) = laidOut, line > 0 else {
            topLine = 0
            return
        }
        let count = content.lineCount(width: width, theme: theme, atLeast: min(line, Int.max - visibleLines) + visibleLines)
        topLine = max(0, min(line, count - visibleLines))
    }

    /// The width and theme of the last draw, nil before one with room for a line.
    private var laidOut: (width: Int, theme: Theme)? {
        guard let drawn, !drawn.frame.isEmpty else { return nil }
        return (drawn.frame.width, drawn.theme)
    }

    /// Draws the visible lines into `frame`.
    public func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        if drawn?.frame != frame, drawnElsewhere?.frame == frame { swap(&drawn, &drawnElsewhere) }
        // The last draw is read field by field: a copy of it costs more than the comparisons.
        let sameText = drawn?.content === content && drawn?.frame == frame
        let isSame = sameText && drawn?.topLine == topLine && drawn?.theme == context.theme
        if canvas.keeps(frame, of: self, unchanged: isSame) {
            visibleLines = frame.height
            return
        }
        guard isSame else {
            if sameText, let top = drawn?.topLine, abs(top - topLine) == 1 { canvas.noteScroll(of: frame, up: topLine - top) }
            let rows = drawLines(in: &canvas, frame: frame, context: context)
            if drawn?.frame != frame { drawnElsewhere = drawn }
            drawn = Drawn(content: content, topLine: topLine, frame: frame, theme: context.theme, rows: rows)
            return
        }
        if let cells = drawn?.cells, canvas.paste(cells, in: frame) {
            visibleLines = frame.height
            return
        }
        let rows = drawLines(in: &canvas, frame: frame, context: context)
        drawn?.rows = rows
        drawn?.cells = canvas.cells(in: frame)
    }

    /// Lays out (as far as shown) and draws the visible lines into `frame`; returns how
    /// many rows they took.
    ///
    /// The rows below both these lines and the last draw's are blank already when that
    /// draw was in the same frame and text style and nothing has drawn over the frame
    /// since (as `TableView` moves its rows only then): they are left as they are, neither
    /// filled nor compared again. A record shows a dozen lines in a pane of forty.
    private func drawLines(in canvas: inout Canvas, frame: Rect, context: DrawContext) -> Int {
        guard !frame.isEmpty else { return 0 }
        let keptBlank = drawn?.frame == frame && drawn?.theme.text == context.theme.text && canvas.isUndamaged(frame)
        let blankBelow = keptBlank ? drawn?.rows ?? frame.height : frame.height
        visibleLines = frame.height
        let count = content.lineCount(width: frame.width, theme: context.theme, atLeast: topLine + frame.height)
        topLine = max(0, min(topLine, count - frame.height))
        let shown = max(0, min(frame.height, count - topLine))
        canvas.fill(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: max(shown, blankBelow)),
                    style: context.theme.text)
        content.drawLines(topLine..<(topLine + shown), width: frame.width, theme: context.theme, in: &canvas,
                          at: Point(x: frame.minX, y: frame.minY), clip: frame)
        return shown
    }
}
