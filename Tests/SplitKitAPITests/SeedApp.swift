import SplitKit

// The Xcode Master-Detail template, the seed app, written against SplitKit's public API
// only: this target imports SplitKit without @testable, so if it builds, the public
// surface is enough for it. Examples/MasterDetail is the same app, run on a terminal.

/// The detail: shows the item chosen in the master (the template's detailItem).
final class DetailViewController: ViewController {
    var detailItem: String? {
        didSet { title = detailItem ?? "Detail" }
    }

    override init() {
        super.init()
        title = "Detail"
    }

    override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        let text = detailItem.map { "Detail for \($0)" } ?? "Detail view content goes here"
        canvas.draw(text, at: Point(x: frame.minX + 1, y: frame.minY + 1), style: context.theme.text, clip: frame)
    }
}

/// The master: a list of items; + inserts one at the top, d deletes the highlighted one.
final class MasterViewController: TableViewController {
    private(set) var objects: [String] = []
    private var inserted = 0
    let detail: DetailViewController

    init(detail: DetailViewController) {
        self.detail = detail
        super.init()
        title = "Master"
        tableView.emptyMessage = "Press + to add an item"
    }

    func insertNewObject() {
        inserted += 1
        objects.insert("Item \(inserted)", at: 0)
        tableView.reloadData()
        tableView.highlightRow(0)
    }

    func deleteHighlightedObject() {
        guard let row = tableView.highlightedRow else { return }
        objects.remove(at: row)
        tableView.reloadData()
    }

    override func numberOfRows(in tableView: TableView) -> Int { objects.count }

    override func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        TableViewCell(text: objects[row])
    }

    override func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        detail.detailItem = objects[row]
        splitViewController?.showDetailViewController(detail.navigationController ?? detail)
    }

    override func handle(_ press: KeyPress) -> Bool {
        switch press.key {
        case .character("+"): insertNewObject()
        case .character("d"): deleteHighlightedObject()
        default: return super.handle(press)
        }
        return true
    }
}

/// The split view's delegate, as the template's detail controller is: it hears the
/// Master button come and go (SplitKit puts the button in the bar itself).
@MainActor
final class SeedDelegate: SplitViewControllerDelegate {
    private(set) var events: [String] = []

    func splitViewController(_ svc: SplitViewController, willHide primary: ViewController,
                             with barButtonItem: BarButtonItem) {
        events.append("willHide \(barButtonItem.title)")
    }

    func splitViewController(_ svc: SplitViewController, willShow primary: ViewController,
                             invalidating barButtonItem: BarButtonItem) {
        events.append("willShow")
    }
}

/// The app delegate's didFinishLaunching: the two navigation controllers in a split view.
@MainActor
func makeSeedApp(delegate: SeedDelegate) -> (SplitViewController, MasterViewController) {
    let detail = DetailViewController()
    let master = MasterViewController(detail: detail)
    let split = SplitViewController(primary: NavigationController(rootViewController: master),
                                    secondary: NavigationController(rootViewController: detail))
    split.delegate = delegate
    return (split, master)
}
