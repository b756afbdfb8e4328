/// Scrollable lines of styled text (UIKit's read-only UITextView). The content is laid
/// out for the width of the frame it is laid out in (`layout(in:theme:)`, from its
/// controller's layout), and only as far as it is shown; drawing shows what was laid out.
/// As a controller's `view` (or in a stack that is), it scrolls by its own keys (Up, Down,
/// PgUp, PgDn, Home, End: `perform(_:)`) and the mouse wheel.
///
///     textView.attributedText = StyledText("Subject: ", appearance: .role(.label)) + StyledText(subject)
@MainActor
public final class TextView: View {
    /// Lays out the content for a width with a theme.
    public typealias Layout = @MainActor (_ width: Int, _ theme: Theme) -> [StyledLine]

    private var content: TextContent
    /// The first line shown: always a line of the content, as laid out last.
    public private(set) var topLine = 0
    /// Lines shown, as laid out last.
    public private(set) var visibleLines = 1
    /// The width and theme of the last layout, nil before one with room for a line.
    private var laidOut: (width: Int, theme: Theme)?
    /// How many lines from `topLine` the frame shows (fewer than it holds where the content ends).
    private var shownLines = 0

    /// A text view whose lines `layout` makes.
    public init(layout: @escaping Layout = { _, _ in [] }) {
        content = StaticTextContent(layout)
    }

    /// The styled text shown, wrapped to the view's width (UIKit's attributedText); nil
    /// when the content is lines laid out otherwise (`setContent`). Setting it scrolls to the top.
    public var attributedText: StyledText? {
        get { shownText }
        set {
            setContent { width, theme in newValue?.lines(toWidth: width, theme: theme) ?? [] }
            shownText = newValue
        }
    }
    /// The plain text shown (UIKit's text): `attributedText` without its styles.
    public var text: String? {
        get { shownText?.string }
        set { attributedText = newValue.map { StyledText($0) } }
    }
    private var shownText: StyledText?

    /// Replaces the content with lines `layout` makes, and scrolls back to the top.
    public func setContent(_ layout: @escaping Layout) {
        setContent(StaticTextContent(layout))
    }

    /// Replaces the content; scrolls back to the top unless `keepingScroll` (the same
    /// content laid out anew, say after an edit).
    public func setContent(_ content: TextContent, keepingScroll: Bool = false) {
        self.content = content
        shownText = nil
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

    /// Scrolls for the key's action (`perform(_:)`).
    public func handle(_ press: KeyPress) -> Bool {
        press.action.map(perform) ?? false
    }

    /// Scrolls by the mouse wheel.
    public func handle(_ mouse: MouseEvent, in frame: Rect) -> Bool {
        guard let rows = mouse.scrollRows else { return false }
        scroll(by: rows)
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

    /// Lays the content out for `frame`'s width, as far as `frame` shows it, keeping the
    /// first line shown within the content.
    public func layout(in frame: Rect, theme: Theme) {
        visibleLines = frame.height
        guard !frame.isEmpty else {
            laidOut = nil
            shownLines = 0
            return
        }
        laidOut = (frame.width, theme)
        let count = content.lineCount(width: frame.width, theme: theme, atLeast: topLine + frame.height)
        topLine = max(0, min(topLine, count - frame.height))
        shownLines = max(0, min(frame.height, count - topLine))
    }

    /// Draws the lines shown into `frame`, the frame it was laid out in.
    public func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        canvas.fill(frame, style: context.theme.text)
        guard let laidOut else { return }
        assert(laidOut.width == frame.width, "a text view is drawn in the frame its controller's layout(in:theme:) laid it out in")
        content.drawLines(topLine..<(topLine + shownLines), width: laidOut.width, theme: laidOut.theme, in: &canvas,
                          at: frame.origin, clip: frame)
    }
}
