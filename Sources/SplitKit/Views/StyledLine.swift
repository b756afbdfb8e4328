/// One line of styled text: runs of glyphs, each with its style.
public struct StyledLine: Hashable, Sendable {
    /// A run of glyphs in one style.
    public struct Run: Hashable, Sendable {
        /// The glyphs.
        public var glyphs: [Glyph]
        /// Their style.
        public var style: Style

        /// A run of `glyphs` in `style`.
        public init(_ glyphs: [Glyph], style: Style) {
            self.glyphs = glyphs
            self.style = style
        }
    }

    /// The runs, left to right.
    public var runs: [Run]

    /// A line made of `runs`.
    public init(_ runs: [Run] = []) { self.runs = runs }

    /// A line of `glyphs` in one `style`.
    public init(_ glyphs: [Glyph], style: Style) { runs = [Run(glyphs, style: style)] }

    /// Columns the line takes.
    public var width: Int { runs.reduce(0) { $0 + $1.glyphs.width } }

    /// Draws the line from `point`, clipped to `clip`.
    public func draw(in canvas: inout Canvas, at point: Point, clip: Rect) {
        var x = point.x
        for run in runs {
            x += canvas.draw(run.glyphs, at: Point(x: x, y: point.y), style: run.style, clip: clip)
        }
    }
}
