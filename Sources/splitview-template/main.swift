// The Xcode Master-Detail Application template (iPad, Objective-C), ported to the
// terminal with SplitKit. As in the original: a master list of dates, an Add button
// that inserts the current date at the top, an Edit button that lets rows be deleted,
// and a detail that shows the selected date and dismisses the popover when set. The
// original's split view delegate, which put the Master button in the detail's toolbar
// by hand, is not needed: SplitKit keeps the button in the detail's bar.

import SplitKitCurses
import Foundation
import SplitKit

/// A date as the template shows it: "2024-05-01 14:03:09 CEST".
func stamp(_ date: Date) -> String { Timestamp.string(secondsSince1970: Int(date.timeIntervalSince1970)) }

final class DetailViewController: ViewController {
    private let label = TextView()

    var detailItem: Date? {
        didSet { configureView() }
    }

    override init() {
        super.init()
        title = "Detail"
        configureView()
    }

    func configureView() {
        let text = detailItem.map(stamp) ?? "Detail view content goes here"
        label.setContent { width, theme in TextMetrics.wrap(text, toWidth: width).map { StyledLine($0, style: theme.text) } }
    }

    override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        label.draw(in: &canvas, frame: frame.inset(by: Insets(top: 1, left: 2, right: 2)), context: context)
    }
}

final class MasterViewController: TableViewController {
    private var objects: [Date] = []
    let detailViewController: DetailViewController

    init(detailViewController: DetailViewController) {
        self.detailViewController = detailViewController
        super.init()
        title = "Master"
        navigationItem.leftBarButtonItem = editButtonItem
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Add", key: .character("+")) { [weak self] in
            self?.insertNewObject()
        }
    }

    func insertNewObject() {
        objects.insert(Date(), at: 0)
        tableView.insertRows(at: [0])
        tableView.highlightRow(0)
    }

    override func numberOfRows(in tableView: TableView) -> Int { objects.count }

    override func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        TableViewCell(text: stamp(objects[row]))
    }

    override func tableView(_ tableView: TableView, canEditRowAt row: Int) -> Bool { true }

    override func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt row: Int) {
        guard editingStyle == .delete else { return }
        objects.remove(at: row)
        tableView.deleteRows(at: [row])
    }

    override func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        detailViewController.detailItem = objects[row]
        showDetailViewController(detailViewController)
    }
}

let detail = DetailViewController()
let master = MasterViewController(detailViewController: detail)
let splitViewController = SplitViewController(primary: NavigationController(rootViewController: master),
                                              secondary: NavigationController(rootViewController: detail))
CursesTerminal.run(splitViewController, keyBindings: KeyBindings(sections: ActionSection.standard + [.rowEditing]))
