/// Lines a text view shows, laid out for a width on demand. Content that is cheap to
/// lay out whole uses `StaticTextContent`; content that is not (a 10 MB field) lays out
/// only as far as it is read.
///
/// A content's lines never change once made: to show other text, give the view a new
/// content (`TextView.setContent`).
@MainActor
public protocol TextContent: AnyObject {
    /// How many lines there are at `width`, laying out at least `minimum` of them (fewer
    /// only when the content ends first). `Int.max` asks for the exact total.
    func lineCount(width: Int, theme: Theme, atLeast minimum: Int) -> Int
    /// Line `index` (below a count returned before) at `width`.
    func line(at index: Int, width: Int, theme: Theme) -> StyledLine
    /// Draws `lines` (below a count returned before) at `width`, one a row down from
    /// `origin`, clipped to `clip`, where the view has blanked them in `theme.text`
    /// already: content that keeps its lines compactly draws them from there, with no
    /// `StyledLine` made a line.
    func drawLines(_ lines: Range<Int>, width: Int, theme: Theme, in canvas: inout Canvas, at origin: Point, clip: Rect)
}

extension TextContent {
    /// Draws each of `lines` as `line(at:width:theme:)` makes it.
    public func drawLines(_ lines: Range<Int>, width: Int, theme: Theme, in canvas: inout Canvas, at origin: Point,
                          clip: Rect) {
        for index in lines {
            line(at: index, width: width, theme: theme)
                .draw(in: &canvas, at: Point(x: origin.x, y: origin.y + index - lines.lowerBound), clip: clip)
        }
    }
}

/// Content laid out whole by a closure, once per width and theme: the lines of the last
/// layout are kept until another width or theme is asked for.
@MainActor
public final class StaticTextContent: TextContent {
    private let layout: TextView.Layout
    private var laidOut: (width: Int, theme: Theme, lines: [StyledLine])?

    /// Content whose lines `layout` makes.
    public init(_ layout: @escaping TextView.Layout) {
        self.layout = layout
    }

    /// All the lines at `width`: static content is laid out whole.
    public func lineCount(width: Int, theme: Theme, atLeast minimum: Int) -> Int {
        lines(width: width, theme: theme).count
    }

    /// Line `index` at `width`.
    public func line(at index: Int, width: Int, theme: Theme) -> StyledLine {
        lines(width: width, theme: theme)[index]
    }

    /// Every line at `width`.
    public func lines(width: Int, theme: Theme) -> [StyledLine] {
        if let laidOut, laidOut.width == width, laidOut.theme == theme { return laidOut.lines }
        let lines = layout(width, theme)
        laidOut = (width, theme, lines)
        return lines
    }
}
