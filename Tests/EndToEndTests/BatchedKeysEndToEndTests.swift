import Testing

/// Several keys in one read (ssh batching, a key macro, a wheel burst, `tmux send-keys`
/// with many keys): the app handles them all before it draws, and must end up where the
/// same keys sent one at a time take it.
@Suite("Several keys in one read")
struct BatchedKeysEndToEndTests {
    /// The tmux key names sent, and a wheel-up report over the detail (SGR mouse, button 64).
    private func keys(_ name: String) -> String { name == "wheel-up" ? "\u{1b}[<64;60;4M" : name }

    @Test("with the detail focused, End then a scroll up in the same read scrolls up from the end",
          arguments: ["Up", "k", "PgUp", "C-u", "wheel-up"])
    func endThenUp(name: String) throws {
        let key = keys(name)
        // Small enough that the last field (the summary) is taller than the detail's pane,
        // so Up scrolls within it rather than moving the field cursor to the field before.
        let session = try App.start(width: 80, height: 7)
        defer { session.close() }
        try session.expectScreen(containing: "1 / 118")
        // One key per write, each drawn before the next is sent.
        try session.sendKeys("BTab", "End")
        let end = try session.expectScreen(containing: "cells.")  // the last line of the summary
        try session.sendKeys(key)
        let expected = try session.waitFor(describedAs: "the detail scrolled up from its end") {
            $0 != end && $0.contains("1 / 118")
        }
        #expect(!expected.contains("│ number "), "the scroll stops short of the top")
        try session.sendKeys("Home")
        try session.expectScreen(containing: "│ number ")
        // Both in one tmux command, so in one write to the terminal.
        try session.sendKeys("End", key)
        try session.waitFor(describedAs: "the same screen as with one key per read") { $0 == expected }
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }
}
