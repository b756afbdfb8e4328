import SplitKit
import RecordTables
/// The detail of the record browser: every field of one record, labelled, wrapped and
/// scrollable, under a navigation bar titled with the record's title, with the field
/// cursor of `FieldsViewController` (Enter opens a nested object or array; `y` copies a
/// value, `Y` the record as JSON).
///
/// In Edit mode Enter edits the highlighted field's value in place: Enter keeps the new
/// value, Esc cancels. The levels opened from nested values are read-only.
@MainActor
public final class RecordDetailViewController: FieldsViewController {
    /// The records, as edited.
    public let editable: EditableTable
    /// The column whose value titles the record; set by the browser when it changes.
    public internal(set) var titleColumn: Int {
        didSet { reload() }
    }
    /// The record shown (UIKit template's detailItem), or nil.
    public private(set) var record: RecordID?
    /// The field being edited in place, and its editor.
    public private(set) var editor: (field: Int, editor: LineEditor)?

    /// A detail for `editable`'s records, titled by `titleColumn`.
    public init(editable: EditableTable, titleColumn: Int) {
        self.editable = editable
        self.titleColumn = titleColumn
        super.init(fields: [], title: nil)
        show(record: nil)
    }

    /// Shows `id` (nil for none), scrolled to the top; levels opened from the record
    /// shown before are closed.
    public func show(record id: RecordID?) {
        let valid = id.flatMap { editable.row(of: $0) != nil ? $0 : nil }
        guard valid != record || valid == nil else { return }
        record = valid
        editor = nil
        navigationController?.popToViewController(self)
        reload(scrollingToTop: true)
    }

    /// Lays the record out again after its fields changed, keeping the scroll position
    /// unless `scrollingToTop`. A record that is no longer in the table (its insertion
    /// was undone) is no longer shown.
    public func reload(scrollingToTop: Bool = false) {
        var scrollingToTop = scrollingToTop
        if let id = record, editable.row(of: id) == nil {
            record = nil
            editor = nil
            scrollingToTop = true
        }
        title = record.map(recordTitle) ?? (editable.table.state.isLoading ? "Reading…" : "No record")
        setFields(record.map { editable.record($0).fields } ?? [], editing: editor?.field, scrollingToTop: scrollingToTop)
    }

    /// Highlights the occurrences of `query`'s terms in the values shown (none for an empty query).
    public func highlight(_ query: FilterQuery) {
        highlights = query.isEmpty ? nil : DetailHighlights(query: query, columns: editable.table.columns)
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
        super.layout(in: frame, theme: theme)
        if let row = editorRow(in: frame.inset(by: Insets(left: 1, right: 1))) { editor?.editor.layout(width: row.width) }
    }

    public override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        super.draw(in: &canvas, frame: frame, context: context)
        guard let editor, let row = editorRow(in: frame.inset(by: Insets(left: 1, right: 1))) else { return }
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
        switch press.action {
        case .select? where isEditing:
            beginEditing()
            return true
        case .copyRecord?:
            copyRecord()
            return true
        default:
            return super.handle(press)
        }
    }

    /// Copies the record shown as one line of JSON.
    private func copyRecord() {
        guard let record, let row = editable.row(of: record) else { return displayStatus("no record to copy") }
        copy(editable.jsonObject(record), saying: "copied record \((row + 1).thousandsSeparated) as JSON")
    }

    // MARK: - Editing a field

    private func beginEditing() {
        guard record != nil, fields.indices.contains(selectedField) else { return }
        let field = fields[selectedField]
        if field.value.contains("\n") || field.value.contains("\r") {
            displayStatus("\(field.name) spans several lines: edit it in a text editor")
            return
        }
        if let columns = editable.groupIndex?.columns, columns.contains(where: { editable.columns.indices.contains($0)
            && editable.columns[$0] == field.name }) {
            displayStatus("\(field.name) groups the records: open the file without --group to change it")
            return
        }
        editor = (selectedField, LineEditor(text: field.value))
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
