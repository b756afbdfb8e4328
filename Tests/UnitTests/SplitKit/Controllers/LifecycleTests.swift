import Testing
@testable import SplitKit

/// Writes each lifecycle and containment call it gets into a shared log, by its title.
@MainActor
private final class RecordingController: ViewController {
    let log: Log
    var logsLayout = false

    init(_ title: String, log: Log) {
        self.log = log
        super.init()
        self.title = title
    }

    private func note(_ call: String) { log.calls.append("\(title ?? "") \(call)") }

    override func viewWillAppear(_ animated: Bool) { note("willAppear") }
    override func viewDidAppear(_ animated: Bool) { note("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { note("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { note("didDisappear") }
    override func viewWillTransition(to size: Size) {
        note("transition \(size.width)x\(size.height)")
        super.viewWillTransition(to: size)
    }
    override func willMove(toParent parent: ViewController?) { note("willMove " + (parent == nil ? "nil" : "in")) }
    override func didMove(toParent parent: ViewController?) { note("didMove " + (parent == nil ? "nil" : "in")) }
    override func layout(in frame: Rect, theme: Theme) {
        if logsLayout { note("layout \(frame.width)") }
    }
}

@MainActor
private final class Log {
    var calls: [String] = []

    /// The calls since the last `take()`.
    func take() -> [String] {
        defer { calls = [] }
        return calls
    }
}

@MainActor
@Suite("Lifecycle calls")
struct LifecycleTests {
    private let log = Log()

    /// A split of list L beside detail D, each in a navigation controller.
    private func split(size: Size) -> (TreeHarness, SplitViewController) {
        let list = RecordingController("L", log: log), detail = RecordingController("D", log: log)
        let split = SplitViewController(primary: NavigationController(rootViewController: list),
                                        secondary: NavigationController(rootViewController: detail))
        return (TreeHarness(root: split, size: size), split)
    }

    @Test("push and pop: the old top disappears as the new one appears, in UIKit's order")
    func pushAndPop() {
        let a = RecordingController("A", log: log), b = RecordingController("B", log: log)
        let navigation = NavigationController(rootViewController: a)
        let harness = TreeHarness(root: navigation, size: Size(width: 40, height: 10))
        #expect(log.take() == ["A willMove in", "A didMove in", "A willAppear", "A didAppear"])
        navigation.pushViewController(b)
        #expect(log.take() == ["B willMove in", "B didMove in"], "nothing appears before the layout pass")
        harness.app.render()
        #expect(log.take() == ["A willDisappear", "B willAppear", "A didDisappear", "B didAppear"])
        harness.press(.escape)
        #expect(log.take() == ["B willMove nil", "B didMove nil", "B willDisappear", "A willAppear", "B didDisappear",
                               "A didAppear"])
        #expect(b.parent == nil && navigation.children.count == 1)
    }

    @Test("presenting: a sheet appears over what stays; one full screen hides what is under it; dismissing reverses it")
    func presentation() {
        let a = RecordingController("A", log: log)
        let navigation = NavigationController(rootViewController: a)
        let harness = TreeHarness(root: navigation, size: Size(width: 60, height: 20))
        _ = log.take()
        let sheet = RecordingController("S", log: log)
        sheet.modalPresentationStyle = .formSheet
        navigation.present(sheet)
        #expect(log.take().isEmpty, "nothing appears before the layout pass")
        harness.app.render()
        #expect(log.take() == ["S willAppear", "S didAppear"], "a sheet leaves what is under it on screen")
        let full = RecordingController("F", log: log)
        sheet.present(full)
        harness.app.render()
        #expect(log.take() == ["A willDisappear", "S willDisappear", "F willAppear", "A didDisappear", "S didDisappear",
                               "F didAppear"])
        navigation.dismiss()
        harness.app.render()
        #expect(log.take() == ["F willDisappear", "A willAppear", "F didDisappear", "A didAppear"])
    }

    @Test("a rotation to portrait tells every controller the size, then the hidden primary disappears")
    func rotation() {
        let (harness, _) = split(size: Size(width: 100, height: 20))
        _ = log.take()
        harness.resize(60, 20)
        #expect(log.take() == ["L transition 60x20", "D transition 60x20", "L willDisappear", "L didDisappear"])
        harness.resize(100, 20)
        #expect(log.take() == ["L transition 100x20", "D transition 100x20", "L willAppear", "L didAppear"])
    }

    @Test("viewWillTransition comes before the layout at the new size; viewWillAppear before the layout that shows it")
    func transitionBeforeLayout() {
        let (harness, split) = split(size: Size(width: 100, height: 20))
        let list = (split.primaryViewController as! NavigationController).topViewController as! RecordingController
        list.logsLayout = true
        _ = log.take()
        harness.resize(60, 20)
        #expect(log.take().prefix(2) == ["L transition 60x20", "D transition 60x20"])
        harness.press(.character("m"))
        let calls = log.take()
        #expect(calls.firstIndex(of: "L willAppear")! < calls.lastIndex(where: { $0.hasPrefix("L layout") })!, "\(calls)")
        #expect(calls.last == "L didAppear")
    }

    @Test("the popover's primary appears when it opens and disappears when it closes")
    func popover() {
        let (harness, _) = split(size: Size(width: 60, height: 20))
        #expect(log.take() == ["L willMove in", "L didMove in", "D willMove in", "D didMove in", "D willAppear", "D didAppear"])
        harness.press(.character("m"))
        #expect(log.take() == ["L willAppear", "L didAppear"])
        harness.press(.escape)
        #expect(log.take() == ["L willDisappear", "L didDisappear"])
    }

    @Test("collapsing hides the detail behind the list; separating shows it again")
    func collapseAndSeparate() {
        let (harness, _) = split(size: Size(width: 100, height: 20))
        _ = log.take()
        harness.resize(40, 20)
        #expect(log.take() == ["L transition 40x20", "D transition 40x20", "D willDisappear", "D didDisappear"])
        harness.resize(100, 20)
        #expect(log.take() == ["L transition 100x20", "D transition 100x20", "D willAppear", "D didAppear"])
    }

    @Test("a tab switch: the old tab disappears, the new one appears")
    func tabSwitch() {
        let first = RecordingController("1", log: log), second = RecordingController("2", log: log)
        let tabs = TabBarController(viewControllers: [first, second])
        let harness = TreeHarness(root: tabs, size: Size(width: 40, height: 10))
        _ = log.take()
        harness.press(.character("2"))
        #expect(log.take() == ["1 willDisappear", "2 willAppear", "1 didDisappear", "2 didAppear"])
    }
}
