import SplitKit
import RecordTables
/// The document's column picker: choosing the columns the list shows (c), and the box of
/// columns above a question for one (`askForColumn`), whose highlight follows Up and Down
/// and what is typed.
extension DocumentViewController {
    /// Opens the picker of the columns the list shows and the one that titles it; Enter
    /// shows them in every record list of the browser.
    func askForListColumns() {
        let columns = editable.table.columns
        guard !columns.isEmpty else { return browser.displayStatus("no columns yet") }
        let list = browser.primaryNavigation?.topViewController as? RecordListViewController ?? browser.list as? RecordListViewController
        let shown = browser.listColumns.isEmpty ? list?.shownColumns ?? [browser.titleColumn] : browser.listColumns
        picker = ColumnPicker(listing: columns, shown: shown, title: browser.titleColumn)
    }

    /// A key for the picker of the list's columns.
    func handlePickerKey(_ key: Key) -> Bool {
        guard var chosen = picker else { return false }
        let outcome = chosen.handle(key)
        picker = outcome == .picking ? chosen : nil
        if outcome == .applied, let title = chosen.title { browser.showColumns(chosen.chosenColumns, title: title) }
        return true
    }

    /// Up or Down in the columns listed above a question for one: the highlighted column's
    /// name becomes the answer.
    func moveChoice(by rows: Int) -> Bool {
        guard var choices = picker else { return true }
        choices.move(by: rows)
        picker = choices
        prompt?.editor = LineEditor(text: choices.names[choices.highlightedColumn])
        return true
    }

    /// The answer typed so far names a column (or its number): the list highlights it.
    func followTypedChoice() {
        guard var choices = picker, let typed = prompt?.editor?.text.trimmingBlanks else { return }
        if let number = Int(typed), choices.names.indices.contains(number - 1), !choices.names.contains(typed) {
            choices.highlight(column: number - 1)
        } else if let column = try? editable.table.column(named: typed) {
            choices.highlight(column: column)
        }
        picker = choices
    }
}
