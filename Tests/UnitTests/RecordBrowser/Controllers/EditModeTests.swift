import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@MainActor
@Suite("Edit mode in the record browser")
struct EditModeTests {
    private func make(width: Int = 120) throws -> Harness {
        Harness(table: try Fixtures.elements(), size: Size(width: width, height: 30))
    }

    private func titles(_ harness: Harness, _ count: Int) -> [String] {
        let editable = harness.browser.editable
        return (0..<count).map { editable.title(editable.id(at: $0), column: 2) }
    }

    @Test("e toggles Edit mode: delete markers on the rows, Done in the bar, from either pane")
    func toggle() throws {
        let harness = try make()
        #expect(harness.line(0).contains("[e] Edit"))
        harness.press(.character("e"))
        #expect(harness.browser.isEditing && harness.browser.detail.isEditing)
        #expect(harness.line(0).contains("[e] Done"))
        #expect(harness.line(1).hasPrefix(" ⊖ Hydrogen"))
        harness.press(.tab, .character("e"))
        #expect(!harness.browser.isEditing, "e works with the focus in the detail too")
        #expect(harness.line(1).hasPrefix(" Hydrogen"))
    }

    @Test("+, a and Insert insert only in Edit mode, saying so outside it")
    func insertOnlyInEditMode() throws {
        let harness = try make()
        for key in [Key.character("+"), .character("a"), .insert] {
            harness.press(key)
            #expect(harness.browser.editable.count == 118)
            #expect(harness.line(29).contains("press e for Edit mode to add records"))
        }
        harness.press(.tab, .character("a"))
        #expect(harness.browser.editable.count == 118, "from the detail neither")
        #expect(!harness.browser.editable.isModified)
    }

    @Test("+ and a insert a record at the top and select it, no stamp in a table without times; the status bar says modified")
    func insert() throws {
        let harness = try make()
        harness.press(.character("e"), .down, .down, .character("+"))
        let editable = harness.browser.editable
        #expect(editable.count == 119)
        #expect(harness.browser.list.tableView.highlightedRow == 0)
        #expect(editable.record(editable.id(at: 0)).fields.allSatisfy { $0.value.isEmpty },
                "the elements have no column for times: nothing is made up, the title least of all")
        #expect(harness.browser.detail.record == editable.id(at: 0))
        #expect(harness.line(29).contains("  modified"))
        harness.press(.tab, .character("a"))
        #expect(editable.count == 120, "a inserts from the detail too")
        #expect(titles(harness, 4).suffix(2) == ["Hydrogen", "Helium"])
    }

    @Test("d deletes only in Edit mode; Delete too; the next record takes the place")
    func delete() throws {
        let harness = try make()
        harness.press(.down, .character("d"))
        #expect(harness.browser.editable.count == 118)
        #expect(harness.line(29).contains("press e for Edit mode"))
        harness.press(.character("e"), .character("d"))
        #expect(harness.browser.editable.count == 117)
        #expect(titles(harness, 2) == ["Hydrogen", "Lithium"])
        #expect(harness.browser.detail.title == "Lithium")
        harness.press(.tab, .delete)
        #expect(titles(harness, 2) == ["Hydrogen", "Beryllium"], "Delete in the detail deletes the record shown")
    }

    @Test("u undoes inserts, deletes and field edits, one by one, and selects what came back")
    func undo() throws {
        let harness = try make()
        harness.press(.character("e"), .down, .character("d"), .character("d"), .character("+"))
        #expect(harness.browser.editable.count == 117)
        harness.press(.character("u"))
        #expect(titles(harness, 2) == ["Hydrogen", "Beryllium"])
        harness.press(.character("u"))
        #expect(titles(harness, 2) == ["Hydrogen", "Lithium"])
        #expect(harness.browser.list.tableView.highlightedRow == 1)
        #expect(harness.browser.detail.title == "Lithium")
        harness.press(.character("u"))
        #expect(titles(harness, 3) == ["Hydrogen", "Helium", "Lithium"])
        #expect(!harness.browser.editable.isModified)
        harness.press(.character("u"))
        #expect(harness.line(29).contains("nothing to undo"))
    }

    @Test("in Edit mode Enter on a field edits it in place: Esc cancels, Enter keeps")
    func editField() throws {
        let harness = try make()
        harness.press(.character("e"), .tab, .down, .down, .enter)
        #expect(harness.browser.detail.editor?.field == 2)
        harness.press(.backspace, .backspace)
        harness.type("xy")
        harness.press(.escape)
        #expect(harness.browser.detail.editor == nil)
        #expect(harness.browser.detail.title == "Hydrogen", "Esc cancels")
        harness.press(.enter, .end)
        harness.type(" (H)")
        #expect(harness.screen.contains("Hydrogen (H)"), "the value is edited in place")
        harness.press(.enter)
        #expect(harness.browser.detail.title == "Hydrogen (H)")
        #expect(harness.line(1).contains("Hydrogen (H)"), "the list shows the new title")
        #expect(harness.line(29).contains("  modified"))
        harness.press(.character("u"))
        #expect(harness.browser.detail.title == "Hydrogen")
    }

    @Test("typing in a field reaches the field, not the shortcuts")
    func editorTakesKeys() throws {
        let harness = try make()
        harness.press(.character("e"), .tab, .enter, .control("u"))
        harness.type("m<>qe+du")
        harness.press(.tab)
        #expect(harness.split.displayMode == .oneBesideSecondary, "m did not hide the master")
        harness.press(.enter)
        #expect(harness.browser.editable.record(.original(0)).fields[0].value == "m<>qe+du")
        #expect(harness.browser.editable.count == 118)
    }
}
