import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@MainActor
@Suite("Help overlay")
struct HelpOverlayTests {
    @Test("every action with a key is listed once, in its section, with all its keys")
    func everyBinding() {
        let bindings = KeyBindings(sections: ActionSection.browser)
        let sections = HelpOverlay.sections(for: bindings)
        #expect(sections.map(\.title) == ["Moving", "Master and detail", "Filter", "Columns", "Sort", "Groups", "Copy", "Editing",
                                           "Tabs", "The app"])
        let entries = sections.flatMap(\.entries)
        for action in bindings.declaredActions where !bindings.keys(for: action).isEmpty {
            let matching = entries.filter { $0.summary == bindings.summary(of: action) }
            #expect(matching.count == 1, "\(action)")
            for key in bindings.keys(for: action) {
                #expect(matching.first?.keys.split(separator: " ").contains(Substring(key.description)) == true,
                        "\(key) for \(action)")
            }
        }
        #expect(entries.first { $0.summary == bindings.summary(of: .moveDown) }?.keys == "Down j Ctrl-N",
                "named keys, then letters, then chords")
    }

    @Test("rebinding shows in help: a new key appears, an unbound action disappears")
    func rebinding() {
        var bindings = KeyBindings(sections: ActionSection.browser)
        bindings.bind(.character("x"), to: .quit)
        bindings.bind(.character("/"), to: nil)
        let entries = HelpOverlay.sections(for: bindings).flatMap(\.entries)
        #expect(entries.first { $0.summary == bindings.summary(of: .quit) }?.keys == "Q q x Ctrl-C")
        #expect(!entries.contains { $0.summary == bindings.summary(of: .filter) })
    }

    @Test("every action is declared in one section, once; the library's defaults are the neutral ones")
    func sections() {
        let browser = KeyBindings(sections: ActionSection.browser).declaredActions
        #expect(Set(browser).count == browser.count)
        let library = KeyBindings()
        #expect(library.sections.map(\.title) == ["Moving", "Master and detail", "The app"])
        for action in [Action.filter, .save, .undo, .insertRow, .deleteRow, .toggleEditing, .nextTab, .nextMatch] {
            #expect(library.keys(for: action).isEmpty, "\(action) is the app's, not the library's")
            #expect(library.action(named: action.name) == nil)
        }
        #expect(library.action(named: "page-down") == .pageDown)
    }

    @Test("an app's own action gets its keys, its help line and its name in configuration files")
    func appActions() {
        let archive = Action("archive")
        let mail = ActionSection("Mail", [.init(archive, "archive the message", keys: [.character("y")])])
        let bindings = KeyBindings(sections: ActionSection.standard + [mail])
        #expect(bindings.action(for: .character("y")) == archive)
        #expect(bindings.action(named: "archive") == archive)
        let sections = HelpOverlay.sections(for: bindings)
        #expect(sections.last?.title == "Mail")
        #expect(sections.last?.entries == [HelpOverlay.Entry(keys: "y", summary: "archive the message")])
    }

    @Test("the keys of the bar buttons on screen come first; a column not shown adds none, nor a key an action has")
    func barButtons() {
        let master = LabelController(title: "Master")
        let detail = LabelController(title: "Detail")
        detail.navigationItem.rightBarButtonItem = BarButtonItem(title: "About", key: .character("i"))
        master.navigationItem.rightBarButtonItem = BarButtonItem(title: "Add", key: .character("+"))
        let split = SplitViewController(primary: NavigationController(rootViewController: master),
                                        secondary: NavigationController(rootViewController: detail))
        let harness = TreeHarness(root: split, size: Size(width: 100, height: 30))
        harness.press(.character("?"))
        #expect(harness.app.helpOverlay?.sections.first
                == HelpOverlay.Section(title: "Buttons on screen", entries: [
                    HelpOverlay.Entry(keys: "+", summary: "Add"), HelpOverlay.Entry(keys: "i", summary: "About"),
                ]))
        harness.press(.escape)
        harness.resize(60, 30)
        harness.press(.character("?"))
        #expect(harness.app.helpOverlay?.sections.first
                == HelpOverlay.Section(title: "Buttons on screen", entries: [HelpOverlay.Entry(keys: "i", summary: "About")]),
                "portrait: the detail's, not the hidden list's; the Master button's m is an action's, listed with it")
    }

    @Test("? opens it over the dimmed app; any key closes it and does nothing else")
    func anyKeyCloses() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 80))
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
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 80))
        harness.app.additionalHelp = [HelpOverlay.Section(title: "Mouse", entries: [
            HelpOverlay.Entry(keys: "Wheel", summary: "scroll the pane under the pointer"),
        ])]
        harness.press(.character("?"))
        #expect(harness.screen.contains("Wheel"))
    }
}
