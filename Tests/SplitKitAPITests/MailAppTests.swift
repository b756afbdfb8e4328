import MailExample
import SplitKit
import Testing

/// The Mail example (Examples/Mail) as its own package builds it, driven headless through
/// every layout: three columns at 160, two at 100, the Mailboxes popover at 60, one stack at
/// 40, and back. Only the public API of SplitKit and of the app is used. (`Mailbox` and
/// `Message` are written with the app's module name: SplitKit has a `Mailbox` of its own,
/// and this test target a `Message`.)
@MainActor
@Suite("The Mail example, headless")
struct MailAppTests: HeadlessDriving {
    let terminal = HeadlessTerminal(size: Size(width: 160, height: 20))
    let mailboxes: [MailExample.Mailbox]
    let split: SplitViewController
    let app: Application

    init(mailboxes: [MailExample.Mailbox] = MailExample.Mailbox.samples()) {
        self.mailboxes = mailboxes
        split = makeMailSplitViewController(mailboxes: mailboxes)
        app = Application(terminal: terminal, rootViewController: split)
        app.render()
    }

    var inbox: MailExample.Mailbox { mailboxes[0] }

    /// Whether the first cell of `text` on the screen is bold.
    func isBold(_ text: String) -> Bool? {
        for (y, line) in lines.enumerated() {
            let characters = Array(line), wanted = Array(text)
            guard let x = characters.indices.first(where: { characters[$0...].starts(with: wanted) }) else { continue }
            return terminal.screen[x, y].style.attributes.contains(.bold)
        }
        return nil
    }

    @Test("three columns: the mailboxes beside subtitle cells, bold while unread, a disclosure indicator and the toolbar's count")
    func threeColumns() {
        #expect(lines[1].contains("Inbox") && lines[1].contains("3 / 3 ›"), "the first mailbox with its counts")
        #expect(isBold("Inbox") == true && isBold("Sent") == false, "a mailbox with unread mail is bold")
        press(.enter)  // the first row is highlighted from the start
        #expect(split.isShowingSupplementary)
        #expect(lines[0].contains("[i] About"), "the mailboxes stay beside the messages")
        #expect(lines[1].contains("Ada Lovelace") && lines[1].contains("Mon 09:12 ›"), "the sender, the date, the indicator")
        #expect(lines[2].contains("Notes on the Analytical Engine"), "the subject under the sender")
        #expect(isBold("Ada Lovelace") == true && isBold("Charles Babbage") == true, "unread rows are bold")
        #expect(lines[19].contains("3 unread") && lines[19].contains("[d] Delete"), "the toolbar")

        press(.enter)
        #expect(screen.contains("From: Ada Lovelace") && screen.contains("Date: Mon 09:12"))
        #expect(isBold("Ada Lovelace") == false && isBold("Charles Babbage") == true, "a read row is not bold")
        #expect(lines[19].contains("2 unread") && screen.contains("2 / 3 ›"), "both counts follow the read")
        #expect(inbox.unreadCount == 2)
    }

    @Test("rotating: two columns at 100, the popover at 60, one stack at 40, and three columns again at 160")
    func rotating() {
        press(.enter, .enter)
        resize(100, 20)
        #expect(!split.isShowingSupplementary && split.layoutMode == .landscape)
        #expect(lines[0].hasPrefix("‹ Mailboxes") && screen.contains("From: Ada Lovelace"), "the messages beside the message")
        #expect(!screen.contains("[i] About"))

        resize(60, 20)
        #expect(split.layoutMode == .portrait && screen.contains("[m] Mailboxes") && screen.contains("From: Ada"))
        press(.character("m"))
        #expect(split.isPopoverPresented && screen.contains("┌") && screen.contains("Charles Babbage"))
        #expect(screen.contains("2 unread"), "the popover shows the toolbar")
        press(.character("m"))
        #expect(!split.isPopoverPresented && !screen.contains("┌"))

        resize(40, 20)
        #expect(split.isCollapsed && lines[0].hasPrefix("‹") && screen.contains("From: Ada"), "the message on top of one stack")
        press(.escape)
        #expect(screen.contains("Charles Babbage") && !screen.contains("│"), "the messages, full width")
        press(.escape)
        #expect(screen.contains("Archive") && screen.contains("2 / 3"), "the mailboxes")

        resize(160, 20)
        #expect(split.layoutMode == .landscape && screen.contains("Archive") && screen.contains("From: Ada"),
                "separated again: the message is back in the detail")
    }

    @Test("the alert confirms a delete: Cancel keeps the message, Delete removes it and leaves the detail empty")
    func confirmedDelete() {
        press(.enter, .down, .enter)  // Charles Babbage's message, in the detail
        #expect(screen.contains("From: Charles Babbage"))
        press(.character("d"))
        #expect(screen.contains("Delete “Difference Engine No. 2”?") && screen.contains("[c] Cancel"))
        press(.character("c"))
        #expect(!screen.contains("[c] Cancel") && inbox.messages.count == 3, "Cancel deletes nothing")
        press(.character("d"), .character("d"))
        #expect(inbox.messages.map { $0.sender } == ["Ada Lovelace", "Grace Hopper"])
        #expect(!screen.contains("Charles") && lines[19].contains("2 unread"), "the row and the count")
        #expect(!screen.contains("Difference Engine") && screen.contains("No Message Selected"),
                "the deleted message leaves the detail")
        #expect(split.focusedColumn == .supplementary, "the focus stays on the list")
    }

    @Test("deleting in compact leaves the list on top, and the detail empty when it separates")
    func deleteInCompact() {
        resize(40, 20)
        press(.enter, .enter)
        #expect(screen.contains("From: Ada Lovelace"))
        press(.escape, .character("d"), .character("d"))
        #expect(!screen.contains("Ada") && screen.contains("Charles Babbage"), "still the list, one message fewer")
        resize(160, 20)
        #expect(screen.contains("No Message Selected") && !screen.contains("Analytical"))
    }

    @Test("the search controller narrows the messages as the text is typed; Esc brings them all back")
    func search() {
        press(.enter, .character("/"))
        for character in "moth" { press(.character(character)) }
        #expect(screen.contains("/moth") && screen.contains("Grace Hopper") && !screen.contains("Charles"))
        press(.escape)
        #expect(!screen.contains("/moth") && screen.contains("Charles Babbage"))
    }

    @Test("the detail is a stack of labels that wrap above a text view that scrolls by its own keys")
    func detail() {
        let paragraphs = (1...30).map { "Paragraph \($0) of the minutes." }.joined(separator: "\n")
        let long = MailExample.Message(sender: "Secretary", subject: "Minutes of the meeting of the Royal Society, with the appendices",
                           date: "Tue 10:00", body: paragraphs)
        let test = MailAppTests(mailboxes: [MailExample.Mailbox(name: "Inbox", messages: [long])])
        test.resize(100, 20)
        test.press(.enter, .enter, .tab)
        #expect(test.split.focusedColumn == .secondary)
        let subject = test.lines.firstIndex { $0.contains("Subject: Minutes") }
        #expect(subject.map { test.lines[$0 + 1].contains("appendices") } == true, "the subject wraps under itself")
        #expect(test.screen.contains("Paragraph 1 ") && !test.screen.contains("Paragraph 30 "))
        test.press(.end)
        #expect(test.screen.contains("Paragraph 30 ") && !test.screen.contains("Paragraph 1 "), "End scrolls the body")
        #expect(test.screen.contains("From: Secretary"), "the headers stay")
        test.press(.home, .pageDown)
        #expect(!test.screen.contains("Paragraph 12 ") && test.screen.contains("Paragraph 13 "),
                "PgDn: a page of 13 lines, keeping one")
    }

    @Test("About answers its key from any column")
    func about() {
        press(.enter, .enter, .tab)
        #expect(split.focusedColumn == .secondary)
        press(.character("i"))
        #expect(screen.contains("Mail, a SplitKit example."))
    }
}
