import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@MainActor
@Suite("Grouping and the group drill-down")
struct GroupingTests {
    /// The sample grouped by `columns` (names), in a browser of `width` columns.
    private func make(_ columns: [String] = ["category"], width: Int = 150) throws -> Harness {
        let table = try Fixtures.elements()
        waitUntilLoaded(table)
        return Harness(table: table, size: Size(width: width, height: 30), groupColumns: try columns.map(table.column(named:)))
    }

    @Test("the first level lists the distinct values in first-seen order, with counts")
    func firstLevel() throws {
        let harness = try make()
        let editable = harness.browser.editable
        #expect(editable.groupChildren(of: []).prefix(3) == ["reactive nonmetal", "noble gas", "alkali metal"])
        #expect(editable.groupCount(of: ["noble gas"]) == 6)
        #expect(editable.groupCount(of: []) == 118)
        #expect(harness.line(2).hasPrefix(" noble gas") && harness.line(2).contains(" 6 │"))
    }

    @Test("nested groups: each level lists the values under the one above")
    func nested() throws {
        let harness = try make(["phase", "block"])
        let editable = harness.browser.editable
        #expect(Set(editable.groupChildren(of: [])) == ["gas", "solid", "liquid", "unknown"])
        #expect(editable.groupCount(of: ["solid"]) == 84)
        #expect(editable.groupCount(of: ["solid", "d"]) == 28)
        #expect(GroupRecords(table: editable, path: ["gas", "s"]).count == 2)
    }

    @Test("Enter drills down beside the groups in three columns; Esc walks back; the bar shows the path")
    func drillDown() throws {
        let harness = try make()
        harness.press(.down, .enter)
        #expect(harness.split.isShowingSupplementary)
        #expect(harness.line(0).contains("Elements › noble gas"))
        #expect(harness.line(0).contains("‹ Back"))
        #expect(harness.browser.detail.title == "Helium", "the detail shows the group's first record")
        harness.press(.down)
        #expect(harness.browser.detail.title == "Neon")
        harness.press(.escape)
        #expect(!harness.split.isShowingSupplementary)
        #expect(harness.browser.summary?.path == ["noble gas"])
        #expect(harness.split.secondaryViewController === harness.browser.summary?.navigationController,
                "back on the groups, the detail is the group's summary again")
    }

    @Test("moving through the groups in three columns changes the records beside them")
    func followHighlight() throws {
        let harness = try make()
        harness.press(.enter, .tab, .tab, .down)
        #expect(harness.split.focusedColumn == .primary)
        #expect(harness.browser.topRecordList?.records.count == 6)
        #expect(harness.line(1).contains("Helium"), "noble gas records beside the groups")
        #expect(harness.split.focusedColumn == .primary, "the focus stays on the groups")
    }

    @Test("three levels: Esc from the records shows the focused group's summary beside")
    func nestedBack() throws {
        let harness = try make(["phase", "block"])
        harness.press(.down, .enter, .enter)
        #expect(harness.browser.detail.title == "Lithium")
        harness.press(.escape)
        #expect(harness.split.secondaryViewController === harness.browser.summary?.navigationController)
        #expect(harness.browser.summary?.path == ["solid", "s"])
        harness.press(.escape)
        #expect(harness.browser.summary?.path == ["solid"])
    }

    @Test("the group summary: count, and min / max / mean of the numeric columns")
    func summary() throws {
        let harness = try make()
        harness.press(.down)
        let summary = try #require(harness.browser.summary)
        summary.waitForStatistics()
        harness.app.render()
        let statistics = try #require(summary.statistics)
        #expect(statistics.count == 6)
        let number = try #require(statistics.numericColumns.first { $0.name == "number" })
        #expect(number.minimum == 2 && number.maximum == 86 && abs(number.mean - 206.0 / 6) < 1e-9)
        let mass = try #require(statistics.numericColumns.first { $0.name == "atomic_mass" }, "five of six are numbers")
        #expect(mass.values == 5 && mass.notNumbers == 1 && mass.maximum == 131.293)
        #expect(harness.screen.contains("min 2  max 86  mean 34.3333"))
        #expect(harness.screen.contains("max 131.293  mean 55.8447 — 1 value not a number"))
        #expect(harness.screen.contains("records") && harness.screen.contains(" 6"))
    }

    @Test("statistics count the numbers of a column mostly numbers, and how many values were not (NA, null, -, text)")
    func notNumbers() throws {
        let table = Table.inMemory(columns: ["kind", "mass", "note", "half"], rows: [
            ["a", "1", "x", "1"], ["a", "NA", "y", "n"], ["a", "294", "3", "2"], ["a", "null", "z", "-"],
            ["a", "", "w", ""], ["a", "-", "v", ""], ["a", "2", "u", ""], ["a", "N/A", "1", ""], ["a", "3.5", "t", ""],
            ["a", "heavy", "s", ""], ["a", "100", "r", ""], ["a", "90.5", "q", ""], ["a", "1e2", "p", ""],
        ])
        let editable = EditableTable(table: table)
        let grouping = TableGrouping(table: table, columns: [0]) { _ in }
        grouping.waitUntilComplete()
        let statistics = GroupStatistics.compute(editable.snapshot(), index: grouping.index, path: ["a"])
        let mass = try #require(statistics.numericColumns.first { $0.name == "mass" })
        #expect(mass.values == 7 && mass.notNumbers == 5, "the empty value is neither")
        #expect(mass.minimum == 1 && mass.maximum == 294 && abs(mass.mean - 591.0 / 7) < 1e-9)
        #expect(!statistics.numericColumns.contains { $0.name == "note" }, "two numbers among text: not numeric")
        let half = try #require(statistics.numericColumns.first { $0.name == "half" }, "half numbers count")
        #expect(half.values == 2 && half.notNumbers == 2)
        #expect(!statistics.numericColumns.contains { $0.name == "kind" })
    }

    @Test("the detail swaps between summary and record, and the Master button stays through rotations")
    func detailSwapKeepsMasterButton() throws {
        let harness = try make()
        for (step, size) in [(60, 30), (150, 30), (60, 30), (40, 30), (60, 30)].enumerated() {
            harness.resize(size.0, size.1)
            if step.isMultiple(of: 2) { harness.press(.character("m"), .down, .enter) } else { harness.press(.escape) }
            if harness.split.layoutMode == .portrait {
                #expect(harness.line(0).hasPrefix("[m] Master"), "step \(step): \(harness.line(0))")
            }
        }
        harness.resize(60, 30)
        harness.press(.character("m"), .escape, .escape)
        #expect(harness.line(0).hasPrefix("[m] Master"))
    }

    @Test("deleting and inserting in a group updates its count; undo restores it")
    func editInGroup() throws {
        let harness = try make()
        harness.press(.down, .enter, .character("e"), .character("d"))
        let editable = harness.browser.editable
        #expect(editable.groupCount(of: ["noble gas"]) == 5)
        #expect(editable.count == 117)
        harness.press(.character("+"))
        #expect(editable.groupCount(of: ["noble gas"]) == 6, "Edit mode is on")
        let new = editable.id(at: 0)
        #expect(editable.record(new).value(forColumn: "category") == "noble gas", "a record added in a group belongs to it")
        #expect(harness.browser.topRecordList?.highlightedRecord == new)
        harness.press(.character("u"), .character("u"))
        #expect(editable.groupCount(of: ["noble gas"]) == 6 && editable.count == 118)
        #expect(harness.browser.topRecordList?.records.id(at: 0) == .original(1))
    }
}
