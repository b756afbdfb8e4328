import Foundation
import Testing

/// Counts at run time in the real binary: F groups the list by a column chosen at the
/// prompt, o orders the groups by count, and the summary counts what is not a number.
@Suite("Grouping at run time end to end")
struct GroupingEndToEndTests {
    @Test("F then a column gives the drill-down with counts; o orders it by count; the summary says what was not a number; F again lists the records")
    func groupAtRunTime() throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let rows = ["Ann,red,12", "Bob,blue,NA", "Cid,green,7", "Dan,blue,3", "Eve,blue,null", "Fay,green,5", "Gus,blue,8"]
        let path = directory + "/people.csv"
        try ("name,colour,score\n" + rows.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let session = try App.start([path], width: 120, height: 20)
        defer { session.close() }
        try session.expectScreen(containing: "1 / 7")
        try session.sendKeys("F")
        try session.expectScreen(containing: "Group by (a name, or 1–3):")
        try session.sendLiteral("colour")
        try session.sendKeys("Enter")
        try session.expectScreen(containing: "grouped by colour")
        // The groups come from the background: wait for the last one.
        var screen = try session.expectScreen(containing: " green")
        var list = screen.split(separator: "\n").map { $0.split(separator: "│").first.map(String.init) ?? "" }
        #expect(list[1].hasPrefix(" red") && list[1].hasSuffix("1 ") && list[2].hasPrefix(" blue") && list[2].hasSuffix("4 "),
                "groups in order of appearance, with counts:\n\(screen)")
        try session.sendKeys("o")
        try session.expectScreen(containing: "groups by count")
        try session.sendKeys("Home")
        screen = try session.expectScreen(containing: "by count")
        list = screen.split(separator: "\n").map { $0.split(separator: "│").first.map(String.init) ?? "" }
        #expect(list[1].hasPrefix(" blue") && list[2].hasPrefix(" green") && list[3].hasPrefix(" red"), "\(screen)")
        try session.expectScreen(containing: "min 3  max 8  mean 5.5 — 2 values not numbers")
        try session.sendKeys("Enter")
        screen = try session.expectScreen(containing: "› blue")
        #expect(screen.contains("Bob") && screen.contains("Gus") && !screen.contains("Ann"))
        try session.sendKeys("Escape")
        try session.waitUntilGone(text: "› blue")
        try session.sendKeys("F")
        try session.expectScreen(containing: "Group by")
        try session.sendLiteral("2")
        try session.sendKeys("Enter")
        screen = try session.expectScreen(containing: "not grouped")
        #expect(screen.contains("1 / 7") && screen.contains(" Ann "))
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }
}
