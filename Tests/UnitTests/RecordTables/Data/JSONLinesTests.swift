import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@Suite("JSON Lines")
struct JSONLinesTests {
    @Test func recordsAndBlankLines() throws {
        let table = try load("{\"a\": 1, \"b\": \"x\"}\n\n  \n{\"b\": \"y\", \"c\": [1]}\r\n{\"a\": 3}", name: "t.jsonl")
        #expect(table.format == .jsonl)
        #expect(table.count == 3)
        #expect(table.columns == ["a", "b", "c"])
        #expect(names(table, 1) == ["b", "c"])
        #expect(values(table, 2) == ["3"])
        #expect(table.warnings.isEmpty)
    }

    @Test func badLineIsNamed() {
        let error = loadError("{\"a\": 1}\n{\"a\": 2}\n{\"a\": }\n{\"a\": 4}\n", name: "log.ndjson")
        #expect(error?.kind == .invalidJSON)
        #expect(error?.line == 3 && error?.column == 7)
        #expect(error?.description.hasSuffix("log.ndjson:3:7: invalid JSON: expected a value") == true)
    }

    @Test func lineThatIsNotAnObject() {
        let error = loadError("{\"a\": 1}\n[1, 2]\n", name: "t.jsonl")
        #expect(error?.kind == .notRecords)
        #expect(error?.line == 2)
        #expect(error?.message == "expected a JSON object on each line, found an array")
    }

    @Test func badLineFoundInTheBackgroundFailsTheState() throws {
        var text = ""
        for i in 0..<40_000 { text += "{\"i\": \(i)}\n" }
        text += "{\"i\": oops}\n"
        let table = try load(text, name: "t.jsonl")
        guard case let .failed(error) = table.state else {
            Issue.record("expected failure, got \(table.state)")
            return
        }
        #expect(error.line == 40_001 && error.column == 7)
        #expect(table.count == 40_000)
    }
}
