import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@Suite("TSV, format detection and overrides")
struct FormatTests {
    @Test func tsvRecords() throws {
        let table = try load("name\tage\tnote\nBob\t42\ta, b\n\"Ann\tLee\"\t7\t\"say \"\"hi\"\"\"\n", name: "t.tsv")
        #expect(table.format == .tsv)
        #expect(table.columns == ["name", "age", "note"])
        #expect(values(table, 0) == ["Bob", "42", "a, b"])
        #expect(values(table, 1) == ["Ann\tLee", "7", "say \"hi\""])
    }

    @Test(arguments: [
        ("x.csv", TableFormat.csv), ("x.TSV", .tsv), ("dir.v2/x.tab", .tsv), ("x.json", .json),
        ("x.jsonl", .jsonl), ("x.ndjson", .jsonl), ("x.csv.gz", .csv), ("x.tsv.gz", .tsv),
    ])
    func extensions(path: String, format: TableFormat) {
        #expect(TableFormat(path: path) == format)
    }

    @Test(arguments: ["x.txt", "x", ".csv", "dir.csv/file", "x.gz", "x.txt.gz"])
    func unknownExtensions(path: String) {
        #expect(TableFormat(path: path) == nil)
    }

    @Test func formatNames() {
        #expect(TableFormat(name: "NDJSON") == .jsonl)
        #expect(TableFormat(name: "tab") == .tsv)
        #expect(TableFormat(name: "xml") == nil)
        #expect(TableFormat.allCases.map(\.rawValue) == ["csv", "tsv", "json", "jsonl"])
    }

    @Test(arguments: [
        ("  \n [{\"a\": 1}]", TableFormat.json),
        ("{\"a\": 1}\n{\"a\": 2}\n", .jsonl),
        ("a\tb,c\tx\n1\t2\t3\n", .tsv),
        ("a,b\tc,d\n1,2,3\n", .csv),
        ("\u{FEFF}[{\"a\": 1}]", .json),
        ("single\nrow", .csv),
    ])
    func sniffing(text: String, format: TableFormat) throws {
        let table = try load(text, name: "data.txt")
        #expect(table.format == format)
        #expect(table.state == .complete)
        #expect(table.count >= 1)
    }

    @Test func sniffingNeedsMoreBytes() {
        let bytes: [UInt8] = Array("a,b".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(TableFormat.sniff(buffer.baseAddress, count: 3, atEOF: false) == nil)
            #expect(TableFormat.sniff(buffer.baseAddress, count: 3, atEOF: true) == .csv)
        }
    }

    @Test func extensionWinsOverContent() throws {
        let table = try load("a;b\n1;2\n", name: "t.csv")
        #expect(table.format == .csv)
        #expect(table.columns == ["a", "b"])
        #expect(loadError("a,b\n1,2\n", name: "t.json")?.kind == .invalidJSON)
        let forced = try load("a\tb\n1\t2\n", name: "t.csv", options: ReadOptions(delimiter: 44))
        #expect(forced.format == .csv && forced.columns == ["a\tb"])
    }

    @Test func explicitFormatWinsOverExtension() throws {
        let table = try load(#"[{"a": 1}]"#, name: "t.csv", format: .json)
        #expect(table.format == .json)
        #expect(values(table, 0) == ["1"])
        let tsv = try load("a\tb\n1\t2\n", name: "t.csv", format: .tsv)
        #expect(tsv.columns == ["a", "b"])
    }

    @Test func explicitJSONLinesRejectsAnArray() {
        let error = loadError(#"[{"a": 1}]"#, name: "t.json", format: .jsonl)
        #expect(error?.kind == .notRecords)
    }
}
