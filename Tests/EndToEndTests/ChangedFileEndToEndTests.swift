import Foundation
import Glibc
import SeededRandom
import Testing

/// The file open in the app changed under it: cut short, rewritten in place, both at random
/// while keys arrive. No read may fault, no record may be shown from the new bytes at the
/// old offsets, and a save writes one whole version or nothing.
@Suite("A file changed under the app")
struct ChangedFileEndToEndTests {
    /// `id,name` rows named `name 1` ... `name count`.
    static func rows(_ count: Int, name: String) -> String {
        "id,name\n" + (1...max(1, count)).prefix(count).map { "\($0),\(name) \($0)\n" }.joined()
    }

    /// Writes `text` over `path` in place (same inode), as `cp other file` does.
    static func rewrite(_ path: String, _ text: String) {
        Fixture.write(text, to: path, flags: O_TRUNC)
    }

    @Test("a file cut short while open (`: > file`): it is read again with no key pressed, and keys read nothing past its end")
    func truncated() throws {
        try Fixture.withFile(Self.rows(5_000, name: "old")) { path in
            let session = try App.start([path], width: 100, height: 30)
            defer { session.close() }
            try session.expectScreen(containing: "5,000 rows")
            try session.sendKeys("End")
            try session.expectScreen(containing: "old 5000")
            #expect(truncate(path, 0) == 0)
            try session.expectScreen(containing: "rows.csv changed on disk: read again")
            try session.sendKeys("Up", "End")
            try session.expectScreen(containing: "No records")
            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
        }
    }

    @Test("a file rewritten in place (`cp other file`) without edits is read again with no key pressed, the highlight kept at its row")
    func rewrittenWithoutEdits() throws {
        try Fixture.withFile(Self.rows(300, name: "old")) { path in
            let session = try App.start([path], width: 100, height: 30)
            defer { session.close() }
            try session.expectScreen(containing: "300 rows")
            try session.sendKeys("Down", "Down")
            try session.expectScreen(containing: "3 / 300")
            Self.rewrite(path, Self.rows(200, name: "new"))
            try session.expectScreen(containing: "3 / 200")
            try session.sendKeys("Down")
            let screen = try session.expectScreen(containing: "4 / 200")
            #expect(screen.contains("new 4") && !screen.contains("old"))
            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
        }
    }

    @Test("with unsaved edits the person is told and the edits kept; a save then writes nothing, never a mix")
    func rewrittenWithEdits() throws {
        let other = Self.rows(118, name: "other")
        try Fixture.withFile(Self.rows(300, name: "old")) { path in
            let session = try App.start([path], width: 120, height: 30)
            defer { session.close() }
            try session.expectScreen(containing: "300 rows")
            try session.sendKeys("e", "+")
            try session.expectScreen(containing: "modified")
            Self.rewrite(path, other)
            try session.sendKeys("Down")
            try session.expectScreen(containing: "rows.csv changed on disk; the edits made to it are kept: [r]ead it again")
            try session.sendKeys("k")
            try session.expectScreen(containing: "edits kept, but not savable")
            try session.sendKeys("w")
            try session.expectScreen(containing: "Overwrite rows.csv with the edits?")
            try session.sendKeys("y")
            try session.expectScreen(containing: "not saved: rows.csv changed on disk since it was opened")
            #expect((try? String(contentsOfFile: path, encoding: .utf8)) == other)
            try session.sendKeys("r")
            let screen = try session.expectScreen(containing: "1 / 118")
            #expect(!screen.contains("modified") && screen.contains("other 1"))
            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
            #expect((try? String(contentsOfFile: path, encoding: .utf8)) == other)
        }
    }

    @Test("the open file cut and rewritten at random moments for seconds while keys arrive: alive and consistent")
    func soak() throws {
        try Fixture.withFile(Self.rows(3_000, name: "start")) { path in
            let session = try App.start([path], width: 100, height: 30)
            defer { session.close() }
            try session.expectScreen(containing: "3,000 rows")
            let done = DispatchSemaphore(value: 0)
            let finished = DispatchSemaphore(value: 0)
            Thread {
                var random = SeededGenerator(seed: 26)
                while done.wait(timeout: .now()) == .timedOut {
                    switch random.next() % 3 {
                    case 0: _ = truncate(path, off_t(random.next() % 200_000))
                    case 1: Self.rewrite(path, Self.rows(Int(random.next() % 4_000), name: "round"))
                    default: _ = truncate(path, 0)
                    }
                    usleep(UInt32(random.next() % 20_000))  // a random moment, not a wait
                }
                finished.signal()
            }.start()
            // Keys for the list and, after a Tab, for the detail, several to a read.
            let keys = ["Down", "Up", "End", "Home", "PageDown", "PageUp", "Escape", "j", "k", "Tab", "C-u", "C-d", "Enter"]
            var random = SeededGenerator(seed: 8)
            let clock = ContinuousClock()
            let end = clock.now.advanced(by: .seconds(4))
            while clock.now < end {
                try session.sendKeys((0..<3).map { _ in random.pick(keys) })
                guard try !session.isDead else { break }
            }
            done.signal()
            finished.wait()
            let last = try session.capture()
            #expect(try !session.isDead, "\(last)")
            Self.rewrite(path, Self.rows(42, name: "final"))
            try session.sendKeys("Escape", "Home")
            try session.expectScreen(containing: "42 rows")
            try session.expectScreen(containing: "final 1")
            #expect(try !session.isDead)
            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
        }
    }
}
