/// What a view drew into a rectangle last, and the cells it drew there once it had drawn
/// the same twice running: a bar or line that stays as it is while something else
/// changes (nearly every frame) is then copied back rather than measured and drawn
/// again, while one drawn once costs no copy.
struct DrawnCells<Input: Equatable> {
    private var input: Input?
    private var rect = Rect(x: 0, y: 0, width: 0, height: 0)
    private var cells: [Cell]?

    /// Puts back the cells drawn for `input` at `rect`, when they were kept; false when
    /// the caller must draw (and then call `didDraw`).
    mutating func paste(_ input: Input, in rect: Rect, into canvas: inout Canvas) -> Bool {
        guard self.rect == rect, self.input == input, let cells else { return false }
        return canvas.paste(cells, in: rect)
    }

    /// Notes that `input` was just drawn at `rect` of `canvas`, keeping the cells when
    /// the same was drawn the last time too.
    mutating func didDraw(_ input: Input, in rect: Rect, of canvas: Canvas) {
        if self.rect == rect, self.input == input {
            cells = canvas.cells(in: rect)
        } else {
            self.input = input
            self.rect = rect
            cells = nil
        }
    }
}
