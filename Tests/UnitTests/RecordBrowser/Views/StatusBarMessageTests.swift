import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// A long message or error in the status bar keeps its reason in sight.
@MainActor
@Suite("Status bar messages")
struct StatusBarMessageTests {
    static let saveFailure = "cannot save /home/someone/projects/reports/2026/people.csv: it changed on disk since it was opened"

    @Test("a message too long for its room takes the row and is cut in the middle, its reason whole", arguments: [60, 80])
    func longMessage(width: Int) {
        let harness = Harness(table: Fixtures.rows(1_500), size: Size(width: width, height: 20))
        harness.browser.message = Self.saveFailure
        harness.app.render()
        let row = harness.terminal.screen.text(ofRow: 19)
        #expect(row.hasPrefix(" cannot save /"), "\(row)")
        #expect(row.hasSuffix("it changed on disk since it was opened"), "\(row)")
        #expect(row.count == width - 1, "the last column is the gap a right side would have")
        #expect(row.contains("…") && !row.contains("? help"), "\(row)")
        harness.press(.down)
        #expect(harness.terminal.screen.text(ofRow: 19).hasSuffix("? help"), "the next key brings the position back")
    }

    @Test("a message that fits keeps the position beside it")
    func shortMessage() {
        let harness = Harness(table: Fixtures.rows(3), size: Size(width: 60, height: 20))
        harness.browser.message = "not saved"
        harness.app.render()
        let row = harness.terminal.screen.text(ofRow: 19)
        #expect(row.hasPrefix(" not saved ") && row.hasSuffix("1 / 3  ? help"), "\(row)")
    }

    @Test("loading that stopped says at which line and why, before the position", arguments: [60, 80])
    func stoppedLoading(width: Int) throws {
        let rows = (1...400).map { "\($0),name \($0)" }.joined(separator: "\n")
        let name = "a-rather-long-export-name-from-the-accounting-system.csv"
        let table = try Table.open(path: TestFiles.write("id,name\n\(rows)\n401,\"never closed\n", name: name)) { _ in }
        waitUntilLoaded(table)
        let harness = Harness(table: table, size: Size(width: width, height: 20))
        let row = harness.terminal.screen.text(ofRow: 19)
        #expect(row.hasPrefix(" stopped at line 402: unterminated quoted field"), "\(row)")
        #expect(width < 80 || row.hasPrefix(" stopped at line 402: unterminated quoted field (opened here)  a-rather-"), "\(row)")
    }
}
