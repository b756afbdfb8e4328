import SplitKit
import Testing

/// The seed app, driven headless through the same event loop the real app uses.
@MainActor
@Suite("Seed app on the public API")
struct SeedAppTests: HeadlessDriving {
    let terminal = HeadlessTerminal(size: Size(width: 100, height: 20))
    private let delegate = SeedDelegate()
    let app: Application
    private let master: MasterViewController

    init() {
        let (split, master) = makeSeedApp(delegate: delegate)
        self.master = master
        app = Application(terminal: terminal, rootViewController: split)
        app.render()
    }

    @Test("add, choose and delete items beside the detail")
    func addChooseDelete() {
        #expect(screen.contains("Press + to add an item"))
        #expect(screen.contains("Detail view content goes here"))
        press(.character("+"), .character("+"), .character("+"))
        #expect(master.objects == ["Item 3", "Item 2", "Item 1"])
        press(.down, .enter)
        #expect(screen.contains("Detail for Item 2"))
        press(.tab, .character("d"))
        #expect(master.objects == ["Item 3", "Item 2", "Item 1"], "d goes to the focused detail, which ignores it")
        press(.escape, .character("d"))
        #expect(master.objects == ["Item 3", "Item 1"])
    }

    @Test("portrait hides the master behind the Master button; the popover chooses an item")
    func portrait() {
        press(.character("+"), .character("+"))
        resize(60, 20)
        #expect(delegate.events == ["willHide Master"])
        #expect(screen.contains("[m] Master"))
        press(.character("m"), .down, .enter)
        #expect(screen.contains("Detail for Item 1"))
        #expect(!screen.contains("┌"), "choosing closes the popover")
        resize(100, 20)
        #expect(delegate.events == ["willHide Master", "willShow"])
    }

    @Test("compact is a navigation stack: Enter pushes the detail, Esc pops it")
    func compact() {
        press(.character("+"))
        resize(40, 20)
        press(.enter)
        #expect(screen.contains("Detail for Item 1"))
        #expect(screen.contains("‹ Master"))
        press(.escape)
        #expect(screen.contains("Item 1") && !screen.contains("Detail for"))
    }
}
