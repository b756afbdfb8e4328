import Foundation
import Testing

/// The configuration file as a person writes it: good lines take effect, bad ones are
/// reported with their line number, the command line wins.
@Suite("Configuration end to end")
struct ConfigEndToEndTests {
    static let text = """
        # borders in ASCII, x quits, labels magenta
        lines = ascii
        bind x quit
        tehme = dark
        theme = purple
        color label = magenta bold

        """

    /// The first line of `screen` starting with `prefix`, or "".
    static func row(_ prefix: String, of screen: String) -> String {
        screen.split(separator: "\n").first { $0.hasPrefix(prefix) }.map(String.init) ?? ""
    }

    private func writeConfig(in directory: String) throws -> String {
        try FileManager.default.createDirectory(atPath: directory + "/splitview", withIntermediateDirectories: true)
        let path = directory + "/splitview/config"
        try Self.text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("good lines apply, bad lines are named by number on the status bar and stderr, the app starts")
    func goodAndBadLines() throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try writeConfig(in: directory)
        let shell = try TmuxSession.shell(width: 120, height: 30, environment: App.isolated([:]))
        defer { shell.close() }
        let marker = try shell.startCommand("\(App.path) --config \(path) 2>\(directory)/stderr")
        var screen = try shell.expectScreen(containing: "config line 4: unknown setting 'tehme' (did you mean theme?) (+1 more on stderr)")
        #expect(screen.contains("1 / 118"))
        #expect(Self.row(" Hydrogen", of: screen).contains("|"), "lines = ascii applies:\n\(screen)")
        #expect(!screen.contains("│"))
        #expect(try shell.captureWithEscapes().contains("\u{1b}[1m\u{1b}[35mnumber"), "color label = magenta bold applies")
        try shell.sendKeys("Down")
        screen = try shell.waitUntilGone(text: "config line 4")
        #expect(screen.contains("2 / 118"))
        try shell.sendKeys("x")
        let (status, _) = try shell.waitForCommand(marker: marker)
        #expect(status == 0, "bind x quit applies")
        let errors = try String(contentsOfFile: directory + "/stderr", encoding: .utf8)
        #expect(errors == """
            splitview: \(path):4: unknown setting 'tehme' (did you mean theme?)
            splitview: \(path):5: --theme takes default, light, dark, mono, not 'purple'

            """)
    }

    @Test("the command line wins over the configuration file")
    func commandLineWins() throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try writeConfig(in: directory)
        let session = try App.start(["--config", path, "--lines", "unicode"], width: 120, height: 30)
        defer { session.close() }
        try session.waitFor(describedAs: "a Unicode divider") { Self.row(" Hydrogen", of: $0).contains("│") }
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("the file is found under XDG_CONFIG_HOME, and --no-config skips it")
    func discovery() throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = try writeConfig(in: directory)
        let found = try App.start([], width: 120, height: 30, environment: ["XDG_CONFIG_HOME": directory])
        defer { found.close() }
        try found.expectScreen(containing: "config line 4")
        let skipped = try App.start(["--no-config"], width: 120, height: 30, environment: ["XDG_CONFIG_HOME": directory])
        defer { skipped.close() }
        let screen = try skipped.expectScreen(containing: "1 / 118")
        #expect(!screen.contains("config line"))
        #expect(screen.contains("│"), "no lines = ascii without the file")
    }

    @Test("a configuration file that cannot be read is reported, and the app starts with the defaults")
    func unreadable() throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/splitview/config", withIntermediateDirectories: true)
        let session = try App.start([], width: 120, height: 30, environment: ["XDG_CONFIG_HOME": directory])
        defer { session.close() }
        // stderr shows in the pane before the screen opens; wait for the status bar's line.
        try session.waitFor(describedAs: "the problem on the status bar") {
            $0.contains("1 / 118") && $0.contains("\n config: cannot be read; using the defaults")
        }
    }
}
