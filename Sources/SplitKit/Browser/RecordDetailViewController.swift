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
        let fields = table.record(at: valid).fields
        title = table.title(at: valid, column: titleColumn)
        textView.setContent { width, theme in RecordDetailViewController.lines(for: fields, width: width, theme: theme) }
    }

    public override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        textView.draw(in: &canvas, frame: frame.inset(by: Insets(left: 1, right: 1)), context: context)
    }

    public override func handle(_ press: KeyPress) -> Bool {
        guard let action = press.action else { return false }
        return textView.perform(action)
    }

    public override func handle(_ mouse: MouseEvent, in frame: Rect) -> Bool {
        switch mouse.kind {
        case .scrollUp: textView.scroll(by: -3)
        case .scrollDown: textView.scroll(by: 3)
        default: break
        }
        return true
    }

    /// The most of one value laid out in the detail: past this the rest is summarised,
    /// so opening a record with a 10 MB field costs milliseconds, not seconds.
    static let displayLimit = 256 * 1024

    /// `value`, cut at `displayLimit` bytes with a note of how much was left out.
    static func displayable(_ value: String) -> String {
        let size = value.utf8.count
        guard size > displayLimit else { return value }
        let cut = value.utf8.index(value.utf8.startIndex, offsetBy: displayLimit)
        let kept = String(value[..<cut])
        let hidden = size - kept.utf8.count
        return kept + "\n… \(hidden.thousandsSeparated) more bytes not shown (\(size.thousandsSeparated) in all)"
    }

    /// Labels in a column beside their wrapped values; in a narrow pane, each label on
    /// its own line above its indented value.
    static func lines(for fields: [Field], width: Int, theme: Theme) -> [StyledLine] {
        guard width > 0 else { return [] }
        let longest = fields.map { TextMetrics.width(of: $0.name) }.max() ?? 0
        let labelWidth = min(longest, max(8, width / 3))
        let stacked = width < 40 || width - labelWidth - 2 < 20
        var lines: [StyledLine] = []
        for field in fields {
            if stacked {
                lines.append(StyledLine(TextMetrics.truncate(field.name, toWidth: width), style: theme.label))
                for line in TextMetrics.wrap(displayable(field.value), toWidth: max(1, width - 2)) {
                    lines.append(StyledLine([.init(Glyph.glyphs(of: "  "), style: theme.text), .init(line, style: theme.text)]))
                }
                continue
            }
            let label = TextMetrics.truncate(field.name, toWidth: labelWidth)
            let padding = [Glyph](repeating: .space, count: labelWidth - label.width + 2)
            let blank = [Glyph](repeating: .space, count: labelWidth + 2)
            let values = TextMetrics.wrap(displayable(field.value), toWidth: width - labelWidth - 2)
            for (index, value) in (values.isEmpty ? [[]] : values).enumerated() {
                let head: [StyledLine.Run] = index == 0
                    ? [.init(label, style: theme.label), .init(padding, style: theme.text)]
                    : [.init(blank, style: theme.text)]
                lines.append(StyledLine(head + [.init(value, style: theme.text)]))
            }
        }
        return lines
    }
}
