import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@MainActor
@Suite("Saving edited tables")
struct TableSaverTests {
    private func contents(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? "<unreadable>"
    }

    private func save(_ table: EditableTable, to path: String? = nil,
                      expecting: SaveExpectation? = nil) throws(SaveError) -> FileStamp {
        let source = table.table
        let target = path ?? source.path
        let expectation = expecting ?? source.fileStamp.map(SaveExpectation.unchanged) ?? .anything
        return try TableSaver.save(table.snapshot(), to: target, format: source.format ?? .csv, expecting: expectation)
    }

    private func open(_ text: String, name: String) throws -> EditableTable {
        EditableTable(table: try load(text, name: name))
    }

    @Test("CSV: unedited lines are copied byte for byte, edited and new ones encoded, deleted ones gone")
    func csvRoundTrip() throws {
        let table = try open("name,note\n\"Ann\",  spaced  \nBob,\"multi\nline\"\r\nCid,x\n\nDee,y\n", name: "p.csv")
        table.insert(table.makeRecord(stamp: "New, \"quoted\"", in: 0), at: 0)
        table.delete(.original(2))
        table.setValue("changed", forFieldAt: 1, of: .original(3))
        _ = try save(table)
        #expect(contents(table.table.path)
            == "name,note\n\"New, \"\"quoted\"\"\",\n\"Ann\",  spaced  \nBob,\"multi\nline\"\nDee,changed\n")
        let reopened = try load(contents(table.table.path), name: "again.csv")
        #expect(reopened.count == 4)
        #expect(values(reopened, 0) == ["New, \"quoted\"", ""])
    }

    @Test("CRLF line endings, TSV and a byte-order mark are kept")
    func layoutKept() throws {
        let crlf = try open("\u{FEFF}a,b\r\n1,2\r\n", name: "w.csv")
        crlf.insert(crlf.makeRecord(stamp: "0", in: 0), at: 0)
        _ = try save(crlf)
        let bytes = FileManager.default.contents(atPath: crlf.table.path).map { Array($0) } ?? []
        #expect(bytes == Array("\u{FEFF}a,b\r\n0,\r\n1,2\r\n".utf8))
        let tsv = try open("a\tb\nx y\tz\n", name: "t.tsv")
        tsv.setValue("q\tr", forFieldAt: 1, of: .original(0))
        _ = try save(tsv)
        #expect(contents(tsv.table.path) == "a\tb\nx y\tq\\tr\n")
    }

    @Test("a table read with ; is written back with ; (CRLF kept); one read without a header gets none")
    func delimiterAndHeaderKept() throws {
        let semi = try open("name;note\r\nAnn;x,y\r\n", name: "semi.csv")
        semi.insert(semi.makeRecord(stamp: "a;b", in: 0), at: 0)
        _ = try save(semi)
        #expect(contents(semi.table.path) == "name;note\r\n\"a;b\";\r\nAnn;x,y\r\n")
        let bare = EditableTable(table: try load("x,1\ny,2\n", name: "bare.csv", options: ReadOptions(hasHeader: false)))
        bare.setValue("3", forFieldAt: 1, of: .original(1))
        _ = try save(bare)
        #expect(contents(bare.table.path) == "x,1\ny,3\n")
    }

    @Test("records keyed by name are written back as the members of one object")
    func keyedSaved() throws {
        let keyed = try open("{\n  \"AD\": {\"name\": \"Andorra\", \"n\": 1},\n  \"AE\": {\"name\": \"Emirates\"}\n}\n", name: "k.json")
        keyed.setValue("UAE", forFieldAt: 1, of: .original(1))
        keyed.insert(Record(fields: [Field(name: "key", value: "AF"), Field(name: "name", value: "Afghanistan")]), at: 2)
        _ = try save(keyed)
        #expect(contents(keyed.table.path) == """
            {
              "AD": {"name": "Andorra", "n": 1},
              "AE": {"name": "UAE"},
              "AF": {"name": "Afghanistan"}
            }

            """)
        let reopened = try load(contents(keyed.table.path), name: "again.json")
        #expect(reopened.count == 3 && values(reopened, 2) == ["AF", "Afghanistan"])
    }

    @Test("the lines passed over before the header (--skip, --comment), and every comment line after it, are kept by a save")
    func preambleKept() throws {
        let skipped = EditableTable(table: try load("Export 1\n\"odd\nname;n\nx;1\n", name: "k.csv",
                                                    options: ReadOptions(skipLines: 2)))
        skipped.setValue("2", forFieldAt: 1, of: .original(0))
        _ = try save(skipped)
        #expect(contents(skipped.table.path) == "Export 1\n\"odd\nname;n\nx;2\n")
        let zones = EditableTable(table: try load("# zones\n#\nAD\tEurope/Andorra\n", name: "z.tab",
                                                  options: ReadOptions(hasHeader: false, comment: 35)))
        zones.delete(.original(0))
        _ = try save(zones)
        #expect(contents(zones.table.path) == "# zones\n#\n")
        let commented = EditableTable(table: try load("# head\nAD\tAndorra\n# two\nAE\tDubai\n#three\r\nAF\tKabul\n# end\n",
                                                      name: "c.tab", options: ReadOptions(hasHeader: false, comment: 35)))
        commented.setValue("Abu Dhabi", forFieldAt: 1, of: .original(1))
        commented.delete(.original(2))
        _ = try save(commented)
        #expect(contents(commented.table.path) == "# head\nAD\tAndorra\n# two\nAE\tAbu Dhabi\n#three\n# end\n",
                "a deleted record's comment and the last ones stay")
    }

    @Test("TSV fields are never quoted: tabs, line breaks and backslashes are escaped, and read back the same")
    func tsvEscapes() throws {
        let tsv = try open("name\tnote\nplain\tx\n", name: "e.tsv")
        let values = ["tab\there", "two\nlines\r\n", "back\\slash \\t", "\"quoted\" start", "a, \"b\"", ""]
        for value in values.reversed() { tsv.insert(tsv.makeRecord(stamp: value, in: 0), at: 0) }
        _ = try save(tsv)
        #expect(contents(tsv.table.path) == """
            name\tnote
            tab\\there\t
            two\\nlines\\r\\n\t
            back\\\\slash \\\\t\t
            \\"quoted" start\t
            a, "b"\t
            \t
            plain\tx

            """)
        let reopened = try load(contents(tsv.table.path), name: "again.tsv")
        #expect(reopened.count == values.count + 1)
        for (row, value) in values.enumerated() {
            #expect(reopened.record(at: row).fields.first?.value == value)
            #expect(reopened.title(at: row, column: 0) == value)
        }
    }

    @Test("a record of one empty field is saved as a line that reads back as a record, not a blank line",
          arguments: ["csv", "tsv"])
    func emptyRecord(format: String) throws {
        let table = try open("name\nA\nB\n", name: "one.\(format)")
        table.setValue("", forFieldAt: 0, of: .original(0))
        table.insert(table.makeRecord(stamp: "", in: 0), at: 2)
        _ = try save(table)
        let reopened = try load(contents(table.table.path), name: "again.\(format)")
        #expect(reopened.count == 3, "\(contents(table.table.path))")
        #expect((0..<reopened.count).map { values(reopened, $0) } == [[""], ["B"], [""]])
    }

    @Test("JSON keeps its array, indentation and value types; JSON Lines one object a line")
    func json() throws {
        let array = try open("[\n  {\"n\": 1, \"s\": \"x\", \"o\": {\"k\": [1, 2]}},\n  {\"n\": 2, \"s\": \"7\"}\n]\n", name: "a.json")
        array.setValue("3", forFieldAt: 0, of: .original(1))
        array.setValue("8", forFieldAt: 1, of: .original(1))
        array.insert(array.makeRecord(stamp: "today", in: 1), at: 0)
        _ = try save(array)
        #expect(contents(array.table.path) == """
            [
              {"n": "", "s": "today", "o": ""},
              {"n": 1, "s": "x", "o": {"k": [1, 2]}},
              {"n": 3, "s": "8"}
            ]

            """)
        let lines = try open("{\"a\": true}\n\n{\"a\": null}\n", name: "l.jsonl")
        lines.delete(.original(0))
        lines.setValue("false", forFieldAt: 0, of: .original(1))
        _ = try save(lines)
        #expect(contents(lines.table.path) == "{\"a\": false}\n")
    }

    @Test("permissions are kept and a symbolic link still points at the saved file")
    func permissionsAndLinks() throws {
        let table = try open("a\n1\n", name: "m.csv")
        chmod(table.table.path, 0o640)
        let link = (table.table.path as NSString).deletingLastPathComponent + "/link.csv"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: table.table.path)
        table.delete(.original(0))
        _ = try save(table, to: link)
        #expect(contents(table.table.path) == "a\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: table.table.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o640)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == table.table.path)
    }

    @Test("a file with two names (a hard link) is written in place: both names show the saved version")
    func hardLinked() throws {
        let table = try open("a\n1\n2\n", name: "h.csv")
        let other = (table.table.path as NSString).deletingLastPathComponent + "/other-name.csv"
        #expect(link(table.table.path, other) == 0)
        let inode = try FileManager.default.attributesOfItem(atPath: table.table.path)[.systemFileNumber] as? Int
        table.delete(.original(0))
        _ = try save(table)
        #expect(contents(table.table.path) == "a\n2\n")
        #expect(contents(other) == "a\n2\n", "the other name sees the save")
        #expect(try FileManager.default.attributesOfItem(atPath: table.table.path)[.systemFileNumber] as? Int == inode)
        #expect(try FileManager.default.contentsOfDirectory(atPath: (other as NSString).deletingLastPathComponent).sorted()
                == ["h.csv", "other-name.csv"], "no temporary left")
    }

    @Test("saving to a link to no file yet creates the file it points to; the link stays a link")
    func danglingLink() throws {
        let table = try open("a\n1\n", name: "d.csv")
        let folder = (table.table.path as NSString).deletingLastPathComponent
        try FileManager.default.createSymbolicLink(atPath: folder + "/out.csv", withDestinationPath: "target.csv")
        _ = try save(table, to: folder + "/out.csv", expecting: .noFile)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/out.csv")) == "target.csv")
        #expect(contents(folder + "/target.csv") == "a\n1\n")
    }

    @Test("a file replaced on disk since it was opened is not overwritten; a new name must be free")
    func changedOnDisk() throws {
        let table = try open("a\n1\n", name: "c.csv")
        try "a\n2\n3\n".write(toFile: table.table.path, atomically: true, encoding: .utf8)
        table.delete(.original(0))
        #expect(throws: SaveError.self) { _ = try save(table) }
        do { _ = try save(table) } catch { #expect(error.kind == .changedOnDisk) }
        #expect(contents(table.table.path) == "a\n2\n3\n")
        let other = TestFiles.write("taken\n", name: "other.csv")
        do { _ = try save(table, to: other, expecting: .noFile) } catch { #expect(error.kind == .fileExists) }
        #expect(contents(other) == "taken\n")
        let stamp = try save(table, expecting: .anything)
        #expect(stamp == FileStamp.of(path: table.table.path))
        #expect(contents(table.table.path) == "a\n")
    }

    @Test("a failed write leaves the old file and no temporary file")
    func failureLeavesOriginal() throws {
        let path = TestFiles.write("old\n", name: "f.csv")
        #expect(throws: SaveError.self) {
            _ = try AtomicFile.replace(path, expecting: .anything) { (sink) throws(SaveError) in
                try sink.append("half of the new")
                throw SaveError(kind: .system, path: path, message: "disk full (simulated)")
            }
        }
        #expect(contents(path) == "old\n")
        let folder = (path as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["f.csv"])
        let table = try open("a\n", name: "g.csv")
        do { _ = try save(table, to: folder + "/missing/x.csv", expecting: .anything) } catch {
            #expect(error.kind == .system && error.description.contains("missing"))
        }
    }

    @Test("a table still loading is not saved")
    func stillLoading() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[1]) }
        writeAll(fds[1], Array("a\n1\n".utf8))
        let table = EditableTable(table: try Table.read(fileDescriptor: fds[0], format: .csv, closeWhenDone: true) { _ in })
        let path = TestFiles.directory() + "/out.csv"
        do { _ = try save(table, to: path, expecting: .noFile) } catch { #expect(error.kind == .stillLoading) }
        #expect(!FileManager.default.fileExists(atPath: path))
        table.table.cancel()
    }
}
