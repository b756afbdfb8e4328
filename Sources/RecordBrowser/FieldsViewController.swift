import SplitKit
import RecordTables
/// Fields, labelled and wrapped (`RecordDetailContent`), with a field cursor: while the
/// pane has the focus the highlighted field's label is marked; Up and Down move it from
/// field to field, a field taller than the pane scrolling a line at a time before it moves
/// on; PgUp and PgDn scroll, Home and End go to the first and last field. Enter on a value
/// that is a JSON object or array opens it as a level of its own on the navigation stack
/// (`NestedLevel`), titled with the field's name; `y` copies the highlighted value.
///
/// The record detail is one; an object inside a record opens as another, read-only.
@MainActor
public class FieldsViewController: ViewController {
    /// The fields shown.
    public private(set) var fields: [Field] = []
    /// The field the cursor is on (in Edit mode, the one Enter edits).
    public private(set) var selectedField = 0
    let textView = TextView()
    private(set) var content = RecordDetailContent(fields: [])
    /// The list's filter, whose matches the values show highlighted.
    var highlights: DetailHighlights? {
        didSet { content.highlights = highlights }
    }
    /// The width and theme the fields were last laid out with.
    private(set) var laidOut: (width: Int, theme: Theme)?

    /// Fields titled `title`.
    init(fields: [Field], title: String?) {
        super.init()
        self.title = title
        setFields(fields, scrollingToTop: true)
    }

    /// Shows `fields`, `editing`'s value left empty for an editor, the cursor back on the
    /// first field when `scrollingToTop`, else kept where it was.
    func setFields(_ fields: [Field], editing: Int? = nil, scrollingToTop: Bool) {
        self.fields = fields
        selectedField = scrollingToTop ? 0 : min(selectedField, max(0, fields.count - 1))
        content = RecordDetailContent(fields: fields, selected: isEditing ? selectedField : nil, editing: editing)
        content.highlights = highlights
        textView.setContent(content, keepingScroll: !scrollingToTop)
    }

    public override func layout(in frame: Rect, theme: Theme) {
        let area = frame.inset(by: Insets(left: 1, right: 1))
        textView.layout(in: area, theme: theme)
        laidOut = (area.width, theme)
    }

    /// Draws the fields, and while the pane has the focus marks the cursor's label (in Edit
    /// mode the content marks it itself, focused or not: it is the field Enter edits).
    public override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        let area = frame.inset(by: Insets(left: 1, right: 1))
        textView.draw(in: &canvas, frame: area, context: context)
        guard context.isFocused, !isEditing, let label = cursorLabel(in: area) else { return }
        canvas.restyle(label) { _ in context.theme.selection }
    }

    /// Where the cursor's label is drawn in the text's `area`, when its line is in view.
    private func cursorLabel(in area: Rect) -> Rect? {
        guard fields.indices.contains(selectedField), let laidOut,
              let place = content.place(ofField: selectedField, width: laidOut.width, theme: laidOut.theme) else { return nil }
        let y = area.minY + place.lines.lowerBound - textView.topLine
        guard y >= area.minY && y < area.maxY else { return nil }
        let isStacked = place.value.line > place.lines.lowerBound
        let room = isStacked ? area.width : place.value.column - 2
        return Rect(x: area.minX, y: y, width: min(TextMetrics.width(of: fields[selectedField].name), room), height: 1)
    }

    public override func handle(_ press: KeyPress) -> Bool {
        guard let action = press.action else { return false }
        switch action {
        case .moveUp: moveCursor(by: -1)
        case .moveDown: moveCursor(by: 1)
        case .top: placeCursor(on: 0)
        case .bottom: placeCursor(on: fields.count - 1)
        case .pageUp, .pageDown, .halfPageUp, .halfPageDown:
            _ = textView.perform(action)
            cursorToTopLine()
        case .select: return openSelectedField()
        case .copyValue: copySelectedValue()
        default: return textView.perform(action)
        }
        return true
    }

    public override func handle(_ mouse: MouseEvent, in frame: Rect) -> Bool {
        if let rows = mouse.scrollRows { textView.scroll(by: rows) }
        return true
    }

    // MARK: - The cursor

    /// The lines field `index` takes, as laid out last.
    func lines(ofField index: Int) -> Range<Int>? {
        guard let laidOut else { return nil }
        return content.place(ofField: index, width: laidOut.width, theme: laidOut.theme)?.lines
    }

    /// One field on (`step` 1) or back (-1); first a line within the field, while it goes on
    /// past the pane's edge that way.
    private func moveCursor(by step: Int) {
        guard let lines = lines(ofField: selectedField) else { return }
        let top = textView.topLine, bottom = textView.topLine + textView.visibleLines
        let next = selectedField + step
        if step > 0 ? lines.upperBound > bottom : lines.lowerBound < top {
            textView.scroll(by: step)
        } else if fields.indices.contains(next) {
            select(next)
            guard let shown = self.lines(ofField: next) else { return }
            // Coming up into a tall field shows its end, going down its start.
            let visible = textView.visibleLines
            textView.scrollToShow(step > 0 ? shown : max(shown.lowerBound, shown.upperBound - visible)..<shown.upperBound)
        }
    }

    /// Puts the cursor on field `index` (clamped), scrolled to show it: the first field at
    /// the top, the last at the end.
    private func placeCursor(on index: Int) {
        select(min(max(0, index), max(0, fields.count - 1)))
        _ = textView.perform(index <= 0 ? .top : .bottom)
    }

    /// Puts the cursor on field `index` and shows it, as much of it as fits.
    func selectField(_ index: Int) {
        select(min(max(0, index), max(0, fields.count - 1)))
        if let lines = lines(ofField: selectedField) { textView.scrollToShow(lines) }
    }

    private func select(_ index: Int) {
        selectedField = index
        // In Edit mode the content marks the field: made anew, as the mark is part of its lines.
        if isEditing { setFields(fields, scrollingToTop: false) }
    }

    /// After a page was scrolled: the cursor goes to the field at the top line, unless it
    /// is still in view.
    private func cursorToTopLine() {
        let top = textView.topLine, bottom = textView.topLine + textView.visibleLines
        if let lines = lines(ofField: selectedField), lines.upperBound > top && lines.lowerBound < bottom { return }
        var index = 0
        while index + 1 < fields.count, let lines = lines(ofField: index), lines.upperBound <= top { index += 1 }
        select(index)
    }

    // MARK: - Opening and copying

    /// Opens the highlighted field's object or array as a level above this one; false for
    /// a field that holds neither.
    func openSelectedField() -> Bool {
        guard fields.indices.contains(selectedField), let level = NestedLevel.make(for: fields[selectedField]) else {
            return false
        }
        show(level)
        return true
    }

    /// Copies the highlighted field's value, as it is (no label, no wrapping).
    private func copySelectedValue() {
        guard fields.indices.contains(selectedField) else { return displayStatus("nothing to copy") }
        let field = fields[selectedField]
        copy(field.value, saying: "copied \(field.name.excerpt) (\(field.value.utf8.count.thousandsSeparated) bytes)")
    }
}

extension ViewController {
    /// Copies `text` to the clipboard and says `message`, or says why it was not copied.
    func copy(_ text: String, saying message: String) {
        let size = text.utf8.count
        guard size <= Pasteboard.maximumBytes else {
            let limit = Pasteboard.maximumBytes.thousandsSeparated
            return displayStatus("not copied: \(size.thousandsSeparated) bytes, more than a terminal takes (\(limit))")
        }
        displayStatus(copyToPasteboard(text) ? message : "not copied: no clipboard here")
    }
}
