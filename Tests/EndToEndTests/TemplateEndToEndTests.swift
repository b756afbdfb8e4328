import Foundation
import Testing

/// The ported Xcode Master-Detail template (`splitview-template`), used as its README says.
@Suite("The Master-Detail template end to end")
struct TemplateEndToEndTests {
    @Test("+ inserts the date, Enter shows it, the popover closes on selection, Edit mode deletes")
    func template() throws {
        let session = try TmuxSession(command: [TmuxSession.productPath("splitview-template")], width: 100, height: 16)
        defer { session.close() }
        try session.expectScreen(containing: "[+] Add")
        try session.sendKeys("+")
        let screen = try session.waitFor(describedAs: "a stamped row") {
            $0.split(separator: "\n").dropFirst().first?.contains(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/) == true
        }
        let stamp = String(screen.split(separator: "\n")[1].trimmingCharacters(in: .whitespaces).prefix(19))
        try session.sendKeys("Enter")
        try session.waitFor(describedAs: "the date in the detail") { $0.split(separator: "\n")[2].contains(stamp) }
        try session.resize(width: 60, height: 16)
        try session.expectScreen(containing: "[m] Master")
        try session.sendKeys("m")
        try session.expectScreen(containing: "┌")
        try session.sendKeys("Enter")
        try session.waitUntilGone(text: "┌")
        try session.sendKeys("m", "e", "d")
        try session.expectScreen(containing: "No rows")
        try session.sendKeys("Escape")
        try session.waitUntilGone(text: "┌")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }
}
