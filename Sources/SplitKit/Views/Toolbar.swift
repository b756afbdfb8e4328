/// The one-row bar at the bottom of a navigation controller's pane (UIKit's UIToolbar),
/// showing the `toolbarItems` of the controller above it: buttons ("[r] Reply", pressed by
/// key or click), plain title items (a status text such as "3 unread": no key, no action)
/// and flexible spaces sharing the room left. Items sit two columns apart, one column in
/// from the edges; where the labels do not fit, buttons with keys show "[r]", and what
/// still does not fit is cut at the bar's end.
@MainActor
enum Toolbar {
    /// Where the items landed, computed in the layout pass, read by drawing and clicks.
    struct Layout {
        /// An item shown: its cells and the text drawn there.
        struct Placed {
            let item: BarButtonItem
            let rect: Rect
            let label: String
        }

        /// The bar's row.
        let bar: Rect
        /// The items shown, leading first (flexible spaces are not among them).
        let placed: [Placed]
    }

    /// Places `items` in `bar`.
    static func layout(_ items: [BarButtonItem], in bar: Rect) -> Layout {
        let shown = items.filter { !$0.isFlexibleSpace }
        func needed(_ labels: [String]) -> Int {
            labels.reduce(0) { $0 + TextMetrics.width(of: $1) } + 2 * max(0, labels.count - 1) + 2
        }
        var labels = shown.map(\.label)
        if needed(labels) > bar.width { labels = shown.map { $0.key == nil ? $0.title : $0.compactLabel } }
        let spaces = items.count - shown.count
        let free = max(0, bar.width - needed(labels))
        var placed: [Layout.Placed] = []
        var x = bar.minX + 1, space = 0, index = 0
        for item in items {
            if item.isFlexibleSpace {
                x += free / spaces + (space < free % spaces ? 1 : 0)
                space += 1
                continue
            }
            let label = labels[index]
            index += 1
            let width = min(TextMetrics.width(of: label), bar.maxX - x)
            guard width > 0 else { break }
            placed.append(Layout.Placed(item: item, rect: Rect(x: x, y: bar.minY, width: width, height: 1), label: label))
            x += width + 2
        }
        return Layout(bar: bar, placed: placed)
    }

    /// Draws the bar as `layout` placed it: buttons in the bar-button style, title items in
    /// the bar's.
    static func draw(_ layout: Layout, in canvas: inout Canvas, context: DrawContext) {
        let theme = context.theme
        let barStyle = context.isFocused ? theme.navigationBar : theme.inactiveNavigationBar
        canvas.fill(layout.bar, style: barStyle)
        for placed in layout.placed {
            let isButton = placed.item.key != nil || placed.item.action != nil
            canvas.draw(placed.label, at: placed.rect.origin, style: isButton ? theme.barButton : barStyle, clip: placed.rect)
        }
    }

    /// The item whose cells hold `point`.
    static func item(at point: Point, in layout: Layout) -> BarButtonItem? {
        layout.placed.first { $0.rect.contains(point) }?.item
    }
}
