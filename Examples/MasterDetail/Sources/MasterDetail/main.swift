// The Xcode Master-Detail template on SplitKit: a list of dates, [+] Add inserts the time at
// the top, [e] Edit lets rows be deleted, the detail shows the chosen one and closes the popover.
import Foundation
import SplitKit
import SplitKitCurses

/// A date as the list shows it: "2026-12-01 14:03:09".
func stamp(_ date: Date) -> String {
    ISO8601DateFormatter.string(from: date, timeZone: .current,
                                formatOptions: [.withFullDate, .withTime, .withColonSeparatorInTime, .withSpaceBetweenDateAndTime])
}

final class DetailViewController: ViewController {
    var detailItem: Date? { didSet { title = detailItem.map(stamp) ?? "Detail" } }

    override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        let text = detailItem.map { "Detail for \(stamp($0))" } ?? "Detail view content goes here"
        canvas.draw(text, at: Point(x: frame.minX + 2, y: frame.minY + 1), style: context.theme.text, clip: frame)
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
        objects.remove(at: row)
        tableView.deleteRows(at: [row])
    }
    override func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        detailViewController.detailItem = objects[row]
        showDetailViewController(detailViewController)  // replaces the detail, or pushes it; closes the popover
    }
}

let detail = DetailViewController()
let split = SplitViewController(
    primary: NavigationController(rootViewController: MasterViewController(detailViewController: detail)),
    secondary: NavigationController(rootViewController: detail))
CursesTerminal.run(split, keyBindings: KeyBindings(sections: ActionSection.standard + [.rowEditing]))
