/// The line a search controller's text is typed in (UIKit's UISearchBar), drawn at the
/// bottom of its table: "/" then the text, edited with `LineEditor`'s keys.
@MainActor
public final class SearchBar {
    /// Shown, dimmed, while the text is empty (UIKit's placeholder).
    public var placeholder: String?
    /// The text being typed.
    var editor = LineEditor()

    /// An empty bar.
    public init() {}

    /// The text (UIKit's text); setting it tells no updater.
    public var text: String {
        get { editor.text }
        set { editor = LineEditor(text: newValue) }
    }

    /// Where the text goes on the bar's `line`: after the "/".
    private func input(on line: Rect) -> Rect {
        Rect(x: line.minX + 1, y: line.minY, width: max(0, line.width - 1), height: line.height)
    }

    /// Scrolls the text to show the cursor on `line`.
    func layout(in line: Rect) {
        editor.layout(width: input(on: line).width)
    }

    /// Draws the bar on `line`, the cursor shown while `isEditing` in a focused pane.
    func draw(in canvas: inout Canvas, line: Rect, isEditing: Bool, context: DrawContext) {
        let theme = context.theme
        let input = input(on: line)
        canvas.fill(line, style: theme.secondaryText)
        canvas.draw("/", at: line.origin, style: theme.text, clip: line)
        if isEditing && context.isFocused {
            editor.draw(in: &canvas, frame: input, style: theme.text)
        } else {
            canvas.fill(input, style: theme.text)
            canvas.draw(editor.text, at: input.origin, style: theme.text, clip: input)
        }
        if let placeholder, editor.text.isEmpty {
            canvas.draw(placeholder, at: Point(x: input.minX + 1, y: input.minY), style: theme.secondaryText, clip: input)
        }
    }
}
