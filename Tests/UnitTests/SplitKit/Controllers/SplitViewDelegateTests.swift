import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// A delegate that implements nothing: every default applies.
@MainActor
private final class Silent: SplitViewControllerDelegate {}

/// The callbacks, compared with the order `SplitViewControllerDelegate` documents,
/// through launches, rotations, popovers, collapse and expand.
@MainActor
@Suite("Split view delegate")
struct SplitViewDelegateTests {
    private let landscape = (120, 40), portrait = (60, 40), compact = (30, 20), tiny = (10, 3)

    private func launch(_ size: (Int, Int), _ recorder: DelegateRecorder,
                        configure: (inout SplitConfiguration) -> Void = { _ in }) throws -> Harness {
        var configuration = SplitConfiguration()
        configure(&configuration)
        return Harness(table: try Fixtures.elements(), size: Size(width: size.0, height: size.1),
                       configuration: configuration, delegate: recorder)
    }

    @Test("launching: landscape, portrait (willHide with the button, as the seed apps need), compact")
    func launches() throws {
        let recorder = DelegateRecorder()
        _ = try launch(landscape, recorder)
        #expect(recorder.take() == ["willChangeTo(oneBesideSecondary)", "didChangeLayout(nil->landscape)"])
        _ = try launch(portrait, recorder)
        #expect(recorder.take() == ["willChangeTo(secondaryOnly)", "willHide(Master)", "didChangeLayout(nil->portrait)"])
        _ = try launch(compact, recorder)
        #expect(recorder.take() == ["collapse", "willChangeTo(secondaryOnly)", "didChangeLayout(nil->compact)"])
    }

    @Test("launching with the master over the detail: hidden from the docked place, then presented")
    func launchOver() throws {
        let recorder = DelegateRecorder()
        let harness = try launch(portrait, recorder) { $0.preferredDisplayMode = .oneOverSecondary }
        #expect(harness.split.isPopoverPresented)
        #expect(recorder.take() == ["willChangeTo(oneOverSecondary)", "willHide(Master)", "willPresent(Master)",
                                    "didChangeLayout(nil->portrait)"])
    }

    @Test("rotations between landscape and portrait, both ways, repeatedly")
    func rotations() throws {
        let recorder = DelegateRecorder()
        let harness = try launch(landscape, recorder)
        recorder.calls.removeAll()
        for _ in 0..<2 {
            harness.resize(portrait.0, portrait.1)
            #expect(recorder.take() == ["willChangeTo(secondaryOnly)", "willHide(Master)",
                                        "didChangeLayout(landscape->portrait)"])
            harness.resize(landscape.0, landscape.1)
            #expect(recorder.take() == ["willChangeTo(oneBesideSecondary)", "willShow(Master)",
                                        "didChangeLayout(portrait->landscape)"])
        }
        harness.resize(130, 45)
        #expect(recorder.take().isEmpty, "a resize within the mode is no transition")
    }

    @Test("the popover: m presents it, Esc, m, a selection and a click outside each close it")
    func popover() throws {
        let recorder = DelegateRecorder()
        let harness = try launch(portrait, recorder)
        recorder.calls.removeAll()
        let closers: [(String, () -> Void)] = [
            ("Esc", { harness.press(.escape) }),
            ("m", { harness.press(.character("m")) }),
            ("Enter", { harness.press(.enter) }),
            ("click", { harness.click(55, 20) }),
        ]
        for (name, close) in closers {
            harness.press(.character("m"))
            #expect(recorder.take() == ["willChangeTo(oneOverSecondary)", "willPresent(Master)"], "\(name)")
            close()
            #expect(!harness.split.isPopoverPresented, "\(name) closes the popover")
            #expect(recorder.take() == ["willChangeTo(secondaryOnly)"], "\(name): no willHide, the button stayed")
        }
    }

    @Test("the popover open while rotating to landscape docks; to compact collapses with the list on top")
    func popoverRotations() throws {
        let recorder = DelegateRecorder()
        let harness = try launch(portrait, recorder)
        harness.press(.character("m"))
        recorder.calls.removeAll()
        harness.resize(landscape.0, landscape.1)
        #expect(recorder.take() == ["willChangeTo(oneBesideSecondary)", "willShow(Master)",
                                    "didChangeLayout(portrait->landscape)"])
        harness.resize(portrait.0, portrait.1)
        harness.press(.character("m"))
        recorder.calls.removeAll()
        harness.resize(compact.0, compact.1)
        #expect(recorder.take() == ["collapse", "willChangeTo(secondaryOnly)", "willShow(Master)",
                                    "didChangeLayout(portrait->compact)"])
        #expect(harness.split.focusedColumn == .primary, "the popover had the keys: the list is on top")
    }

    @Test("m in landscape hides and shows the docked master")
    func toggleInLandscape() throws {
        let recorder = DelegateRecorder()
        let harness = try launch(landscape, recorder)
        recorder.calls.removeAll()
        harness.press(.character("m"))
        #expect(recorder.take() == ["willChangeTo(secondaryOnly)", "willHide(Master)"])
        harness.press(.character("m"))
        #expect(recorder.take() == ["willChangeTo(oneBesideSecondary)", "willShow(Master)"])
    }

    @Test("collapse and expand: from landscape and from portrait, and back")
    func collapseAndExpand() throws {
        let recorder = DelegateRecorder()
        let harness = try launch(landscape, recorder)
        recorder.calls.removeAll()
        harness.resize(compact.0, compact.1)
        #expect(recorder.take() == ["collapse", "willChangeTo(secondaryOnly)", "didChangeLayout(landscape->compact)"])
        harness.resize(landscape.0, landscape.1)
        #expect(recorder.take() == ["separate", "willChangeTo(oneBesideSecondary)", "didChangeLayout(compact->landscape)"])
        harness.resize(portrait.0, portrait.1)
        recorder.calls.removeAll()
        harness.resize(compact.0, compact.1)
        #expect(recorder.take() == ["collapse", "willShow(Master)", "didChangeLayout(portrait->compact)"])
        harness.resize(portrait.0, portrait.1)
        #expect(recorder.take() == ["separate", "willHide(Master)", "didChangeLayout(compact->portrait)"])
    }

    @Test("a split too small reports only the layout change, and growing back changes nothing else")
    func tooSmall() throws {
        // The browser's app shows its own notice below 20x6 and never lays the split out
        // there; a split given a smaller frame by its container reports it like this.
        let recorder = DelegateRecorder()
        let harness = try launch(compact, recorder)
        let shrink = { harness.split.layout(in: Rect(size: Size(width: self.tiny.0, height: self.tiny.1)), theme: Theme()) }
        harness.press(.enter)
        recorder.calls.removeAll()
        shrink()
        #expect(harness.split.layoutMode == .tooSmall)
        #expect(recorder.take() == ["didChangeLayout(compact->tooSmall)"])
        harness.resize(compact.0, compact.1)
        #expect(recorder.take() == ["didChangeLayout(tooSmall->compact)"])
        #expect(harness.split.focusedColumn == .secondary, "the pushed detail is still on top")
        shrink()
        harness.resize(landscape.0, landscape.1)
        #expect(recorder.take() == ["didChangeLayout(compact->tooSmall)", "separate", "willChangeTo(oneBesideSecondary)",
                                    "didChangeLayout(tooSmall->landscape)"])
        #expect(harness.split.focusedColumn == .secondary)
    }

    @Test("shouldHide: false in portrait docks the master like Settings; true in landscape hides it")
    func shouldHide() throws {
        let recorder = DelegateRecorder()
        recorder.hidesIn = [.portrait: false]
        recorder.recordsShouldHide = true
        let harness = try launch(landscape, recorder)
        recorder.calls.removeAll()
        harness.resize(portrait.0, portrait.1)
        #expect(harness.split.displayMode == .oneBesideSecondary)
        #expect(recorder.take() == ["shouldHide(portrait)", "didChangeLayout(landscape->portrait)"])
        harness.press(.character("m"))
        #expect(harness.split.displayMode == .secondaryOnly)
        harness.press(.character("m"))
        #expect(harness.split.displayMode == .oneBesideSecondary, "m docks it again rather than a popover")

        let hiding = DelegateRecorder()
        hiding.hidesIn = [.landscape: true]
        let hidden = try launch(landscape, hiding)
        #expect(hidden.split.displayMode == .secondaryOnly)
        #expect(hiding.take() == ["willChangeTo(secondaryOnly)", "willHide(Master)", "didChangeLayout(nil->landscape)"])
        hidden.press(.character("m"))
        #expect(hidden.split.displayMode == .oneBesideSecondary)
    }

    @Test("a pinned display mode wins over shouldHide, which is then not asked")
    func pinnedWins() throws {
        let recorder = DelegateRecorder()
        recorder.hidesIn = [.portrait: false]
        recorder.recordsShouldHide = true
        let harness = try launch(portrait, recorder) { $0.preferredDisplayMode = .secondaryOnly }
        #expect(harness.split.displayMode == .secondaryOnly)
        #expect(!recorder.calls.contains("shouldHide(portrait)"))
    }

    @Test("collapse can push the detail; separate can swap in another secondary, which gets the Master button")
    func steering() throws {
        let recorder = DelegateRecorder()
        recorder.collapsesOntoPrimary = false
        let harness = try launch(compact, recorder)
        #expect(harness.split.focusedColumn == .secondary, "the delegate asked for the detail on top")
        let replacement = NavigationController(rootViewController: ViewController())
        replacement.viewControllers[0].title = "Replacement"
        recorder.separated = replacement
        harness.resize(portrait.0, portrait.1)
        #expect(harness.split.secondaryViewController === replacement)
        #expect(harness.screen.hasPrefix("[m] Master"))
        #expect(harness.screen.split(separator: "\n")[0].contains("Replacement"))
    }

    @Test("a delegate that implements nothing behaves as no delegate at all")
    func defaults() throws {
        let silent = Silent()
        let withDefaults = Harness(table: try Fixtures.elements(), size: Size(width: 60, height: 40), delegate: silent)
        let without = Harness(table: try Fixtures.elements(), size: Size(width: 60, height: 40))
        for harness in [withDefaults, without] {
            harness.resize(120, 40)
            harness.press(.tab)
            harness.resize(30, 20)
            harness.resize(60, 40)
            harness.press(.character("m"))
        }
        #expect(withDefaults.screen == without.screen)
        #expect(withDefaults.split.displayMode == without.split.displayMode)
        #expect(withDefaults.split.focusedColumn == without.split.focusedColumn)
    }
}
