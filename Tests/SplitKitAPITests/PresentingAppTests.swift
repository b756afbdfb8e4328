import SplitKit
import Testing

/// Alerts, action sheets, a presented screen and a search controller, used from outside.
@MainActor
@Suite("Presenting and searching on the public API")
struct PresentingAppTests: HeadlessDriving {
    let terminal = HeadlessTerminal(size: Size(width: 60, height: 12))
    private let messages = MessagesViewController()
    private let navigation: NavigationController
    let app: Application

    init() {
        navigation = NavigationController(rootViewController: messages)
        app = Application(terminal: terminal, rootViewController: navigation)
        app.render()
    }

    @Test("an alert confirms a delete: Esc keeps the message, d deletes it")
    func confirmDelete() {
        press(.down, .character("d"))
        #expect(screen.contains("Delete “Quarterly report”?"))
        #expect(navigation.presentedViewController is AlertController)
        press(.escape)
        #expect(messages.messages.count == 3 && navigation.presentedViewController == nil)
        press(.character("d"), .character("d"))
        #expect(messages.messages == ["Lunch on Friday", "Re: the plan"])
    }

    @Test("an action sheet opens under its bar button and picks by key")
    func moveSheet() {
        press(.character("v"))
        let sheet = navigation.presentedViewController as? AlertController
        #expect(sheet?.preferredStyle == .actionSheet)
        #expect(screen.contains("[j] Junk"))
        press(.character("j"))
        #expect(messages.moved == ["Lunch on Friday → Junk"])
    }

    @Test("a full-screen controller covers the list until it dismisses itself")
    func about() {
        press(.character("i"))
        #expect(screen.hasPrefix("About Mail"))
        #expect(navigation.presentedViewController?.presentingViewController === navigation)
        press(.escape)
        #expect(screen.hasPrefix("About Mail"), "Esc does not dismiss a full-screen controller")
        press(.character("x"))
        #expect(screen.contains("Quarterly report"))
    }

    @Test("the search controller narrows the list as the text is typed")
    func search() {
        press(.character("/"), .character("p"), .character("l"))
        #expect(messages.shown == ["Re: the plan"])
        #expect(messages.navigationItem.searchController?.isActive == true)
        press(.enter, .escape)
        #expect(messages.shown.count == 3)
    }
}
