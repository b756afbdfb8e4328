import Testing
@testable import SplitKit

@MainActor
@Suite("A controller's view")
struct ViewControllerViewTests {
    /// A split of a list beside a detail whose view is a text view of 100 lines.
    private func split() -> (harness: TreeHarness, text: TextView) {
        let detail = ViewController()
        let text = TextView()
        text.text = (1...100).map { "line \($0)" }.joined(separator: "\n")
        detail.view = text
        let split = SplitViewController(primary: NavigationController(rootViewController: ItemListController(title: "List", items: ["a"])),
                                        secondary: NavigationController(rootViewController: detail))
        return (TreeHarness(root: split, size: Size(width: 80, height: 12)), text)
    }

    @Test("the view is laid out and drawn in the controller's frame with no code of the controller's")
    func drawn() {
        let (harness, text) = split()
        #expect(harness.screen.contains("line 1"))
        #expect(text.visibleLines > 0 && text.visibleLines < 12)
    }

    @Test("a focused controller's text view scrolls by its own keys: Down, PgDn, End, Home, PgUp, Up")
    func scrollsByItsKeys() {
        let (harness, text) = split()
        harness.press(.down)
        #expect(text.topLine == 0, "the list has the focus")
        harness.press(.tab, .down)
        #expect(text.topLine == 1)
        harness.press(.pageDown)
        #expect(text.topLine == text.visibleLines)
        harness.press(.end)
        #expect(text.topLine == 100 - text.visibleLines)
        #expect(harness.screen.contains("line 100"))
        harness.press(.home)
        #expect(text.topLine == 0)
        harness.press(.pageDown, .pageUp, .down, .up)
        #expect(text.topLine == 0)
    }

    @Test("the wheel over the view scrolls it, whichever pane has the focus")
    func wheel() {
        let (harness, text) = split()
        harness.app.handle(.mouse(MouseEvent(kind: .scrollDown, location: Point(x: 60, y: 5))))
        harness.app.render()
        #expect(text.topLine == 3)
    }

    @Test("without a view a controller draws nothing and uses no keys, as before")
    func noView() {
        let controller = ViewController()
        controller.layout(in: Rect(x: 0, y: 0, width: 5, height: 5), theme: Theme())
        var canvas = Canvas(size: Size(width: 5, height: 5))
        controller.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: Theme()))
        #expect(canvas.text == "\n\n\n\n")
        #expect(!controller.handle(KeyPress(key: .down, action: .moveDown)))
    }
}
