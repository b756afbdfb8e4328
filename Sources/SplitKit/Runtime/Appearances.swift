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
        // Most frames show the same controllers as the last: nothing to compare then.
        guard !now.elementsEqual(shown, by: ===) else { return }
        var gone: [ViewController] = [], come: [ViewController] = []
        for old in shown where !Self.list(now, holds: old) { gone.append(old) }
        for new in now where !Self.list(shown, holds: new) { come.append(new) }
        shown = now
        guard !gone.isEmpty || !come.isEmpty else { return }
        for controller in gone { controller.viewWillDisappear(false) }
        for controller in come { controller.viewWillAppear(false) }
        root.layout(in: bounds, theme: theme)
        for controller in gone { controller.viewDidDisappear(false) }
        for controller in come { controller.viewDidAppear(false) }
    }

    /// `root` and every controller shown under it, parents first, each once, then the
    /// controllers presented over it; one presented full screen hides all under it (UIKit's
    /// `.fullScreen`), so they disappear while it is up.
    private static func onScreen(from root: ViewController) -> [ViewController] {
        var lowest = root
        var next = root.presentedViewController
        while let layer = next {
            if layer.modalPresentationStyle == .fullScreen { lowest = layer }
            next = layer.presentedViewController
        }
        var found: [ViewController] = []
        var layer: ViewController? = lowest
        while let shown = layer {
            visit(shown, into: &found)
            layer = shown.presentedViewController
        }
        return found
    }

    /// Adds `controller` and the controllers it shows to `found`, those not in it yet.
    private static func visit(_ controller: ViewController, into found: inout [ViewController]) {
        guard !list(found, holds: controller) else { return }
        found.append(controller)
        for child in controller.childrenOnScreen { visit(child, into: &found) }
    }

    /// Whether `controller` is one of `list`, the same object.
    private static func list(_ list: [ViewController], holds controller: ViewController) -> Bool {
        for member in list where member === controller { return true }
        return false
    }
}
