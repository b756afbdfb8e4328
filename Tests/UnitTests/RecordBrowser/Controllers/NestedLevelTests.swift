import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// Nested values opened as levels of the detail's navigation stack, in every layout.
@MainActor
@Suite("Nested levels")
struct NestedLevelTests {
    static let isotopes = "[{\"name\": \"protium\", \"mass\": 1.008}, {\"name\": \"deuterium\", \"mass\": 2.014, \"decay\": {\"mode\": \"none\"}}]"

    private func harness(_ width: Int, _ height: Int) -> Harness {
        let table = Table.inMemory(columns: ["name", "isotopes", "shells", "phase"], rows: [
            ["Hydrogen", Self.isotopes, "[1]", "{\"at 20 C\": \"gas\"}"],
            ["Helium", "[]", "[2, 3]", "gas"],
        ])
        return Harness(table: table, size: Size(width: width, height: height))
    }

    private var detailNavigation: (Harness) -> NavigationController? { { $0.browser.detail.navigationController } }

    @Test("an array of objects opens as a list titled by their names; Enter opens an element's fields, nested again")
    func arrayOfObjects() throws {
        let harness = harness(120, 30)
        harness.press(.tab, .down, .enter)
        let list = try #require(detailNavigation(harness)?.topViewController as? NestedListViewController)
        #expect(list.title == "isotopes")
        #expect(harness.line(0).contains("Hydrogen › isotopes"), "the bar shows the path")
        #expect(harness.screen.contains("protium") && harness.screen.contains("deuterium"))
        harness.press(.down, .enter)
        let element = try #require(detailNavigation(harness)?.topViewController as? FieldsViewController)
        #expect(element.title == "deuterium")
        #expect(element.fields.map(\.name) == ["name", "mass", "decay"])
        harness.press(.end, .enter)
        let decay = try #require(detailNavigation(harness)?.topViewController as? FieldsViewController)
        #expect(decay.fields == [Field(name: "mode", value: "none")])
        #expect(harness.line(0).contains("isotopes › deuterium › decay"))
        harness.press(.escape, .escape, .escape)
        #expect(detailNavigation(harness)?.topViewController === harness.browser.detail)
        #expect(harness.split.focusedColumn == .secondary, "Esc closed the levels, the detail keeps the focus")
        harness.press(.escape)
        #expect(harness.split.focusedColumn == .primary)
    }

    @Test("an array of scalars opens as a list of values; an object as its fields; text opens nothing")
    func scalarsAndObject() throws {
        let harness = harness(120, 30)
        harness.press(.tab, .down, .down, .enter)
        let shells = try #require(detailNavigation(harness)?.topViewController as? NestedListViewController)
        #expect(shells.elements.map(\.value) == ["1"])
        harness.press(.enter)
        #expect(detailNavigation(harness)?.topViewController === shells, "a scalar opens nothing")
        harness.press(.escape, .down, .enter)
        let phase = try #require(detailNavigation(harness)?.topViewController as? FieldsViewController)
        #expect(phase.fields == [Field(name: "at 20 C", value: "gas")])
        harness.press(.escape, .home, .enter)
        #expect(detailNavigation(harness)?.topViewController === harness.browser.detail, "a name opens nothing")
    }

    @Test("another record shown closes the levels opened from the one before")
    func otherRecordCloses() {
        let harness = harness(120, 30)
        harness.press(.tab, .down, .enter)
        #expect(detailNavigation(harness)?.viewControllers.count == 2)
        harness.press(.tab, .down)
        #expect(harness.browser.detail.record == .original(1))
        #expect(detailNavigation(harness)?.viewControllers.count == 1)
        #expect(harness.line(0).contains("Helium") && !harness.screen.contains("protium"))
    }

    @Test("opened and closed in portrait and in compact", arguments: [(70, 40), (45, 30)])
    func otherLayouts(width: Int, height: Int) throws {
        let harness = harness(width, height)
        if harness.split.isCollapsed { harness.press(.enter) }
        #expect(harness.split.focusedColumn == .secondary)
        harness.press(.down, .enter)
        #expect(detailNavigation(harness)?.topViewController is NestedListViewController)
        #expect(harness.screen.contains("protium"))
        harness.press(.escape)
        #expect(detailNavigation(harness)?.topViewController === harness.browser.detail)
        #expect(harness.screen.contains("isotopes") && !harness.screen.contains("protium\n"))
    }
}
