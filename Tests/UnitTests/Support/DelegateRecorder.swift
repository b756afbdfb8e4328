@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// Records every delegate call, and steers where a test asks it to.
@MainActor
final class DelegateRecorder: SplitViewControllerDelegate {
    var calls: [String] = []
    var recordsShouldHide = false
    var hidesIn: [LayoutMode: Bool] = [:]
    var collapsesOntoPrimary: Bool?
    var separated: ViewController?

    func take() -> [String] {
        defer { calls.removeAll() }
        return calls
    }

    func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: DisplayMode) {
        calls.append("willChangeTo(\(displayMode))")
    }
    func splitViewController(_ svc: SplitViewController, willHide primary: ViewController, with barButtonItem: BarButtonItem) {
        calls.append("willHide(\(barButtonItem.title))")
    }
    func splitViewController(_ svc: SplitViewController, willShow primary: ViewController,
                             invalidating barButtonItem: BarButtonItem) {
        calls.append("willShow(\(barButtonItem.title))")
    }
    func splitViewController(_ svc: SplitViewController, willPresent primary: ViewController, from barButtonItem: BarButtonItem) {
        calls.append("willPresent(\(barButtonItem.title))")
    }
    func splitViewController(_ svc: SplitViewController, shouldHide primary: ViewController, in mode: LayoutMode) -> Bool {
        if recordsShouldHide { calls.append("shouldHide(\(mode))") }
        return hidesIn[mode] ?? (mode != .landscape)
    }
    func splitViewController(_ svc: SplitViewController, collapseSecondary secondary: ViewController,
                             onto primary: ViewController) -> Bool {
        calls.append("collapse")
        return collapsesOntoPrimary ?? (svc.focusedColumn != .secondary)
    }
    func splitViewController(_ svc: SplitViewController, separateSecondaryFrom primary: ViewController) -> ViewController? {
        calls.append("separate")
        return separated
    }
    func splitViewController(_ svc: SplitViewController, didChangeLayoutFrom oldMode: LayoutMode?, to newMode: LayoutMode) {
        calls.append("didChangeLayout(\(oldMode.map(\.rawValue) ?? "nil")->\(newMode))")
    }
}
