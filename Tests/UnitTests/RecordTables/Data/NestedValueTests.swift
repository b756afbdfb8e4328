import Testing
@testable import RecordTables

/// Nested values taken apart a level at a time, and records as one line of JSON.
@MainActor
@Suite("Nested values")
struct NestedValueTests {
    @Test("an object's members become fields, nested ones shown as indented JSON again")
    func object() {
        let value = NestedValue("{\n  \"symbol\": \"H\",\n  \"mass\": 1.008,\n  \"shells\": [\n    1\n  ]\n}")
        #expect(value == .object([Field(name: "symbol", value: "H"), Field(name: "mass", value: "1.008"),
                                  Field(name: "shells", value: "[\n  1\n]")]))
    }

    @Test("an array of objects: each element with its fields; titled by the member that names them")
    func arrayOfObjects() throws {
        let value = try #require(NestedValue("[{\"mass\": 1, \"name\": \"protium\"}, {\"mass\": 2, \"name\": \"deuterium\"}]"))
        guard case .array(let elements) = value else { return #expect(Bool(false), "an array") }
        #expect(elements.count == 2)
        #expect(elements[1].fields == [Field(name: "mass", value: "2"), Field(name: "name", value: "deuterium")])
        #expect(elements[0].value == "{\n  \"mass\": 1,\n  \"name\": \"protium\"\n}")
        #expect(NestedValue.titleKey(of: elements) == "name")
    }

    @Test("an array of scalars: strings as their text, numbers and literals as written; no title member")
    func arrayOfScalars() throws {
        let value = try #require(NestedValue("[\"a\\u0041\", 2, true, null, [], {}]"))
        guard case .array(let elements) = value else { return #expect(Bool(false), "an array") }
        #expect(elements.map(\.value) == ["aA", "2", "true", "null", "[]", "{}"])
        #expect(elements.map { $0.fields == nil } == [true, true, true, true, true, false])
        #expect(NestedValue.titleKey(of: Array(elements.prefix(4))) == nil)
    }

    @Test("text that is not a JSON object or array is no nested value", arguments: [
        "", "plain", "[abc", "{\"a\": 1", "[1] and more", "42", "\"[1]\"",
    ])
    func notNested(text: String) {
        #expect(NestedValue(text) == nil)
    }

    @Test("a JSON record as JSON keeps its numbers and nested values as read; a CSV record's numbers go bare")
    func recordAsJSON() throws {
        let table = try load("[{\"name\": \"H\", \"mass\": 1.008, \"isotopes\": [{\"n\": 0}]}]", name: "t.json")
        let editable = EditableTable(table: table)
        #expect(editable.jsonObject(editable.id(at: 0)) == "{\"name\": \"H\", \"mass\": 1.008, \"isotopes\": [{\"n\": 0}]}")
        let csv = EditableTable(table: Table.inMemory(columns: ["name", "mass"], rows: [["He \"4\"", "4.0026"]]))
        #expect(csv.jsonObject(csv.id(at: 0)) == "{\"name\": \"He \\\"4\\\"\", \"mass\": 4.0026}")
    }
}
