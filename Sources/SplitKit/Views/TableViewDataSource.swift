/// Supplies a table view's rows (UIKit's UITableViewDataSource). The table view asks
/// only for the rows it shows, so a data source over a million records costs what fits
/// on screen.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// How many rows there are now (it may grow while data loads).
    func numberOfRows(in tableView: TableView) -> Int
    /// The content of `row`.
    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell
    /// Whether `row` can be deleted in Edit mode, which marks it (UIKit's canEditRowAt).
    func tableView(_ tableView: TableView, canEditRowAt row: Int) -> Bool
    /// Carries out an insertion or deletion the person asked for (UIKit's
    /// commit(_:forRowAt:)): change the model, then tell the table view with
    /// `insertRows(at:)` or `deleteRows(at:)`.
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt row: Int)
}

extension TableViewDataSource {
    /// No row can be edited.
    public func tableView(_ tableView: TableView, canEditRowAt row: Int) -> Bool { false }
    /// Does nothing.
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt row: Int) {}
}

/// Hears what happens to a table view's selection (UIKit's UITableViewDelegate).
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
