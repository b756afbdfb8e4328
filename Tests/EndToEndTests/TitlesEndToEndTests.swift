import Foundation
import Testing

/// What titles the list in the real binary: the column chosen from the data, a stand-in
/// for an empty title, and T to choose another.
@Suite("Titles end to end")
struct TitlesEndToEndTests {
    @Test("no title-like name: the most distinct text column titles the list; T switches it and the status bar says so")
    func chooseTitle() throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let islands = ["Torgersen", "Biscoe", "Dream", ""]
        let rows = (0..<40).map { "Adelie,\(islands[$0 % 4]),\(30 + $0),\($0 % 2 == 0 ? "male" : "female")" }
        let path = directory + "/penguins.csv"
        try ("species,island,bill,sex\n" + rows.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let session = try App.start([path], width: 100, height: 20)
        defer { session.close() }
        let screen = try session.expectScreen(containing: " Torgersen")
        let list = screen.split(separator: "\n").map { $0.split(separator: "│").first.map(String.init) ?? "" }
        #expect(list[1].hasPrefix(" Torgersen") && list[4].hasPrefix(" 33"), "an empty island shows the next field")
        try session.sendKeys("T")
        try session.expectScreen(containing: "Title column (a name, or 1–4): island")
        try session.sendKeys("C-u")
        try session.sendLiteral("3")
        try session.sendKeys("Enter")
        try session.expectScreen(containing: "title: bill")
        let switched = try session.capture().split(separator: "\n").map { $0.split(separator: "│").first.map(String.init) ?? "" }
        #expect(switched[1].hasPrefix(" 30") && switched[2].hasPrefix(" 31"))
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }
}
