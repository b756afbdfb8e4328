/// Supplies a table view's rows (UIKit's UITableViewDataSource). The table view asks
/// only for the rows it shows, so a data source over a million records costs what fits
/// on screen.
///
/// Implement either the one-section methods (`numberOfRows(in:)`, `tableView(_:cellForRowAt:)`
/// with an `Int`) or UIKit's sectioned ones (`numberOfSections(in:)`,
/// `tableView(_:numberOfRowsInSection:)`, `tableView(_:cellForRowAt:)` with an `IndexPath`):
/// the sectioned ones default to the one section the others describe. The table view asks
/// every section for its row count and titles on each move and frame, so keep sections few
/// (tens, not thousands); rows may be millions.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// How many rows there are now (it may grow while data loads), for a table of one section.
    func numberOfRows(in tableView: TableView) -> Int
    /// The content of `row`, counting through all sections from the first.
    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell
    /// How many sections there are (UIKit's numberOfSections(in:)).
    func numberOfSections(in tableView: TableView) -> Int
    /// How many rows `section` has (UIKit's tableView(_:numberOfRowsInSection:)).
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The content of the row at `indexPath` (UIKit's tableView(_:cellForRowAt:)).
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The line over `section`'s rows, or nil for none (UIKit's titleForHeaderInSection).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The dim line under `section`'s rows, or nil for none (UIKit's titleForFooterInSection).
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether `row` can be deleted in Edit mode, which marks it (UIKit's canEditRowAt).
    func tableView(_ tableView: TableView, canEditRowAt row: Int) -> Bool
    /// Carries out an insertion or deletion the person asked for (UIKit's
    /// commit(_:forRowAt:)): change the model, then tell the table view with
    /// `insertRows(at:)` or `deleteRows(at:)`.
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt row: Int)
}

extension TableViewDataSource {
    /// No rows: a sectioned data source counts its rows per section instead.
    public func numberOfRows(in tableView: TableView) -> Int { 0 }
    /// An empty row: a sectioned data source gives its cells by index path instead.
    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell { TableViewCell(text: "") }
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// `numberOfRows(in:)`: all rows are in the one section.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        numberOfRows(in: tableView)
    }
    /// The cell of the row counted through the sections (`tableView(_:cellForRowAt:)` with an `Int`).
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        self.tableView(tableView, cellForRowAt: tableView.row(for: indexPath))
    }
    /// No header.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// No row can be edited.
    public func tableView(_ tableView: TableView, canEditRowAt row: Int) -> Bool { false }
    /// Does nothing.
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt row: Int) {}
}

/// Hears what happens to a table view's selection (UIKit's UITableViewDelegate). Rows are
/// counted through all sections; `TableView.indexPath(forRow:)` gives a row's section.
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// The highlight moved to `row` (arrow keys, paging, the wheel).
    func tableView(_ tableView: TableView, didHighlightRowAt row: Int)
    /// `row` was chosen: Enter or a click.
    func tableView(_ tableView: TableView, didSelectRowAt row: Int)
}

extension TableViewDelegate {
    /// Does nothing.
    public func tableView(_ tableView: TableView, didHighlightRowAt row: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {}
}
