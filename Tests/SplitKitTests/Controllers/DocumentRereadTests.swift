import Foundation
import Testing
@testable import SplitKit

/// A document whose file's bytes change under it, and is read again.
@MainActor
@Suite("Documents: a file read again")
struct DocumentRereadTests {
    private func document(_ text: String) throws -> (DocumentViewController, TreeHarness) {
        let table = try load(text, name: "people.csv")
        let browser = BrowserViewController(table: table, title: "people.csv", titleColumn: 0)
        let document = DocumentViewController(browser: browser, destination: table.path)
        document.recovery = RecoveryStore(originalPath: table.path, fallbackFolder: nil)
        return (document, TreeHarness(root: document, size: Size(width: 100, height: 12)))
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
}
