import Testing
@testable import SplitKit

/// A custom container: a one-row status line under its only child, which it adds as UIKit's
/// containers do; it shows what `displayStatus(_:)` brings up to it.
@MainActor
private final class StatusLineController: ViewController {
    let content: ViewController
    var status = ""

    init(content: ViewController) {
        self.content = content
        super.init()
        addChild(content)
        content.didMove(toParent: self)
    }

    override func layout(in frame: Rect, theme: Theme) {
        content.layout(in: frame.divided(atRow: frame.height - 1).top, theme: theme)
    }

    override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        let (top, line) = frame.divided(atRow: frame.height - 1)
        content.draw(in: &canvas, frame: top, context: context)
        canvas.draw(status, at: line.origin, style: context.theme.text, clip: line)
    }

    override func displayStatus(_ message: String) { status = message }
}

@MainActor
@Suite("Child containment")
struct ContainmentTests {
    @Test("addChild sets the parent and the children; removeFromParent clears both")
    func addAndRemove() {
        let parent = ViewController(), child = ViewController(), other = ViewController()
        parent.addChild(child)
        parent.addChild(other)
        parent.addChild(child)
        #expect(parent.children.map(ObjectIdentifier.init) == [child, other].map(ObjectIdentifier.init))
        #expect(child.parent === parent)
        child.removeFromParent()
        #expect(child.parent == nil)
        #expect(parent.children.count == 1)
    }

    @Test("a child added to another container leaves the first")
    func moving() {
        let first = ViewController(), second = ViewController(), child = ViewController()
        first.addChild(child)
        second.addChild(child)
        #expect(first.children.isEmpty)
        #expect(second.children.first === child && child.parent === second)
    }

    @Test("the built-in containers hold their controllers as children")
    func builtIn() {
        let list = ViewController(), detail = ViewController()
        let primary = NavigationController(rootViewController: list)
        let secondary = NavigationController(rootViewController: detail)
        let split = SplitViewController(primary: primary, secondary: secondary)
        #expect(split.children.count == 2 && primary.children.first === list && list.parent === primary)
        let replacement = NavigationController(rootViewController: ViewController())
        split.setViewController(replacement, for: .secondary)
        #expect(secondary.parent == nil, "the old secondary left the split")
        #expect(split.children.contains { $0 === replacement })
        let tabs = TabBarController(viewControllers: [ViewController(), ViewController()])
        #expect(tabs.children.count == 2 && tabs.children.allSatisfy { $0.parent === tabs })
    }

    @Test("through a custom container a child finds the split and the navigation controller, and its status shows")
    func throughCustomContainer() {
        let list = ItemListController(title: "Inbox", items: ["one", "two"])
        let split = SplitViewController(primary: NavigationController(rootViewController: list),
                                        secondary: NavigationController(rootViewController: LabelController(title: "Detail")))
        let container = StatusLineController(content: split)
        let harness = TreeHarness(root: container, size: Size(width: 100, height: 20))
        #expect(list.splitViewController === split)
        #expect(list.navigationController != nil)
        #expect(split.parent === container)
        list.displayStatus("2 unread")
        harness.app.render()
        #expect(harness.line(19).hasPrefix("2 unread"))
    }
}
