import SplitKit
import RecordTables
/// A box of a table's columns, numbered, above the status bar's row, one of them
/// highlighted (Up and Down move it). It asks for one column (T, and the other questions of
/// `DocumentViewController.askForColumn`), the current one marked `▸`; or for the columns
/// the list shows (c): those shown are checked and come first, in their order, and the
/// title is marked `▸`; Space shows or hides the highlighted column, `t` makes it the title,
/// `K` and `J` move it up and down, Enter applies, Esc cancels.
struct ColumnPicker {
    /// What a key did to a picker of the list's columns.
    enum Outcome: Equatable {
        case picking
        case applied
        case cancelled
    }

    /// The table's column names.
    let names: [String]
    /// Whether it picks the list's columns (checked, ordered) rather than one column.
    let picksSeveral: Bool
    /// The columns in the order listed.
    private(set) var order: [Int]
    /// The columns checked (the list's).
    private(set) var shown: Set<Int>
    /// The column marked `▸`: the current one, or the list's title.
    private(set) var title: Int?
    /// The position in `order` highlighted.
    private(set) var highlighted: Int
    /// The box, and the first line shown in it, as laid out last.
    private var box = Rect(x: 0, y: 0, width: 0, height: 0)
    private var top = 0

    /// A question for one of the columns `names`, `marked` (the current one) marked and highlighted.
    init(choosingOneOf names: [String], marked: Int?) {
        self.names = names
        picksSeveral = false
        order = Array(names.indices)
        shown = []
        title = marked
        highlighted = marked.flatMap { names.indices.contains($0) ? $0 : nil } ?? 0
    }

    /// The list's columns to choose among `names`: `shown` (in order) checked and first,
    /// `title` marked.
    init(listing names: [String], shown: [Int], title: Int) {
        self.names = names
        picksSeveral = true
        let listed = shown.filter(names.indices.contains)
        order = listed + names.indices.filter { !listed.contains($0) }
        self.shown = Set(listed)
        self.title = title
        highlighted = order.firstIndex(of: title) ?? 0
    }

    /// The column highlighted.
    var highlightedColumn: Int { order[highlighted] }

    /// The columns checked, in the order listed.
    var chosenColumns: [Int] { order.filter(shown.contains) }

    /// Moves the highlight by `rows`, within the columns.
    mutating func move(by rows: Int) {
        highlighted = max(0, min(order.count - 1, highlighted + rows))
    }

    /// Highlights `column`.
    mutating func highlight(column: Int) {
        if let position = order.firstIndex(of: column) { highlighted = position }
    }

    /// Applies `key` to a picker of the list's columns.
    mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .up, .character("k"): move(by: -1)
        case .down, .character("j"): move(by: 1)
        case .home, .character("g"): highlighted = 0
        case .end, .character("G"): highlighted = order.count - 1
        case .character(" ") where highlightedColumn != title:
            if shown.remove(highlightedColumn) == nil { shown.insert(highlightedColumn) }
        case .character("t"):
            title = highlightedColumn
            shown.insert(highlightedColumn)
        case .character("K") where highlighted > 0:
            order.swapAt(highlighted, highlighted - 1)
            highlighted -= 1
        case .character("J") where highlighted < order.count - 1:
            order.swapAt(highlighted, highlighted + 1)
            highlighted += 1
        case .enter: return .applied
        case .escape, .character("q"): return .cancelled
        default: break
        }
        return .picking
    }

    /// What the box says on each column's line: `▸` for the marked one, a check box for
    /// the list's columns, the column's number (right-aligned) and name.
    private var lines: [String] {
        let digits = String(names.count).count
        return order.map { column in
            let number = String(column + 1)
            let check = picksSeveral ? (shown.contains(column) ? "[x] " : "[ ] ") : ""
            return (column == title ? "▸ " : "  ") + check + String(repeating: " ", count: digits - number.count)
                + number + "  " + VisibleText.of(names[column].excerpt)
        }
    }

    /// The keys, on the box's last line, for the list's columns.
    private static let keysHint = "Space show  t title  K/J move  Enter apply  Esc cancel"

    /// Places the box at the bottom left of `frame`, above its last row (the prompt's or
    /// the status bar's), and scrolls its lines to show the highlighted one.
    mutating func layout(in frame: Rect) {
        let lines = lines
        let hint = picksSeveral ? 1 : 0
        let height = min(lines.count + 2 + hint, frame.height - 1)
        let widest = max(lines.map { TextMetrics.width(of: $0) }.max() ?? 0, hint * TextMetrics.width(of: Self.keysHint))
        box = Rect(x: frame.minX, y: frame.maxY - 1 - max(0, height), width: min(frame.width, widest + 4), height: max(0, height))
        let rows = max(1, height - 2 - hint)
        top = max(0, min(max(top, highlighted - rows + 1), highlighted, lines.count - rows))
    }

    /// Draws the box where it was laid out: the highlighted column in the selection's style.
    func draw(in canvas: inout Canvas, theme: Theme) {
        guard box.height > 2, box.width > 4 else { return }
        canvas.fill(box, style: theme.text)
        canvas.drawBorder(box, lines: theme.lines, style: theme.focusedLine)
        let content = box.inset(by: Insets(top: 1, left: 1, bottom: 1, right: 1))
        let (list, hintRow) = content.divided(atRow: content.height - (picksSeveral ? 1 : 0))
        for (offset, line) in lines.dropFirst(top).prefix(list.height).enumerated() {
            let row = Rect(x: list.minX, y: list.minY + offset, width: list.width, height: 1)
            let style = top + offset == highlighted ? theme.selection : theme.text
            canvas.fill(row, style: style)
            canvas.draw(line, at: row.origin, style: style, clip: row)
        }
        if picksSeveral { canvas.draw(Self.keysHint, at: hintRow.origin, style: theme.secondaryText, clip: hintRow) }
    }
}
