import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// A document whose file's bytes change under it: by someone else (read again, the edits
/// dropped only when the person says so) or by its own save in place.
@MainActor
@Suite("Documents: a file read again")
struct DocumentRereadTests {
    private func document(_ text: String) throws -> (DocumentViewController, TreeHarness) {
        let table = try load(text, name: "people.csv")
        let browser = BrowserViewController(table: table, title: "people.csv", titleColumn: 0)
        let document = DocumentViewController(browser: browser, destination: table.path)
        document.recovery = RecoveryStore(originalPath: table.path, fallbackFolder: nil)
        return (document, TreeHarness(root: document, size: Size(width: 100, height: 12), keyBindings: KeyBindings(sections: ActionSection.browser)))
    }

    private func contents(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    @Test("edits dropped to read a changed file again leave no journal of them behind")
    func droppedEditsLeaveNoJournal() throws {
        let (document, harness) = try document("name\nAnn\nBob\n")
        let path = document.editable.table.path
        harness.press(.character("e"), .character("d"))
        let journal = try #require(document.recovery?.keptPath)
        #expect(FileManager.default.fileExists(atPath: journal))
        try "name\nZoe\nYan\n".write(toFile: path, atomically: false, encoding: .utf8)
        harness.press(.down)
        #expect(harness.line(11).contains("changed on disk; the edits made to it are kept"))
        harness.press(.character("r"))
        #expect(!document.editable.isModified && document.editable.table.title(at: 0, column: 0) == "Zoe")
        #expect(!FileManager.default.fileExists(atPath: journal), "the dropped edits' journal is removed")
        #expect(document.recovery?.keptPath == nil)
    }

    @Test("a save in place (a file with two names) takes no keys, then reads the saved file again, the highlight kept")
    func savedInPlace() throws {
        let (document, harness) = try document("name\nAnn\nBob\nCid\nDan\n")
        let path = document.editable.table.path
        let other = path + ".other-name"
        #expect(link(path, other) == 0)
        harness.press(.character("e"), .down, .character("d"), .down, .character("w"), .character("y"), .character("d"))
        #expect(harness.line(11).contains("saving people.csv in place: wait until it is written"), "no edit while it is written")
        document.waitForSave()
        harness.app.render()
        #expect(contents(path) == "name\nAnn\nCid\nDan\n" && contents(other) == contents(path))
        #expect(harness.line(11).contains("saved people.csv (3 records)"))
        #expect(!harness.line(11).contains("changed on disk"))
        let table = document.editable.table
        #expect(!document.editable.isModified && document.recovery?.keptPath == nil)
        #expect(table.fileStamp == FileStamp.of(path: path), "the table reads the saved version")
        #expect((0..<table.count).map { table.title(at: $0, column: 0) } == ["Ann", "Cid", "Dan"])
        #expect(document.browser.list.tableView.highlightedRow == 2, "the highlight stays at its row")
        harness.press(.up)
        #expect(document.browser.detail.record.map(document.editable.record)?.fields.first?.value == "Cid")
        harness.press(.character("w"))
        document.waitForSave()
        harness.app.render()
        #expect(harness.line(11).contains("saved people.csv (3 records)"), "the next save is not refused")
    }
}
