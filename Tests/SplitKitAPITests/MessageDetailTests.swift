import SplitKit
import Testing

/// A detail made of a stack of labels and a text view, on the public API, driven headless
/// beside a list and alone in portrait.
@MainActor
@Suite("A stacked detail on the public API")
struct MessageDetailTests: HeadlessDriving {
    let terminal = HeadlessTerminal(size: Size(width: 100, height: 20))
    let app: Application
    private let detail = MessageDetailViewController(
        sender: "Ann Example", subject: "Plans for the spring garden and the new greenhouse", date: "Mon 09:30",
        body: (1...40).map { "Paragraph \($0) of the message." }.joined(separator: "\n"))

    init() {
        let (split, _) = makeSeedApp(delegate: SeedDelegate())
        split.showDetailViewController(NavigationController(rootViewController: detail))
        app = Application(terminal: terminal, rootViewController: split)
        app.render()
    }

    @Test("the headers sit one above the other, the body below; the focused body scrolls by its own keys")
    func landscape() {
        #expect(screen.contains("From: Ann Example"))
        #expect(screen.contains("Subject: Plans for the spring garden and the new greenhouse"))
        #expect(screen.contains("Mon 09:30"))
        #expect(screen.contains("Paragraph 1 of"))
        press(.tab, .down, .down)
        #expect(detail.body.topLine == 2)
        #expect(!screen.contains("Paragraph 2 of") && screen.contains("Paragraph 3 of"))
        press(.end)
        #expect(screen.contains("Paragraph 40 of"))
        press(.home)
        #expect(detail.body.topLine == 0)
    }

    @Test("in portrait, the detail alone, the subject wraps and the body still follows it and scrolls")
    func portrait() {
        resize(60, 20)
        let rows = (0..<20).map { terminal.screen.text(ofRow: $0) }
        let subject = rows.firstIndex { $0.contains("Subject: Plans") }
        #expect(subject != nil)
        if let subject {
            #expect(rows[subject + 1].contains("greenhouse") || rows[subject + 1].contains("the new"), "the subject wraps")
        }
        #expect(screen.contains("Paragraph 1 of"))
        press(.down)
        #expect(detail.body.topLine == 1, "the detail is all there is to focus in portrait")
    }
}
