import SplitKit
import RecordTables
/// An array inside a record, one row an element: objects titled by the member that best
/// names them (as the master's rows are), other values by their text. Enter opens an
/// object's fields or an inner array as a level above this one; `y` copies the
/// highlighted element's value. Read-only.
@MainActor
public final class NestedListViewController: TableViewController {
    /// The elements listed.
    public let elements: [NestedValue.Element]
    /// The member that titles object elements, if any.
    private let titleKey: String?

    /// A list of `elements`, titled `title`.
    init(elements: [NestedValue.Element], title: String) {
        self.elements = elements
        titleKey = NestedValue.titleKey(of: elements)
        super.init()
        self.title = title
        tableView.emptyMessage = "No elements"
        tableView.reloadData()
    }

    public override func numberOfRows(in tableView: TableView) -> Int { elements.count }

    public override func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        TableViewCell(text: rowTitle(row))
    }

    /// What row `row` shows: an object's title member, else the element's first line.
    private func rowTitle(_ row: Int) -> String {
        let element = elements[row]
        if let titleKey, let title = element.fields?.first(where: { $0.name == titleKey })?.value, !title.isBlank {
            return title
        }
        return element.value.prefix { $0 != "\n" } + (element.value.contains("\n") ? " …" : "")
    }

    /// Opens an object or array element as a level of its own, titled after its row.
    public override func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        let title = titleKey != nil && elements[row].fields != nil ? rowTitle(row) : "#\(row + 1)"
        if let level = NestedLevel.make(value: elements[row].value, title: title) { show(level) }
    }

    public override func handle(_ press: KeyPress) -> Bool {
        guard press.action == .copyValue else { return super.handle(press) }
        if let row = tableView.highlightedRow {
            copy(elements[row].value, saying: "copied element \(row + 1) (\(elements[row].value.utf8.count.thousandsSeparated) bytes)")
        } else {
            displayStatus("nothing to copy")
        }
        return true
    }
}
