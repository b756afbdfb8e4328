/// The detail of the record browser: every field of one record, labelled, wrapped and
/// scrollable, under a navigation bar titled with the record's title.
@MainActor
public final class RecordDetailViewController: ViewController {
    /// The records.
    public let table: Table
    /// The column whose value titles the record.
    public let titleColumn: Int
    /// The record shown (UIKit template's detailItem): a row of the table, or nil.
    public private(set) var record: Int?
    private let textView = TextView()

    /// A detail for `table`'s records, titled by `titleColumn`.
    public init(table: Table, titleColumn: Int) {
        self.table = table
        self.titleColumn = titleColumn
        super.init()
    }

    /// Shows record `row` (nil for none), scrolled to the top.
    public func show(record row: Int?) {
        let valid = row.flatMap { $0 >= 0 && $0 < table.count ? $0 : nil }
        guard valid != record || valid == nil else { return }
        record = valid
        guard let valid else {
            title = "No record"
            textView.setContent { _, _ in [] }
            return
        }
        title = table.title(at: valid, column: titleColumn)
        textView.setContent(RecordDetailContent(fields: table.record(at: valid).fields))
    }

    public override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        textView.draw(in: &canvas, frame: frame.inset(by: Insets(left: 1, right: 1)), context: context)
    }

    public override func handle(_ press: KeyPress) -> Bool {
        guard let action = press.action else { return false }
        return textView.perform(action)
    }

    public override func handle(_ mouse: MouseEvent, in frame: Rect) -> Bool {
        if let rows = mouse.scrollRows { textView.scroll(by: rows) }
        return true
    }
}
