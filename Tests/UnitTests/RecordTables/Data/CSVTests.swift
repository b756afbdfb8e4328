import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@Suite("CSV")
struct CSVTests {
    @Test func simpleRecords() throws {
        let table = try load("id,name\n1,Ada\n2,Alan\n")
        #expect(table.columns == ["id", "name"])
        #expect(table.count == 2)
        #expect(table.format == .csv)
        #expect(table.state == .complete)
        #expect(table.warnings.isEmpty)
        #expect(table.record(at: 1) == Record(fields: [Field(name: "id", value: "2"), Field(name: "name", value: "Alan")]))
        #expect(table.record(at: 1).value(forColumn: "name") == "Alan")
        #expect(table.title(at: 0, column: 1) == "Ada")
        #expect(table.name == "t.csv")
    }

    @Test("several columns of a record in one read: any order, repeats, past the last field, in CSV, JSON and memory")
    func titles() throws {
        let csv = try load("a,b,c\n1,\"x, \"\"y\"\"\",3\n4,5\n")
        #expect(csv.titles(at: 0, columns: [2, 0, 1, 0]) == ["3", "1", "x, \"y\"", "1"])
        #expect(csv.titles(at: 1, columns: [1, 2, 7, -1]) == ["5", "", "", ""])
        #expect(csv.titles(at: 9, columns: [0, 1]) == ["", ""])
        let json = try load("[{\"b\": 2, \"a\": \"one\"}, {\"c\": [1]}]", name: "t.json")
        #expect(json.titles(at: 0, columns: [0, 1]) == [json.title(at: 0, column: 0), json.title(at: 0, column: 1)])
        #expect(Set(json.titles(at: 0, columns: [0, 1])) == ["2", "one"])
        #expect(json.titles(at: 1, columns: [2]) == [json.title(at: 1, column: 2)])
        let memory = Table.inMemory(columns: ["a", "b"], rows: [["1", "2"]])
        #expect(memory.titles(at: 0, columns: [1, 0, 5]) == ["2", "1", ""])
    }

    @Test func quotesAndDoubledQuotes() throws {
        let table = try load("a,b,c\n\"x, y\",\"he said \"\"hi\"\"\",plain\n")
        #expect(values(table, 0) == ["x, y", "he said \"hi\"", "plain"])
        #expect(table.title(at: 0, column: 1) == "he said \"hi\"")
    }

    /// Quoted fields are read straight from between their quotes when nothing inside needs
    /// unescaping; the rest as before.
    @Test(arguments: [("\"x, y\"", "x, y"), ("\"\"", ""), ("\"a\"\"b\"", "a\"b"), ("\"abc\"def", "abcdef"),
                      ("\"abc", "abc,next"), ("\"", ",next"), ("\"é, ü\"", "é, ü"), ("\"line\nbreak\"", "line\nbreak")])
    func quotedFieldDecoded(field: String, value: String) {
        let bytes = Array((field + ",next").utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let reader = CSVFieldReader(delimiter: UInt8(ascii: ","))
            #expect(reader.string(buffer.baseAddress!, count: buffer.count, column: 0) == value)
        }
    }

    @Test func fieldsOfOnlyQuotes() throws {
        let table = try load("a,b,c,d\n\"\"\"\",\"\",\"\"\"\"\"\",\n")
        #expect(values(table, 0) == ["\"", "", "\"\"", ""])
    }

    @Test func newlinesInsideQuotes() throws {
        let table = try load("a,b\r\n\"line1\nline2\",\"l1\r\nl2\"\r\n3,4\r\n")
        #expect(table.count == 2)
        #expect(values(table, 0) == ["line1\nline2", "l1\r\nl2"])
        #expect(values(table, 1) == ["3", "4"])
    }

    @Test func crlfRows() throws {
        let table = try load("a,b\r\n1,2\r\n3,4")
        #expect(table.columns == ["a", "b"])
        #expect(values(table, 0) == ["1", "2"])
        #expect(values(table, 1) == ["3", "4"])
        #expect(table.title(at: 0, column: 1) == "2")
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let table = try load("\u{FEFF}id,name\n1,x\n")
        #expect(table.columns == ["id", "name"])
        #expect(values(table, 0) == ["1", "x"])
    }

    @Test(arguments: ["a\n1\n2", "a\n1\n2\n", "a\r\n1\r\n2\r\n"])
    func trailingNewlineOrNot(text: String) throws {
        let table = try load(text)
        #expect(table.count == 2)
        #expect(values(table, 1) == ["2"])
        #expect(table.warnings.isEmpty)
    }

    @Test func blankLinesAreSkippedAndCounted() throws {
        let table = try load("a,b\n\n1,2\n\r\n3,4\n\n")
        #expect(table.count == 2)
        #expect(values(table, 0) == ["1", "2"])
        #expect(values(table, 1) == ["3", "4"])
        #expect(table.warnings == ["3 blank lines skipped"])
    }

    @Test func raggedRows() throws {
        let table = try load("a,b,c\n1,2\n1,2,3,4\n1\n5,6,7\n")
        #expect(table.count == 4)
        #expect(table.record(at: 0).fields == [Field(name: "a", value: "1"), Field(name: "b", value: "2"),
                                                Field(name: "c", value: "")])
        #expect(names(table, 1) == ["a", "b", "c", "column 4"])
        #expect(values(table, 1) == ["1", "2", "3", "4"])
        #expect(values(table, 2) == ["1", "", ""])
        #expect(table.title(at: 2, column: 2) == "")
        #expect(table.notes == ["2 rows padded to 3 fields"])
        #expect(!table.warnings.contains { $0.contains("too few") })
        #expect(table.warnings.contains("1 row has too many fields (expected 3; extra shown as \"column N\")"))
    }

    @Test func emptyFileHasNoRecords() throws {
        let table = try load("")
        #expect(table.count == 0)
        #expect(table.columns.isEmpty)
        #expect(table.state == .complete)
        #expect(table.record(at: 0).fields.isEmpty)
    }

    @Test(arguments: ["a,b\n", "a,b"])
    func headerOnly(text: String) throws {
        let table = try load(text)
        #expect(table.columns == ["a", "b"])
        #expect(table.count == 0)
        #expect(table.state == .complete)
    }

    @Test func emptyHeaderCellsGetNames() throws {
        let table = try load("a,,c\n1,2,3\n")
        #expect(table.columns == ["a", "column 2", "c"])
    }

    @Test func strayQuotesAreLiteral() throws {
        let table = try load("a,b\nab\"c,\"x\"y\n")
        #expect(values(table, 0) == ["ab\"c", "xy"])
    }

    @Test func tenMegabyteField() throws {
        let chunk = "lorem, ipsum \"\"dolor\"\"\nsit amet "
        let big = String(repeating: chunk, count: 10_000_000 / chunk.utf8.count + 1)
        let table = try load("id,text,after\n1,\"" + big + "\",end\n2,short,x\n")
        #expect(table.count == 2)
        let value = table.record(at: 0).value(forColumn: "text") ?? ""
        #expect(value.utf8.count == big.utf8.count - 2 * (big.utf8.count / chunk.utf8.count))
        #expect(value.hasPrefix("lorem, ipsum \"dolor\"\nsit"))
        #expect(table.title(at: 0, column: 2) == "end")
        #expect(values(table, 1) == ["2", "short", "x"])
    }

    @Test func invalidUTF8IsReplacedAndWarned() throws {
        let bytes = Array("a,b\nok,caf".utf8) + [0xE9] + Array("\n2,x\n".utf8)
        let table = try load(bytes)
        #expect(values(table, 0) == ["ok", "caf\u{FFFD}"])
        #expect(values(table, 1) == ["2", "x"])
        #expect(table.warnings == ["1 row contains invalid UTF-8 (shown as \u{FFFD})"])
    }

    @Test func nulBytesAreKeptAndWarned() throws {
        let table = try load(Array("a\nx".utf8) + [0] + Array("y\nz\n".utf8))
        #expect(values(table, 0) == ["x\u{0}y"])
        #expect(table.warnings == ["1 row contains NUL bytes"])
    }

    @Test func unterminatedQuoteNamesLineAndColumn() throws {
        let path = TestFiles.write("a,b\n1,2\n3,\"abc\n4,5\n", name: "data.csv")
        #expect {
            _ = try Table.open(path: path) { _ in }
        } throws: { error in
            guard let error = error as? LoadError else { return false }
            return error.kind == .unterminatedQuote && error.line == 3 && error.column == 3
                && error.description == "\(path):3:3: unterminated quoted field (opened here)"
        }
    }

    @Test func unterminatedQuoteAfterTheFirstChunkFailsTheState() throws {
        var text = "id,text\n"
        for i in 0..<50_000 { text += "\(i),row \(i)\n" }
        text += "50000,ok\n50001,\"never closed\n"
        let table = try load(text)
        guard case let .failed(error) = table.state else {
            Issue.record("expected failure, got \(table.state)")
            return
        }
        #expect(error.kind == .unterminatedQuote)
        #expect(error.line == 50_003 && error.column == 7)
        #expect(table.count == 50_001)
        #expect(values(table, 50_000) == ["50000", "ok"])
    }

    @Test func utf8ColumnsInErrorsCountCharacters() {
        let error = loadError("a,b\n\u{E9}\u{E9},\"x\n")
        #expect(error?.line == 2 && error?.column == 4)
    }
}
