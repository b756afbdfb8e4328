/// The application's layout pass with the lifecycle calls around it: which controllers
/// came on screen or went off it since the last pass (walking `childrenOnScreen` from the
/// root), and whether the terminal changed size.
@MainActor
struct Appearances {
    /// The controllers the last pass found on screen, parents before their children.
    private var shown: [ViewController] = []
    /// The size of the last pass.
    private var size: Size?

    /// Lays `root` out in `bounds`: `viewWillTransition(to:)` first at a new size; then,
    /// when the controllers shown changed, `viewWillDisappear(_:)` of those gone and
    /// `viewWillAppear(_:)` of those come, the tree laid out again for what they changed,
    /// `viewDidDisappear(_:)` and `viewDidAppear(_:)`.
    mutating func layout(_ root: ViewController, in bounds: Rect, theme: Theme) {
        if let size, size != bounds.size { root.viewWillTransition(to: bounds.size) }
        size = bounds.size
        root.layout(in: bounds, theme: theme)
        let now = Self.onScreen(from: root)
        let nowIDs = Set(now.map(ObjectIdentifier.init)), shownIDs = Set(shown.map(ObjectIdentifier.init))
        let gone = shown.filter { !nowIDs.contains(ObjectIdentifier($0)) }
        let come = now.filter { !shownIDs.contains(ObjectIdentifier($0)) }
        shown = now
        guard !gone.isEmpty || !come.isEmpty else { return }
        for controller in gone { controller.viewWillDisappear(false) }
        for controller in come { controller.viewWillAppear(false) }
        root.layout(in: bounds, theme: theme)
        for controller in gone { controller.viewDidDisappear(false) }
        for controller in come { controller.viewDidAppear(false) }
    }

    /// `root` and every controller shown under it, parents first, each once.
    private static func onScreen(from root: ViewController) -> [ViewController] {
        var found: [ViewController] = [], seen = Set<ObjectIdentifier>()
        func visit(_ controller: ViewController) {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
            found.append(controller)
            for child in controller.childrenOnScreen { visit(child) }
        }
        visit(root)
        return found
    }
}
