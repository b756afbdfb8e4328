/// The one-row bar of tabs: " 1 a.csv  [2 b.json]  3 c.tsv ", the selected tab in
/// brackets and its own style. Numbers are the keys that choose the first nine. When the
/// labels do not fit, each is cut to an equal share of the row.
@MainActor
public enum TabBar {
    /// Draws `labels` (the selected one marked) in the first row of `frame`; returns the
    /// cells each tab took, for clicks.
    @discardableResult
    public static func draw(labels: [String], selected: Int, in canvas: inout Canvas, frame: Rect,
                            theme: Theme) -> [Rect] {
        let bar = frame.divided(atRow: 1).top
        guard !bar.isEmpty else { return [] }
        canvas.fill(bar, style: theme.tabBar)
        let texts = labels.enumerated().map { index, label in
            index < 9 ? "\(index + 1) \(label)" : label
        }
        // Each tab takes its text plus a bracket (or space) on either side, and a space between.
        let natural = texts.map { TextMetrics.width(of: $0) + 2 }.reduce(0, +) + max(0, texts.count - 1)
        let share = natural <= bar.width ? bar.width : max(1, (bar.width - max(0, texts.count - 1)) / max(1, texts.count) - 2)
        var hits: [Rect] = []
        var x = bar.minX
        for (index, text) in texts.enumerated() {
            let isSelected = index == selected
            let glyphs = TextMetrics.truncate(text, toWidth: share)
            let open = Glyph.glyphs(of: isSelected ? "[" : " "), close = Glyph.glyphs(of: isSelected ? "]" : " ")
            let style = isSelected ? theme.selectedTab : theme.tabBar
            let start = x
            x += canvas.draw(open + glyphs + close, at: Point(x: x, y: bar.minY), style: style, clip: bar)
            hits.append(Rect(x: start, y: bar.minY, width: x - start, height: 1))
            x += 1
        }
        return hits
    }
}
