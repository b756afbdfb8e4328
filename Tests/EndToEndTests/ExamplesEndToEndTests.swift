import Foundation
import Testing

/// The example apps in Examples/, each a package of its own that depends on this repository
/// by path and uses only the SplitKit and SplitKitCurses products. `make test` builds them
/// from a clean copy into `.build/examples` before the tests run.
@Suite("Examples end to end")
struct ExamplesEndToEndTests {
    /// The binary `make examples` built for the example `name`.
    static func example(_ name: String) throws -> String {
        let root = URL(fileURLWithPath: TmuxSession.productsDirectory()).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let path = root.appendingPathComponent(".build/examples/debug/\(name)").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw TmuxError.invalidArgument("\(path) is missing: run make test (it builds the examples first)")
        }
        return path
    }

    @Test("Master-Detail: + inserts the date, Enter shows it, the popover closes on selection, Edit mode deletes")
    func masterDetail() throws {
        let session = try TmuxSession(command: [try Self.example("MasterDetail")], width: 100, height: 16)
        defer { session.close() }
        try session.expectScreen(containing: "[+] Add")
        try session.sendKeys("+")
        let screen = try session.waitFor(describedAs: "a stamped row") {
            $0.split(separator: "\n").dropFirst().first?.contains(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/) == true
        }
        let stamp = String(screen.split(separator: "\n")[1].trimmingCharacters(in: .whitespaces).prefix(19))
        try session.sendKeys("Enter")
        try session.waitFor(describedAs: "the date in the detail") { $0.split(separator: "\n")[2].contains(stamp) }
        try session.resize(width: 60, height: 16)
        try session.expectScreen(containing: "[m] Master")
        try session.sendKeys("m")
        try session.expectScreen(containing: "┌")
        try session.sendKeys("Enter")
        try session.waitUntilGone(text: "┌")
        try session.resize(width: 40, height: 16)
        try session.waitFor(describedAs: "the compact stack's detail") { $0.contains("‹ Master") && $0.contains(stamp) }
        try session.sendKeys("Escape")
        try session.waitFor(describedAs: "the list again") { $0.hasPrefix("[e] Edit") || $0.contains("[+] Add") }
        try session.sendKeys("e", "d")
        try session.expectScreen(containing: "No rows")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("Mail: three columns, then two, the Mailboxes popover, one stack; bold unread rows, the toolbar's count, search, a confirmed delete, About, the delegate's log")
    func mail() throws {
        let log = NSTemporaryDirectory() + "mail-\(getpid()).log"
        defer { try? FileManager.default.removeItem(atPath: log) }
        let session = try TmuxSession(command: [try Self.example("Mail")], width: 160, height: 20,
                                      environment: ["MAIL_LOG": log])
        defer { session.close() }
        try session.expectScreen(containing: "3 / 3 ›")
        try session.sendKeys("Enter")  // the first row is highlighted from the start
        let three = try session.waitFor(describedAs: "three columns") { $0.contains("‹ Mailboxes") && $0.contains("Ada Lovelace") }
        let lines = three.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].contains("[i] About"), "the mailboxes stay beside the messages")
        #expect(lines[1].contains("Ada Lovelace") && lines[1].contains("Mon 09:12 ›"), "the sender, the date, the indicator")
        #expect(lines[2].contains("Notes on the Analytical Engine"), "the subject under the sender")
        #expect(lines[lines.count - 1].contains("3 unread") && lines[lines.count - 1].contains("[d] Delete"), "the toolbar")
        var styled = try session.captureWithEscapes()
        #expect(Self.isBold("Ada Lovelace", in: styled) && Self.isBold("Charles Babbage", in: styled), "unread rows are bold")
        try session.sendKeys("Enter")
        try session.waitFor(describedAs: "the message, marked read") {
            $0.contains("From: Ada Lovelace") && $0.contains("2 / 3") && $0.contains("2 unread")
        }
        styled = try session.captureWithEscapes()
        #expect(!Self.isBold("Ada Lovelace", in: styled) && Self.isBold("Charles Babbage", in: styled), "a read row is not")
        try session.resize(width: 100, height: 20)
        let two = try session.waitFor(describedAs: "two columns") { !$0.contains("[i] About") && $0.contains("From: Ada") }
        #expect(two.split(separator: "\n")[0].hasPrefix("‹ Mailboxes"))
        try session.resize(width: 60, height: 20)
        try session.waitFor(text: "[m] Mailboxes")
        try session.sendKeys("m")
        try session.waitFor(describedAs: "the popover") { $0.contains("┌") && $0.contains("Charles") && $0.contains("2 unread") }
        try session.sendKeys("m")
        try session.waitUntilGone(text: "┌")
        try session.resize(width: 40, height: 20)
        try session.waitFor(describedAs: "one stack") { $0.split(separator: "\n")[0].hasPrefix("‹") }
        try session.sendKeys("Escape")
        try session.waitFor(describedAs: "the messages in the stack") { $0.contains("Charles Babbage") && !$0.contains("│") }
        try session.sendKeys("/")
        try session.sendLiteral("moth")
        try session.waitFor(describedAs: "the search's results") { $0.contains("/moth") && $0.contains("Grace") && !$0.contains("Charles") }
        try session.sendKeys("Escape")
        try session.waitFor(describedAs: "every message again") { !$0.contains("/moth") && $0.contains("Charles") }
        try session.sendKeys("j", "d")
        try session.waitFor(describedAs: "the alert") { $0.contains("Delete “Difference Engine No. 2”?") && $0.contains("[c] Cancel") }
        try session.sendKeys("c")
        try session.waitUntilGone(text: "[c] Cancel")
        #expect(try session.capture().contains("Charles"), "Cancel deletes nothing")
        try session.sendKeys("d")
        try session.waitFor(text: "[c] Cancel")
        try session.sendKeys("d")
        try session.waitFor(describedAs: "Charles Babbage's message deleted") {
            !$0.contains("Charles") && $0.contains("Grace") && $0.contains("1 unread")
        }
        try session.sendKeys("Escape")
        try session.waitFor(describedAs: "the mailboxes, counts updated") { $0.contains("Inbox") && $0.contains("1 / 2") }
        try session.sendKeys("i")
        try session.waitFor(text: "Mail, a SplitKit example.")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
        let logged = try String(contentsOfFile: log, encoding: .utf8)
        #expect(logged.contains("display mode: secondaryOnly") && logged.contains("display mode: oneOverSecondary"),
                "the delegate logged the display modes: \(logged)")
    }

    /// Whether the first `text` on a `capture-pane -e` screen is drawn bold: the SGR sequences
    /// before it, read in order (0 or none resets, 1 sets, 22 clears).
    static func isBold(_ text: String, in screen: String) -> Bool {
        guard let end = screen.range(of: text)?.lowerBound else { return false }
        var bold = false
        for match in screen[..<end].matches(of: /\x1b\[([0-9;]*)m/) {
            for parameter in match.1.split(separator: ";", omittingEmptySubsequences: false) {
                switch parameter {
                case "", "0", "22": bold = false
                case "1": bold = true
                default: break
                }
            }
        }
        return bold
    }
}
