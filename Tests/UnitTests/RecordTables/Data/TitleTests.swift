import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// A list row's title is one column decoded alone, without the rest of its record: it must
/// be that column's value in the whole record, decoded every way, for every format.
@Suite("Titles")
struct TitleTests {
    /// Every column's title of every record, checked against the record decoded whole.
    private func checkTitles(_ table: Table) {
        for index in 0..<table.count {
            let fields = table.record(at: index).fields
            for column in 0..<(table.columns.count + 2) {
                let expected = table.format == .json || table.format == .jsonl
                    ? (column < table.columns.count ? table.record(at: index).value(forColumn: table.columns[column]) ?? "" : "")
                    : (column < fields.count ? fields[column].value : "")
                #expect(table.title(at: index, column: column) == expected, "record \(index), column \(column)")
            }
        }
        #expect(table.title(at: table.count, column: 0) == "", "not indexed")
        #expect(table.title(at: 0, column: -1) == "")
    }

    @Test("CSV: quoted fields with delimiters, line breaks and doubled quotes, short and long records")
    func csv() throws {
        let text = "id,title,note\n"
            + "1,\"Dark Garden, Lantern\",\"said \"\"hi\"\"\"\n"
            + "2,\"two\nlines\r\nhere\",x\r\n"
            + "3,\"\"\"quoted\"\" start\",\"\"\n"
            + "4,\"a\"b,c,extra,more\n"
            + "5\n"
            + "6,,\n"
            + "7,\"unterminated after, text\" tail,z\n"
            + "8,Zoë 東京 🎉,\u{1b}[31mred\n"
            + "9,\(String(repeating: "long title ", count: 30)),end\n"
        checkTitles(try load(text))
    }

    @Test("TSV, with commas left alone")
    func tsv() throws {
        checkTitles(try load("id\ttitle\n1\tcomma, inside\n2\t\"tab\tquoted\"\n3\tlast\n", name: "t.tsv"))
    }

    @Test("JSON and JSON Lines: by key, escapes decoded, missing keys and nested values")
    func json() throws {
        let array = #"[{"id": 1, "title": "caf\u00e9 \"q\" \n", "n": {"a": [1, 2]}}, {"title": "only"}, {"id": 3}]"#
        checkTitles(try load(array, name: "t.json"))
        let lines = "{\"id\":1,\"title\":\"a, b\"}\n{\"title\":\"\\ud83d\\ude00\",\"id\":2}\n{}\n"
        checkTitles(try load(lines, name: "t.jsonl"))
    }

    @Test("the field of a column is found however its earlier fields end")
    func fieldBoundaries() {
        // Fields of every length around the eight bytes scanned at a time.
        for length in 0..<20 {
            let first = String(repeating: "a", count: length)
            for record in ["\(first),b,c", "\(first),b,c\r\n", "\"\(first)\",b,c\n", "\(first)\r\n"] {
                let bytes = Array(record.utf8)
                bytes.withUnsafeBufferPointer { buffer in
                    let reader = CSVFieldReader(delimiter: UInt8(ascii: ","))
                    let all = reader.strings(buffer.baseAddress!, count: buffer.count)
                    for column in 0..<4 {
                        #expect(reader.string(buffer.baseAddress!, count: buffer.count, column: column)
                                == (column < all.count ? all[column] : nil), "\(record.debugDescription) \(column)")
                    }
                }
            }
        }
    }

    // MARK: Choosing the title column

    @Test("a column named like a title wins; one most records leave empty does not", arguments: [
        ("id,name,city\n1,Ann,Oslo\n2,Bob,Rome\n", "name"),
        ("Package,Version,Maintainer\nbash,5.2,Ann\nzsh,5.9,Ann\n", "Package"),
        ("id,full_name,score\n1,Ann Lee,3\n2,Bob Ray,4\n", "full_name"),
        ("title,species,island\n,Adelie,Torgersen\n,Gentoo,Biscoe\nx,Chinstrap,Dream\n", "species"),
    ])
    func choice(text: String, expected: String) throws {
        let table = try load(text)
        #expect(table.columns[table.suggestedTitleColumn] == expected)
    }

    @Test("otherwise the short text column whose values are the most distinct, not numbers, not paragraphs")
    func distinctText() throws {
        var text = "species,island,bill,sex,comment\n"
        let islands = ["Torgersen", "Biscoe", "Dream"]
        for i in 0..<150 {
            text += "Adelie,\(islands[i % 3]),\(30 + i),\(i % 2 == 0 ? "male" : "female"),"
                + String(repeating: "a long remark \(i) ", count: 6) + "\n"
        }
        let table = try load(text)
        #expect(table.columns[table.suggestedTitleColumn] == "island", "3 islands beat one species; bills are numbers")
        let stocks = try load("symbol,date,close\nMSFT,2024-01-02,370.1\nMSFT,2024-01-03,368.2\nMSFT,2024-01-04,367.9\n")
        #expect(stocks.columns[stocks.suggestedTitleColumn] == "symbol", "dates and prices are not titles; one text column")
        let numbers = try load("id,a,b\n1,2,3\n4,5,6\n")
        #expect(numbers.suggestedTitleColumn == 0, "no text at all: id")
    }

    @Test("JSON picks the title key by how many records have it")
    func jsonKeys() throws {
        let lines = (0..<20).map { i in
            i == 0 ? #"{"title": "only one", "code": "c0", "label": "L0"}"# : #"{"code": "c\#(i)", "label": "L\#(i)"}"#
        }
        let table = try load(lines.joined(separator: "\n") + "\n", name: "t.jsonl")
        #expect(table.columns[table.suggestedTitleColumn] == "label")
    }
}
