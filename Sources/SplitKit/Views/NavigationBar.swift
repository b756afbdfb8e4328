/// The one-row bar at the top of a pane: the leading button, the title, the trailing
/// button. The title is centred in the room the buttons leave, or left-aligned after
/// the leading button when it does not fit centred. A bar too narrow to leave the title
/// a dozen columns beside the buttons' labels shows the buttons compactly ("[e]", "‹").
@MainActor
enum NavigationBar {
    /// Where each button landed, for clicks.
    struct Hits {
        /// The leading button's cells.
        var left: Rect?
        /// The trailing button's cells.
        var right: Rect?
    }

    /// A bar's last two looks: their cells, kept while the bar stays the same or takes
    /// turns between them, and where their buttons landed.
    struct Drawn {
        var cells = DrawnCells<Appearance, Hits>()
        /// Where the buttons of the bar drawn last landed.
        var hits: Hits { cells.detail ?? Hits() }
    }

    /// Everything a bar's cells depend on.
    package struct Appearance: Equatable {
        let title: String
        let left: Button?
        let right: Button?
        let style: Style
        let buttonStyle: Style
        let truncatingHead: Bool
    }

    /// What a bar button shows: its label depends on these alone.
    struct Button: Equatable {
        let title: String
        let key: Key?

        @MainActor
        init(_ item: BarButtonItem) {
            title = item.title
            key = item.key
        }
    }

    /// Draws as `draw(title:left:right:in:frame:context:truncatingHead:)` does, copying the cells `drawn` kept when
    /// the bar looks as it did last or the time before; `drawn` then holds this bar.
    package static func draw(title: String, left: BarButtonItem?, right: BarButtonItem?, in canvas: inout Canvas,
                             frame: Rect, context: DrawContext, truncatingHead: Bool, drawn: inout Drawn) {
        let bar = frame.divided(atRow: 1).top
        let theme = context.theme
        let appearance = Appearance(title: title, left: left.map(Button.init), right: right.map(Button.init),
                                    style: context.isFocused ? theme.navigationBar : theme.inactiveNavigationBar,
                                    buttonStyle: theme.barButton, truncatingHead: truncatingHead)
        drawn.cells.draw(appearance, in: bar, into: &canvas) {
            draw(title: title, left: left, right: right, in: &$0, frame: frame, context: context,
                 truncatingHead: truncatingHead)
        }
    }

    /// Draws `left`, `right` and `title` in the first row of `frame`. A title too long for
    /// the room is cut at its end, or at its start when `truncatingHead` is true (a path).
    @discardableResult
    static func draw(title: String, left: BarButtonItem?, right: BarButtonItem?, in canvas: inout Canvas, frame: Rect,
                     context: DrawContext, truncatingHead: Bool = false) -> Hits {
        let bar = frame.divided(atRow: 1).top
        guard !bar.isEmpty else { return Hits() }
        let theme = context.theme
        let barStyle = context.isFocused ? theme.navigationBar : theme.inactiveNavigationBar
        canvas.fill(bar, style: barStyle)
        var hits = Hits()
        var leftEdge = bar.minX
        var rightEdge = bar.maxX
        let full = (left.map { TextMetrics.width(of: $0.label) + 2 } ?? 0)
            + (right.map { TextMetrics.width(of: $0.label) + 2 } ?? 0)
        let compact = bar.width - full < min(12, TextMetrics.width(of: title))
        func label(_ button: BarButtonItem) -> String { compact ? button.compactLabel : button.label }
        if let left {
            let used = canvas.draw(label(left), at: Point(x: leftEdge, y: bar.minY),
                                   style: theme.barButton, clip: bar)
            hits.left = Rect(x: leftEdge, y: bar.minY, width: used, height: 1)
            leftEdge += used + 1
        }
        if let right {
            let width = min(TextMetrics.width(of: label(right)), max(0, rightEdge - leftEdge))
            let x = rightEdge - width
            canvas.draw(label(right), at: Point(x: x, y: bar.minY), style: theme.barButton,
                        clip: Rect(x: x, y: bar.minY, width: width, height: 1))
            hits.right = Rect(x: x, y: bar.minY, width: width, height: 1)
            rightEdge = x - 1
        }
        let room = Rect(x: leftEdge + (leftEdge > bar.minX ? 1 : 0), y: bar.minY,
                        width: rightEdge - leftEdge - (leftEdge > bar.minX ? 1 : 0), height: 1)
        guard room.width > 0 else { return hits }
        // Where a title `width` columns wide goes: centred on the bar when it fits there.
        func titleX(_ width: Int) -> Int {
            let centred = bar.minX + (bar.width - width) / 2
            return centred >= room.minX && centred + width <= room.maxX ? centred : room.minX
        }
        if truncatingHead {
            let glyphs = TextMetrics.truncateHead(title, toWidth: room.width)
            canvas.draw(glyphs, at: Point(x: titleX(glyphs.width), y: bar.minY), style: barStyle, clip: room)
        } else {
            // Cut at its end as a string drawn is cut, so its width tells where it goes.
            let x = titleX(TextMetrics.width(of: title, truncatedTo: room.width))
            canvas.draw(title, at: Point(x: x, y: bar.minY), style: barStyle, clip: room)
        }
        return hits
    }
}
