import SplitKit

/// A page of another kind in the detail column, from the mailboxes' About button.
final class AboutViewController: ViewController {
    override init() {
        super.init()
        title = "About"
    }

    override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        let lines = ["Mail, a SplitKit example.", "", "Mailboxes, then messages, then the message:",
                     "three columns when wide, two below, a popover in portrait, a stack in compact."]
        for (offset, line) in lines.enumerated() {
            canvas.draw(line, at: Point(x: frame.minX + 2, y: frame.minY + 1 + offset), style: context.theme.text, clip: frame)
        }
    }
}
