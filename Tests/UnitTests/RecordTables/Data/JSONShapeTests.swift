import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@Suite("JSON shapes: records inside a top-level object")
struct JSONShapeTests {
    @Test("the one array of objects inside an object holds the records, and the note says its key", arguments: [
        #"{"data": [{"a": 1}, {"a": 2}]}"#,
        "{\n  \"3166-1\": [\n    {\"a\": 1},\n    {\"a\": 2}\n  ]\n}\n",
        #"{"count": 2, "next": null, "data": [{"a": 1}, {"a": 2}], "tags": ["x"], "meta": {"page": 1}}"#,
    ])
    func wrappedArray(text: String) throws {
        let table = try load(text, name: "w.json")
        #expect(table.state == .complete)
        #expect(table.count == 2)
        #expect(table.columns == ["a"])
        #expect(values(table, 1) == ["2"])
        #expect(table.notes.count == 1 && table.notes.first?.hasPrefix("records from \"") == true)
    }

    @Test("the largest array of objects wins, searched a few levels down; the note gives the path")
    func largestNested() throws {
        let text = #"{"meta": {"authors": [{"n": "x"}]}, "result": {"page": {"items": [{"id": 1}, {"id": 2}, {"id": 3}]}}}"#
        let table = try load(text, name: "n.json")
        #expect(table.count == 3)
        #expect(table.columns == ["id"])
        #expect(table.notes == ["records from \"result\".\"page\".\"items\""])
    }

    @Test("--path picks an array by hand; a wrong one is an error naming the keys there")
    func chosenPath() throws {
        let text = #"{"small": [{"a": 1}, {"a": 2}], "one": [{"b": 1}]}"#
        let table = try load(text, name: "p.json", options: ReadOptions(jsonPath: ["one"]))
        #expect(table.count == 1 && table.columns == ["b"])
        let error = loadError(text, name: "p.json", options: ReadOptions(jsonPath: ["data"]))
        #expect(error?.kind == .notRecords)
        #expect(error?.message == #"--path data: no key "data" there; its keys are "small", "one""#)
        let scalar = loadError(#"{"a": {"b": 3}}"#, name: "p.json", options: ReadOptions(jsonPath: ["a", "b"]))
        #expect(scalar?.message == "--path a.b is not an array of records")
    }

    @Test("no array of objects: an error naming the keys; a flat object is still one record")
    func noRecords() throws {
        let error = loadError(#"{"values": [1, 2], "name": "x"}"#, name: "v.json")
        #expect(error?.kind == .notRecords)
        #expect(error?.message == #"no array of objects (records) in the object; its keys are "values", "name" (choose one with --path)"#)
        let flat = try load(#"{"name": "x", "v": 1}"#, name: "f.json")
        #expect(flat.count == 1 && flat.notes.isEmpty)
    }

    @Test("an object of objects opens as records keyed by name, the key a column; titles and filters see it")
    func keyedRecords() throws {
        let text = "{\n  \"AD\": {\"name\": \"Andorra\", \"tz\": [\"Europe/Andorra\"]},\n  \"AE\": {\"name\": \"Emirates\"}\n}\n"
        let table = try load(text, name: "k.json")
        #expect(table.state == .complete)
        #expect(table.count == 2)
        #expect(table.columns == ["key", "name", "tz"])
        #expect(values(table, 1) == ["AE", "Emirates"])
        #expect(table.title(at: 0, column: 0) == "AD")
        #expect(table.title(at: 1, column: 1) == "Emirates")
        let filter = TableFilter(table: table) { _ in }
        filter.apply(pattern: "AE", scope: .column(0))
        #expect(completedMatches(filter) == [1])
        filter.apply(pattern: "Europe", scope: .allFields)
        #expect(completedMatches(filter) == [0])
        let zoned = try load(#"{"AD": {"name": "Andorra", "zones": [{"z": 1}]}, "AE": {"name": "Emirates", "zones": []}}"#,
                             name: "z.json")
        #expect(zoned.count == 2 && zoned.columns == ["key", "name", "zones"])
        let wrapper = try load(#"{"meta": {"page": 1}, "result": {"items": [{"id": 1}, {"id": 2}]}}"#, name: "w.json")
        #expect(wrapper.count == 2 && wrapper.columns == ["id"])
        #expect(loadError(#"{"a": {"x": 1}, "b": 2}"#, name: "k.json") == nil)
    }

    @Test("objects one after another stay records, even when they hold arrays of objects")
    func sequenceOfObjects() throws {
        let table = try load("{\"n\": 1, \"tags\": [{\"t\": \"a\"}]}\n{\"n\": 2, \"tags\": []}\n", name: "s.jsonl")
        #expect(table.count == 2)
        #expect(table.columns == ["n", "tags"])
    }

    @Test("what follows the array is passed over; an object not closed is an error")
    func tail() throws {
        let table = try load(#"{"data": [{"a": 1}], "after": {"x": [1, {"y": "}"}]}, "z": "]"}"#, name: "t.json")
        #expect(table.count == 1 && table.state == .complete)
        let error = loadError(#"{"data": [{"a": 1}], "after": 1"#, name: "t.json")
        #expect(error?.kind == .invalidJSON)
    }

    @Test("a wrapped array larger than what is looked through first is read as it comes")
    func largeWrapped() throws {
        let record = #"{"id": 12345, "name": "a record of some length to fill the file quickly"}"#
        let count = JSONRecordScanner.lookLimit / record.utf8.count + 5_000
        let text = #"{"meta": {"n": 1}, "data": ["# + Array(repeating: record, count: count).joined(separator: ",") + "]}"
        let table = try load(text, name: "big.json")
        #expect(table.state == .complete)
        #expect(table.count == count)
        #expect(table.notes == ["records from \"data\""])
        #expect(table.title(at: count - 1, column: 1).hasPrefix("a record"))
    }

    @Test("standard input holding one wrapped object, on one line")
    func piped() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let text = #"{"items": [{"a": 1}, {"a": 2}, {"a": 3}]}"#
        _ = text.withCString { write(fds[1], $0, strlen($0)) }
        close(fds[1])
        let table = try Table.read(fileDescriptor: fds[0], closeWhenDone: true) { _ in }
        waitUntilLoaded(table)
        #expect(table.count == 3)
        #expect(table.notes == ["records from \"items\""])
    }
}
