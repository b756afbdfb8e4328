/// Several controllers, one shown at a time under a row of tabs (UIKit's
/// UITabBarController). Each child keeps its own state while hidden; a child that lays
/// itself out by its frame (a split view) adapts to a size that changed while it was
/// hidden the next time it is shown, so a rotation applies to every tab.
///
/// The selected child sees every key first; what it leaves, the tab bar uses: 1…9 choose
/// a tab, Ctrl-PgDn and Ctrl-PgUp the next and previous one. A click on a tab chooses it.
@MainActor
open class TabBarController: ViewController {
    /// The tabs' controllers, in order: the children (UIKit's viewControllers).
    public var viewControllers: [ViewController] { children }
    /// Hears about tab changes.
    public weak var delegate: TabBarControllerDelegate?
    /// Where each tab was last drawn, for clicks.

    /// The index of the tab shown.
    public var selectedIndex: Int {
        didSet { selectedIndex = min(max(0, selectedIndex), viewControllers.count - 1) }
    }

    /// A tab bar over `viewControllers` (at least one), the first selected.
    public init(viewControllers: [ViewController]) {
        precondition(!viewControllers.isEmpty, "a tab bar controller needs a tab")
        selectedIndex = 0
        super.init()
        for controller in viewControllers { attachChild(controller) }
    }

    /// The controller shown.
    public var selectedViewController: ViewController { viewControllers[selectedIndex] }

    /// Shows the tab at `index` (ignored when out of range), telling the delegate.
    public func selectTab(at index: Int) {
        guard viewControllers.indices.contains(index), index != selectedIndex else { return }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: viewControllers[index])
    }


    /// The tabs' labels: each controller's tab bar item title (or title) and badge.
    private var labels: [String] {
        viewControllers.map { controller in
            let item = controller.tabBarItem
            return (item.title ?? controller.displayTitle) + (item.badgeValue.map { " " + $0 } ?? "")
        }
    }

    open override func layout(in frame: Rect, theme: Theme) {
        selectedViewController.layout(in: frame.divided(atRow: 1).rest, theme: theme)
    }

    open override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        let (bar, content) = frame.divided(atRow: 1)
        TabBar.draw(labels: labels, selected: selectedIndex, in: &canvas, frame: bar, theme: context.theme)
        selectedViewController.draw(in: &canvas, frame: content, context: context)
    }

    /// The selected tab's controller.
    open override var childrenOnScreen: [ViewController] { [selectedViewController] }

    open override var barButtonItemsOnScreen: [BarButtonItem] { selectedViewController.barButtonItemsOnScreen }

    open override func handle(_ press: KeyPress) -> Bool {
        if selectedViewController.handle(press) { return true }
        switch press.action {
        case .nextTab?:
            selectTab(at: (selectedIndex + 1) % viewControllers.count)
            return true
        case .previousTab?:
            selectTab(at: (selectedIndex + viewControllers.count - 1) % viewControllers.count)
            return true
        default:
            break
        }
        if case .character(let character) = press.key, let digit = character.wholeNumberValue,
           (1...9).contains(digit), digit <= viewControllers.count {
            selectTab(at: digit - 1)
            return true
        }
        return false
    }

    open override func handle(_ mouse: MouseEvent, in frame: Rect) -> Bool {
        let (bar, content) = frame.divided(atRow: 1)
        if bar.contains(mouse.location) {
            if mouse.kind == .press,
               let index = TabBar.tabs(labels: labels, frame: bar).firstIndex(where: { $0.rect.contains(mouse.location) }) {
                selectTab(at: index)
            }
            return true
        }
        return selectedViewController.handle(mouse, in: content)
    }
}

/// Hears a tab bar controller's changes (UIKit's UITabBarControllerDelegate).
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// `viewController`'s tab was chosen.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}
