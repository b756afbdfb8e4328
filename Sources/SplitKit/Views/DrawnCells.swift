/// What a view drew into a rectangle last, and the cells it drew there once it had drawn
/// the same twice running: a bar or line that stays as it is while something else
/// changes (nearly every frame) is then copied back rather than measured and drawn
/// again, while one drawn once costs no copy.
///
/// Over the last frame (see `Canvas.keeps`), what is drawn as it was is not even copied.
struct DrawnCells<Input: Equatable> {
    /// Whose cells these are, to the canvas.
    private final class Owner {}

    private let owner = Owner()
    private var input: Input?
    private var rect = Rect(x: 0, y: 0, width: 0, height: 0)
    private var cells: [Cell]?

    /// Puts `input` at `rect` of `canvas`: nothing when the canvas keeps it from the last
    /// frame, the cells kept for it when it was drawn there the last two times, otherwise
    /// what `draw` draws (noted for the next frame).
    mutating func draw(_ input: Input, in rect: Rect, into canvas: inout Canvas, _ draw: (inout Canvas) -> Void) {
        let isSame = self.rect == rect && self.input == input
        if canvas.keeps(rect, of: owner, unchanged: isSame) { return }
        if isSame, let cells, canvas.paste(cells, in: rect) { return }
        draw(&canvas)
        if isSame {
            cells = canvas.cells(in: rect)
        } else {
            self.input = input
            self.rect = rect
            cells = nil
        }
    }
}
