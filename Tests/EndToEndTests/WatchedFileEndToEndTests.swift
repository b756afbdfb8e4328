import Foundation
import Glibc
import Testing

/// The open file changes while the app sits idle: rows appended come in by themselves,
/// a file replaced by `mv` is read again, and `R` reads it again by hand.
@Suite("A file watched while the app is idle")
struct WatchedFileEndToEndTests {
    private static func rows(_ range: ClosedRange<Int>, name: String) -> String {
        range.map { "\($0),\(name) \($0)\n" }.joined()
    }

    /// Appends `text` to `path`, as the shell's `>>` does.
    private static func append(_ path: String, _ text: String) {
        Fixture.write(text, to: path, flags: O_APPEND)
    }

    @Test("rows appended with >> while the app sits idle appear with no key pressed, the status bar counting them")
    func appendedWhileIdle() throws {
        try Fixture.withFile("id,name\n" + Self.rows(1...3, name: "old")) { path in
            let session = try App.start([path], width: 100, height: 30)
            defer { session.close() }
            try session.expectScreen(containing: "3 rows")
            Self.append(path, Self.rows(4...15, name: "new"))
            let screen = try session.expectScreen(containing: "15 rows  +12 rows")
            #expect(screen.contains("new 4") && screen.contains("1 / 15"), "\(screen)")
            let ticks = App.cpuTicks(of: session.pid) ?? 0
            usleep(500_000)  // a span of idleness to measure, not a wait for anything
            let spent = Double((App.cpuTicks(of: session.pid) ?? 0) - ticks) / Double(App.ticksPerSecond)
            #expect(spent < 0.05, "idle while watching: \(spent) s of CPU in half a second")
            Self.append(path, Self.rows(16...16, name: "new"))
            try session.expectScreen(containing: "16 rows  +13 rows")
            try session.sendKeys("End")
            let moved = try session.expectScreen(containing: "16 / 16")
            #expect(!moved.contains("+13 rows") && moved.contains("new 16"), "until the next key")
            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
        }
    }

    @Test("under a filter, appended rows are searched too")
    func appendedUnderFilter() throws {
        try Fixture.withFile("id,name\n" + Self.rows(1...3, name: "old")) { path in
            let session = try App.start([path], width: 100, height: 30)
            defer { session.close() }
            try session.expectScreen(containing: "3 rows")
            try session.sendKeys("/", "n", "e", "w", "Enter")
            try session.expectScreen(containing: "0 of 3")
            Self.append(path, Self.rows(4...5, name: "new") + Self.rows(6...6, name: "old"))
            let screen = try session.expectScreen(containing: "2 of 6")
            #expect(screen.contains("new 4") && screen.contains("new 5") && !screen.contains("old 6"), "\(screen)")
            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
        }
    }

    @Test("appended rows keep the unsaved edits, and a save then writes them all, not taken for a change on disk")
    func appendedKeepsEdits() throws {
        try Fixture.withFile("id,name\n" + Self.rows(1...3, name: "old")) { path in
            let session = try App.start([path], width: 120, height: 30)
            defer { session.close() }
            try session.expectScreen(containing: "3 rows")
            try session.sendKeys("End", "e", "d", "e")
            try session.expectScreen(containing: "2 rows  modified")
            Self.append(path, Self.rows(4...5, name: "new"))
            try session.expectScreen(containing: "4 rows  +2 rows  modified")
            try session.sendKeys("w")
            try session.expectScreen(containing: "Overwrite rows.csv with the edits? [y]es  [n]o")
            try session.sendKeys("y")
            try session.expectScreen(containing: "saved rows.csv (4 records)")
            let saved = try String(contentsOfFile: path, encoding: .utf8)
            #expect(saved == "id,name\n1,old 1\n2,old 2\n4,new 4\n5,new 5\n", "\(saved)")
            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
        }
    }

    @Test("a file replaced by mv is read again with no key pressed; with edits the person is asked, and a save over it asks")
    func replacedByMove() throws {
        try Fixture.withFile("id,name\n" + Self.rows(1...30, name: "old")) { path in
            let session = try App.start([path], width: 120, height: 30)
            defer { session.close() }
            try session.expectScreen(containing: "30 rows")
            try session.sendKeys("Down", "Down")
            try session.expectScreen(containing: "3 / 30")
            let other = path + ".new"
            try ("id,name\n" + Self.rows(1...20, name: "moved")).write(toFile: other, atomically: false, encoding: .utf8)
            #expect(rename(other, path) == 0)
            let screen = try session.expectScreen(containing: "rows.csv changed on disk: read again")
            #expect(screen.contains("3 / 20") && screen.contains("moved 3") && !screen.contains("old"), "\(screen)")
            try session.sendKeys("e", "+")
            try session.expectScreen(containing: "modified")
            try ("id,name\n" + Self.rows(1...5, name: "again")).write(toFile: other, atomically: false, encoding: .utf8)
            #expect(rename(other, path) == 0)
            try session.expectScreen(containing: "rows.csv changed on disk; the edits made to it are kept: [r]ead it again")
            try session.sendKeys("k")
            try session.sendKeys("w")
            try session.expectScreen(containing: "[o]verwrite")
            try session.sendKeys("c")
            try session.expectScreen(containing: "not saved")
            #expect(try String(contentsOfFile: path, encoding: .utf8).contains("again 5"), "the other file is left")
            try session.sendKeys("q", "d")
            #expect(try session.waitForExit() == 0)
        }
    }

    @Test("R reads the file again by hand; with unsaved edits it asks first")
    func rereadKey() throws {
        try Fixture.withFile("id,name\n" + Self.rows(1...10, name: "old")) { path in
            let session = try App.start([path], width: 120, height: 30)
            defer { session.close() }
            try session.expectScreen(containing: "10 rows")
            try session.sendKeys("R")
            try session.expectScreen(containing: "rows.csv read again")
            try session.sendKeys("e", "+")
            try session.expectScreen(containing: "11 rows  modified")
            try session.sendKeys("R")
            try session.expectScreen(containing: "rows.csv has unsaved edits: [r]ead it again, dropping them")
            try session.sendKeys("k")
            try session.expectScreen(containing: "edits kept, not read again")
            try session.sendKeys("R")
            try session.expectScreen(containing: "[r]ead it again")
            try session.sendKeys("r")
            let screen = try session.expectScreen(containing: "rows.csv read again")
            try session.sendKeys("Down")
            let after = try session.expectScreen(containing: "10 rows")
            #expect(!after.contains("modified"), "\(screen)\n\(after)")
            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
        }
    }

    @Test("standard input cannot be read again: R says so")
    func rereadStandardInput() throws {
        let session = try TmuxSession(command: ["sh", "-c", "printf 'a,b\\n1,2\\n' | exec \(App.path) -"], width: 100,
                                      height: 30)
        defer { session.close() }
        try session.expectScreen(containing: "1 row")
        try session.sendKeys("R")
        try session.expectScreen(containing: "stdin is not a file: it cannot be read again")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }
}
