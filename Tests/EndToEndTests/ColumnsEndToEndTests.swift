import Foundation
import Testing

/// Columns side by side in the real binary's master: `--columns`, sideways scrolling
/// when they do not fit, and the picker (c), whose choice each tab keeps.
@Suite("Columns end to end")
struct ColumnsEndToEndTests {
    private static let mail = """
        from,subject,date,size
        Ada Abbott,Quarterly budget review,2024-03-01,1200
        Hugo Ito,Re: the lighthouse survey,2024-03-02,87
        Zoe Young,Release notes for version 2,2024-03-05,30411
        """ + "\n"

    /// The master's rows of `screen` (left of the divider).
    private func master(_ screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map { $0.split(separator: "│").first.map(String.init) ?? "" }
    }

    @Test("--columns at 120 wide: a header row, the columns aligned and sizes right-aligned, nothing cut")
    func wide() throws {
        try Fixture.withFile(Self.mail) { path in
            let session = try App.start(["--columns", "from,subject,date,size", "--master-width", "70", "--master-max", "80", path],
                                        width: 120, height: 20)
            defer { session.close() }
            let screen = master(try session.expectScreen(containing: "Quarterly"))
            let rows = screen.map { String($0.reversed().drop { $0 == " " }.reversed()) }
            #expect(rows[1] == " from       subject                     date        size")
            #expect(rows[2] == " Ada Abbott Quarterly budget review     2024-03-01  1200")
            #expect(rows[4] == " Zoe Young  Release notes for version 2 2024-03-05 30411")
            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
        }
    }

    @Test("--columns at 80 wide: the columns cut with …, L and H scroll them sideways, ‹ and › show more lies there")
    func narrow() throws {
        try Fixture.withFile(Self.mail) { path in
            let session = try App.start(["--columns", "from,subject,date,size", path], width: 80, height: 20)
            defer { session.close() }
            let screen = master(try session.expectScreen(containing: "Ada Abbott"))
            #expect(screen[1].hasPrefix(" from       subject    ") && screen[1].hasSuffix("›"))
            #expect(screen[2].hasPrefix(" Ada Abbott Quarterly …"), "the subject cut to its column")
            try session.sendKeys("L", "L")
            let scrolled = master(try session.expectScreen(containing: "‹date"))
            #expect(scrolled[1].hasPrefix("‹date        size") && scrolled[2].hasPrefix(" 2024-03-01  1200"))
            try session.sendKeys("H", "H")
            try session.expectScreen(containing: " from       subject")
            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
        }
    }

    @Test("c chooses the shown columns and the title; each tab keeps its own choice")
    func picker() throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = directory + "/mail.csv", second = directory + "/other.csv"
        try Self.mail.write(toFile: first, atomically: true, encoding: .utf8)
        try Self.mail.write(toFile: second, atomically: true, encoding: .utf8)
        let session = try App.start([first, second], width: 120, height: 20)
        defer { session.close() }
        try session.expectScreen(containing: "Ada Abbott")
        try session.sendKeys("c")
        try session.expectScreen(containing: "[ ] 3  date")
        // The subject titles the list; below it from, then date: shown, and made the title.
        try session.sendKeys("Down", "Down", "Space", "t", "Enter")
        let chosen = try session.expectScreen(containing: "columns: subject, date (titled by date)")
        #expect(master(chosen)[2].hasPrefix(" subject           date"))
        #expect(master(chosen)[3].hasPrefix(" Quarterly budget… 2024-03-01"))
        #expect(chosen.contains("│                                    2024-03-01"), "the detail is titled by the date")
        try session.sendKeys("C-NPage")
        let other = master(try session.expectScreen(containing: "[2 other.csv]"))
        #expect(other[2].hasPrefix(" Quarterly budget review") && !other[2].contains("2024"), "the other tab keeps its own")
        try session.sendKeys("C-PPage")
        let back = master(try session.expectScreen(containing: "[1 mail.csv]"))
        #expect(back[3].hasPrefix(" Quarterly budget… 2024-03-01"))
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }
}
