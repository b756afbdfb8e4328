/// A controller that manages a table view and is its data source and delegate (UIKit's
/// UITableViewController). Subclasses override the row methods.
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The table view shown.
    public let tableView = TableView()
    /// Whether a split view shows the highlighted row's detail as the highlight moves (see
    /// `SplitViewController.showDetail(forHighlightOf:)`); false waits for the row to be
    /// chosen (Enter), for details that are costly to show. True by default.
    public var showsDetailOnHighlight = true

    /// A controller whose table view it feeds.
    public override init() {
        super.init()
        tableView.dataSource = self
        tableView.delegate = self
    }

    /// Rows in the table. Override.
    open func numberOfRows(in tableView: TableView) -> Int { 0 }

    /// The content of `row`. Override.
    open func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell { TableViewCell(text: "") }

    /// Sections in the table (UIKit's numberOfSections(in:)). Override for sections; the
    /// default is one.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }

    /// Rows in `section`. Override for sections; the default is `numberOfRows(in:)`.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        numberOfRows(in: tableView)
    }

    /// The content of the row at `indexPath`. Override for sections; the default is the
    /// cell of the row counted through the sections.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        self.tableView(tableView, cellForRowAt: tableView.row(for: indexPath))
    }

    /// The title over `section`'s rows. Override; the default is none.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// The title under `section`'s rows. Override; the default is none.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    /// The highlight moved to `row`. The default has the split view show the row's detail
    /// (see `SplitViewController.showDetail(forHighlightOf:)`); overrides call super for that.
    open func tableView(_ tableView: TableView, didHighlightRowAt row: Int) {
        splitViewController?.showDetail(forHighlightOf: self)
    }

    /// The controller that shows `row`'s item, made ready to show it (the Master-Detail
    /// template's detail with its detail item set), or nil when the row has none: what a
    /// split view shows in its secondary column as the highlight moves in this list, while
    /// it is docked beside it. The default has none.
    open func detailViewController(forRowAt row: Int) -> ViewController? { nil }

    /// `row` was chosen. Override.
    open func tableView(_ tableView: TableView, didSelectRowAt row: Int) {}

    /// Whether `row` can be deleted in Edit mode. Override; the default is false.
    open func tableView(_ tableView: TableView, canEditRowAt row: Int) -> Bool { false }

    /// Carries out an insertion or deletion. Override: change the model, then call the
    /// table view's `insertRows(at:)` or `deleteRows(at:)`.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt row: Int) {}

    /// Enters or leaves Edit mode, where editable rows show a delete marker and the
    /// delete key (d, Delete) removes the highlighted one.
    open override func setEditing(_ editing: Bool) {
        super.setEditing(editing)
        tableView.isEditing = editing
    }


    /// The table's rows and, while `navigationItem.searchController` is active, its bar's line below them.
    private func areas(of frame: Rect) -> (list: Rect, bar: Rect?) {
        navigationItem.searchController?.areas(of: frame) ?? (frame, nil)
    }

    open override func layout(in frame: Rect, theme: Theme) {
        let (list, bar) = areas(of: frame)
        tableView.layout(in: list)
        if let bar { navigationItem.searchController?.searchBar.layout(in: bar) }
    }

    open override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        let (list, bar) = areas(of: frame)
        tableView.draw(in: &canvas, frame: list, context: context)
        if let bar, let search = navigationItem.searchController {
            search.searchBar.draw(in: &canvas, line: bar, isEditing: search.isEditing, context: context)
        }
    }

    open override func handle(_ press: KeyPress) -> Bool {
        if let search = navigationItem.searchController, search.handle(press) { return true }
        guard let action = press.action else { return false }
        if action == .deleteRow {
            guard isEditing, let row = tableView.highlightedRow else { return false }
            if tableView(tableView, canEditRowAt: row) { tableView(tableView, commit: .delete, forRowAt: row) }
            return true
        }
        return tableView.perform(action)
    }

    open override func handle(_ mouse: MouseEvent, in frame: Rect) -> Bool {
        if let rows = mouse.scrollRows {
            tableView.scroll(by: rows)
        } else if mouse.kind == .press, let row = tableView.row(atScreenRow: mouse.location.y, in: frame) {
            tableView.highlightRow(row)
            tableView.delegate?.tableView(tableView, didSelectRowAt: row)
        }
        return true
    }

    /// A row for each line of the table (headers, footers, each row's lines; one for its
    /// empty message) and the width of its widest row among the first
    /// `TableView.sampledRows` (UIKit's preferredContentSize); set, it is the size given.
    open override var preferredContentSize: Size {
        get {
            if super.preferredContentSize != .zero { return super.preferredContentSize }
            return Size(width: tableView.preferredWidth, height: max(1, tableView.contentHeight)
                            + (navigationItem.searchController?.isActive == true ? 1 : 0))
        }
        set { super.preferredContentSize = newValue }
    }
}
