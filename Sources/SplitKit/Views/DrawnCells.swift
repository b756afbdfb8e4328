/// What a view drew into a rectangle the last two times it drew something different,
/// and the cells it drew there once it had drawn the same twice: a bar or line that stays
/// as it is while something else changes (nearly every frame), or that takes turns
/// between two looks (a rotation back and forth: its size and what it says), is then
/// copied back rather than measured and drawn again, while one drawn once costs no copy.
/// With the cells it keeps what drawing them found out besides (`Detail`: where a bar's
/// buttons landed), which a copy does not find out again.
///
/// Over the last frame (see `Canvas.keeps`), what is drawn as it was is not even copied.
package struct DrawnCells<Input: Equatable, Detail> {
    /// Whose cells these are, to the canvas.
    private final class Owner {}

    /// One look: what was drawn, where, what drawing it found out, and its cells once it
    /// was drawn there a second time.
    private struct Look {
        let input: Input
        let rect: Rect
        var detail: Detail
        var cells: [Cell]?
    }

    private let owner = Owner()
    /// The last two looks drawn, in the order they were first drawn: a new look takes the
    /// place of the older, so no look is ever moved or copied.
    private var looks: [Look] = []
    /// Which of `looks` was drawn last.
    private var latest = 0

    /// Nothing drawn yet.
    package init() {}

    /// What drawing the latest look found out, if anything was drawn yet.
    var detail: Detail? { looks.isEmpty ? nil : looks[latest].detail }

    /// Puts `input` at `rect` of `canvas`: nothing when the canvas keeps it from the last
    /// frame, the cells kept for it when it was drawn there twice before, otherwise what
    /// `draw` draws (noted for the next frames). Returns what drawing it found out.
    @discardableResult
    mutating func draw(_ input: Input, in rect: Rect, into canvas: inout Canvas, _ draw: (inout Canvas) -> Detail) -> Detail {
        let found = index(of: input, in: rect)
        if canvas.keeps(rect, of: owner, unchanged: found != nil && found == latest) { return looks[latest].detail }
        if let found {
            latest = found
            if let cells = looks[found].cells, canvas.paste(cells, in: rect) { return looks[found].detail }
        }
        let detail = draw(&canvas)
        if let found {
            looks[found].detail = detail
            looks[found].cells = canvas.cells(in: rect)
        } else if looks.count < 2 {
            looks.append(Look(input: input, rect: rect, detail: detail, cells: nil))
            latest = looks.count - 1
        } else {
            // In place of the older look: a key that changes a bar's text each time allocates nothing here.
            latest = 1 - latest
            looks[latest] = Look(input: input, rect: rect, detail: detail, cells: nil)
        }
        return detail
    }

    /// Which of `looks` shows `input` at `rect`, the latest asked first.
    private func index(of input: Input, in rect: Rect) -> Int? {
        func shows(_ index: Int) -> Bool {
            looks.indices.contains(index) && looks[index].rect == rect && looks[index].input == input
        }
        return shows(latest) ? latest : shows(1 - latest) ? 1 - latest : nil
    }
}
