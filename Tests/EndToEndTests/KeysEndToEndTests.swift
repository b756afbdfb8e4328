import Foundation
import Testing

/// Keys as the app reads and decodes them itself (no ncurses key tables): function and
/// editing keys in the forms terminals send, the Esc key on its own, typed text in
/// UTF-8, a character split between two writes, and a locale that is not UTF-8.
@Suite("Keys end to end")
struct KeysEndToEndTests {
    @Test("F1, Esc, End, Home and Shift-Tab as tmux sends them")
    func namedKeys() throws {
        let session = try App.start(width: 120, height: 30)
        defer { session.close() }
        try session.expectScreen(containing: "1 / 118")
        try session.sendKeys("F1")
        try session.expectScreen(containing: " Keys ")
        try session.sendKeys("Escape")
        try session.waitUntilGone(text: " Keys ")
        try session.sendKeys("End")
        try session.expectScreen(containing: "118 / 118")
        try session.sendKeys("Home")
        try session.expectScreen(containing: "1 / 118")
        // Shift-Tab moves the focus to the detail, where j scrolls instead of moving the
        // selection; a second one brings it back to the list.
        try session.sendKeys("BTab", "j", "BTab", "j")
        try session.expectScreen(containing: "2 / 118")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("cursor keys in both modes and the Linux console's F1, byte for byte")
    func sequenceForms() throws {
        let session = try App.start(width: 120, height: 30)
        defer { session.close() }
        try session.expectScreen(containing: "1 / 118")
        try session.sendLiteral("\u{1b}OB\u{1b}[B\u{1b}[B\u{1b}OA")
        try session.expectScreen(containing: "3 / 118")
        try session.sendLiteral("\u{1b}[[A")
        try session.expectScreen(containing: " Keys ")
        try session.sendLiteral("\u{1b}")
        try session.waitUntilGone(text: " Keys ")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("UTF-8 typed into the filter, one character split between two writes")
    func typedText() throws {
        let session = try App.start(width: 120, height: 30)
        defer { session.close() }
        try session.expectScreen(containing: "1 / 118")
        try session.sendKeys("/")
        try session.sendLiteral("é")
        try session.sendBytes([0xe6])
        usleep(50_000)
        try session.sendBytes([0xbc, 0xa2])
        try session.expectScreen(containing: "/é漢")
        try session.sendKeys("Escape")
        try session.waitUntilGone(text: "/é漢")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("in the C locale, ASCII is typed and other bytes are dropped")
    func cLocale() throws {
        let session = try App.start(width: 120, height: 30, environment: ["LANG": "C", "LC_ALL": "C"])
        defer { session.close() }
        try session.expectScreen(containing: "1 / 118")
        try session.sendKeys("/")
        try session.sendBytes([0x78, 0xc3, 0xa9, 0x79])
        try session.expectScreen(containing: "/xy")
        try session.sendKeys("Escape")
        try session.waitUntilGone(text: "/xy")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }
}
