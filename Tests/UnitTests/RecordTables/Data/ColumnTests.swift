import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@Suite("Columns")
struct ColumnTests {
    @Test func titlePreference() {
        #expect(Table.inMemory(columns: ["id", "Name", "title"], rows: []).suggestedTitleColumn == 2)
        #expect(Table.inMemory(columns: ["ID", "Label"], rows: []).suggestedTitleColumn == 1)
        #expect(Table.inMemory(columns: ["key", "id"], rows: []).suggestedTitleColumn == 1)
        #expect(Table.inMemory(columns: ["x", "y"], rows: []).suggestedTitleColumn == 0)
        #expect(Table.inMemory(columns: [], rows: []).suggestedTitleColumn == 0)
    }

    @Test func subtitlePreference() {
        #expect(Table.inMemory(columns: ["title", "author", "summary"], rows: []).suggestedSubtitleColumn == 2)
        #expect(Table.inMemory(columns: ["title", "x"], rows: []).suggestedSubtitleColumn == nil)
    }

    @Test func columnByName() throws {
        let table = Table.inMemory(columns: ["id", "Title"], rows: [], name: "books.csv")
        #expect(try table.column(named: "Title") == 1)
        #expect(try table.column(named: "title") == 1)
        #expect {
            _ = try table.column(named: "author")
        } throws: { error in
            (error as? LoadError)?.description == "books.csv: no column named \"author\" (columns: id, Title)"
                && (error as? LoadError)?.kind == .unknownColumn
        }
    }

    @Test func inMemoryRecords() {
        let table = Table.inMemory(columns: ["a", "b"], rows: [["1"], ["1", "2", "3"]])
        #expect(table.count == 2 && table.state == .complete && table.format == nil)
        #expect(values(table, 0) == ["1", ""])
        #expect(names(table, 1) == ["a", "b", "column 3"])
        #expect(table.title(at: 1, column: 1) == "2")
        #expect(table.title(at: 0, column: 1) == "")
        #expect(table.record(at: 5).fields.isEmpty)
    }
}
