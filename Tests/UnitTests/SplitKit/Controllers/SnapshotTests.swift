import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@MainActor
@Suite("Frame snapshots")
struct SnapshotTests {
    @Test("landscape at 120x40")
    func landscape() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 40))
        harness.press(.down, .down, .down, .down, .down)
        assertSnapshot(harness.screen, named: "landscape-120x40")
    }

    @Test("portrait at 60x40, and its popover")
    func portrait() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 60, height: 40))
        assertSnapshot(harness.screen, named: "portrait-60x40")
        harness.press(.character("m"), .down)
        assertSnapshot(harness.screen, named: "portrait-popover-60x40")
    }

    @Test("compact at 30x20: the list, then the pushed detail")
    func compact() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 30, height: 20))
        assertSnapshot(harness.screen, named: "compact-30x20")
        harness.press(.enter)
        assertSnapshot(harness.screen, named: "compact-detail-30x20")
    }

    @Test("too small")
    func tooSmall() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 15, height: 4))
        assertSnapshot(harness.screen, named: "too-small-15x4")
    }

    @Test("wide characters and escape sequences from data")
    func untrustedText() {
        let table = Table.inMemory(columns: ["name", "note"], rows: [
            ["日本語の名前がとても長いレコード", "emoji 🙂 and CJK 漢字 wrap without splitting 漢字漢字漢字漢字漢字漢字漢字"],
            ["evil\u{1b}]0;pwned\u{7}", "\u{1b}[2J\u{1b}[31mred\u{9b}1m \u{202e}reversed"],
        ])
        let harness = Harness(table: table, size: Size(width: 80, height: 12), title: "Mixed")
        harness.press(.down)
        assertSnapshot(harness.screen, named: "untrusted-80x12")
        harness.press(.up)
        assertSnapshot(harness.screen, named: "wide-80x12")
    }
}
