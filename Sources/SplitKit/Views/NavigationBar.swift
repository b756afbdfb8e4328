/// The one-row bar at the top of a pane: the leading buttons, the title, the trailing
/// buttons (the first of each at its edge). The title is centred in the room the buttons
/// leave, or left-aligned after the leading buttons when it does not fit centred. A bar too
/// narrow to leave the title a dozen columns beside the buttons' labels shows the buttons
/// compactly ("[e]", "‹").
@MainActor
enum NavigationBar {
    /// Where each button landed, for clicks.
    struct Hits {
        /// The leading buttons' cells, in the order of the buttons.
        var left: [Rect] = []
        /// The trailing buttons' cells, in the order of the buttons.
        var right: [Rect] = []
    }

    /// Where the buttons and the title go on a bar in the first row of `frame`.
    private struct Arrangement {
        var hits = Hits()
        /// Whether the buttons show their compact labels.
        var compact = false
        /// The room left for the title.
        var room = Rect.zero
    }

    /// Where `left` and `right` land on a bar in the first row of `frame`, for clicks.
    static func hits(title: String, left: [BarButtonItem], right: [BarButtonItem], frame: Rect) -> Hits {
        arrange(title: title, left: left, right: right, bar: frame.divided(atRow: 1).top).hits
    }

    /// The width that shows `title` and the buttons' full labels.
    static func preferredWidth(title: String, left: [BarButtonItem], right: [BarButtonItem]) -> Int {
        (left + right).reduce(TextMetrics.width(of: title)) { $0 + TextMetrics.width(of: $1.label) + 2 }
    }

    private static func arrange(title: String, left: [BarButtonItem], right: [BarButtonItem], bar: Rect) -> Arrangement {
        var arrangement = Arrangement()
        guard !bar.isEmpty else { return arrangement }
        let full = (left + right).reduce(0) { $0 + TextMetrics.width(of: $1.label) + 2 }
        let compact = bar.width - full < min(12, TextMetrics.width(of: title))
        arrangement.compact = compact
        var leftEdge = bar.minX
        var rightEdge = bar.maxX
        for item in left {
            let used = TextMetrics.width(of: compact ? item.compactLabel : item.label, truncatedTo: max(0, bar.maxX - leftEdge))
            arrangement.hits.left.append(Rect(x: leftEdge, y: bar.minY, width: used, height: 1))
            leftEdge += used + 1
        }
        for item in right {
            let width = min(TextMetrics.width(of: compact ? item.compactLabel : item.label), max(0, rightEdge - leftEdge))
            arrangement.hits.right.append(Rect(x: rightEdge - width, y: bar.minY, width: width, height: 1))
            rightEdge -= width + 1
        }
        arrangement.room = Rect(x: leftEdge + (leftEdge > bar.minX ? 1 : 0), y: bar.minY,
                                width: rightEdge - leftEdge - (leftEdge > bar.minX ? 1 : 0), height: 1)
        return arrangement
    }

    /// Draws `left`, `right` and `title` in the first row of `frame`. A title too long for
    /// the room is cut at its end, or at its start when `truncatingHead` is true (a path).
    static func draw(title: String, left: [BarButtonItem], right: [BarButtonItem], in canvas: inout Canvas, frame: Rect,
                     context: DrawContext, truncatingHead: Bool = false) {
        let bar = frame.divided(atRow: 1).top
        guard !bar.isEmpty else { return }
        let theme = context.theme
        let barStyle = context.isFocused ? theme.navigationBar : theme.inactiveNavigationBar
        canvas.fill(bar, style: barStyle)
        let arrangement = arrange(title: title, left: left, right: right, bar: bar)
        func label(_ button: BarButtonItem) -> String { arrangement.compact ? button.compactLabel : button.label }
        for (item, hit) in zip(left, arrangement.hits.left) {
            canvas.draw(label(item), at: hit.origin, style: theme.barButton, clip: bar)
        }
        for (item, hit) in zip(right, arrangement.hits.right) {
            canvas.draw(label(item), at: hit.origin, style: theme.barButton, clip: hit)
        }
        let room = arrangement.room
        guard room.width > 0 else { return }
        // Where a title `width` columns wide goes: centred on the bar when it fits there.
        func titleX(_ width: Int) -> Int {
            let centred = bar.minX + (bar.width - width) / 2
            return centred >= room.minX && centred + width <= room.maxX ? centred : room.minX
        }
        if truncatingHead, TextMetrics.width(of: title) > room.width {
            let glyphs = TextMetrics.truncateHead(title, toWidth: room.width)
            canvas.draw(glyphs, at: Point(x: titleX(glyphs.width), y: bar.minY), style: barStyle, clip: room)
        } else {
            // Cut at its end as a string drawn is cut, so its width tells where it goes.
            let x = titleX(TextMetrics.width(of: title, truncatedTo: room.width))
            canvas.draw(title, at: Point(x: x, y: bar.minY), style: barStyle, clip: room)
        }
    }
}
