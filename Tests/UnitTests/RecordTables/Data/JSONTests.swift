import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@Suite("JSON arrays")
struct JSONTests {
    @Test func keyOrderIsKept() throws {
        let table = try load(#"[{"z": 1, "a": "two", "m": true}]"#, name: "t.json")
        #expect(table.format == .json)
        #expect(table.columns == ["z", "a", "m"])
        #expect(table.record(at: 0).fields == [Field(name: "z", value: "1"), Field(name: "a", value: "two"),
                                                Field(name: "m", value: "true")])
    }

    @Test func columnsAreTheUnionInFirstSeenOrder() throws {
        let table = try load(#"[{"a": 1}, {"b": 2, "a": 3}, {"c": null}]"#, name: "t.json")
        #expect(table.columns == ["a", "b", "c"])
        #expect(names(table, 1) == ["b", "a"])
        #expect(table.title(at: 1, column: 0) == "3")
        #expect(table.title(at: 0, column: 1) == "")
        #expect(values(table, 2) == ["null"])
    }

    @Test func scalarsAreShownAsWritten() throws {
        let table = try load(#"[{"n": 1.50, "e": -2E+10, "t": true, "f": false, "z": null, "s": ""}]"#, name: "t.json")
        #expect(values(table, 0) == ["1.50", "-2E+10", "true", "false", "null", ""])
    }

    @Test func nestedValuesArePrettyPrinted() throws {
        let json = #"[{"n": {"a": 1, "b": [2, {"c": "x\"y"}], "e": {}, "f": []}, "l": [ ]}]"#
        let table = try load(json, name: "t.json")
        let expected = """
        {
          "a": 1,
          "b": [
            2,
            {
              "c": "x\\"y"
            }
          ],
          "e": {},
          "f": []
        }
        """
        #expect(table.record(at: 0).value(forColumn: "n") == expected)
        #expect(table.record(at: 0).value(forColumn: "l") == "[]")
    }

    @Test func unicodeEscapes() throws {
        let json = #"[{"k\u00e9y": "caf\u00e9 \ud83d\ude00 \ud83d x \"q\" \\ \/ \n\t"}]"#
        let table = try load(json, name: "t.json")
        #expect(table.columns == ["k\u{E9}y"])
        #expect(values(table, 0) == ["caf\u{E9} \u{1F600} \u{FFFD} x \"q\" \\ / \n\t"])
        #expect(table.title(at: 0, column: 0) == "caf\u{E9} \u{1F600} \u{FFFD} x \"q\" \\ / \n\t")
    }

    @Test func rawUTF8IsKept() throws {
        let table = try load(#"[{"name": "Zoë 東京 🎉"}]"#, name: "t.json")
        #expect(values(table, 0) == ["Zoë 東京 🎉"])
    }

    @Test func emptyArrayAndEmptyFile() throws {
        #expect(try load("[]", name: "t.json").count == 0)
        #expect(try load("  [ \n ] \n", name: "t.json").count == 0)
        let empty = try load("", name: "t.json")
        #expect(empty.count == 0 && empty.state == .complete)
    }

    @Test func topLevelObjectIsOneRecord() throws {
        let table = try load("{\n  \"name\": \"x\",\n  \"v\": 1\n}\n", name: "t.json")
        #expect(table.count == 1)
        #expect(values(table, 0) == ["x", "1"])
    }

    @Test func invalidJSONReportsLineAndColumn() {
        let error = loadError("[\n  {\"a\": 1},\n  {\"a\" 2}\n]", name: "bad.json")
        #expect(error?.kind == .invalidJSON)
        #expect(error?.line == 3 && error?.column == 8)
        #expect(error?.description.hasSuffix("bad.json:3:8: invalid JSON: expected ':' after the key") == true)
    }

    @Test(arguments: [
        (#"[{"a": 1},]"#, "trailing comma before ']'"),
        (#"[{"a": 1,}]"#, "expected a string key"),
        (#"[{"a": 1}"#, "unexpected end of input (array not closed)"),
        (#"[{"a": "x}]"#, "unterminated string (opened here)"),
        (#"[{"a": tru}]"#, "expected a value"),
        (#"[{"a": 01}]"#, "expected ',' or '}'"),
        (#"[{"a": "\q"}]"#, "invalid escape in string"),
        ("[{\"a\": \"x\ny\"}]", "control character in string (must be escaped)"),
        (#"[{"a": 1}] x"#, "unexpected text after the array"),
        (#"[{"a": 1} {"b": 2}]"#, "expected ',' or ']' after an array element"),
    ])
    func invalidJSON(text: String, message: String) {
        let error = loadError(text, name: "t.json")
        #expect(error?.kind == .invalidJSON)
        #expect(error?.message == "invalid JSON: " + message)
    }

    @Test(arguments: [
        ("42", "expected an array of objects, found a number"),
        (#""text""#, "expected an array of objects, found a string"),
        ("[1, 2]", "expected an array of objects, but element 1 is a number"),
        (#"[{"a": 1}, [2]]"#, "expected an array of objects, but element 2 is an array"),
        ("[null]", "expected an array of objects, but element 1 is null"),
    ])
    func notRecords(text: String, message: String) {
        let error = loadError(text, name: "t.json")
        #expect(error?.kind == .notRecords)
        #expect(error?.message == message)
    }

    @Test func deepNestingDoesNotCrash() throws {
        let depth = 10_000
        let json = #"[{"deep": "# + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
            + #", "after": "ok"}]"#
        let table = try load(json, name: "t.json")
        #expect(table.state == .complete)
        let record = table.record(at: 0)
        #expect(record.value(forColumn: "after") == "ok")
        let deep = record.value(forColumn: "deep") ?? ""
        #expect(deep.hasPrefix("[\n  [\n    ["))
        #expect(deep.contains(String(repeating: "[", count: 100)))
        #expect(table.title(at: 0, column: 1) == "ok")
    }

    @Test func deeplyNestedInvalidJSONIsReported() {
        let json = "[{\"deep\": " + String(repeating: "[", count: 10_000) + "}]"
        #expect(loadError(json, name: "t.json")?.kind == .invalidJSON)
    }

    @Test func manyRecordsAreIndexedLazily() throws {
        var json = "[\n"
        for i in 0..<30_000 { json += (i > 0 ? ",\n" : "") + #"  {"id": \#(i), "name": "item \#(i)", "tags": ["a", "b"]}"# }
        json += "\n]\n"
        let table = try load(json, name: "t.json")
        #expect(table.state == .complete)
        #expect(table.count == 30_000)
        #expect(table.title(at: 29_999, column: 1) == "item 29999")
        #expect(table.record(at: 12_345).value(forColumn: "tags") == "[\n  \"a\",\n  \"b\"\n]")
    }
}
