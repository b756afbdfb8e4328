/// A stack of controllers under a navigation bar (UIKit's UINavigationController): the
/// top one is shown; Esc, Left or Backspace pops back, and the bar shows a back button
/// titled after the controller below.
@MainActor
open class NavigationController: ViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [ViewController]
    /// A button the bar shows on the leading side when the root is on top and it has
    /// none of its own: the split view puts its Master button here, so it survives every
    /// swap of the controllers inside.
    public var rootLeadingItem: BarButtonItem?
    /// Like `rootLeadingItem`, on the trailing side (the Master button when the primary
    /// docks on the trailing edge).
    public var rootTrailingItem: BarButtonItem?
    /// Where the bar's buttons were last drawn, for clicks.
    private var barHits = NavigationBar.Hits()

    /// A stack holding `rootViewController`.
    public init(rootViewController: ViewController) {
        viewControllers = [rootViewController]
        super.init()
        rootViewController.parent = self
    }

    /// The controller shown.
    public var topViewController: ViewController { viewControllers[viewControllers.count - 1] }

    /// The title of the root.
    open override var title: String? {
        get { viewControllers[0].title }
        set { viewControllers[0].title = newValue }
    }

    /// Shows `viewController` on top of the stack.
    open func pushViewController(_ viewController: ViewController) {
        viewController.parent = self
        viewControllers.append(viewController)
    }

    /// Removes the top controller (never the root) and returns it.
    @discardableResult
    open func popViewController() -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.removeLast()
    }

    /// Pops everything above the root.
    open func popToRootViewController() {
        while popViewController() != nil {}
    }

    /// Replaces the whole stack.
    open func setViewControllers(_ controllers: [ViewController]) {
        guard !controllers.isEmpty else { return }
        for controller in controllers { controller.parent = self }
        viewControllers = controllers
    }

    /// The back button shown when something lies below the top: "‹ Elements".
    public var backItem: BarButtonItem? {
        guard viewControllers.count > 1 else { return nil }
        let below = viewControllers[viewControllers.count - 2]
        return BarButtonItem(title: "‹ " + below.displayTitle) { [weak self] in
            self?.popViewController()
        }
    }

    /// The item the bar shows on its leading side now.
    public var leadingItem: BarButtonItem? {
        backItem ?? topViewController.navigationItem.leftBarButtonItem ?? rootLeadingItem
    }

    /// The item the bar shows on its trailing side now.
    public var trailingItem: BarButtonItem? {
        topViewController.navigationItem.rightBarButtonItem ?? (viewControllers.count == 1 ? rootTrailingItem : nil)
    }

    open override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        let item = NavigationItem()
        item.title = topViewController.displayTitle
        item.leftBarButtonItem = leadingItem
        item.rightBarButtonItem = trailingItem
        barHits = NavigationBar.draw(title: item.title ?? "", item: item, in: &canvas, frame: frame, context: context)
        topViewController.draw(in: &canvas, frame: frame.divided(atRow: 1).rest, context: context)
    }

    open override func handle(_ press: KeyPress) -> Bool {
        if topViewController.handle(press) { return true }
        if press.action == .back, popViewController() != nil { return true }
        return false
    }

    open override func handle(_ mouse: MouseEvent, in frame: Rect) -> Bool {
        let (bar, content) = frame.divided(atRow: 1)
        if bar.contains(mouse.location) {
            guard mouse.kind == .press else { return true }
            if let left = barHits.left, left.contains(mouse.location) { leadingItem?.press() }
            if let right = barHits.right, right.contains(mouse.location) { trailingItem?.press() }
            return true
        }
        return topViewController.handle(mouse, in: content)
    }

    open override var preferredContentHeight: Int? {
        topViewController.preferredContentHeight.map { $0 + 1 }
    }

    open override func dataDidChange() {
        for controller in viewControllers { controller.dataDidChange() }
    }
}
