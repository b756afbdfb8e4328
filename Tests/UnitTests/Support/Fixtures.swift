import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// Paths and data the tests share.
enum Fixtures {
    /// The repository's root, found from this file's path.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The shipped sample table.
    static var elementsPath: String { repository.appendingPathComponent("Resources/elements.csv").path }

    /// The sample table, loaded.
    static func elements() throws -> Table { try Table.open(path: elementsPath, onUpdate: { _ in }) }

    /// A table of `count` rows titled "Row 1", "Row 2", …
    static func rows(_ count: Int) -> Table {
        Table.inMemory(columns: ["title", "value"], rows: (0..<count).map { ["Row \($0 + 1)", "value \($0 + 1)"] })
    }
}

/// Drives the real controller tree headless, as the binary does with ncurses.
@MainActor
struct Harness: HeadlessDriving {
    let terminal: HeadlessTerminal
    let browser: BrowserViewController
    let app: Application

    /// A browser over `table` on a terminal of `size`, drawn once; `delegate` is the split
    /// view's delegate from before that first layout; `groupColumns` drill down.
    init(table: Table, size: Size, title: String = "Elements", configuration: SplitConfiguration = SplitConfiguration(),
         delegate: SplitViewControllerDelegate? = nil, groupColumns: [Int] = []) {
        terminal = HeadlessTerminal(size: size)
        let titleColumn = table.suggestedTitleColumn
        browser = BrowserViewController(table: table, title: title, titleColumn: titleColumn, groupColumns: groupColumns,
                                        configuration: configuration)
        browser.splitController.delegate = delegate
        browser.grouping?.waitUntilComplete()
        app = Application(terminal: terminal, rootViewController: browser, keyBindings: KeyBindings(sections: ActionSection.browser),
                          mailbox: browser.mailbox)
        // The grouping has posted its last index: deliver it before the first frame.
        app.handle(.posted)
        app.render()
    }

    var split: SplitViewController { browser.splitController }
    /// The master's record list (the browser's first level when not grouped).
    var list: RecordListViewController {
        browser.list as! RecordListViewController  // swiftlint:disable:this force_cast
    }
}
