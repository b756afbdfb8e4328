import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// The field cursor in the detail: Up and Down from field to field, tall fields scrolled
/// through a line at a time, Home and End, PgUp and PgDn; drawn only while focused.
@MainActor
@Suite("Detail field cursor")
struct FieldCursorTests {
    private func harness(_ table: Table, _ width: Int = 120, _ height: Int = 12) -> Harness {
        Harness(table: table, size: Size(width: width, height: height))
    }

    /// A record whose second field is `lines` lines tall in the detail at 120 columns.
    private func tallRecord(lines: Int) -> Table {
        Table.inMemory(columns: ["title", "text", "after"],
                       rows: [["Tall", (1...lines).map { "line \($0)" }.joined(separator: "\n"), "end"]])
    }

    @Test("Down and Up move the cursor a field at a time; its label is marked only while the detail has the focus")
    func moves() throws {
        let harness = harness(try Fixtures.elements())
        let detail = harness.browser.detail
        let theme = Theme()
        let labelX = 40  // the detail's labels start past the master and the divider
        #expect(harness.terminal.screen[labelX, 1].style == theme.label, "no cursor while the list has the focus")
        harness.press(.tab)
        #expect(harness.terminal.screen[labelX, 1].style == theme.selection, "the first field, marked")
        harness.press(.down, .down)
        #expect(detail.selectedField == 2)
        #expect(harness.terminal.screen[labelX, 3].style == theme.selection)
        #expect(harness.terminal.screen[labelX, 1].style == theme.label)
        #expect(harness.line(1).contains("number"), "nothing scrolled")
        harness.press(.up)
        #expect(detail.selectedField == 1)
        harness.press(.end)
        #expect(detail.selectedField == detail.fields.count - 1)
        harness.press(.home)
        #expect(detail.selectedField == 0)
        #expect(harness.list.tableView.highlightedRow == 0, "the list did not move")
    }

    @Test("a field taller than the pane scrolls a line at a time before the cursor moves on, both ways")
    func tallField() {
        let harness = harness(tallRecord(lines: 30))
        let detail = harness.browser.detail
        harness.press(.tab, .down)
        #expect(detail.selectedField == 1)
        #expect(harness.line(1).contains("line 1"), "the tall field's start is shown")
        // The pane shows 10 lines (a bar above, the status bar below): 20 more to go.
        for _ in 0..<20 { harness.press(.down) }
        #expect(detail.selectedField == 1)
        #expect(harness.line(10).contains("line 30"))
        harness.press(.down)
        #expect(detail.selectedField == 2)
        #expect(harness.line(10).contains("end"))
        harness.press(.up)
        #expect(detail.selectedField == 1)
        #expect(harness.line(10).contains("line 30"), "coming back up shows the tall field's end")
        harness.press(.up)
        #expect(detail.selectedField == 1)
        #expect(harness.line(10).contains("line 29"))
    }

    @Test("PgDn scrolls and the cursor follows to the field at the top; PgUp back")
    func pages() throws {
        let harness = harness(try Fixtures.elements())
        let detail = harness.browser.detail
        harness.press(.tab, .pageDown)
        #expect(!harness.line(1).contains("number"))
        #expect(detail.selectedField > 0)
        harness.press(.pageUp)
        #expect(harness.line(1).contains("number"))
    }

    @Test("Edit mode keeps its cursor: Enter edits the field it is on")
    func editMode() throws {
        let harness = harness(try Fixtures.elements())
        harness.press(.tab, .character("e"), .down, .down, .enter)
        #expect(harness.browser.detail.editor?.field == 2)
    }
}
