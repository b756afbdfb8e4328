/// Scrollable lines of styled text (UIKit's read-only UITextView). The content is laid
/// out for a width by a closure and kept until the width or the content changes.
@MainActor
public final class TextView {
    /// Lays out the content for a width with a theme.
    public typealias Layout = @MainActor (_ width: Int, _ theme: Theme) -> [StyledLine]

    private var layout: Layout
    /// The last two layouts, newest first: rotating back to the previous width (or
    /// toggling the master) finds its lines ready.
    private var cached: [(width: Int, theme: Theme, lines: [StyledLine])] = []
    /// The first line shown.
    public private(set) var topLine = 0
    /// Lines shown at the last draw.
    public private(set) var visibleLines = 1

    /// A text view whose lines `layout` makes.
    public init(layout: @escaping Layout = { _, _ in [] }) {
        self.layout = layout
    }

    /// Replaces the content and scrolls back to the top.
    public func setContent(_ layout: @escaping Layout) {
        self.layout = layout
        cached = []
        topLine = 0
    }

    /// The lines for `width`, laid out once per width.
    public func lines(width: Int, theme: Theme) -> [StyledLine] {
        if let hit = cached.first(where: { $0.width == width && $0.theme == theme }) { return hit.lines }
        let lines = layout(width, theme)
        cached = [(width, theme, lines)] + cached.prefix(1)
        return lines
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
        case .bottom: topLine = Int.max
        default: return false
        }
        return true
    }

    /// Scrolls by `lines` (clamped when drawn).
    public func scroll(by lines: Int) {
        topLine = max(0, topLine.addingReportingOverflow(lines).overflow ? Int.max : topLine + lines)
    }

    /// Draws the visible lines into `frame`.
    public func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        canvas.fill(frame, style: context.theme.text)
        guard !frame.isEmpty else { return }
        visibleLines = frame.height
        let lines = lines(width: frame.width, theme: context.theme)
        topLine = max(0, min(topLine, lines.count - frame.height))
        for offset in 0..<min(frame.height, lines.count - topLine) {
            lines[topLine + offset].draw(in: &canvas, at: Point(x: frame.minX, y: frame.minY + offset), clip: frame)
        }
    }
}
