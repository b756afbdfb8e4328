/// The one-row bar of tabs: " 1 a.csv  [2 b.json]  3 c.tsv ", the selected tab in
/// brackets and its own style. Numbers are the keys that choose the first nine. When the
/// labels do not fit, each is cut to an equal share of the row.
@MainActor
public enum TabBar {
    /// The cells each tab takes in the first row of `frame`, with its text: for drawing, and clicks.
    public static func tabs(labels: [String], frame: Rect) -> [(rect: Rect, glyphs: [Glyph])] {
        let bar = frame.divided(atRow: 1).top
        guard !bar.isEmpty else { return [] }
        let texts = labels.enumerated().map { index, label in
            index < 9 ? "\(index + 1) \(label)" : label
        }
        // Each tab takes its text plus a bracket (or space) on either side, and a space between.
        let natural = texts.map { TextMetrics.width(of: $0) + 2 }.reduce(0, +) + max(0, texts.count - 1)
        let share = natural <= bar.width ? bar.width : max(1, (bar.width - max(0, texts.count - 1)) / max(1, texts.count) - 2)
        var tabs: [(rect: Rect, glyphs: [Glyph])] = []
        var x = bar.minX
        for text in texts {
            let glyphs = TextMetrics.truncate(text, toWidth: share)
            let width = max(0, min(glyphs.width + 2, bar.maxX - x))
            tabs.append((Rect(x: x, y: bar.minY, width: width, height: 1), glyphs))
            x += width + 1
        }
        return tabs
    }

    /// Draws `labels` (the selected one marked) in the first row of `frame`.
    public static func draw(labels: [String], selected: Int, in canvas: inout Canvas, frame: Rect, theme: Theme) {
        let bar = frame.divided(atRow: 1).top
        guard !bar.isEmpty else { return }
        canvas.fill(bar, style: theme.tabBar)
        for (index, tab) in tabs(labels: labels, frame: frame).enumerated() {
            let isSelected = index == selected
            let open = Glyph.glyphs(of: isSelected ? "[" : " "), close = Glyph.glyphs(of: isSelected ? "]" : " ")
            canvas.draw(open + tab.glyphs + close, at: tab.rect.origin, style: isSelected ? theme.selectedTab : theme.tabBar,
                        clip: bar)
        }
    }
}
