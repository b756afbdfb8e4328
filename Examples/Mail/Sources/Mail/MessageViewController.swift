import SplitKit

/// The detail: one message, its headers above its wrapped body; the arrows scroll it.
final class MessageViewController: ViewController {
    private let text = TextView()

    init(message: Message) {
        super.init()
        title = message.subject
        text.setContent { width, theme in
            let headers = [("From", message.sender), ("Subject", message.subject), ("Date", message.date)].map {
                StyledLine([StyledLine.Run(Glyph.glyphs(of: $0.0 + ": "), style: theme.label),
                            StyledLine.Run(Glyph.glyphs(of: $0.1), style: theme.text)])
            }
            return headers + [StyledLine()]
                + TextMetrics.wrap(message.body, toWidth: width).map { StyledLine($0, style: theme.text) }
        }
    }

    /// The text's frame: a blank line above, margins beside.
    private func textFrame(in frame: Rect) -> Rect { frame.inset(by: Insets(top: 1, left: 2, right: 2)) }

    override func layout(in frame: Rect, theme: Theme) {
        text.layout(in: textFrame(in: frame), theme: theme)
    }

    override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        text.draw(in: &canvas, frame: textFrame(in: frame), context: context)
    }

    override func handle(_ press: KeyPress) -> Bool {
        guard let action = press.action else { return false }
        return text.perform(action)
    }
}
