/// What a view drew into a rectangle the last two times it drew something different,
/// and the cells it drew there once it had drawn the same twice: a bar or line that stays
/// as it is while something else changes (nearly every frame), or that takes turns
/// between two looks (a rotation back and forth: its size and what it says), is then
/// copied back rather than measured and drawn again, while one drawn once costs no copy.
/// With the cells it keeps what drawing them found out besides (`Detail`: where a bar's
/// buttons landed), which a copy does not find out again.
///
/// Over the last frame (see `Canvas.keeps`), what is drawn as it was is not even copied.
struct DrawnCells<Input: Equatable, Detail> {
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
    /// The last two looks drawn, the latest first.
    private var looks: [Look] = []

    /// What drawing the latest look found out, if anything was drawn yet.
    var detail: Detail? { looks.first?.detail }

    /// Puts `input` at `rect` of `canvas`: nothing when the canvas keeps it from the last
    /// frame, the cells kept for it when it was drawn there twice before, otherwise what
    /// `draw` draws (noted for the next frames). Returns what drawing it found out.
    @discardableResult
    mutating func draw(_ input: Input, in rect: Rect, into canvas: inout Canvas, _ draw: (inout Canvas) -> Detail) -> Detail {
        let found = looks.firstIndex { $0.rect == rect && $0.input == input }
        if found == 1 { looks.swapAt(0, 1) }
        if canvas.keeps(rect, of: owner, unchanged: found == 0) { return looks[0].detail }
        if found != nil, let cells = looks[0].cells, canvas.paste(cells, in: rect) { return looks[0].detail }
        let detail = draw(&canvas)
        if found != nil {
            looks[0].detail = detail
            looks[0].cells = canvas.cells(in: rect)
        } else {
            // The new look replaces the older of two, in place: a key that changes a bar's
            // text each time allocates nothing here.
            let look = Look(input: input, rect: rect, detail: detail, cells: nil)
            if looks.count < 2 { looks.append(look) } else { looks[1] = look }
            looks.swapAt(0, looks.count - 1)
        }
        return detail
    }
}
