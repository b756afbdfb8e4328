import Foundation
import Testing
@testable import RecordTables

@Suite("Filter queries")
struct FilterQueryTests {
    static let columns = ["name", "Species", "note"]

    func parse(_ input: String, shown: [Int] = [0]) -> [FilterQuery.Term] {
        FilterQuery.parse(input, shownColumns: shown, columns: Self.columns).terms
    }

    @Test("words split on blanks, each searched in the columns shown")
    func words() {
        #expect(parse("canyon  horizon", shown: [0, 2]) == [.init("canyon", in: .columns([0, 2])),
                                                            .init("horizon", in: .columns([0, 2]))])
        #expect(parse("   ").isEmpty)
        #expect(parse("").isEmpty)
    }

    @Test("COLUMN:word searches that column, its name in any case; an unknown name leaves a plain word")
    func columnTerms() {
        #expect(parse("species:setosa") == [.init("setosa", in: .column(1))])
        #expect(parse("SPECIES:Setosa big") == [.init("Setosa", in: .column(1)), .init("big", in: .column(0))])
        #expect(parse("12:30") == [.init("12:30", in: .column(0))])
        #expect(parse("http://x") == [.init("http://x", in: .column(0))])
        #expect(parse(":x") == [.init(":x", in: .column(0))])
        #expect(parse("species:").isEmpty, "a column with no word yet asks nothing")
        #expect(parse("note:a:b") == [.init("a:b", in: .column(2))])
    }

    @Test("double quotes make one term of several words; a quoted colon is text")
    func quotes() {
        #expect(parse(#""canyon horizon" x"#) == [.init("canyon horizon", in: .column(0)), .init("x", in: .column(0))])
        #expect(parse(#"note:"a b""#) == [.init("a b", in: .column(2))])
        #expect(parse(#""species:setosa""#) == [.init("species:setosa", in: .column(0))])
        #expect(parse(#""""#).isEmpty)
    }

    @Test("a leading * searches every field with every word; COLUMN: still names a column")
    func allFields() {
        #expect(parse("*canyon horizon") == [.init("canyon", in: .allFields), .init("horizon", in: .allFields)])
        #expect(FilterQuery.parse("*a b", shownColumns: [0], columns: Self.columns).searchesAllFields)
        #expect(parse("*a note:b") == [.init("a", in: .allFields), .init("b", in: .column(2))])
        #expect(parse("a*") == [.init("a*", in: .column(0))])
    }

    @Test("a query narrows another when each of the other's terms is extended in the same scope")
    func narrowing() {
        func query(_ input: String) -> FilterQuery { FilterQuery.parse(input, shownColumns: [0], columns: Self.columns) }
        #expect(query("can").narrows(query("ca")))
        #expect(query("canyon h").narrows(query("canyon")))
        #expect(query("canyon h").narrows(query("canyon ")))
        #expect(!query("species:s").narrows(query("species")), "the word became a column's: not narrower")
        #expect(!query("*can").narrows(query("can")))
        #expect(!query("ab").narrows(query("ab c")))
    }

    static let plants = Table.inMemory(columns: ["name", "species", "note"], rows: [
        ["Iris one", "setosa", "canyon horizon"], ["Iris two", "versicolor", "canyon"],
        ["Rose", "setosa", "Horizon"], ["Tulip", "virginica", "nothing"],
    ])

    func run(_ table: Table, _ input: String, shown: [Int] = [0]) -> [Int] {
        let filter = TableFilter(table: table) { _ in }
        filter.apply(FilterQuery.parse(input, shownColumns: shown, columns: table.columns))
        return completedMatches(filter)
    }

    @Test("every term must match, each in any of its columns, with smart case for each")
    func andAcrossColumns() throws {
        #expect(run(Self.plants, "canyon horizon", shown: [0, 2]) == [0])
        #expect(run(Self.plants, "iris canyon", shown: [0, 2]) == [0, 1])
        #expect(run(Self.plants, "setosa") == [])
        #expect(run(Self.plants, "species:setosa") == [0, 2])
        #expect(run(Self.plants, "species:setosa Horizon", shown: [2]) == [2], "Horizon is case-sensitive, setosa not")
        #expect(run(Self.plants, "*horizon") == [0, 2])
        #expect(run(Self.plants, "*horizon iris") == [0])
        for format in [("csv", "name,species,note\n"), ("json", "")] {
            let table: Table
            if format.0 == "csv" {
                table = try load(format.1 + "Iris one,setosa,canyon horizon\n\"Iris, two\",versicolor,canyon\nRose,setosa,Horizon\n")
            } else {
                table = try load(#"[{"name": "Iris one", "species": "setosa", "note": "canyon horizon"},"#
                                 + #"{"name": "Iris, two", "species": "versicolor", "note": "canyon"},"#
                                 + #"{"name": "Rose", "species": "setosa", "note": "Horizon"}]"#, name: "t.json")
            }
            #expect(run(table, "canyon horizon", shown: [0, 2]) == [0], "\(format.0)")
            #expect(run(table, "iris canyon", shown: [0, 2]) == [0, 1], "\(format.0)")
            #expect(run(table, "species:setosa") == [0, 2], "\(format.0)")
            #expect(run(table, "species:setosa iris") == [0], "\(format.0)")
            #expect(run(table, "*horizon iris") == [0], "\(format.0)")
            #expect(run(table, "setosa", shown: [0, 2]) == [], "\(format.0)")
        }
    }
}
