/// Read-only text of one or more lines (UIKit's UILabel): plain `text` or styled
/// `attributedText`, wrapped to the label's width, at most `numberOfLines` lines, the last
/// one ending as `lineBreakMode` says when text is left over, each line placed by
/// `textAlignment`. It takes the lines it needs (`sizeThatFits(_:)`), so a `StackView` of
/// labels lays out a detail.
///
///     let subject = Label(StyledText("Subject: ", appearance: .role(.label)) + StyledText(message.subject))
///     subject.numberOfLines = 0
@MainActor
public final class Label: View {
    /// The text with its styles (UIKit's attributedText).
    public var attributedText: StyledText
    /// The text without styles (UIKit's text); setting it makes the whole text plain.
    public var text: String {
        get { attributedText.string }
        set { attributedText = StyledText(newValue) }
    }
    /// The most lines shown; 0 for as many as the text needs (UIKit's numberOfLines). 1 by default.
    public var numberOfLines = 1
    /// How the last line ends when text is left over (UIKit's lineBreakMode). Truncating the tail by default.
    public var lineBreakMode = LineBreakMode.byTruncatingTail
    /// Where each line sits (UIKit's textAlignment). Left by default.
    public var textAlignment = TextAlignment.left

    /// The lines and the width of the last layout.
    private var laidOut: (width: Int, lines: [StyledLine]) = (0, [])

    /// A label showing `attributedText`.
    public init(_ attributedText: StyledText = StyledText()) {
        self.attributedText = attributedText
    }

    /// A label showing plain `text`.
    public convenience init(text: String) {
        self.init(StyledText(text))
    }

    /// The lines at `width` (with `theme`, for the styles), as many as the label shows.
    private func lines(width: Int, theme: Theme) -> [StyledLine] {
        attributedText.lines(toWidth: width, theme: theme, limit: numberOfLines, lineBreakMode: lineBreakMode)
    }

    /// As wide as its widest line within `size`, as tall as its lines (no more than `size`).
    public func sizeThatFits(_ size: Size) -> Size {
        // Any theme: styles change no widths.
        let lines = self.lines(width: size.width, theme: Theme())
        return Size(width: lines.map(\.width).max() ?? 0, height: min(size.height, lines.count))
    }

    /// Wraps the text for `frame`'s width: the lines drawn next.
    public func layout(in frame: Rect, theme: Theme) {
        laidOut = (frame.width, lines(width: frame.width, theme: theme))
    }

    /// Draws the lines laid out, each placed by `textAlignment`, from the top of `frame`.
    public func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        canvas.fill(frame, style: context.theme.text)
        assert(laidOut.width == frame.width || frame.isEmpty, "a label is drawn in the frame it was laid out in")
        for (row, line) in laidOut.lines.prefix(frame.height).enumerated() {
            let room = frame.width - line.width
            let x = switch textAlignment {
            case .left: 0
            case .center: room / 2
            case .right: room
            }
            line.draw(in: &canvas, at: Point(x: frame.minX + max(0, x), y: frame.minY + row), clip: frame)
        }
    }
}
