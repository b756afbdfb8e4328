/// The unit of a screen (UIKit's UIViewController): it draws its content into a frame it
/// is given, handles the keys and clicks routed to it, and sits in a tree of
/// controllers (navigation, split, tab bar) that decides where it appears.
@MainActor
open class ViewController {
    /// Shown in navigation bars, back buttons and tab bars when the navigation item has no title.
    open var title: String?
    /// What the navigation bar shows above this controller.
    public let navigationItem = NavigationItem()
    /// What a tab bar shows for this controller.
    public let tabBarItem = TabBarItem()
    /// The controller that contains this one.
    public package(set) weak var parent: ViewController?

    /// A controller with no title.
    public init() {}

    /// The nearest navigation controller above this one.
    public var navigationController: NavigationController? { ancestor(of: NavigationController.self) }
    /// The nearest split view controller above this one.
    public var splitViewController: SplitViewController? { ancestor(of: SplitViewController.self) }
    /// The nearest tab bar controller above this one.
    public var tabBarController: TabBarController? { ancestor(of: TabBarController.self) }

    /// Whether the controller is in Edit mode (UIKit's isEditing). Change it with `setEditing(_:)`.
    public private(set) var isEditing = false

    /// A button that toggles Edit mode: "[e] Edit", "[e] Done" while editing (UIKit's
    /// editButtonItem). Put it in a navigation item; its key presses it there.
    public private(set) lazy var editButtonItem = BarButtonItem(title: "Edit", key: .character("e")) { [weak self] in
        guard let self else { return }
        self.setEditing(!self.isEditing)
    }

    /// Enters or leaves Edit mode. Overrides call super, then update what they show.
    open func setEditing(_ editing: Bool) {
        isEditing = editing
        editButtonItem.title = editing ? "Done" : "Edit"
    }

    /// Shows `viewController` (UIKit's show(_:sender:)): pushed on the nearest navigation
    /// controller; outside one, shown by the split view (on its primary's stack).
    open func show(_ viewController: ViewController) {
        if let navigation = navigationController {
            navigation.pushViewController(viewController)
        } else {
            splitViewController?.show(viewController)
        }
    }

    /// Shows `viewController` in the secondary context (UIKit's showDetailViewController):
    /// the nearest split view's secondary column, else as `show(_:)` does.
    open func showDetailViewController(_ viewController: ViewController) {
        if let split = splitViewController {
            split.showDetailViewController(viewController)
        } else {
            show(viewController)
        }
    }

    /// The title the navigation bar shows.
    public var displayTitle: String { navigationItem.title ?? title ?? "" }

    /// Draws the content into `frame`. Override; the default draws nothing. The canvas
    /// holds the last frame: unless `clearsFrameBeforeDrawing` is false, `frame` has been
    /// blanked first. Containers draw their children with `display(in:frame:context:)`.
    open func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {}

    /// Whether `frame` is blanked before `draw` (UIKit's clearsContextBeforeDrawing). A
    /// controller whose views leave cells that did not change as they are (a table view,
    /// a text view) and fill the rest themselves returns false, so an unchanged frame
    /// costs nothing to draw or to compare.
    open var clearsFrameBeforeDrawing: Bool { true }

    /// Draws the controller into `frame` of `canvas`, which holds the last frame: blanks
    /// `frame` first when `clearsFrameBeforeDrawing`, then calls `draw`.
    public final func display(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        if clearsFrameBeforeDrawing { canvas.fill(frame, style: .plain) }
        draw(in: &canvas, frame: frame, context: context)
    }

    /// Handles a key routed here; returns whether it was used. The default uses none.
    open func handle(_ press: KeyPress) -> Bool { false }

    /// Handles a mouse report inside `frame` (where this controller was last drawn).
    open func handle(_ mouse: MouseEvent, in frame: Rect) -> Bool { false }

    /// The bar buttons this controller and the ones it shows have on screen now, nearest
    /// the top first: what the help overlay lists. The default has none; containers list
    /// their bars' and their visible children's.
    open var barButtonItemsOnScreen: [BarButtonItem] { [] }

    /// Rows the content would like, for sizing popovers; nil when it fills what it gets.
    open var preferredContentHeight: Int? { nil }

    /// Shows a short message to the person ("saved", "press e to edit"): passed up the
    /// tree until a controller with somewhere to show it (a status bar) takes it.
    open func displayStatus(_ message: String) {
        parent?.displayStatus(message)
    }

    private func ancestor<T: ViewController>(of type: T.Type) -> T? {
        var current = parent
        while let controller = current {
            if let match = controller as? T { return match }
            current = controller.parent
        }
        return nil
    }
}
