import Foundation
import Glibc
import Testing

/// The real binary in a real terminal emulator, driven as a person would.
@Suite("Split view end to end")
struct SplitViewEndToEndTests {
    @Test("landscape, rotate to portrait, popover, choose, rotate back, quit")
    func rotationStory() throws {
        let session = try App.start(width: 120, height: 40)
        defer { session.close() }
        var screen = try session.expectScreen(containing: "1 / 118")
        let firstLine = screen.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.contains("Elements") && firstLine.contains("Hydrogen"), "both panes: \(firstLine)")
        #expect(screen.contains(" Helium "), "the master lists the records")
        #expect(screen.contains("atomic_mass      1.008"), "the detail shows the fields")

        try session.resize(width: 60, height: 40)
        // A resize repaints every cell, top to bottom: wait for the status bar too, so the
        // capture is not taken halfway through the new frame.
        screen = try session.waitFor(describedAs: "the portrait frame") {
            $0.contains("[m] Master") && $0.contains("1 / 118")
        }
        #expect(!screen.contains(" Helium "), "portrait hides the master")
        #expect(screen.contains("atomic_mass"), "portrait shows the detail")

        try session.sendKeys("m")
        screen = try session.waitFor(describedAs: "the popover's list") { $0.contains("┌") && $0.contains("│ Helium") }
        #expect(screen.contains("reactive nonmetal") || screen.contains("active nonmetal"), "the detail shows around it")

        try session.sendKeys("Down")
        try session.sendKeys("Enter")
        screen = try session.waitFor(describedAs: "Helium in the detail, popover gone") {
            $0.contains("Helium") && $0.contains("noble gas") && !$0.contains("┌")
        }

        try session.resize(width: 120, height: 40)
        screen = try session.waitFor(describedAs: "both panes again, Helium selected") {
            let top = $0.split(separator: "\n").first.map(String.init) ?? ""
            return top.contains("Elements") && top.contains("Helium") && $0.contains("2 / 118")
        }

        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("compact: Enter pushes the detail, Esc goes back; a tiny window shows the minimum")
    func compactStory() throws {
        let session = try App.start(width: 40, height: 20)
        defer { session.close() }
        try session.expectScreen(containing: "Hydrogen")
        try session.sendKeys("j", "Enter")
        try session.expectScreen(containing: "‹ Elements")
        try session.expectScreen(containing: "noble gas")
        try session.sendKeys("Escape")
        try session.waitUntilGone(text: "‹ Elements")
        try session.resize(width: 12, height: 4)
        try session.expectScreen(containing: "20x6")
        try session.resize(width: 40, height: 20)
        try session.expectScreen(containing: "2 / 118")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    /// Signals: see `SignalsEndToEndTests.everyFatalSignal`.
    @Test("q and Ctrl-C give the terminal back as it was", arguments: ["q", "C-c"])
    func terminalRestored(way: String) throws {
        let shell = try TmuxSession.shell(width: 100, height: 30)
        defer { shell.close() }
        #expect(try shell.runShellCommand("echo screen-before-splitview") == 0)
        let before = try shell.sttySnapshot()
        let marker = try shell.startCommand(App.path)
        try shell.expectScreen(containing: "1 / 118")
        try shell.sendKeys(way)
        let (status, screen) = try shell.waitForCommand(marker: marker)
        #expect(status == 0)
        #expect(screen.contains("screen-before-splitview"), "the shell's screen is back:\n\(screen)")
        #expect(!screen.contains("Hydrogen"), "the app's screen is gone")
        let after = try shell.sttySnapshot()
        #expect(before == after, "stty -a differs")
        let modes = try shell.terminalModes()
        #expect(!modes.alternateScreen && modes.cursorVisible, "alternate screen left, cursor shown")
        #expect(try shell.runShellCommand("echo still-usable") == 0)
    }

    @Test("wide characters and escape sequences in data are drawn, not obeyed")
    func untrustedData() throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/mixed.csv"
        let csv = "name,note\n漢字の名前,emoji 🙂 here\n\"evil\u{1b}]0;pwned\u{7}\",\"\u{1b}[2J\u{1b}[31mred\"\n"
        try csv.write(toFile: path, atomically: true, encoding: .utf8)
        let session = try App.start([path], width: 100, height: 20)
        defer { session.close() }
        let screen = try session.expectScreen(containing: "漢字の名前")
        #expect(screen.contains("emoji 🙂 here"))
        #expect(screen.contains("evil^[]0;pwned^G"))
        try session.sendKeys("Down")
        try session.expectScreen(containing: "^[[2J^[[31mred")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }
}
