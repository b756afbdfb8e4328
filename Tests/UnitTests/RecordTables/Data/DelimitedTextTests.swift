import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@Suite("Delimited text: delimiters, headers, comments, skipped lines")
struct DelimitedTextTests {
    private func sniff(_ text: String, preferred: UInt8 = 44, comment: UInt8? = nil, skip: Int = 0,
                       atEOF: Bool = true) -> String? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            let sniffer = DelimiterSniffer(lineEnd: 10, comment: comment, skipLines: skip, preferred: preferred)
            return sniffer.sniff(buffer.baseAddress!, from: 0, to: buffer.count, atEOF: atEOF)
                .map { String(UnicodeScalar($0)) }
        }
    }

    @Test("the delimiter is the one that splits the lines alike", arguments: [
        ("a,b,c\n1,2,3\n", ","), ("a;b;c\n1;2,5;3\n4;5;6\n", ";"), ("a\tb\n1\t2\n", "\t"), ("a|b|c\nx|y|z\n", "|"),
        ("name;note\n\"x;y\";\"1,2,3,4\"\nz;w\n", ";"), ("\"a,b\";c\n\"d,e\";f\n", ";"), ("one\ntwo\n", ","),
        ("a,b;c\n1,2;3\n4,5;6\n", ","), ("x;y\r\n1;2\r\n", ";"),
    ])
    func delimiterFound(text: String, delimiter: String) {
        #expect(sniff(text) == delimiter)
    }

    @Test("a tie goes to the format's own delimiter; comments and skipped lines are not looked at")
    func delimiterTiesAndPassedLines() {
        #expect(sniff("a,b;c\n", preferred: 59) == ";")
        #expect(sniff("a,b;c\n", preferred: 44) == ",")
        #expect(sniff("# x, y, z, w\na;b\n1;2\n", comment: 35) == ";")
        #expect(sniff("title, of, export\na;b\n1;2\n", skip: 1) == ";")
        #expect(sniff("a;b\n", atEOF: false) == nil)
        #expect(sniff("a;b\n1;2\n", atEOF: false) == ";")
        #expect(sniff("x;" + String(repeating: "y", count: 70_000), atEOF: false) == ";", "a first line too long to wait for")
    }

    @Test("a ;-separated CSV with CRLF, as spreadsheets write it, opens as its columns")
    func semicolonsAndCRLF() throws {
        let table = try load("name;city\r\nAnna;Köln\r\n\"Bo; Jr\";\"Wien\"\r\nCé;Bern\r\n", name: "s.csv")
        #expect(table.columns == ["name", "city"])
        #expect(table.count == 3)
        #expect(table.format == .csv)
        #expect(table.delimiter == 59)
        #expect(values(table, 1) == ["Bo; Jr", "Wien"])
        #expect(table.title(at: 2, column: 1) == "Bern")
        #expect(table.warnings.isEmpty)
    }

    @Test("a pipe or a tab found in a .csv file is used; a tab reads it as TSV")
    func otherDelimiters() throws {
        let pipes = try load("a|b\n1|2\n", name: "p.txt")
        #expect(values(pipes, 0) == ["1", "2"])
        let tabs = try load("a\tb\n1\t2\n", name: "t.csv")
        #expect(tabs.format == .tsv)
        #expect(values(tabs, 0) == ["1", "2"])
    }

    @Test("--delimiter forces one, whatever the content says")
    func forcedDelimiter() throws {
        let table = try load("a;b,c\n1;2,3\n", options: ReadOptions(delimiter: 44))
        #expect(table.columns == ["a;b", "c"])
        #expect(values(table, 0) == ["1;2", "3"])
    }

    @Test("--no-header: the columns are numbered and the first line is a record")
    func noHeader() throws {
        let table = try load("dpkg\t1.22\nbash\t5.2\textra\n", name: "p.tsv", options: ReadOptions(hasHeader: false))
        #expect(table.count == 2)
        #expect(table.columns == ["1", "2", "3"])
        #expect(values(table, 0) == ["dpkg", "1.22", ""])
        #expect(table.title(at: 0, column: 0) == "dpkg")
        #expect(values(table, 1) == ["bash", "5.2", "extra"])
    }

    @Test("--comment passes over lines that begin with it, anywhere; --skip the lines before the header")
    func commentsAndSkippedLines() throws {
        let commented = try load("# header, of, sorts\n#\nAD\t+4230\tEurope/Andorra\n# between\nAF\t+3431\tAsia/Kabul\tnote\n",
                                 name: "zone.tab", options: ReadOptions(hasHeader: false, comment: 35))
        #expect(commented.count == 2)
        #expect(commented.columns == ["1", "2", "3", "4"])
        #expect(values(commented, 1) == ["AF", "+3431", "Asia/Kabul", "note"])
        #expect(commented.warnings.isEmpty)
        let skipped = try load("Export of 2026-12-01\n\"a \"quote\nname;n\nx;1\n", options: ReadOptions(skipLines: 2))
        #expect(skipped.columns == ["name", "n"])
        #expect(values(skipped, 0) == ["x", "1"])
    }

    @Test("rows with fewer fields are padded with a note, not a warning; more fields stay a warning")
    func raggedRowsNoted() throws {
        let table = try load("a,b,c\n1,2\n1\n1,2,3,4\n")
        #expect(table.notes == ["2 rows padded to 3 fields"])
        #expect(table.warnings == ["1 row has too many fields (expected 3; extra shown as \"column N\")"])
        #expect(names(table, 2) == ["a", "b", "c", "column 4"])
    }

    @Test("the real tzdata table reads as its 4 columns", .enabled(if: FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/zone1970.tab")))
    func tzdata() throws {
        let table = try Table.open(path: "/usr/share/zoneinfo/zone1970.tab", options: ReadOptions(hasHeader: false, comment: 35)) { _ in }
        waitUntilLoaded(table)
        #expect(table.columns == ["1", "2", "3", "4"])
        #expect(table.count > 300)
        #expect(table.warnings.isEmpty)
        #expect(table.record(at: 0).fields.first?.value.hasPrefix("#") == false)
    }
}
