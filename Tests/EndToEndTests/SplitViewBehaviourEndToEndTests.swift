import Foundation
import Glibc
import Testing

/// The split view's behaviours in the real binary: display modes, widths, the edge,
/// the mouse, help, and rotations.
@Suite("Split view behaviours end to end")
struct SplitViewBehaviourEndToEndTests {
    /// The top line of the screen.
    private func top(_ screen: String) -> String { screen.split(separator: "\n").first.map(String.init) ?? "" }

    /// The column of the divider on row `row` of `screen`, if any.
    private func divider(in screen: String, row: Int = 3) -> Int? {
        let lines = screen.components(separatedBy: "\n")
        guard row < lines.count, let index = lines[row].firstIndex(of: "│") else { return nil }
        return lines[row].distance(from: lines[row].startIndex, to: index)
    }

    /// An SGR mouse report (xterm mode 1006) for column `x`, row `y`, zero-based.
    private func sgr(_ button: Int, _ x: Int, _ y: Int, release: Bool = false) -> String {
        "\u{1b}[<\(button);\(x + 1);\(y + 1)\(release ? "m" : "M")"
    }

    @Test("--display-mode beside in portrait shows both panes")
    func besideInPortrait() throws {
        let session = try App.start(["--display-mode", "beside"], width: 70, height: 24)
        defer { session.close() }
        let screen = try session.expectScreen(containing: "1 / 118")
        #expect(top(screen).contains("Elements") && top(screen).contains("Hydrogen"), "both bars: \(top(screen))")
        #expect(screen.contains(" Helium "), "the list is docked")
        #expect(!screen.contains("[m] Master"))
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("< and > change the master's width, and the status bar says so")
    func adjustWidth() throws {
        let session = try App.start(width: 120, height: 30)
        defer { session.close() }
        var screen = try session.expectScreen(containing: "1 / 118")
        #expect(divider(in: screen) == 36)
        try session.sendKeys("<", "<")
        screen = try session.waitFor(describedAs: "the divider at 32") { self.divider(in: $0) == 32 }
        #expect(screen.contains(" landscape 120x30 · master 32  elements.csv"))
        try session.sendKeys(">", ">", ">")
        try session.waitFor(describedAs: "the divider at 38") { self.divider(in: $0) == 38 }
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("--master-edge trailing puts the list on the right, and the Master button too")
    func trailingEdge() throws {
        let session = try App.start(["--master-edge", "trailing", "--master-width", "30"], width: 120, height: 30)
        defer { session.close() }
        let screen = try session.expectScreen(containing: "1 / 118")
        #expect(divider(in: screen) == 89)
        let row = screen.components(separatedBy: "\n")[2]
        #expect(row.hasSuffix("│ Helium"), "the list on the right: \(row)")
        try session.resize(width: 60, height: 30)
        let portrait = try session.expectScreen(containing: "[m] Master")
        #expect(top(portrait).hasSuffix("[m] Master"))
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("mouse reporting is on while the app runs and off after every way out", arguments: ["q", "TERM", "SEGV"])
    func mouseModes(way: String) throws {
        let shell = try TmuxSession.shell(width: 100, height: 30)
        defer { shell.close() }
        let marker = try shell.startCommand(App.path)
        try shell.expectScreen(containing: "1 / 118")
        try shell.waitFor(describedAs: "mouse modes on") { _ in (try? shell.mouseFlags()) == "11" }
        switch way {
        case "q": try shell.sendKeys("q")
        default:
            let pid = try #require(App.childPID(of: shell.pid), "splitview's pid")
            kill(pid, way == "TERM" ? SIGTERM : SIGSEGV)
        }
        _ = try shell.waitForCommand(marker: marker)
        #expect(try shell.mouseFlags() == "00")
    }

    @Test("Ctrl-Z turns mouse reporting off for the shell; fg turns it on again")
    func mouseAcrossSuspend() throws {
        let shell = try TmuxSession.shell(width: 100, height: 30)
        defer { shell.close() }
        let marker = try shell.startCommand(App.path)
        try shell.expectScreen(containing: "1 / 118")
        try shell.sendKeys("C-z")
        try shell.waitForPrompt()
        #expect(try shell.mouseFlags() == "00")
        try shell.sendLiteral("fg")
        try shell.sendKeys("Enter")
        try shell.expectScreen(containing: "1 / 118")
        try shell.waitFor(describedAs: "mouse modes on again") { _ in (try? shell.mouseFlags()) == "11" }
        try shell.sendLiteral(sgr(0, 5, 3) + sgr(0, 5, 3, release: true))
        try shell.expectScreen(containing: "3 / 118")
        try shell.sendKeys("q")
        _ = try shell.waitForCommand(marker: marker)
        #expect(try shell.mouseFlags() == "00")
    }

    @Test("--no-mouse leaves the mouse to the terminal")
    func noMouse() throws {
        let session = try App.start(["--no-mouse"], width: 100, height: 30)
        defer { session.close() }
        try session.expectScreen(containing: "1 / 118")
        #expect(try session.mouseFlags() == "00")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("a mouse click on a row selects it; the wheel scrolls; a drag moves the divider")
    func mouse() throws {
        let session = try App.start(width: 120, height: 30)
        defer { session.close() }
        try session.expectScreen(containing: "1 / 118")
        try session.sendLiteral(sgr(0, 5, 4) + sgr(0, 5, 4, release: true))
        var screen = try session.expectScreen(containing: "4 / 118")
        #expect(top(screen).contains("Beryllium"))
        try session.sendLiteral(sgr(0, 36, 10) + sgr(32, 40, 10) + sgr(32, 30, 10) + sgr(0, 30, 10, release: true))
        screen = try session.waitFor(describedAs: "the divider dragged to 30") { self.divider(in: $0) == 30 }
        try session.sendLiteral(sgr(65, 5, 10))
        screen = try session.waitFor(describedAs: "the list scrolled by the wheel") { !$0.contains(" Hydrogen ") }
        #expect(screen.contains("4 / 118"), "the selection is still on screen")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("in portrait a click on the Master button opens the popover; a click outside closes it")
    func popoverClicks() throws {
        let session = try App.start(width: 60, height: 24)
        defer { session.close() }
        try session.expectScreen(containing: "[m] Master")
        try session.sendLiteral(sgr(0, 2, 0) + sgr(0, 2, 0, release: true))
        try session.expectScreen(containing: "┌")
        try session.sendLiteral(sgr(0, 50, 12) + sgr(0, 50, 12, release: true))
        try session.waitUntilGone(text: "┌")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("? shows the help; any key closes it without acting")
    func help() throws {
        let session = try App.start(width: 100, height: 76)
        defer { session.close() }
        try session.expectScreen(containing: "1 / 118")
        try session.sendKeys("?")
        // The box's last section, the mouse's, is there once the whole frame has arrived.
        let screen = try session.expectScreen(containing: "Drag the divider")
        #expect(screen.contains("Master and detail") && screen.contains("show or hide the master"))
        try session.sendKeys("q")
        try session.waitUntilGone(text: "Master and detail")
        #expect(try session.termination == nil, "q closed the help, not the app")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("repeated resizes across all three layouts keep the selection")
    func resizes() throws {
        let session = try App.start(width: 120, height: 30)
        defer { session.close() }
        try session.expectScreen(containing: "1 / 118")
        try session.sendKeys("Down", "Down", "Down", "Down", "Down", "Down", "Down")
        try session.expectScreen(containing: "8 / 118")
        for _ in 0..<2 {
            for (width, height, sign) in [(60, 30, "[m] Master"), (40, 30, "Elements"), (120, 30, "│ number"),
                                          (40, 24, "Elements"), (70, 24, "[m] Master"), (100, 24, "│ number")] {
                try session.resize(width: width, height: height)
                try session.waitFor(describedAs: "\(width)x\(height) with \(sign) and row 8") {
                    $0.contains(sign) && $0.contains("8 / 118") && $0.contains("\(width)x\(height)")
                }
            }
        }
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    /// What a flag should put on screen.
    enum Sight: Sendable, CustomStringConvertible {
        case startsWith(String), shows(String), dividerAt(Int), noDivider

        func matches(_ screen: String) -> Bool {
            switch self {
            case .startsWith(let text): return screen.hasPrefix(text)
            case .shows(let text): return screen.contains(text)
            case .dividerAt(let column): return screen.components(separatedBy: "\n")[2].dropFirst(column).first == "│"
            case .noDivider: return !screen.contains("│")
            }
        }

        var description: String {
            switch self {
            case .startsWith(let text): return "a screen starting with \(text.debugDescription)"
            case .shows(let text): return "\(text.debugDescription) on screen"
            case .dividerAt(let column): return "the divider at column \(column)"
            case .noDivider: return "no divider"
            }
        }
    }

    @Test("each layout flag shows on screen", arguments: [
        (["--layout", "compact"], 120, Sight.noDivider),
        (["--layout", "portrait"], 120, .startsWith("[m] Master")),
        (["--layout", "landscape", "--display-mode", "over"], 120, .shows("│ Helium")),
        (["--landscape-at", "130"], 120, .startsWith("[m] Master")),
        (["--compact-below", "121"], 120, .noDivider),
        (["--display-mode", "over"], 60, .shows("│ Helium")),
        (["--display-mode", "detail-only"], 120, .startsWith("[m] Master")),
        (["--master-width", "0.25"], 120, .dividerAt(30)),
        (["--master-width", "50"], 120, .dividerAt(50)),
        (["--master-width", "0.5", "--master-max", "45"], 120, .dividerAt(45)),
        (["--master-edge", "trailing", "--master-min", "50"], 120, .dividerAt(69)),
    ])
    func layoutFlags(arguments: [String], width: Int, sight: Sight) throws {
        let session = try App.start(arguments, width: width, height: 24)
        defer { session.close() }
        try session.expectScreen(containing: "1 / 118")
        try session.waitFor(describedAs: "\(arguments): \(sight)", sight.matches)
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("--detail-on-enter: the detail waits for Enter")
    func detailOnEnter() throws {
        let session = try App.start(["--detail-on-enter"], width: 120, height: 24)
        defer { session.close() }
        try session.expectScreen(containing: "1 / 118")
        try session.sendKeys("Down")
        let screen = try session.expectScreen(containing: "2 / 118")
        #expect(top(screen).contains("Hydrogen"))
        try session.sendKeys("Enter")
        try session.waitFor(describedAs: "Helium in the detail") { self.top($0).contains("Helium") }
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("bad split-view flags give one line and exit status 2", arguments: [
        (["--display-mode", "sideways"], "--display-mode takes auto, beside, over or detail-only"),
        (["--master-width", "1.5"], "--master-width takes a fraction below 1"),
        (["--master-min", "40", "--master-max", "30"], "--master-min 40 is wider than --master-max 30"),
        (["--landscape-at", "60", "--compact-below", "70"], "--compact-below 70 is wider than --landscape-at 60"),
        (["--master-edge", "left"], "--master-edge takes leading or trailing"),
        (["--master-width", "60", "--master-max", "50"], "--master-width 60 is outside --master-min 20 and --master-max 50"),
        (["--landscape-at", "0"], "--landscape-at takes at least 1 column, not 0"),
        (["--layout", "tall"], "--layout takes auto, landscape, portrait or compact"),
    ])
    func badFlags(arguments: [String], message: String) throws {
        let result = try Spawn.run([App.path] + arguments, environment: ["PATH": "/usr/bin:/bin"])
        #expect(result.termination == .exited(2))
        #expect(result.standardError.hasPrefix("splitview: " + message), "\(result.standardError)")
    }
}
