import Foundation
import Testing

/// Colours and line drawing that respect the person's settings and terminal.
@Suite("Appearance end to end")
struct AppearanceEndToEndTests {
    /// The SGR parameters on `screen` that set a colour (30–37, 38, 40–47, 48, 90–97, 100–107).
    static func colourCodes(in screen: String) -> [Int] {
        var codes: [Int] = []
        var rest = Substring(screen)
        while let start = rest.range(of: "\u{1b}[") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "m") else { break }
            let parameters = rest[..<end].split(separator: ";").compactMap { Int($0) }
            codes += parameters.filter { (30...38).contains($0) || (40...48).contains($0) || (90...107).contains($0) }
            rest = rest[rest.index(after: end)...]
        }
        return codes
    }

    @Test("by default the theme has colours; with NO_COLOR only bold, dim, reverse and underline")
    func noColor() throws {
        let coloured = try App.start([], width: 100, height: 20)
        defer { coloured.close() }
        try coloured.expectScreen(containing: "1 / 118")
        #expect(!Self.colourCodes(in: try coloured.captureWithEscapes()).isEmpty, "the default theme uses colour")

        let plain = try App.start([], width: 100, height: 20, environment: ["NO_COLOR": "1"])
        defer { plain.close() }
        try plain.expectScreen(containing: "1 / 118")
        let screen = try plain.captureWithEscapes()
        #expect(Self.colourCodes(in: screen).isEmpty, "NO_COLOR: no colour codes in\n\(screen)")
        #expect(screen.contains("\u{1b}[0;7m") || screen.contains("\u{1b}[7m"), "the selection is reverse video")
        #expect(screen.contains("\u{1b}[1m"), "labels are bold")

        let asked = try App.start(["--theme", "dark"], width: 100, height: 20, environment: ["NO_COLOR": "1"])
        defer { asked.close() }
        try asked.expectScreen(containing: "1 / 118")
        #expect(try asked.captureWithEscapes().contains("38;5;110"), "--theme dark overrides NO_COLOR")
    }

    @Test("TERM=vt100 with LANG=C: ASCII lines, no colours, ? for what the locale cannot show")
    func vt100() throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/names.csv"
        try "name,note\nPlain,ascii only\n漢字 name,café\n".write(toFile: path, atomically: true, encoding: .utf8)
        let environment = ["TERM": "vt100", "LANG": "C", "LC_ALL": "C"]
        let session = try App.start([path], width: 70, height: 20, environment: environment)
        defer { session.close() }
        var screen = try session.expectScreen(containing: "[m] Master")
        try session.sendKeys("m")
        screen = try session.expectScreen(containing: "+---")
        #expect(screen.contains("| Plain"), "the popover's border is ASCII:\n\(screen)")
        #expect(screen.contains("| ???? name"), "characters C cannot show are ?:\n\(screen)")
        #expect(!screen.contains("┌") && !screen.contains("│"))
        #expect(Self.colourCodes(in: try session.captureWithEscapes()).isEmpty, "vt100 has no colours")
        try session.sendKeys("Escape")
        try session.resize(width: 100, height: 20)
        screen = try session.expectScreen(containing: "landscape 100x20")
        #expect(ConfigEndToEndTests.row(" Plain", of: screen).contains("|"), "the divider is ASCII:\n\(screen)")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("an 8-colour terminal: dark falls back to the default theme, a 256-colour choice becomes the nearest of eight")
    func eightColours() throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/config"
        try "theme = dark\ncolor label = 208 bold\n".write(toFile: path, atomically: true, encoding: .utf8)
        let session = try App.start(["--config", path], width: 100, height: 20, environment: ["TERM": "xterm"])
        defer { session.close() }
        try session.expectScreen(containing: "1 / 118")
        let screen = try session.captureWithEscapes()
        let codes = Self.colourCodes(in: screen)
        #expect(!codes.isEmpty && codes.allSatisfy { (30...37).contains($0) || (40...47).contains($0) },
                "only the eight colours: \(Set(codes))")
        #expect(screen.contains("\u{1b}[33mnumber") || screen.contains(";33mnumber"), "orange 208 shows as yellow")
    }
}
