/// A stack of controllers under a navigation bar (UIKit's UINavigationController): the
/// top one is shown; Esc, Left or Backspace pops back, and the bar shows a back button
/// titled after the controller below.
///
/// Every level can also be laid out and drawn on its own (`layoutLevel`, `drawLevel`),
/// which is how a split view shows a drill-down as three columns: the level below the top
/// beside the top.
@MainActor
open class NavigationController: ViewController {
    /// The stack, root first: the children (UIKit's viewControllers).
    public var viewControllers: [ViewController] { children }
    /// A button the bar shows at the leading edge when the root is on top, before the
    /// root's own left items: the split view puts its Master button (or, in compact, the
    /// back button) here, so it survives every swap of the controllers inside.
    public var rootLeadingItem: BarButtonItem?
    /// Like `rootLeadingItem`, at the trailing edge (the Master button when the primary
    /// docks on the trailing edge).
    public var rootTrailingItem: BarButtonItem?
    /// Hears about every change of the stack.
    public weak var delegate: NavigationControllerDelegate?
    /// When true the bar's title is the path from the root ("Elements › noble gas") and
    /// the back button reads "‹ Back"; when false, the top's title and "‹ Elements".
    public var showsPathInTitle = false
    /// Whether the toolbar is hidden (UIKit's isToolbarHidden, true at first): when shown,
    /// the last row shows the `toolbarItems` of the controller above it.
    public var isToolbarHidden = true

    /// Shows or hides the toolbar (UIKit's setToolbarHidden(_:animated:); nothing animates).
    public func setToolbarHidden(_ hidden: Bool, animated: Bool = false) {
        isToolbarHidden = hidden
    }

    /// A stack holding `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init()
        attachChild(rootViewController)
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
        attachChild(viewController)
        stackDidChange()
    }

    /// Removes the top controller (never the root) and returns it.
    @discardableResult
    open func popViewController() -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = topViewController
        detachChild(popped)
        stackDidChange()
        return popped
    }

    /// Pops until `viewController` is on top; returns what was popped, or nil when it is
    /// not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: ViewController) -> [ViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        if !popped.isEmpty {
            for controller in popped.reversed() { detachChild(controller) }
            stackDidChange()
        }
        return popped
    }

    /// The controller in the stack that is `viewController` or contains it.
    func level(holding viewController: ViewController) -> ViewController? {
        var current: ViewController? = viewController
        while let controller = current {
            if viewControllers.contains(where: { $0 === controller }) { return controller }
            current = controller.parent
        }
        return nil
    }

    /// Pops everything above the root.
    open func popToRootViewController() {
        popToViewController(viewControllers[0])
    }

    /// Replaces the whole stack.
    open func setViewControllers(_ controllers: [ViewController]) {
        guard !controllers.isEmpty else { return }
        for controller in viewControllers where !controllers.contains(where: { $0 === controller }) {
            detachChild(controller)
        }
        for controller in controllers { attachChild(controller) }
        children = controllers
        stackDidChange()
    }

    /// The back button shown when something lies below the top.
    public var backItem: BarButtonItem? { backItem(forLevel: viewControllers.count - 1) }

    /// The back button of the bar over `level`: "‹ Elements" (titled after the level
    /// below, or its `backButtonTitle`), or "‹ Back" when the title shows the path.
    /// Pressing it pops the top.
    public func backItem(forLevel level: Int) -> BarButtonItem? {
        guard level > 0, level < viewControllers.count else { return nil }
        let action: @MainActor () -> Void = { [weak self] in self?.popViewController() }
        if showsPathInTitle { return BarButtonItem(title: "‹ Back", action: action) }
        let below = viewControllers[level - 1]
        return BarButtonItem(title: "‹ " + (below.navigationItem.backButtonTitle ?? below.displayTitle), action: action)
    }

    /// The buttons the bar shows on its leading side now.
    public var leadingItems: [BarButtonItem] { leadingItems(forLevel: viewControllers.count - 1) }

    /// The buttons the bar shows on its trailing side now.
    public var trailingItems: [BarButtonItem] { trailingItems(forLevel: viewControllers.count - 1) }

    /// The leading buttons of the bar over `level`, from the edge: `rootLeadingItem` on the
    /// root, the back button above it, then the level's `leftBarButtonItems`, which replace
    /// the back button unless `leftItemsSupplementBackButton` (as in UIKit).
    public func leadingItems(forLevel level: Int) -> [BarButtonItem] {
        let item = viewControllers[level].navigationItem
        let own = item.leftBarButtonItems
        if level == 0, let root = rootLeadingItem, !own.contains(where: { $0 === root }) { return [root] + own }
        if own.isEmpty || item.leftItemsSupplementBackButton, let back = backItem(forLevel: level) { return [back] + own }
        return own
    }

    /// The trailing buttons of the bar over `level`, from the edge: `rootTrailingItem` on
    /// the root, then the level's `rightBarButtonItems`.
    public func trailingItems(forLevel level: Int) -> [BarButtonItem] {
        let own = viewControllers[level].navigationItem.rightBarButtonItems
        if level == 0, let root = rootTrailingItem, !own.contains(where: { $0 === root }) { return [root] + own }
        return own
    }

    /// The bar's title over `level`: that level's title, or the path to it.
    public func title(forLevel level: Int) -> String {
        guard showsPathInTitle, level > 0 else { return viewControllers[level].displayTitle }
        return viewControllers[...level].map(\.displayTitle).joined(separator: " › ")
    }


    open override func layout(in frame: Rect, theme: Theme) {
        layoutLevel(viewControllers.count - 1, in: frame, theme: theme)
    }

    /// Lays `level` of the stack out under its own bar, as if it were on top.
    public func layoutLevel(_ level: Int, in frame: Rect, theme: Theme) {
        guard viewControllers.indices.contains(level) else { return }
        let controller = viewControllers[level], regions = regions(of: frame)
        controller.navigationFrame = frame
        controller.toolbarLayout = regions.toolbar.map { Toolbar.layout(controller.toolbarItems ?? [], in: $0) }
        controller.layout(in: regions.content, theme: theme)
    }

    /// The bar's row, the content's, and the toolbar's row when it is shown, in `frame`.
    private func regions(of frame: Rect) -> (bar: Rect, content: Rect, toolbar: Rect?) {
        let (bar, below) = frame.divided(atRow: 1)
        guard !isToolbarHidden, below.height > 1 else { return (bar, below, nil) }
        let (content, toolbar) = below.divided(atRow: below.height - 1)
        return (bar, content, toolbar)
    }

    /// The items of the toolbar over `level`, when it is shown: its controller's.
    private func toolbarItems(forLevel level: Int) -> [BarButtonItem] {
        guard !isToolbarHidden else { return [] }
        return (viewControllers[level].toolbarItems ?? []).filter { !$0.isFlexibleSpace }
    }

    open override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        drawLevel(viewControllers.count - 1, in: &canvas, frame: frame, context: context)
    }

    /// Draws `level` of the stack under its own bar, as if it were on top.
    public func drawLevel(_ level: Int, in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        guard viewControllers.indices.contains(level) else { return }
        NavigationBar.draw(title: title(forLevel: level), left: leadingItems(forLevel: level),
                           right: trailingItems(forLevel: level), in: &canvas, frame: frame, context: context,
                           truncatingHead: showsPathInTitle)
        let controller = viewControllers[level], regions = regions(of: frame)
        if regions.toolbar != nil, let toolbar = controller.toolbarLayout { Toolbar.draw(toolbar, in: &canvas, context: context) }
        controller.draw(in: &canvas, frame: regions.content, context: context)
    }

    open override func handle(_ press: KeyPress) -> Bool {
        handle(press, level: viewControllers.count - 1)
    }

    /// Handles a key for `level` as shown on its own: the controller first, then back
    /// (which pops the top), then a bar button or toolbar item whose key it is.
    public func handle(_ press: KeyPress, level: Int) -> Bool {
        guard viewControllers.indices.contains(level) else { return false }
        if viewControllers[level].handle(press) { return true }
        if press.action == .back, popViewController() != nil { return true }
        let items = leadingItems(forLevel: level) + trailingItems(forLevel: level) + toolbarItems(forLevel: level)
        if let item = items.first(where: { $0.key != nil && $0.key == press.key }) {
            item.press()
            return true
        }
        return false
    }

    open override func handle(_ mouse: MouseEvent, in frame: Rect) -> Bool {
        handle(mouse, in: frame, level: viewControllers.count - 1)
    }

    /// Handles a mouse report inside `frame`, where `level` was last drawn.
    public func handle(_ mouse: MouseEvent, in frame: Rect, level: Int) -> Bool {
        guard viewControllers.indices.contains(level) else { return false }
        let (bar, content, toolbar) = regions(of: frame)
        if let toolbar, toolbar.contains(mouse.location) {
            if mouse.kind == .press, let layout = viewControllers[level].toolbarLayout {
                Toolbar.item(at: mouse.location, in: layout)?.press()
            }
            return true
        }
        if bar.contains(mouse.location) {
            guard mouse.kind == .press else { return true }
            let left = leadingItems(forLevel: level), right = trailingItems(forLevel: level)
            let hits = NavigationBar.hits(title: title(forLevel: level), left: left, right: right, frame: frame)
            let items = zip(left + right, hits.left + hits.right)
            items.first { $0.1.contains(mouse.location) }?.0.press()
            return true
        }
        return viewControllers[level].handle(mouse, in: content)
    }

    /// Where `item` is in the bar of a level as last laid out, or in a child's.
    override func frame(of item: BarButtonItem) -> Rect? {
        for (level, controller) in viewControllers.enumerated() {
            guard let frame = controller.navigationFrame else { continue }
            let left = leadingItems(forLevel: level), right = trailingItems(forLevel: level)
            let hits = NavigationBar.hits(title: title(forLevel: level), left: left, right: right, frame: frame)
            if let place = zip(left + right, hits.left + hits.right).first(where: { $0.0 === item }) { return place.1 }
        }
        return super.frame(of: item)
    }

    /// The top of the stack.
    open override var childrenOnScreen: [ViewController] { [topViewController] }

    open override var barButtonItemsOnScreen: [BarButtonItem] {
        barButtonItems(forLevel: viewControllers.count - 1)
    }

    /// The buttons of the bar over `level`, then those of its toolbar, then those of that
    /// level's own controller.
    public func barButtonItems(forLevel level: Int) -> [BarButtonItem] {
        guard viewControllers.indices.contains(level) else { return [] }
        return leadingItems(forLevel: level) + trailingItems(forLevel: level) + toolbarItems(forLevel: level)
            + viewControllers[level].barButtonItemsOnScreen
    }

    /// The top controller's preferred size, one row taller for the bar (and one more for a
    /// toolbar shown) and, when it asks for a width, wide enough for the bar's title and
    /// buttons (UIKit's preferredContentSize); set, it is the size given.
    open override var preferredContentSize: Size {
        get {
            if super.preferredContentSize != .zero { return super.preferredContentSize }
            let top = topViewController.preferredContentSize
            let bar = NavigationBar.preferredWidth(title: title(forLevel: viewControllers.count - 1), left: leadingItems,
                                                   right: trailingItems)
            let bars = isToolbarHidden ? 1 : 2
            return Size(width: top.width > 0 ? max(top.width, bar) : 0, height: top.height > 0 ? top.height + bars : 0)
        }
        set { super.preferredContentSize = newValue }
    }

    /// Lets a split view that holds this stack rearrange its columns and focus, then
    /// tells the delegate.
    private func stackDidChange() {
        (parent as? SplitViewController)?.navigationStackDidChange(self)
        delegate?.navigationController(self, didShow: topViewController)
    }
}
