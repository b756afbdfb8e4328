import Foundation
import Testing
@testable import SplitKit

@MainActor
@Suite("Editable table")
struct EditableTableTests {
    private func titles(_ table: EditableTable) -> [String] {
        (0..<table.count).map { table.title(table.id(at: $0), column: 0) }
    }

    @Test("insert at the top, delete, edit a field, and undo each, repeatedly")
    func editAndUndo() {
        let table = EditableTable(table: Fixtures.rows(4))
        #expect(!table.isModified && !table.canUndo)
        let new = table.insert(table.makeRecord(stamp: "2024-01-01 00:00:00 GMT", titleColumn: 0), at: 0)
        #expect(titles(table) == ["2024-01-01 00:00:00 GMT", "Row 1", "Row 2", "Row 3", "Row 4"])
        #expect(table.record(new).fields.map(\.value) == ["2024-01-01 00:00:00 GMT", ""])
        table.delete(.original(1))
        table.setValue("Row three", forFieldAt: 0, of: .original(2))
        #expect(titles(table) == ["2024-01-01 00:00:00 GMT", "Row 1", "Row three", "Row 4"])
        #expect(table.isModified)
        #expect(table.undo() == .original(2))
        #expect(titles(table) == ["2024-01-01 00:00:00 GMT", "Row 1", "Row 3", "Row 4"])
        #expect(table.undo() == .original(1), "undoing a deletion brings the record back")
        #expect(table.row(of: .original(1)) == 2)
        #expect(table.undo() == nil, "an undone insertion leaves nothing to select")
        #expect(titles(table) == ["Row 1", "Row 2", "Row 3", "Row 4"])
        #expect(!table.isModified && !table.canUndo)
    }

    @Test("modified means: not the version last saved")
    func savedVersion() {
        let table = EditableTable(table: Fixtures.rows(2))
        table.delete(.original(0))
        table.didSave(version: table.snapshot().version)
        #expect(!table.isModified)
        table.undo()
        #expect(table.isModified, "undoing past a save modifies again")
        table.delete(.original(1))
        #expect(table.isModified)
    }

    @Test("a table with no columns gets a timestamp column for new records")
    func noColumns() {
        let table = EditableTable(table: Table.inMemory(columns: [], rows: []))
        #expect(table.columns == ["timestamp"])
        let id = table.insert(table.makeRecord(stamp: "now", titleColumn: 0), at: 0)
        #expect(table.title(id, column: 0) == "now")
    }

    @Test("the template's stamp format")
    func stamp() {
        let text = Timestamp.string(from: Date(timeIntervalSince1970: 0))
        #expect(text.wholeMatch(of: /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d .+/) != nil, "\(text)")
    }

    @Test("a million rows: an insert at the top and a delete cost the same as on ten")
    func largeTableStaysCheap() {
        let table = EditableTable(table: Fixtures.rows(1_000_000))
        for step in 0..<200 {
            table.insert(table.makeRecord(stamp: "new \(step)", titleColumn: 0), at: 0)
            table.delete(table.id(at: 500 + step))
        }
        #expect(table.count == 1_000_000)
        #expect(table.title(table.id(at: 0), column: 0) == "new 199")
        #expect(table.title(table.id(at: 999_999), column: 0) == "Row 1000000")
        #expect(table.state.order.pieces.count < 1_000, "pieces grow with edits, not rows")
    }
}
