import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@MainActor
@Suite("Status bar")
struct StatusBarTests {
    @Test("numbers are grouped in thousands", arguments: [
        (0, "0"), (7, "7"), (999, "999"), (1_000, "1,000"), (12_345, "12,345"), (1_234_567, "1,234,567"), (-1_000, "-1,000"),
        (Int.max, "9,223,372,036,854,775,807"), (Int.min, "-9,223,372,036,854,775,808"),
    ])
    func grouping(number: Int, text: String) {
        #expect(number.thousandsSeparated == text)
    }

    @Test("one of a thing is singular: 1 row, 2 rows, 1,000 rows")
    func plurals() {
        #expect([0, 1, 2, 1_000].map { $0.counted("row") } == ["0 rows", "1 row", "2 rows", "1,000 rows"])
        let harness = Harness(table: Fixtures.rows(1), size: Size(width: 80, height: 20))
        #expect(harness.terminal.screen.text(ofRow: 19).hasPrefix(" sample  1 row  "))
        let warnings = LoadWarnings(blankLines: 1, tooFewFields: 1, expectedFields: 3, invalidUTF8: 1)
        #expect(warnings.messages == ["1 blank line skipped", "1 row contains invalid UTF-8 (shown as \u{FFFD})"])
        #expect(warnings.notes == ["1 row padded to 3 fields"])
        #expect(LoadWarnings(blankLines: 2, nulBytes: 2).messages == ["2 blank lines skipped", "2 rows contain NUL bytes"])
    }

    @Test("the position reads \"12 / 1,000\"")
    func position() {
        #expect(StatusBar.position(row: 11, of: 1_000) == "12 / 1,000")
        #expect(StatusBar.position(row: nil, of: 0) == "0 / 0")
        #expect(StatusBar.position(row: 0, of: 118, followedBy: " filtered  ? help ") == "1 / 118 filtered  ? help ")
        #expect(StatusBar.position(row: Int.max - 1, of: Int.min) == "9,223,372,036,854,775,807 / -9,223,372,036,854,775,808")
    }

    @Test("the status bar shows the file, the position and the help hint")
    func content() {
        let harness = Harness(table: Fixtures.rows(1_500), size: Size(width: 80, height: 20))
        harness.press(.end)
        let bottom = harness.terminal.screen.text(ofRow: 19)
        #expect(bottom.hasPrefix(" sample"))
        #expect(bottom.hasSuffix("1,500 / 1,500  ? help"))
    }

    @Test("\"modified\" shows once the table is edited")
    func modified() {
        let harness = Harness(table: Fixtures.rows(3), size: Size(width: 80, height: 20))
        harness.press(.character("e"), .character("a"))
        #expect(harness.browser.isModified)
        #expect(harness.terminal.screen.text(ofRow: 19).hasPrefix(" sample  4 rows  modified"))
    }

    @Test("the left side, kept between frames, follows each change: rows added, undone, a message, a layout")
    func keptLeftSide() {
        let harness = Harness(table: Fixtures.rows(3), size: Size(width: 80, height: 20))
        func left() -> String { harness.terminal.screen.text(ofRow: 19) }
        #expect(left().hasPrefix(" sample  3 rows  "))
        harness.press(.character("e"), .character("a"))
        #expect(left().hasPrefix(" sample  4 rows  modified"))
        harness.press(.character("u"))
        #expect(left().hasPrefix(" sample  3 rows  "), "undone: no longer modified")
        harness.browser.message = "saved"
        harness.app.render()
        #expect(left().hasPrefix(" saved  "))
        harness.press(.down)
        #expect(left().hasPrefix(" sample  3 rows  "), "the message lasts until the next key")
        harness.resize(60, 20)
        #expect(left().hasPrefix(" portrait 60x20  sample  3 rows"))
    }

    @Test("a message shows until the next key")
    func message() {
        let harness = Harness(table: Fixtures.rows(3), size: Size(width: 80, height: 20))
        harness.browser.message = "config line 3: unknown setting 'tehme'"
        harness.app.render()
        #expect(harness.terminal.screen.text(ofRow: 19).hasPrefix(" config line 3: unknown setting 'tehme'"))
        harness.press(.down)
        #expect(harness.terminal.screen.text(ofRow: 19).hasPrefix(" sample"))
    }

    @Test("rotating back and forth says each layout again, and a third one in between")
    func layoutNoticeRepeated() {
        let harness = Harness(table: Fixtures.rows(3), size: Size(width: 120, height: 30))
        func left() -> String { harness.terminal.screen.text(ofRow: 29) }
        harness.resize(60, 30)
        let portrait = left()
        #expect(portrait.hasPrefix(" portrait 60x30  sample  3 rows"))
        harness.resize(120, 30)
        let landscape = left()
        #expect(landscape.hasPrefix(" landscape 120x30 · master "))
        for _ in 0..<2 {
            harness.resize(60, 30)
            #expect(left() == portrait)
            harness.resize(120, 30)
            #expect(left() == landscape)
        }
        harness.resize(40, 30)
        #expect(left().hasPrefix(" compact 40x30"))
        harness.resize(60, 30)
        #expect(left() == portrait)
        harness.resize(120, 30)
        #expect(left() == landscape)
        harness.press(.character(">"))
        #expect(left().hasPrefix(" landscape 120x30 · master ") && left() != landscape, "a wider master is a new layout")
    }

    @Test("after a resize the layout and size show until the next key")
    func layoutNotice() {
        let harness = Harness(table: Fixtures.rows(3), size: Size(width: 120, height: 30))
        #expect(harness.terminal.screen.text(ofRow: 29).hasPrefix(" sample"), "nothing to say at start")
        harness.resize(60, 30)
        #expect(harness.terminal.screen.text(ofRow: 29).hasPrefix(" portrait 60x30"))
        harness.resize(40, 30)
        #expect(harness.terminal.screen.text(ofRow: 29).hasPrefix(" compact 40x30"))
        harness.press(.down)
        #expect(harness.terminal.screen.text(ofRow: 29).hasPrefix(" sample"))
    }
}
