/// A row's texts measured and cut for a width, as `TableView` draws them: the accessory
/// on the right (a third of the width at most), the text, then the detail in the room
/// left. The table view keeps them while the row stays on screen, so scrolling by a row
/// measures one row, not the whole screen. A class, so keeping a row costs one
/// reference count rather than one for each of its texts.
final class TableViewRowGlyphs {
    /// What the row showed.
    let cell: TableViewCell
    /// The columns between the row's margins.
    let width: Int
    let accessory: [Glyph]
    let text: [Glyph]
    /// Empty when there is no detail or no room for it.
    let detail: [Glyph]
    /// How the row was last drawn, and the cells it was drawn as once it had been drawn
    /// that way twice: a row that stays as it is (a list scrolled by a row, a frame that
    /// changed only the filter line) is then copied back, while a row shown once (a page
    /// of a list paged through) costs no copy.
    var drawn: (look: Look, cells: [Cell]?)?

    /// What the cells of a drawn row depend on besides its texts.
    struct Look: Equatable {
        /// The row's own style and its dimmer texts' style.
        let base: Style
        let secondary: Style
        /// The columns of the row, margins included.
        let width: Int
    }

    init(cell: TableViewCell, width: Int) {
        self.cell = cell
        self.width = width
        var room = width
        if let accessoryText = cell.accessoryText, !accessoryText.isEmpty {
            accessory = TextMetrics.truncate(accessoryText, toWidth: max(0, width / 3))
            room = width - accessory.width - 1
        } else {
            accessory = []
        }
        text = TextMetrics.truncate(cell.text, toWidth: max(0, room))
        let used = text.width
        if let detailText = cell.detailText, !detailText.isEmpty, used + 2 < room {
            detail = TextMetrics.truncate(detailText, toWidth: room - used - 2)
        } else {
            detail = []
        }
    }

    /// Draws the row into `line` (its margins included) in `base`, its own style, and
    /// `secondary`, its dimmer texts'. (What `TableView` did with a row, here so that a row
    /// decides how it is drawn.)
    func draw(in canvas: inout Canvas, line: Rect, base: Style, secondary: Style) {
        let look = Look(base: base, secondary: secondary, width: line.width)
        if let drawn, drawn.look == look, let cells = drawn.cells, canvas.paste(cells, in: line) { return }
        canvas.fill(line, style: base)
        let content = line.inset(by: Insets(left: 1, right: 1))
        canvas.draw(accessory, at: Point(x: content.maxX - accessory.width, y: line.minY), style: secondary, clip: content)
        let used = canvas.draw(text, at: content.origin, style: base, clip: content)
        canvas.draw(detail, at: Point(x: content.minX + used + 2, y: line.minY), style: secondary, clip: content)
        drawn = (look, drawn?.look == look ? canvas.cells(in: line) : nil)
    }
}
