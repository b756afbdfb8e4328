/// A one-line text input with a cursor, edited with the keys people expect from a shell
/// prompt: characters insert, Backspace and Delete erase, Left/Right and Ctrl-A/Ctrl-E
/// move, Ctrl-U clears, Ctrl-W erases a word.
public struct TextField: Hashable, Sendable {
    /// What a key did to the field.
    public enum Outcome: Hashable, Sendable {
        /// The text changed.
        case edited
        /// Only the cursor moved.
        case moved
        /// Enter: keep the text.
        case committed
        /// Esc: abandon it.
        case cancelled
        /// Not a key the field uses.
        case ignored
    }

    /// The text typed so far.
    public private(set) var text: [Character]
    /// Where the next character goes, 0…text.count.
    public private(set) var cursor: Int

    /// A field holding `text`, the cursor at its end.
    public init(text: String = "") {
        self.text = Array(text)
        cursor = self.text.count
    }

    /// The text as a string.
    public var string: String { String(text) }

    /// Applies one key.
    public mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .character(let character):
            text.insert(character, at: cursor)
            cursor += 1
            return .edited
        case .backspace, .control("h"):
            guard cursor > 0 else { return .moved }
            text.remove(at: cursor - 1)
            cursor -= 1
            return .edited
        case .delete, .control("d"):
            guard cursor < text.count else { return .moved }
            text.remove(at: cursor)
            return .edited
        case .control("u"):
            text.removeSubrange(0..<cursor)
            cursor = 0
            return .edited
        case .control("w"):
            var start = cursor
            while start > 0 && text[start - 1] == " " { start -= 1 }
            while start > 0 && text[start - 1] != " " { start -= 1 }
            text.removeSubrange(start..<cursor)
            cursor = start
            return .edited
        case .left, .control("b"):
            cursor = max(0, cursor - 1)
            return .moved
        case .right, .control("f"):
            cursor = min(text.count, cursor + 1)
            return .moved
        case .home, .control("a"):
            cursor = 0
            return .moved
        case .end, .control("e"):
            cursor = text.count
            return .moved
        case .enter: return .committed
        case .escape: return .cancelled
        default: return .ignored
        }
    }

    /// Draws `prompt` and the text in the row `frame`, the cursor as a reverse cell when
    /// `showsCursor`; the text scrolls left to keep the cursor in view.
    public func draw(prompt: String, in canvas: inout Canvas, frame: Rect, style: Style, showsCursor: Bool) {
        canvas.fill(frame, style: style)
        let used = canvas.draw(prompt, at: frame.origin, style: style, clip: frame)
        let room = frame.width - used - 1
        guard room > 0 else { return }
        let before = Glyph.glyphs(of: String(text[..<cursor]))
        let after = Glyph.glyphs(of: String(text[cursor...]))
        var visibleBefore = before[...]
        while visibleBefore.width > room - 1 && !visibleBefore.isEmpty { visibleBefore = visibleBefore.dropFirst() }
        let x = frame.minX + used
        let width = canvas.draw(Array(visibleBefore), at: Point(x: x, y: frame.minY), style: style, clip: frame)
        let cursorX = x + width
        canvas.draw(after, at: Point(x: cursorX, y: frame.minY), style: style, clip: frame)
        if showsCursor {
            let under = after.first ?? Glyph.space
            canvas.draw([under], at: Point(x: cursorX, y: frame.minY), style: style.adding(.reverse), clip: frame)
        }
    }
}

extension ArraySlice where Element == Glyph {
    /// Total columns.
    var width: Int { reduce(0) { $0 + $1.width } }
}
