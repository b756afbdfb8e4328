import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// The list shows what the data holds now, frame after frame.
@MainActor
@Suite("Edited titles in the list")
struct EditedTitleTests {
    @Test("an edited title, and its undo, show in the list at once")
    func editedTitle() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 30))
        harness.press(.down, .up)
        harness.browser.editable.setValue("Protium", forFieldAt: 2, of: harness.list.record(at: 0))
        harness.press(.down)
        #expect(harness.line(1).hasPrefix(" Protium"))
        harness.press(.character("u"))
        #expect(harness.line(1).hasPrefix(" Hydrogen"))
    }
}
