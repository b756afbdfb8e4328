import Foundation
import Testing

/// Nested values in the real binary: an array inside a record opened from the detail's
/// field cursor and closed with Esc, in landscape, portrait (the popover) and compact.
@Suite("Nested values end to end")
struct NestedValuesEndToEndTests {
    static let elements = """
        [
          {"name": "Hydrogen", "mass": 1.008, "isotopes": [{"name": "protium", "mass": 1.008}, {"name": "deuterium", "mass": 2.014}]},
          {"name": "Helium", "mass": 4.0026, "isotopes": [{"name": "helium-3"}, {"name": "helium-4"}]}
        ]

        """

    /// Opens Hydrogen's isotopes from the detail (already focused), checks the level and
    /// its element, then closes both with Esc.
    private func openAndClose(_ session: TmuxSession) throws {
        try session.sendKeys("Down", "Down", "Enter")
        try session.expectScreen(containing: "Hydrogen › isotopes")
        try session.expectScreen(containing: " deuterium")
        try session.sendKeys("Down", "Enter")
        let element = try session.expectScreen(containing: "isotopes › deuterium")
        #expect(element.contains("2.014"))
        try session.sendKeys("Escape", "Escape")
        let back = try session.waitUntilGone(text: "› isotopes")
        #expect(back.contains("isotopes  ["), "the record's own fields again")
    }

    @Test("landscape 120x40: Tab, Down to the array, Enter opens it beside the master; Esc twice closes it")
    func landscape() throws {
        try Fixture.withFile(Self.elements, name: "elements.json") { path in
            let session = try App.start([path], width: 120, height: 40)
            defer { session.close() }
            try session.expectScreen(containing: "isotopes  [")
            try session.sendKeys("Tab")
            try openAndClose(session)
            #expect(try session.capture().contains(" Helium"), "the master stayed beside")
            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
        }
    }

    @Test("portrait 70x40: a record chosen in the popover, its array opened and closed")
    func portrait() throws {
        try Fixture.withFile(Self.elements, name: "elements.json") { path in
            let session = try App.start([path], width: 70, height: 40)
            defer { session.close() }
            try session.expectScreen(containing: "isotopes  [")
            try session.sendKeys("m")
            try session.expectScreen(containing: "┌")
            try session.sendKeys("Enter")
            try session.waitUntilGone(text: "┌")
            try openAndClose(session)
            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
        }
    }

    @Test("compact 45x30: the detail pushed, its array pushed over it, each popped with Esc")
    func compact() throws {
        try Fixture.withFile(Self.elements, name: "elements.json") { path in
            let session = try App.start([path], width: 45, height: 30)
            defer { session.close() }
            try session.expectScreen(containing: " Helium")
            try session.sendKeys("Enter")
            try session.expectScreen(containing: "isotopes")
            try openAndClose(session)
            try session.sendKeys("Escape")
            try session.expectScreen(containing: " Helium")
            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
        }
    }
}
