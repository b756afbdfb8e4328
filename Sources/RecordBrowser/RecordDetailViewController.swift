import SplitKit
import RecordTables
/// The detail of the record browser: every field of one record, labelled, wrapped and
/// scrollable, under a navigation bar titled with the record's title.
///
/// In Edit mode a field is selected (Up/Down move between fields) and Enter edits its
/// value in place: Enter keeps the new value, Esc cancels.
@MainActor
public final class RecordDetailViewController: ViewController {
    /// The records, as edited.
    public let editable: EditableTable
    /// The column whose value titles the record; set by the browser when it changes.
    public internal(set) var titleColumn: Int {
        didSet { reload() }
    }
    /// The record shown (UIKit template's detailItem), or nil.
    public private(set) var record: RecordID?
    /// In Edit mode, the selected field.
    public private(set) var selectedField = 0
    /// The field being edited in place, and its editor.
    public private(set) var editor: (field: Int, editor: LineEditor)?
    private let textView = TextView()
    private var content = RecordDetailContent(fields: [])
    /// The list's filter, whose matches the values show highlighted.
    private var highlights: DetailHighlights?
    /// The width and theme the detail was last laid out with, to place the field editor.
    private var laidOut: (width: Int, theme: Theme)?

    /// A detail for `editable`'s records, titled by `titleColumn`.
    public init(editable: EditableTable, titleColumn: Int) {
        self.editable = editable
        self.titleColumn = titleColumn
        super.init()
        show(record: nil)
    }

    /// Shows `id` (nil for none), scrolled to the top.
    public func show(record id: RecordID?) {
        let valid = id.flatMap { editable.row(of: $0) != nil ? $0 : nil }
        guard valid != record || valid == nil else { return }
        record = valid
        selectedField = 0
        editor = nil
        reload(scrollingToTop: true)
    }

    /// Lays the record out again after its fields changed, keeping the scroll position
    /// unless `scrollingToTop`. A record that is no longer in the table (its insertion
    /// was undone) is no longer shown.
    public func reload(scrollingToTop: Bool = false) {
        if let id = record, editable.row(of: id) == nil {
            record = nil
            editor = nil
            selectedField = 0
        }
        title = record.map(recordTitle) ?? (editable.table.state.isLoading ? "Reading…" : "No record")
        let fields = record.map { editable.record($0).fields } ?? []
        let selected = isEditing ? selectedField : nil
        content = RecordDetailContent(fields: fields, selected: selected, editing: editor?.field)
        content.highlights = highlights
        textView.setContent(content, keepingScroll: !scrollingToTop)
    }

    /// Highlights the occurrences of `query`'s terms in the values shown (none for an empty query).
    public func highlight(_ query: FilterQuery) {
        highlights = query.isEmpty ? nil : DetailHighlights(query: query, columns: editable.table.columns)
        content.highlights = highlights
    }

    /// The title of `id`, or when it is empty what stands in for it.
    private func recordTitle(_ id: RecordID) -> String {
        let title = editable.title(id, column: titleColumn)
        return title.isBlank ? editable.standInTitle(id, column: titleColumn) : title
    }

    public override func setEditing(_ editing: Bool) {
        super.setEditing(editing)
        editor = nil
        reload()
    }

    public override func layout(in frame: Rect, theme: Theme) {
        let area = frame.inset(by: Insets(left: 1, right: 1))
        textView.layout(in: area, theme: theme)
        laidOut = (area.width, theme)
        if let row = editorRow(in: area) { editor?.editor.layout(width: row.width) }
    }

    public override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        let area = frame.inset(by: Insets(left: 1, right: 1))
        textView.draw(in: &canvas, frame: area, context: context)
        guard let editor, let row = editorRow(in: area) else { return }
        editor.editor.draw(in: &canvas, frame: row, style: context.theme.text.adding(.underline))
    }

    /// Where the field editor goes in the text's `area`, when a field is edited and in view.
    private func editorRow(in area: Rect) -> Rect? {
        guard let (field, _) = editor, let laidOut,
              let origin = content.place(ofField: field, width: laidOut.width, theme: laidOut.theme)?.value else { return nil }
        let y = area.minY + origin.line - textView.topLine
        guard y >= area.minY && y < area.maxY else { return nil }
        return Rect(x: area.minX + origin.column, y: y, width: area.width - origin.column, height: 1)
    }

    public override func handle(_ press: KeyPress) -> Bool {
        if editor != nil { return handleEditor(press.key) }
        guard let action = press.action else { return false }
        guard isEditing, let record else { return textView.perform(action) }
        let count = editable.record(record).fields.count
        switch action {
        case .moveUp: selectField(selectedField - 1, of: count)
        case .moveDown: selectField(selectedField + 1, of: count)
        case .top: selectField(0, of: count)
        case .bottom: selectField(count - 1, of: count)
        case .select: beginEditing()
        default: return textView.perform(action)
        }
        return true
    }

    public override func handle(_ mouse: MouseEvent, in frame: Rect) -> Bool {
        if let rows = mouse.scrollRows { textView.scroll(by: rows) }
        return true
    }

    // MARK: - Editing a field

    private func selectField(_ index: Int, of count: Int) {
        selectedField = min(max(0, index), max(0, count - 1))
        reload()
        if let laidOut, let place = content.place(ofField: selectedField, width: laidOut.width, theme: laidOut.theme) {
            textView.scrollToShow(place.lines)
        }
    }

    private func beginEditing() {
        guard let record else { return }
        let fields = editable.record(record).fields
        guard selectedField < fields.count else { return }
        let value = fields[selectedField].value
        if value.contains("\n") || value.contains("\r") {
            displayStatus("\(fields[selectedField].name) spans several lines: edit it in a text editor")
            return
        }
        if let columns = editable.groupIndex?.columns, columns.contains(where: { editable.columns.indices.contains($0)
            && editable.columns[$0] == fields[selectedField].name }) {
            displayStatus("\(fields[selectedField].name) groups the records: open the file without --group to change it")
            return
        }
        editor = (selectedField, LineEditor(text: value))
        reload()
    }

    private func handleEditor(_ key: Key) -> Bool {
        guard let (field, current) = editor else { return false }
        var lineEditor = current
        switch lineEditor.handle(key) {
        case .editing:
            editor = (field, lineEditor)
        case .cancel:
            editor = nil
            reload()
        case .commit:
            editor = nil
            if let record { editable.setValue(lineEditor.text, forFieldAt: field, of: record) }
            reload()
        }
        return true
    }
}
