import Foundation
import Testing

/// Sorting the records in the real binary: `--sort` on numbers, nulls and text, `s` to sort
/// and reverse, the status bar, and saving after a sort.
@Suite("Sort end to end")
struct SortEndToEndTests {
    private static let masses = "name,mass\nbeta,10\ngamma,\ndelta,9\nalpha,null\nepsilon,100\nZeta,[98]\n"

    /// The list's rows on screen (the text left of the first divider, trimmed), the
    /// navigation bar's row left out.
    private static func listRows(_ screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().compactMap { line in
            guard line.contains("│") else { return nil }
            let row = (line.split(separator: "│", omittingEmptySubsequences: false).first ?? "").trimmingCharacters(in: .whitespaces)
            return row.isEmpty ? nil : row
        }
    }

    @Test("--sort on a number column: by value, text after numbers, empty and null last; -COLUMN descending")
    func sortOption() throws {
        try Fixture.withFile(Self.masses) { path in
            var session = try App.start(["--sort", "mass", path], width: 100, height: 16)
            var screen = try session.expectScreen(containing: "sorted by mass ↑")
            #expect(Self.listRows(screen) == ["delta", "beta", "epsilon", "Zeta", "gamma", "alpha"])
            #expect(screen.contains("1 / 6"), "the first row is highlighted")
            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
            session.close()
            session = try App.start(["--sort", "-mass", path], width: 100, height: 16)
            defer { session.close() }
            screen = try session.expectScreen(containing: "sorted by mass ↓")
            #expect(Self.listRows(screen) == ["epsilon", "beta", "delta", "Zeta", "gamma", "alpha"])
            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
        }
    }

    @Test("--sort on text ignores case; a second --sort breaks ties")
    func textAndTies() throws {
        try Fixture.withFile("name,kind\nbravo,b\nAlpha,a\ncharlie,a\ndelta,b\n") { path in
            let session = try App.start(["--title", "name", "--sort", "kind", "--sort", "-name", path], width: 100, height: 16)
            defer { session.close() }
            let screen = try session.expectScreen(containing: "sorted by kind ↑ +1")
            #expect(Self.listRows(screen) == ["charlie", "Alpha", "delta", "bravo"])
            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
        }
    }

    @Test("s sorts by the column chosen, keeping the highlighted record; again reverses; a third time, file order")
    func sortKey() throws {
        try Fixture.withFile(Self.masses) { path in
            let session = try App.start([path], width: 100, height: 16)
            defer { session.close() }
            try session.expectScreen(containing: "1 / 6")
            try session.sendKeys("Down", "Down", "s")
            try session.expectScreen(containing: "Sort by (a name, or 1–2):")
            try session.sendLiteral("mass")
            try session.sendKeys("Enter")
            var screen = try session.expectScreen(containing: "sorted by mass ↑")
            #expect(Self.listRows(screen) == ["delta", "beta", "epsilon", "Zeta", "gamma", "alpha"])
            #expect(screen.contains("1 / 6"), "delta, highlighted before, is still: now first")
            try session.sendKeys("s")
            try session.expectScreen(containing: "Sort by (the same column: reversed)")
            try session.sendLiteral("2")
            try session.sendKeys("Enter")
            screen = try session.expectScreen(containing: "sorted by mass ↓")
            #expect(Self.listRows(screen) == ["epsilon", "beta", "delta", "Zeta", "gamma", "alpha"])
            #expect(screen.contains("3 / 6"))
            try session.sendKeys("s")
            try session.expectScreen(containing: "Sort by (the same column: file order)")
            try session.sendLiteral("mass")
            try session.sendKeys("Enter")
            screen = try session.expectScreen(containing: "in file order")
            #expect(Self.listRows(screen) == ["beta", "gamma", "delta", "alpha", "epsilon", "Zeta"])
            #expect(!screen.contains("sorted by"))
            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
        }
    }

    @Test("saving after a sort writes the file in its own order")
    func saveKeepsFileOrder() throws {
        try Fixture.withFile(Self.masses) { path in
            let session = try App.start(["--sort", "-mass", path], width: 100, height: 16)
            defer { session.close() }
            try session.expectScreen(containing: "sorted by mass ↓")
            try session.sendKeys("e", "d")
            try session.waitUntilGone(text: "epsilon")
            try session.sendKeys("w")
            try session.expectScreen(containing: "Overwrite rows.csv")
            try session.sendKeys("y")
            try session.expectScreen(containing: "saved rows.csv (5 records)")
            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
            let saved = try String(contentsOfFile: path, encoding: .utf8)
            #expect(saved == "name,mass\nbeta,10\ngamma,\ndelta,9\nalpha,null\nZeta,[98]\n")
        }
    }
}
