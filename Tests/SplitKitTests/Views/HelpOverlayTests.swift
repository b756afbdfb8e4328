import Testing
@testable import SplitKit

@MainActor
@Suite("Help overlay")
struct HelpOverlayTests {
    @Test("every action with a key is listed once, in its group, with all its keys")
    func everyBinding() {
        let bindings = KeyBindings()
        let sections = HelpOverlay.sections(for: bindings)
        #expect(sections.map(\.title) == ["Moving", "Master and detail", "Editing", "Tabs", "The app"])
        let entries = sections.flatMap(\.entries)
        for action in Action.allCases where !bindings.keys(for: action).isEmpty {
            let matching = entries.filter { $0.summary == action.summary }
            #expect(matching.count == 1, "\(action)")
            for key in bindings.keys(for: action) {
                #expect(matching.first?.keys.split(separator: " ").contains(Substring(key.description)) == true,
                        "\(key) for \(action)")
            }
        }
        #expect(entries.first { $0.summary == Action.moveDown.summary }?.keys == "Down j Ctrl-N",
                "named keys, then letters, then chords")
    }

    @Test("rebinding shows in help: a new key appears, an unbound action disappears")
    func rebinding() {
        var bindings = KeyBindings()
        bindings.bind(.character("x"), to: .quit)
        bindings.bind(.character("/"), to: nil)
        let entries = HelpOverlay.sections(for: bindings).flatMap(\.entries)
        #expect(entries.first { $0.summary == Action.quit.summary }?.keys == "Q q x Ctrl-C")
        #expect(!entries.contains { $0.summary == Action.filter.summary })
    }

    @Test("every action belongs to exactly one group")
    func groups() {
        let listed = ActionGroup.allCases.flatMap(\.actions)
        #expect(Set(listed) == Set(Action.allCases))
        #expect(listed.count == Action.allCases.count)
    }

    @Test("? opens it over the dimmed app; any key closes it and does nothing else")
    func anyKeyCloses() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 40))
        for key in [Key.character("j"), .character("q"), .enter, .character("m"), .escape, .tab, .control("c")] {
            harness.press(.character("?"))
            #expect(harness.app.helpOverlay != nil)
            #expect(harness.screen.contains("Master and detail"))
            #expect(harness.terminal.screen[1, 5].style == Theme().dimmed)
            harness.press(key)
            #expect(harness.app.helpOverlay == nil, "\(key) closes it")
            #expect(harness.app.isRunning, "\(key) does not quit")
            #expect(harness.browser.list.tableView.highlightedRow == 0, "\(key) does not move")
            #expect(harness.split.displayMode == .oneBesideSecondary, "\(key) does not hide the master")
            #expect(harness.split.focusedColumn == .primary, "\(key) does not move the focus")
        }
    }

    @Test("on a short screen the moving keys and the wheel scroll it; other keys and clicks close it")
    func shortScreen() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 80, height: 16))
        harness.press(.character("?"))
        #expect(harness.screen.contains("Up/Down scroll"))
        #expect(!harness.screen.contains("The app"))
        harness.press(.end)
        #expect(harness.screen.contains("quit"))
        #expect(harness.app.helpOverlay != nil)
        harness.mouse(.scrollUp, 40, 8)
        harness.press(.home)
        #expect(harness.screen.contains("Moving"))
        harness.click(40, 8)
        #expect(harness.app.helpOverlay == nil)
        #expect(harness.browser.list.tableView.highlightedRow == 0, "the click only closed the help")
    }

    @Test("in a narrow terminal each summary goes under its keys")
    func narrow() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 30, height: 60))
        harness.press(.character("?"))
        let lines = harness.screen.components(separatedBy: "\n")
        let keys = try #require(lines.firstIndex { $0.contains("Down j Ctrl-N") })
        #expect(lines[keys + 1].contains("next row"))
    }

    @Test("the app's own sections follow the key bindings")
    func additional() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 50))
        harness.app.additionalHelp = [HelpOverlay.Section(title: "Mouse", entries: [
            HelpOverlay.Entry(keys: "Wheel", summary: "scroll the pane under the pointer"),
        ])]
        harness.press(.character("?"))
        #expect(harness.screen.contains("Wheel"))
    }
}
