import Foundation
import Testing

/// Searching from anywhere in the real binary: `/` from the detail in each layout, the
/// words typed never acting as commands, terms in other columns, the hint on no match,
/// n/N from the detail with the matches highlighted, and going to a row.
@Suite("Search end to end")
struct SearchEndToEndTests {
    /// 150 flowers, 50 of each species; every 7th note says "canyon horizon".
    static let flowers: String = {
        let species = ["setosa", "versicolor", "virginica"]
        let rows = (0..<150).map { i in
            "flower \(i + 1),\(species[i / 50]),\(i % 7 == 0 ? "canyon horizon" : i % 2 == 0 ? "canyon" : "horizon")"
        }
        return "name,species,note\n" + rows.joined(separator: "\n") + "\n"
    }()

    /// Types `text` into the app after `/`, checks none of it acted as a command (no Edit
    /// mode, nothing inserted, still running), then clears the filter line.
    private func typeIntoFilter(_ session: TmuxSession, width: Int) throws {
        try session.sendLiteral("/qaed")
        try session.expectScreen(containing: "/qaed")
        try session.expectScreen(containing: "0 of 150")
        let screen = try session.capture()
        #expect(!screen.contains("modified") && !screen.contains("Done"), "a, e, d and q acted as commands:\n\(screen)")
        try session.sendKeys("C-u")
        try session.sendLiteral("species:virginica")
        try session.expectScreen(containing: "50 of 150")
        try session.sendKeys("Enter")
        try session.expectScreen(containing: "flower 101")
    }

    @Test("/ from the detail in landscape, portrait and compact: the typed letters go into the filter", arguments: [
        (120, "Tab"), (70, ""), (40, "Enter"),
    ])
    func fromTheDetail(width: Int, intoDetail: String) throws {
        try Fixture.withFile(Self.flowers) { path in
            let session = try App.start([path], width: width, height: 24)
            defer { session.close() }
            try session.expectScreen(containing: "flower 1")
            // Landscape: Tab focuses the detail; portrait shows it alone; compact: Enter pushes it.
            if !intoDetail.isEmpty { try session.sendKeys(intoDetail) }
            try session.expectScreen(containing: "setosa")
            try typeIntoFilter(session, width: width)
            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
        }
    }

    @Test("several words in the title and a shown subtitle, COLUMN:word, the hint on no match")
    func terms() throws {
        try Fixture.withFile(Self.flowers) { path in
            let session = try App.start([path, "--subtitle", "note"], width: 120, height: 24)
            defer { session.close() }
            try session.expectScreen(containing: "flower 1")
            try session.sendLiteral("/setosa")
            try session.expectScreen(containing: "No match in name, note")
            try session.expectScreen(containing: "*setosa: every field")
            try session.expectScreen(containing: "species:setosa: one column")
            try session.sendKeys("C-u")
            try session.sendLiteral("canyon horizon")
            try session.expectScreen(containing: "22 of 150")
            try session.sendKeys("C-u")
            try session.sendLiteral("flower species:setosa")
            try session.expectScreen(containing: "50 of 150")
            try session.sendKeys("C-u")
            try session.sendLiteral("*SETOSA")
            try session.expectScreen(containing: "No match in any field")
            try session.sendKeys("Escape")
            try session.waitUntilGone(text: "*SETOSA")
            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
        }
    }

    @Test("n and N from the detail show each match, its words highlighted")
    func stepAndHighlight() throws {
        try Fixture.withFile(Self.flowers) { path in
            let session = try App.start([path, "--subtitle", "note"], width: 120, height: 24)
            defer { session.close() }
            try session.expectScreen(containing: "flower 1")
            try session.sendLiteral("/canyon hor")
            try session.expectScreen(containing: "22 of 150")
            try session.sendKeys("Enter", "Tab", "n", "n")
            try session.expectScreen(containing: "3 / 22 filtered")
            try session.expectScreen(containing: "name     flower 15")
            try session.sendKeys("N")
            try session.expectScreen(containing: "name     flower 8")
            let screen = try session.captureWithEscapes()
            #expect(screen.contains("\u{1b}[7mcanyon\u{1b}[") && screen.contains("\u{1b}[7mhor\u{1b}["),
                    "the detail highlights both words:\n\(screen)")
            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
        }
    }

    @Test(":500 Enter and 50G go to that row of a 1,000-row table; past the end, to the last")
    func goToRow() throws {
        let rows = (1...1_000).map { "\($0),item \($0)" }.joined(separator: "\n")
        try Fixture.withFile("id,title\n" + rows + "\n") { path in
            let session = try App.start([path], width: 120, height: 24)
            defer { session.close() }
            try session.expectScreen(containing: "1 / 1,000")
            try session.sendKeys("Tab", ":")
            try session.expectScreen(containing: "Go to row:")
            try session.sendLiteral("500")
            try session.sendKeys("Enter")
            try session.expectScreen(containing: "500 / 1,000")
            try session.expectScreen(containing: "title  item 500")
            try session.sendLiteral("50G")
            try session.expectScreen(containing: "50 / 1,000")
            try session.sendLiteral(":5000")
            try session.sendKeys("Enter")
            try session.expectScreen(containing: "1,000 rows: the last is highlighted")
            try session.expectScreen(containing: "1,000 / 1,000")
            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
        }
    }
}
