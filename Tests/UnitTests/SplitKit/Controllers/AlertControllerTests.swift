import Testing
@testable import SplitKit

@MainActor
@Suite("Alert controller")
struct AlertControllerTests {
    private let list = ItemListController(title: "Inbox", items: ["Lunch on Friday", "Quarterly report", "Re: the plan"])
    private let navigation: NavigationController
    private let harness: TreeHarness
    private var picked: [String] { log.picked }
    private let log = Log()

    @MainActor
    final class Log {
        var picked: [String] = []
    }

    init() {
        navigation = NavigationController(rootViewController: list)
        harness = TreeHarness(root: navigation, size: Size(width: 60, height: 14))
    }

    private func deleteAlert(style: AlertController.Style = .alert) -> AlertController {
        let alert = AlertController(title: "Delete the message?",
                                    message: "“Quarterly report” goes to the trash, where it is kept for thirty days.",
                                    preferredStyle: style)
        let log = self.log
        alert.addAction(AlertAction(title: "Cancel", style: .cancel, key: .character("c")) { log.picked.append($0.title) })
        alert.addAction(AlertAction(title: "Delete", style: .destructive, key: .character("d")) { log.picked.append($0.title) })
        return alert
    }

    @Test("an action's key picks it: the alert is dismissed, then the handler runs")
    func key() {
        let alert = deleteAlert()
        var dismissedFirst = false
        alert.addAction(AlertAction(title: "Archive", key: .character("a")) { [navigation] _ in
            dismissedFirst = navigation.presentedViewController == nil
        })
        list.present(alert)
        harness.press(.character("d"))
        #expect(picked == ["Delete"])
        #expect(navigation.presentedViewController == nil)
        list.present(alert)
        harness.press(.character("a"))
        #expect(dismissedFirst)
    }

    @Test("the first action not destructive is highlighted; Up/Down move over the actions, the cancel one last; Enter picks")
    func arrows() {
        let alert = deleteAlert()
        list.present(alert)
        #expect(alert.listedActions.map(\.title) == ["Delete", "Cancel"])
        #expect(alert.highlightedAction?.title == "Cancel", "Enter alone deletes nothing")
        harness.press(.down)
        #expect(alert.highlightedAction?.title == "Cancel", "stops at the last")
        harness.press(.up, .up)
        #expect(alert.highlightedAction?.title == "Delete", "stops at the first")
        harness.press(.enter)
        #expect(picked == ["Delete"])
    }

    @Test("the preferred action is highlighted first")
    func preferred() {
        let alert = deleteAlert()
        alert.preferredAction = alert.actions[1]
        list.present(alert)
        harness.press(.enter)
        #expect(picked == ["Delete"])
    }

    @Test("Esc picks the cancel action; an alert without one stays, an action sheet without one closes")
    func escape() {
        list.present(deleteAlert())
        harness.press(.escape)
        #expect(picked == ["Cancel"])
        #expect(navigation.presentedViewController == nil)
        let alert = AlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", key: .character("o")))
        list.present(alert)
        harness.press(.escape)
        #expect(navigation.presentedViewController === alert)
        alert.dismiss()
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Archive", key: .character("a")))
        list.present(sheet)
        harness.press(.escape)
        #expect(navigation.presentedViewController == nil)
    }

    @Test("keys the alert does not use reach neither the list below nor its bar buttons")
    func modal() {
        let button = BarButtonItem(title: "Compose", key: .character("n")) { Issue.record("pressed under the alert") }
        list.navigationItem.rightBarButtonItem = button
        list.present(deleteAlert())
        harness.press(.character("n"), .character("x"))
        #expect(list.tableView.highlightedRow == 0)
        #expect(navigation.presentedViewController != nil)
    }

    @Test("a click on an action picks it")
    func click() throws {
        list.present(deleteAlert())
        harness.app.render()
        let row = try #require((0..<14).first { harness.line($0).contains("[d] Delete") })
        harness.click(x: 30, y: row)
        #expect(picked == ["Delete"])
    }

    @Test("a click outside an action sheet picks its cancel action; a click on its border or outside an alert does nothing")
    func clickOutside() {
        let sheet = deleteAlert(style: .actionSheet)
        list.present(sheet)
        harness.app.render()
        harness.click(x: sheet.presentationFrame.minX, y: sheet.presentationFrame.minY)
        #expect(navigation.presentedViewController === sheet, "the border is part of the sheet")
        harness.click(x: 0, y: 0)
        #expect(picked == ["Cancel"] && navigation.presentedViewController == nil)
        let plain = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        plain.addAction(AlertAction(title: "Archive", key: .character("a")))
        list.present(plain)
        harness.app.render()
        harness.click(x: 0, y: 0)
        #expect(navigation.presentedViewController == nil, "without a cancel action it just closes")
        let alert = deleteAlert()
        list.present(alert)
        harness.app.render()
        harness.click(x: 0, y: 0)
        #expect(navigation.presentedViewController === alert && picked == ["Cancel"], "an alert stays modal")
    }

    @Test("an action sheet opens under its bar button, or at the bottom without one")
    func actionSheetPlace() throws {
        let button = BarButtonItem(title: "Move", key: .character("v"))
        list.navigationItem.rightBarButtonItem = button
        harness.app.render()
        let sheet = deleteAlert(style: .actionSheet)
        sheet.popoverPresentationController?.barButtonItem = button
        list.present(sheet)
        harness.app.render()
        #expect(sheet.presentationFrame.minY == 1, "right under the bar")
        #expect(sheet.presentationFrame.maxX == 60, "against the right edge, where the button is")
        #expect(sheet.presentingViewController?.frame(of: button).map { sheet.presentationFrame.contains(Point(x: $0.minX, y: 1)) } == true)
        sheet.dismiss()
        let bottom = deleteAlert(style: .actionSheet)
        list.present(bottom)
        harness.app.render()
        #expect(bottom.presentationFrame.maxY == 14)
    }

    @Test("snapshot: an alert with a wrapped message and a destructive action")
    func alertSnapshot() {
        list.present(deleteAlert())
        harness.app.render()
        assertSnapshot(StyleMap.render(harness.terminal.screen), named: "alert-60x14")
    }

    @Test("snapshot: an action sheet under its bar button, then at the bottom")
    func actionSheetSnapshot() {
        let button = BarButtonItem(title: "Actions", key: .character("v"))
        list.navigationItem.leftBarButtonItem = button
        harness.app.render()
        let sheet = AlertController(title: "Quarterly report", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Reply", key: .character("r")))
        sheet.addAction(AlertAction(title: "Forward", key: .character("f")))
        sheet.addAction(AlertAction(title: "Delete", style: .destructive, key: .character("d")))
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel, key: .character("c")))
        sheet.popoverPresentationController?.barButtonItem = button
        list.present(sheet)
        harness.app.render()
        assertSnapshot(harness.screen, named: "action-sheet-from-button-60x14")
        harness.press(.escape)
        sheet.popoverPresentationController?.barButtonItem = nil
        list.present(sheet)
        harness.app.render()
        assertSnapshot(harness.screen, named: "action-sheet-bottom-60x14")
    }
}
