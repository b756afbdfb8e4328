import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@MainActor
@Suite("Documents: saving, prompts, quitting")
struct DocumentTests {
    private func document(_ text: String, name: String = "people.csv", destination: Bool = true)
        throws -> (DocumentViewController, TreeHarness) {
        let table = try load(text, name: name)
        let browser = BrowserViewController(table: table, title: name, titleColumn: 0)
        let document = DocumentViewController(browser: browser, destination: destination ? table.path : nil)
        return (document, TreeHarness(root: document, size: Size(width: 100, height: 12), keyBindings: KeyBindings(sections: ActionSection.browser)))
    }

    private func contents(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    @Test("w saves the changes to the file, in the background, and says so; the first save over it asks first")
    func save() throws {
        let (document, harness) = try document("name,age\nAnn,30\nBob,40\n")
        harness.press(.character("e"), .down, .character("d"), .character("w"))
        #expect(harness.line(11).contains("Overwrite people.csv with the edits? [y]es  [n]o"))
        harness.press(.character("n"))
        #expect(!document.isSaving && harness.line(11).contains("not saved"))
        #expect(contents(document.editable.table.path) == "name,age\nAnn,30\nBob,40\n", "no leaves the file untouched")
        harness.press(.character("w"), .character("y"))
        #expect(harness.line(11).contains("saving people.csv"))
        document.waitForSave()
        harness.app.render()
        #expect(contents(document.editable.table.path) == "name,age\nAnn,30\n")
        #expect(harness.line(11).contains("saved people.csv (1 record)"))
        #expect(!document.editable.isModified)
        harness.press(.character("d"), .control("s"))
        #expect(harness.line(11).contains("saving people.csv"), "once said, later saves do not ask")
        document.waitForSave()
        #expect(contents(document.editable.table.path) == "name,age\n", "Ctrl-S saves too")
    }

    @Test("a save to another file than the one opened (--output) does not ask")
    func saveElsewhere() throws {
        let table = try load("name\nAnn\n", name: "people.csv")
        let other = TestFiles.directory() + "/other.csv"
        let document = DocumentViewController(browser: BrowserViewController(table: table, title: "people.csv", titleColumn: 0),
                                              destination: other)
        let harness = TreeHarness(root: document, size: Size(width: 100, height: 12),
                                  keyBindings: KeyBindings(sections: ActionSection.browser))
        harness.press(.character("e"), .character("d"), .character("w"))
        #expect(harness.line(11).contains("saving other.csv"))
        document.waitForSave()
        #expect(contents(other) == "name\n" && contents(table.path) == "name\nAnn\n")
    }

    @Test("a file changed on disk is overwritten only after asking")
    func changedOnDisk() throws {
        let (document, harness) = try document("name\nAnn\n")
        let path = document.editable.table.path
        harness.press(.character("e"), .character("+"))
        try "name\nZed\n".write(toFile: path, atomically: true, encoding: .utf8)
        harness.press(.character("w"))
        harness.app.render()
        #expect(harness.line(11).contains("people.csv changed on disk; the edits made to it are kept: [r]ead it again"))
        harness.press(.character("k"), .character("w"))
        document.waitForSave()
        harness.app.render()
        #expect(harness.line(11).contains("people.csv it changed on disk since it was opened: [o]verwrite  [c]ancel"))
        harness.press(.character("c"))
        #expect(contents(path) == "name\nZed\n" && document.editable.isModified)
        harness.press(.character("w"))
        document.waitForSave()
        harness.press(.character("o"))
        document.waitForSave()
        #expect(contents(path).hasSuffix("\nAnn\n") && contents(path).split(separator: "\n").count == 3)
        #expect(!document.editable.isModified)
    }

    @Test("after a save, edits are kept against the saved file, and the next save is not taken for a change on disk")
    func keptAfterSave() throws {
        let (document, harness) = try document("name\nAnn\n")
        let path = document.editable.table.path
        document.recovery = RecoveryStore(originalPath: path, fallbackFolder: nil)
        harness.press(.character("e"), .character("+"), .character("w"), .character("y"))
        document.waitForSave()
        #expect(document.recovery?.keptPath == nil, "all saved: nothing kept")
        harness.press(.character("+"))
        let scan = RecoveryScan(originalPath: path, stamp: FileStamp.of(path: path), fallbackFolder: nil)
        #expect(scan.chosen != nil, "the edit after the save applies to the saved file: \(scan.notices)")
        harness.press(.character("w"))
        document.waitForSave()
        harness.app.render()
        #expect(!harness.line(11).contains("changed on disk") && harness.line(11).contains("saved people.csv (3 records)"))
        #expect(contents(path).split(separator: "\n").count == 4)
        #expect(!document.editable.isModified && document.recovery?.keptPath == nil)
    }

    @Test("data with no file asks for a name; a name taken asks before overwriting")
    func saveAs() throws {
        let (document, harness) = try document("name\nAnn\n", destination: false)
        let folder = TestFiles.directory()
        try "taken\n".write(toFile: folder + "/taken.csv", atomically: true, encoding: .utf8)
        harness.press(.character("w"))
        #expect(harness.line(11).contains("Save people.csv as:"))
        for character in folder + "/taken.csv" { harness.press(.character(character)) }
        harness.press(.enter)
        document.waitForSave()
        harness.app.render()
        #expect(harness.line(11).contains("already exists"))
        harness.press(.character("o"))
        document.waitForSave()
        #expect(contents(folder + "/taken.csv") == "name\nAnn\n")
        #expect(document.destination == folder + "/taken.csv")
    }

    @Test("quitting with unsaved changes asks: cancel stays, discard quits, save saves then quits")
    func quit() throws {
        for (answer, quits, saved) in [("c", false, false), ("d", true, false), ("s", true, true)] {
            let (document, harness) = try document("name\nAnn\n")
            let coordinator = DocumentsCoordinator(documents: [document])
            harness.app.delegate = coordinator
            harness.press(.character("e"), .character("+"), .character("q"))
            #expect(harness.line(11).contains("people.csv has unsaved changes: [s]ave  [d]iscard  [c]ancel"))
            #expect(harness.app.isRunning)
            harness.press(.character(Character(answer)))
            document.waitForSave()
            #expect(harness.app.isRunning == !quits, "answer \(answer)")
            #expect(contents(document.editable.table.path).split(separator: "\n").count == (saved ? 3 : 2))
        }
    }

    @Test("with tabs, quitting asks about each modified file on its tab; a + marks modified tabs")
    func quitWithTabs() throws {
        let (first, _) = try document("name\nAnn\n", name: "a.csv")
        let (second, _) = try document("name\nBob\n", name: "b.csv")
        let tabs = TabBarController(viewControllers: [first, second])
        let harness = TreeHarness(root: tabs, size: Size(width: 100, height: 12), keyBindings: KeyBindings(sections: ActionSection.browser))
        let coordinator = DocumentsCoordinator(documents: [first, second], tabBarController: tabs)
        harness.app.delegate = coordinator
        harness.press(.character("2"), .character("e"), .character("+"), .character("1"))
        #expect(harness.line(0).contains("2 b.csv +"))
        harness.press(.character("q"))
        #expect(tabs.selectedIndex == 1, "the modified tab is shown")
        harness.press(.character("d"))
        #expect(!harness.app.isRunning)
        withExtendedLifetime(coordinator) {}
    }
}
