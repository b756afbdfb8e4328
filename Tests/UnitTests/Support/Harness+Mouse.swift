@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// Mouse reports, sent as the terminal sends them, each followed by a frame.
extension Harness {
    /// A report of `kind` at column `x`, row `y` (zero-based).
    func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int) {
        app.handle(.mouse(MouseEvent(kind: kind, location: Point(x: x, y: y))))
        app.render()
    }

    /// A press and a release at column `x`, row `y`.
    func click(_ x: Int, _ y: Int) {
        mouse(.press, x, y)
        mouse(.release, x, y)
    }

    /// Presses at `from`, drags through every column to `to` on row `y`, releases there.
    func drag(from: Int, to: Int, row y: Int) {
        mouse(.press, from, y)
        for x in stride(from: from, through: to, by: from < to ? 1 : -1) { mouse(.drag, x, y) }
        mouse(.release, to, y)
    }
}
