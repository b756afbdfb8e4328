import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
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
        let new = table.insert(table.makeRecord(stamp: "2024-01-01 00:00:00 GMT", in: 0), at: 0)
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
        let id = table.insert(table.makeRecord(stamp: "now", in: 0), at: 0)
        #expect(table.title(id, column: 0) == "now")
    }

    @Test("a new record's stamp goes into a column named for times, else one holding ISO dates or times, else nowhere")
    func stampColumn() {
        func column(_ columns: [String], _ rows: [[String]] = []) -> Int? {
            EditableTable(table: Table.inMemory(columns: columns, rows: rows)).stampColumn
        }
        #expect(column(["timestamp"]) == 0)
        #expect(column(["name", "created_at"]) == 1)
        #expect(column(["name", "updatedAt"]) == 1)
        #expect(column(["title", "Date", "time"]) == 1)
        #expect(column(["name", "mass", "year_discovered", "format", "data"], [["H", "1.008", "1766", "x", "y"]]) == nil,
                "no time word, no date value: no stamp, least of all in the title column")
        #expect(column(["name", "when"], [["a", ""], ["b", "2024-05-01"]]) == 1, "the first value given is an ISO date")
        #expect(column(["name", "start"], [["a", "14:03:09"]]) == 1, "a time of day")
        #expect(column(["name", "code"], [["a", "2024-05"], ["b", "1234-56-789"]]) == nil)
        let empty = EditableTable(table: Table.inMemory(columns: [], rows: []))
        #expect(empty.stampColumn == 0, "the empty input's timestamp column keeps its stamp")
    }

    @Test("the template's stamp format")
    func stamp() {
        let text = Timestamp.string(secondsSince1970: 0)
        #expect(text.wholeMatch(of: /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d .+/) != nil, "\(text)")
        #expect(Timestamp.now().wholeMatch(of: /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d .+/) != nil)
    }

    @Test("random edits, then undo one by one: every earlier state comes back, groups included", arguments: [7, 8, 9])
    func undoRestoresEveryState(seed: Int) {
        var random = seed
        func next(_ bound: Int) -> Int {
            random = (random &* 1_103_515_245 &+ 12_345) & 0x7fff_ffff
            return random % max(1, bound)
        }
        let base = Table.inMemory(columns: ["title", "kind"], rows: (0..<40).map { ["Row \($0)", "kind \($0 % 3)"] })
        let grouping = TableGrouping(table: base, columns: [1], onUpdate: { _ in })
        grouping.waitUntilComplete()
        let table = EditableTable(table: base)
        table.updateGroups(grouping.index)
        func picture() -> [String] {
            let rows = (0..<table.count).map { table.title(table.id(at: $0), column: 0) }
            let groups = ["kind 0", "kind 1", "kind 2"].map { kind -> String in
                let records = GroupRecords(table: table, path: [kind])
                return "\(kind):\(table.groupCount(of: [kind])):" + (0..<records.count).map {
                    table.title(records.id(at: $0), column: 0)
                }.joined(separator: ",")
            }
            return rows + groups
        }
        var history = [picture()]
        for step in 0..<60 {
            switch next(3) {
            case 0:
                let kind = "kind \(next(3))"
                table.insert(Record(fields: [Field(name: "title", value: "new \(step)"), Field(name: "kind", value: kind)]),
                             at: next(table.count + 1))
            case 1 where table.count > 0:
                table.delete(table.id(at: next(table.count)))
            default:
                guard table.count > 0 else { continue }
                table.setValue("edited \(step)", forFieldAt: 0, of: table.id(at: next(table.count)))
            }
            history.append(picture())
        }
        while table.canUndo {
            history.removeLast()
            table.undo()
            #expect(picture() == history.last, "after undoing back to step \(history.count - 1)")
        }
        #expect(!table.isModified)
    }

    @Test("a million rows: an insert at the top and a delete cost the same as on ten")
    func largeTableStaysCheap() {
        let table = EditableTable(table: Fixtures.rows(1_000_000))
        for step in 0..<200 {
            table.insert(table.makeRecord(stamp: "new \(step)", in: 0), at: 0)
            table.delete(table.id(at: 500 + step))
        }
        #expect(table.count == 1_000_000)
        #expect(table.title(table.id(at: 0), column: 0) == "new 199")
        #expect(table.title(table.id(at: 999_999), column: 0) == "Row 1000000")
        #expect(table.state.order.pieces.count < 1_000, "pieces grow with edits, not rows")
    }
}
