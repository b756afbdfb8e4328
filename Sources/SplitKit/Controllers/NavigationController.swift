/// A stack of controllers under a navigation bar (UIKit's UINavigationController): the
/// top one is shown; Esc, Left or Backspace pops back, and the bar shows a back button
/// titled after the controller below.
///
/// Every level can also be laid out and drawn on its own (`layoutLevel`, `drawLevel`),
/// which is how a split view shows a drill-down as three columns: the level below the top
/// beside the top.
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
    /// Hears about every change of the stack.
    public weak var delegate: NavigationControllerDelegate?
    /// When true the bar's title is the path from the root ("Elements › noble gas") and
    /// the back button reads "‹ Back"; when false, the top's title and "‹ Elements".
    public var showsPathInTitle = false

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
        stackDidChange()
    }

    /// Removes the top controller (never the root) and returns it.
    @discardableResult
    open func popViewController() -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
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
            viewControllers.removeSubrange((index + 1)...)
            stackDidChange()
        }
        return popped
    }

    /// Pops everything above the root.
    open func popToRootViewController() {
        popToViewController(viewControllers[0])
    }

    /// Replaces the whole stack.
    open func setViewControllers(_ controllers: [ViewController]) {
        guard !controllers.isEmpty else { return }
        for controller in controllers { controller.parent = self }
        viewControllers = controllers
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

    /// The item the bar shows on its leading side now.
    public var leadingItem: BarButtonItem? { leadingItem(forLevel: viewControllers.count - 1) }

    /// The item the bar shows on its trailing side now.
    public var trailingItem: BarButtonItem? { trailingItem(forLevel: viewControllers.count - 1) }

    /// The leading item of the bar over `level`.
    public func leadingItem(forLevel level: Int) -> BarButtonItem? {
        backItem(forLevel: level) ?? viewControllers[level].navigationItem.leftBarButtonItem
            ?? (level == 0 ? rootLeadingItem : nil)
    }

    /// The trailing item of the bar over `level`.
    public func trailingItem(forLevel level: Int) -> BarButtonItem? {
        viewControllers[level].navigationItem.rightBarButtonItem ?? (level == 0 ? rootTrailingItem : nil)
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
        let left = leadingItem(forLevel: level), right = trailingItem(forLevel: level)
        let hits = NavigationBar.hits(title: title(forLevel: level), left: left, right: right, frame: frame)
        left?.frame = hits.left
        right?.frame = hits.right
        viewControllers[level].layout(in: frame.divided(atRow: 1).rest, theme: theme)
    }

    open override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        drawLevel(viewControllers.count - 1, in: &canvas, frame: frame, context: context)
    }

    /// Draws `level` of the stack under its own bar, as if it were on top.
    public func drawLevel(_ level: Int, in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        guard viewControllers.indices.contains(level) else { return }
        NavigationBar.draw(title: title(forLevel: level), left: leadingItem(forLevel: level),
                           right: trailingItem(forLevel: level), in: &canvas, frame: frame, context: context,
                           truncatingHead: showsPathInTitle)
        viewControllers[level].draw(in: &canvas, frame: frame.divided(atRow: 1).rest, context: context)
    }

    open override func handle(_ press: KeyPress) -> Bool {
        handle(press, level: viewControllers.count - 1)
    }

    /// Handles a key for `level` as shown on its own: the controller first, then back
    /// (which pops the top), then a bar button whose key it is.
    public func handle(_ press: KeyPress, level: Int) -> Bool {
        guard viewControllers.indices.contains(level) else { return false }
        if viewControllers[level].handle(press) { return true }
        if press.action == .back, popViewController() != nil { return true }
        for item in [leadingItem(forLevel: level), trailingItem(forLevel: level)] {
            if let item, let key = item.key, key == press.key {
                item.press()
                return true
            }
        }
        return false
    }

    open override func handle(_ mouse: MouseEvent, in frame: Rect) -> Bool {
        handle(mouse, in: frame, level: viewControllers.count - 1)
    }

    /// Handles a mouse report inside `frame`, where `level` was last drawn.
    public func handle(_ mouse: MouseEvent, in frame: Rect, level: Int) -> Bool {
        guard viewControllers.indices.contains(level) else { return false }
        let (bar, content) = frame.divided(atRow: 1)
        if bar.contains(mouse.location) {
            guard mouse.kind == .press else { return true }
            let left = leadingItem(forLevel: level), right = trailingItem(forLevel: level)
            let hits = NavigationBar.hits(title: title(forLevel: level), left: left, right: right, frame: frame)
            if let hit = hits.left, hit.contains(mouse.location) { left?.press() }
            if let hit = hits.right, hit.contains(mouse.location) { right?.press() }
            return true
        }
        return viewControllers[level].handle(mouse, in: content)
    }

    open override var barButtonItemsOnScreen: [BarButtonItem] {
        barButtonItems(forLevel: viewControllers.count - 1)
    }

    /// The buttons of the bar over `level`, then those of that level's own controller.
    public func barButtonItems(forLevel level: Int) -> [BarButtonItem] {
        guard viewControllers.indices.contains(level) else { return [] }
        return [leadingItem(forLevel: level), trailingItem(forLevel: level)].compactMap { $0 }
            + viewControllers[level].barButtonItemsOnScreen
    }

    open override var preferredContentHeight: Int? {
        topViewController.preferredContentHeight.map { $0 + 1 }
    }

    /// Lets a split view that holds this stack rearrange its columns and focus, then
    /// tells the delegate.
    private func stackDidChange() {
        (parent as? SplitViewController)?.navigationStackDidChange(self)
        delegate?.navigationController(self, didShow: topViewController)
    }
}
