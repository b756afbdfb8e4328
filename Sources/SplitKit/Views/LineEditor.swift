/// A one-line text field (a small UITextField): the value being typed, a cursor, and the
/// editing keys terminal users expect — characters and pastes insert; Left/Right,
/// Home/End and Ctrl-A/Ctrl-E, Backspace/Delete, Ctrl-U and Ctrl-K (delete to the start /
/// end), Ctrl-W (the word before). Enter keeps the text, Esc cancels. Text wider than the field scrolls so the
/// cursor stays in view; every character is drawn as a safe glyph.
public struct LineEditor: Hashable, Sendable {
    /// What a key did.
    public enum Outcome: Hashable, Sendable {
        /// The text or cursor may have changed; editing goes on.
        case editing
        /// Enter: keep the text.
        case commit
        /// Esc: drop the changes.
        case cancel
    }

    /// The text, as characters.
    public private(set) var characters: [Character]
    /// The cursor, between characters (0 ... count).
    public private(set) var cursor: Int
    private var scrollColumn = 0

    /// An editor holding `text`, the cursor at its end.
    public init(text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    /// The text typed so far.
    public var text: String { String(characters) }

    /// Applies `key`.
    public mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .enter: return .commit
        case .escape: return .cancel
        case .character(let character): insert(character)
        case .paste(let text): text.forEach { insert($0) }
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        case .backspace, .control("h"):
            if cursor > 0 {
                characters.remove(at: cursor - 1)
                cursor -= 1
            }
        case .delete, .control("d"):
            if cursor < characters.count { characters.remove(at: cursor) }
        case .control("u"):
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case .control("k"):
            characters.removeSubrange(cursor...)
        case .control("w"):
            var start = cursor
            while start > 0 && characters[start - 1] == " " { start -= 1 }
            while start > 0 && characters[start - 1] != " " { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        default:
            break
        }
        return .editing
    }

    /// Scrolls the text as little as needed to show the cursor in a row `width` columns wide.
    public mutating func layout(width: Int) {
        let cursorColumn = characters[..<cursor].reduce(0) { $0 + TextMetrics.width(of: String($1)) }
        if cursorColumn < scrollColumn { scrollColumn = cursorColumn }
        if cursorColumn >= scrollColumn + width { scrollColumn = max(0, cursorColumn - width + 1) }
    }

    /// Draws the text in the first row of `frame` (laid out for its width) with the cursor
    /// as a reversed cell.
    public func draw(in canvas: inout Canvas, frame: Rect, style: Style) {
        let row = frame.divided(atRow: 1).top
        guard !row.isEmpty else { return }
        canvas.fill(row, style: style)
        let glyphs = characters.map { Glyph.glyphs(of: String($0)) }
        let cursorColumn = glyphs[..<cursor].reduce(0) { $0 + $1.width }
        var column = 0
        for (index, characterGlyphs) in glyphs.enumerated() {
            let width = characterGlyphs.width
            defer { column += width }
            guard column >= scrollColumn else { continue }
            let x = row.minX + column - scrollColumn
            let cellStyle = index == cursor ? style.adding(.reverse) : style
            if canvas.draw(characterGlyphs, at: Point(x: x, y: row.minY), style: cellStyle, clip: row) < width { break }
        }
        if cursor == characters.count {
            let x = row.minX + cursorColumn - scrollColumn
            canvas.fill(Rect(x: x, y: row.minY, width: 1, height: 1).intersection(row), style: style.adding(.reverse))
        }
    }

    private mutating func insert(_ character: Character) {
        characters.insert(character, at: cursor)
        cursor += 1
    }
}
