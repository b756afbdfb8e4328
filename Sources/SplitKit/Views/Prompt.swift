/// A question on the bottom row that takes every key until answered: either a choice
/// ("x.csv has unsaved changes: [s]ave  [d]iscard  [c]ancel") or a line of text
/// ("Save as: "). Esc always cancels.
public struct Prompt: Sendable {
    /// What the person answered.
    public enum Answer: Hashable, Sendable {
        /// The choice whose key was pressed.
        case choice(Character)
        /// The text typed, on Enter.
        case text(String)
        /// Esc (or, for a choice, its cancel key).
        case cancel
    }

    /// One possible answer: its key and its label.
    public struct Choice: Hashable, Sendable {
        /// The key that picks it (matched ignoring case).
        public var key: Character
        /// The label after the key: "ave" for "[s]ave".
        public var label: String

        /// A choice picked by `key`, shown as "[key]label".
        public init(key: Character, label: String) {
            self.key = key
            self.label = label
        }
    }

    /// The question.
    public var message: String
    /// The choices, for a choice prompt.
    public var choices: [Choice]
    /// The text being typed, for a text prompt.
    public var editor: LineEditor?

    /// A question answered by one of `choices`.
    public init(message: String, choices: [Choice]) {
        self.message = message
        self.choices = choices
    }

    /// A question answered with a line of text, starting as `text`.
    public init(message: String, text: String) {
        self.message = message
        choices = []
        editor = LineEditor(text: text)
    }

    /// Applies `key`; returns the answer once there is one.
    public mutating func handle(_ key: Key) -> Answer? {
        if var editor {
            switch editor.handle(key) {
            case .editing:
                self.editor = editor
                return nil
            case .commit: return .text(editor.text)
            case .cancel: return .cancel
            }
        }
        if key == .escape { return .cancel }
        guard case .character(let typed) = key,
              let choice = choices.first(where: { $0.key.lowercased() == typed.lowercased() }) else { return nil }
        return .choice(choice.key)
    }

    /// Where the answer's text goes in the first row of `frame`: after the question.
    private func answerRow(in frame: Rect) -> Rect {
        let row = frame.divided(atRow: 1).top
        let x = row.minX + TextMetrics.width(of: " " + message + " ", truncatedTo: row.width)
        return Rect(x: x, y: row.minY, width: max(0, row.maxX - x), height: row.height)
    }

    /// Scrolls a text answer to show its cursor in the first row of `frame`.
    public mutating func layout(in frame: Rect) {
        let width = answerRow(in: frame).width
        editor?.layout(width: width)
    }

    /// Draws the question in the first row of `frame` (where it was laid out).
    public func draw(in canvas: inout Canvas, frame: Rect, theme: Theme) {
        let row = frame.divided(atRow: 1).top
        canvas.fill(row, style: theme.statusBar)
        canvas.draw(" " + message + " ", at: row.origin, style: theme.statusBar.adding(.bold), clip: row)
        var x = answerRow(in: frame).minX
        if let editor {
            editor.draw(in: &canvas, frame: answerRow(in: frame), style: theme.text)
            return
        }
        for choice in choices {
            let clip = Rect(x: x, y: row.minY, width: max(0, row.maxX - x), height: 1)
            x += canvas.draw("[\(choice.key)]", at: Point(x: x, y: row.minY), style: theme.statusBar.adding(.bold), clip: clip)
            x += canvas.draw(choice.label + "  ", at: Point(x: x, y: row.minY), style: theme.statusBar,
                             clip: Rect(x: x, y: row.minY, width: max(0, row.maxX - x), height: 1))
        }
    }
}
