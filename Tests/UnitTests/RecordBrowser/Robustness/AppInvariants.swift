@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// What must hold after every event, whatever came before: the frame is exactly the
/// screen, well formed and safe to print; every pane lies on the screen; the selection
/// is within the data; the popover exists only in portrait (unless pinned); the focused
/// pane is shown.
@MainActor
enum AppInvariants {
    /// A description of every invariant `harness` breaks now (empty when all hold).
    static func violations(in harness: Harness) -> [String] {
        var found: [String] = []
        let size = harness.terminal.size
        let screen = harness.terminal.screen
        if screen.size != size { found.append("frame is \(screen.size), screen is \(size)") }
        found += canvasViolations(screen)
        guard size.width >= harness.app.minimumSize.width, size.height >= harness.app.minimumSize.height else {
            return found
        }
        found += selectionViolations(harness.browser)
        found += splitViolations(harness.split, bounds: Rect(x: 0, y: 0, width: size.width, height: size.height - 1))
        return found
    }

    /// Wide glyphs are followed by their continuation, continuations follow a wide glyph,
    /// and no cell holds a character that could drive the terminal.
    static func canvasViolations(_ canvas: Canvas) -> [String] {
        for y in 0..<canvas.size.height {
            for x in 0..<canvas.size.width {
                let cell = canvas[x, y]
                if cell.width == 2, x + 1 >= canvas.size.width || !canvas[x + 1, y].isContinuation {
                    return ["wide glyph \(cell.text.debugDescription) at \(x),\(y) has no continuation"]
                }
                if cell.isContinuation, x == 0 || canvas[x - 1, y].width != 2 {
                    return ["stray continuation at \(x),\(y)"]
                }
                if cell.text.utf8.count == 1, let byte = cell.text.utf8.first, byte >= 0x20, byte < 0x7f { continue }
                if let unsafe = cell.text.unicodeScalars.first(where: { Glyph.visibleForm(of: $0.value) != nil }) {
                    return ["cell \(x),\(y) holds U+\(String(unsafe.value, radix: 16))"]
                }
            }
        }
        return []
    }

    /// The table views of the master's navigation stack (the list, or every level of a
    /// drill-down).
    static func masterLists(of browser: BrowserViewController) -> [TableViewController] {
        let stack = (browser.splitController.primaryViewController as? NavigationController)?.viewControllers
        return (stack ?? [browser.list]).compactMap { $0 as? TableViewController }
    }

    private static func selectionViolations(_ browser: BrowserViewController) -> [String] {
        var found: [String] = []
        for list in masterLists(of: browser) {
            switch (list.tableView.highlightedRow, list.tableView.numberOfRows) {
            case (nil, 0): break
            case (nil, let count): found.append("nothing highlighted among \(count) rows of \(list.displayTitle)")
            case (let row?, let count) where row < 0 || row >= count:
                found.append("highlight \(row) outside 0..<\(count) in \(list.displayTitle)")
            default: break
            }
        }
        if let record = browser.detail.record, browser.editable.row(of: record) == nil {
            found.append("the detail shows \(record), which is not in the table")
        }
        return found
    }

    private static func splitViolations(_ split: SplitViewController, bounds: Rect) -> [String] {
        guard let layout = split.currentLayout else { return ["the split view was never laid out"] }
        var found: [String] = []
        let panes = [("primary", layout.primary), ("divider", layout.divider), ("secondary", layout.secondary),
                     ("popover", layout.popover)]
        for case let (name, frame?) in panes where !bounds.contains(frame) {
            found.append("\(name) \(frame) outside the screen \(bounds)")
        }
        // The popover belongs to portrait; only a display mode pinned to "over" keeps
        // the primary over the secondary in landscape too (as UIKit's does).
        if layout.popover != nil && layout.mode != .portrait && split.configuration.preferredDisplayMode != .oneOverSecondary {
            found.append("popover open in \(layout.mode)")
        }
        let top = split.layoutState.isSecondaryOnTop
        switch (layout.mode, split.focusedColumn) {
        case (.tooSmall, _): break
        case (.compact, .primary) where top, (.compact, .secondary) where !top:
            found.append("compact shows the other column than the focused \(split.focusedColumn)")
        case (.landscape, .primary), (.portrait, .primary):
            if layout.primary == nil && layout.popover == nil { found.append("focus on the hidden primary") }
        case (.landscape, .secondary), (.portrait, .secondary):
            if layout.secondary == nil { found.append("focus on the hidden secondary") }
        default: break
        }
        return found
    }
}
