import Testing
@testable import SplitKit

/// A presented controller that closes itself on `x` and counts the keys and clicks it gets.
@MainActor
private final class SheetController: ViewController {
    var keys: [Key] = []
    var clicks: [Point] = []

    init(title: String, style: ModalPresentationStyle) {
        super.init()
        self.title = title
        modalPresentationStyle = style
    }

    override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        canvas.draw("sheet " + (title ?? "") + " [x] close", at: frame.origin, style: context.theme.text, clip: frame)
    }

    override func handle(_ press: KeyPress) -> Bool {
        if press.key == .character("x") {
            dismiss()
            return true
        }
        guard press.key != .escape else { return false }
        keys.append(press.key)
        return true
    }

    override func handle(_ mouse: MouseEvent, in frame: Rect) -> Bool {
        if mouse.kind == .press { clicks.append(mouse.location) }
        return true
    }
}

@MainActor
@Suite("Modal presentation")
struct PresentationTests {
    private let list = ItemListController(title: "Items", items: ["one", "two", "three"])
    private let navigation: NavigationController
    private let harness: TreeHarness

    init() {
        navigation = NavigationController(rootViewController: list)
        harness = TreeHarness(root: navigation, size: Size(width: 60, height: 14))
    }

    @Test("a presented controller is linked both ways, takes the keys, and dismiss gives them back")
    func presentAndDismiss() {
        let sheet = SheetController(title: "A", style: .fullScreen)
        var completed = 0
        list.present(sheet) { completed += 1 }
        harness.app.render()
        #expect(completed == 1)
        #expect(navigation.presentedViewController === sheet, "presented from the root of the tree")
        #expect(sheet.presentingViewController === navigation)
        harness.press(.down)
        #expect(sheet.keys == [.down])
        #expect(list.tableView.highlightedRow == 0, "the list below gets no key")
        #expect(harness.line(0).hasPrefix("sheet A [x] close"))
        #expect(!harness.screen.contains("three"), "full screen hides the tree")
        harness.press(.character("x"))
        #expect(navigation.presentedViewController == nil)
        #expect(sheet.presentingViewController == nil)
        harness.press(.down)
        #expect(list.tableView.highlightedRow == 1)
        #expect(harness.screen.contains("three"))
    }

    @Test("Esc dismisses a form sheet, not a full-screen controller nor one modal in presentation")
    func escape() {
        let full = SheetController(title: "full", style: .fullScreen)
        list.present(full)
        harness.press(.escape)
        #expect(navigation.presentedViewController === full)
        full.dismiss()
        let sheet = SheetController(title: "form", style: .formSheet)
        sheet.isModalInPresentation = true
        list.present(sheet)
        harness.press(.escape)
        #expect(navigation.presentedViewController === sheet)
        sheet.isModalInPresentation = false
        harness.press(.escape)
        #expect(navigation.presentedViewController == nil)
    }

    @Test("presenting from a presented controller stacks; dismissing the lower one takes both away")
    func stacked() {
        let first = SheetController(title: "first", style: .formSheet)
        let second = SheetController(title: "second", style: .formSheet)
        list.present(first)
        list.present(second)
        #expect(first.presentedViewController === second && second.presentingViewController === first)
        harness.press(.character("k"))
        #expect(second.keys == [.character("k")] && first.keys.isEmpty)
        navigation.dismiss()
        #expect(navigation.presentedViewController == nil && first.presentedViewController == nil)
    }

    @Test("presenting a controller already presented changes nothing")
    func presentTwice() {
        let sheet = SheetController(title: "form", style: .formSheet)
        var completions = 0
        list.present(sheet) { completions += 1 }
        list.present(sheet) { completions += 1 }
        sheet.present(sheet) { completions += 1 }
        #expect(completions == 1)
        #expect(sheet.presentedViewController == nil && navigation.presentationChain.count == 1)
    }

    @Test("clicks go to the presented controller inside its box, and nowhere outside it")
    func mouse() {
        let sheet = SheetController(title: "form", style: .formSheet)
        list.present(sheet)
        harness.app.render()
        let box = sheet.presentationFrame
        harness.click(x: box.minX + 2, y: box.minY + 1)
        harness.click(x: 0, y: 2)
        #expect(sheet.clicks == [Point(x: box.minX + 2, y: box.minY + 1)])
        #expect(list.tableView.highlightedRow == 0, "the list below is not clicked")
    }

    @Test("status messages and the pasteboard reach the app through the presenting controller")
    func passesUp() {
        let sheet = SheetController(title: "form", style: .formSheet)
        list.present(sheet)
        #expect(sheet.copyToPasteboard("copied"))
    }

    @Test("snapshot: a form sheet over the dimmed list, a full-screen controller over nothing")
    func snapshots() {
        let sheet = SheetController(title: "form", style: .formSheet)
        list.present(sheet)
        harness.app.render()
        assertSnapshot(StyleMap.render(harness.terminal.screen), named: "presented-form-sheet-60x14")
        sheet.dismiss()
        list.present(SheetController(title: "full", style: .fullScreen))
        harness.app.render()
        assertSnapshot(harness.screen, named: "presented-full-screen-60x14")
    }
}
