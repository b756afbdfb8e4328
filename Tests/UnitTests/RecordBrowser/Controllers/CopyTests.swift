import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// y and Y: what is copied from the detail and the master, and what the status bar says.
@MainActor
@Suite("Copy")
struct CopyTests {
    private func harness() throws -> Harness { Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 30)) }

    @Test("y in the detail copies the field's value as it is, a wrapped one without its label gutter")
    func fieldValue() throws {
        let harness = try harness()
        harness.press(.tab, .end, .character("y"))
        let summary = try #require(harness.browser.detail.fields.last)
        #expect(summary.name == "summary")
        #expect(harness.terminal.emulator.copied.last == summary.value)
        #expect(harness.line(29).contains("copied summary (\(summary.value.utf8.count) bytes)"))
        harness.press(.home, .down, .character("y"))
        #expect(harness.terminal.emulator.copied.last == "H")
        #expect(harness.line(29).contains("copied symbol (1 bytes)"))
    }

    @Test("y in the master copies the highlighted record's title; Y from either the record as JSON")
    func titleAndRecord() throws {
        let harness = try harness()
        harness.press(.down, .character("y"))
        #expect(harness.terminal.emulator.copied.last == "Helium")
        #expect(harness.line(29).contains("copied name (6 bytes)"))
        harness.press(.character("Y"))
        let json = try #require(harness.terminal.emulator.copied.last)
        #expect(json.hasPrefix("{\"number\": 2, \"symbol\": \"He\", \"name\": \"Helium\", \"atomic_mass\": 4.002602"))
        #expect(!json.contains("\n"))
        #expect(harness.line(29).contains("copied record 2 as JSON"))
        harness.press(.tab, .character("Y"))
        #expect(harness.terminal.emulator.copied.last == json)
    }
}
