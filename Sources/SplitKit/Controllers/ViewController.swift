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
    /// The controller that contains this one (UIKit's parent): set by its `addChild(_:)`,
    /// cleared by `removeFromParent()`.
    public internal(set) weak var parent: ViewController?
    /// The controllers this one contains, in the order added (UIKit's children).
    public internal(set) var children: [ViewController] = []
    /// What a toolbar shows under this controller when it is the top of a navigation
    /// controller whose toolbar is shown (UIKit's toolbarItems; see `isToolbarHidden`).
    public var toolbarItems: [BarButtonItem]?
    /// Where the toolbar's items landed in the last layout pass (`toolbarItems`).
    var toolbarLayout: Toolbar.Layout?
    /// Where a navigation controller last laid this controller out as one of its levels,
    /// its bar included: where that bar's buttons are (`frame(of:)`).
    var navigationFrame: Rect?

    /// The view showing the controller's content (UIKit's view), or nil (the default) for
    /// a controller that draws its content itself. The default `layout(in:theme:)`,
    /// `draw(in:frame:context:)` and `handle` lay it out in the controller's frame, draw it
    /// there and give it the keys and mouse reports: a controller whose view is a text view
    /// scrolls with no code of its own.
    public var view: View?

    /// The controller this one presented, shown over the whole screen until dismissed
    /// (UIKit's presentedViewController). See `present(_:completion:)`.
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one (UIKit's presentingViewController).
    public internal(set) weak var presentingViewController: ViewController?
    /// How this controller is shown when presented (UIKit's modalPresentationStyle).
    public var modalPresentationStyle = ModalPresentationStyle.fullScreen
    /// Whether Esc leaves this controller up when it is presented as a sheet or popover
    /// (UIKit's isModalInPresentation, which stops the swipe that dismisses a sheet).
    public var isModalInPresentation = false
    /// Where the application last laid this controller out as a presentation.
    var presentationFrame = Rect.zero

    /// A controller with no title.
    public init() {}

    /// Dismisses the controller, presented as a popover, for a click outside it. An action
    /// sheet picks its cancel action instead.
    func dismissFromOutside() {
        dismiss()
    }

    /// The nearest navigation controller above this one, through any container.
    public var navigationController: NavigationController? { ancestor(of: NavigationController.self) }
    /// The nearest split view controller above this one, through any container.
    public var splitViewController: SplitViewController? { ancestor(of: SplitViewController.self) }
    /// The nearest tab bar controller above this one, through any container.
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
    /// controller, over the level that holds this controller, so what stood above it (the
    /// column to its right, in three columns) is replaced; outside one, shown by the split
    /// view (on its primary's stack).
    open func show(_ viewController: ViewController) {
        if let navigation = navigationController {
            if let level = navigation.level(holding: self) { navigation.popToViewController(level) }
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

    /// Called by `addChild(_:)` with the container before the child is added, and by a
    /// container with nil before it calls `removeFromParent()` (UIKit's willMove(toParent:)).
    /// The default does nothing.
    open func willMove(toParent parent: ViewController?) {}

    /// Called by a container with itself once a child it added is in place, and by
    /// `removeFromParent()` with nil once removed (UIKit's didMove(toParent:)). The default
    /// does nothing.
    open func didMove(toParent parent: ViewController?) {}

    /// The children shown now, for the lifecycle calls (see `viewWillAppear(_:)`): a
    /// container that shows only some of its children (one tab, the top of a stack, the
    /// columns that fit) overrides this. The default is every child. UIKit has no such
    /// property: its views know their window.
    open var childrenOnScreen: [ViewController] { children }

    /// The controller is about to come on screen (UIKit's viewWillAppear(_:)): called in the
    /// layout pass that first finds it among the controllers shown, after the pass placed it,
    /// before the tree is laid out again and drawn (so what this changes is shown at once).
    /// `animated` is always false: a terminal does not animate. The default does nothing.
    open func viewWillAppear(_ animated: Bool) {}

    /// The controller came on screen (UIKit's viewDidAppear(_:)): called at the end of the
    /// layout pass that called `viewWillAppear(_:)`, before that frame is drawn. The
    /// default does nothing.
    open func viewDidAppear(_ animated: Bool) {}

    /// The controller is about to go off screen (UIKit's viewWillDisappear(_:)): called in
    /// the first layout pass that no longer finds it among the controllers shown (after a
    /// pop, a tab switch, a rotation or collapse that hides its column, a popover closed),
    /// before any `viewWillAppear(_:)` of that pass. The default does nothing.
    open func viewWillDisappear(_ animated: Bool) {}

    /// The controller went off screen (UIKit's viewDidDisappear(_:)): called in the same
    /// pass as `viewWillDisappear(_:)`, after the tree is laid out again, before any
    /// `viewDidAppear(_:)`. The default does nothing.
    open func viewDidDisappear(_ animated: Bool) {}

    /// The terminal changed size to `size` (UIKit's viewWillTransition(to:with:), without a
    /// coordinator): called on the root at the start of the first layout pass at the new
    /// size, before any layout in it. The default passes it to every child, shown or not;
    /// overrides call super.
    open func viewWillTransition(to size: Size) {
        for child in children { child.viewWillTransition(to: size) }
    }

    /// The title the navigation bar shows.
    public var displayTitle: String { navigationItem.title ?? title ?? "" }

    /// Lays the controller out in `frame`, where it is drawn next (UIKit's
    /// viewWillLayoutSubviews and layoutSubviews in one): the layout pass runs before every
    /// frame, top down, on the controllers shown. Containers place their children and lay
    /// them out; a controller with a table or text view sizes it here. Drawing reads what
    /// this computed and changes nothing. The default lays out `view` in `frame`.
    open func layout(in frame: Rect, theme: Theme) {
        view?.layout(in: frame, theme: theme)
    }

    /// Draws the content into `frame` (the one it was laid out in), which is blank: every
    /// frame is drawn whole into a cleared canvas. Override; the default draws `view`.
    /// Drawing changes no state. Containers draw their children with their `draw`.
    open func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        view?.draw(in: &canvas, frame: frame, context: context)
    }

    /// Handles a key routed here; returns whether it was used. The default gives it to `view`.
    open func handle(_ press: KeyPress) -> Bool { view?.handle(press) ?? false }

    /// Handles a mouse report inside `frame` (where this controller was last drawn). The
    /// default gives it to `view`.
    open func handle(_ mouse: MouseEvent, in frame: Rect) -> Bool { view?.handle(mouse, in: frame) ?? false }

    /// The bar buttons this controller and the ones it shows have on screen now, nearest
    /// the top first: what the help overlay lists. The default has none; containers list
    /// their bars' and their visible children's.
    open var barButtonItemsOnScreen: [BarButtonItem] { [] }

    /// Where `item` is on screen, in the bar of a navigation controller in this tree as it
    /// was last laid out, or nil: what an action sheet presented from it points at.
    func frame(of item: BarButtonItem) -> Rect? {
        for child in children {
            if let frame = child.frame(of: item) { return frame }
        }
        return nil
    }

    /// The size the content would like, in cells, for sizing a popover (UIKit's
    /// preferredContentSize); a zero width or height has no preference that way (it fills
    /// what it gets). Read at every layout, so a popover follows its content as it changes.
    open var preferredContentSize = Size.zero

    /// Where this controller goes when presented over `bounds`, border included (UIKit's
    /// UIPresentationController.frameOfPresentedViewInContainerView): all of it for full
    /// screen, else a box of two thirds of it, centred. Alerts size theirs to their content.
    func frameOfPresentedView(in bounds: Rect) -> Rect {
        guard modalPresentationStyle != .fullScreen else { return bounds }
        let width = min(bounds.width, max(40, bounds.width * 2 / 3))
        let height = min(bounds.height, max(8, bounds.height * 2 / 3))
        return Rect(x: bounds.minX + (bounds.width - width) / 2, y: bounds.minY + (bounds.height - height) / 2,
                    width: width, height: height)
    }

    /// Shows a short message to the person ("saved", "press e to edit"): passed up the
    /// tree (from a presented controller, to the one that presented it) until a controller with somewhere to show it (a status bar) takes it.
    open func displayStatus(_ message: String) {
        (parent ?? presentingViewController)?.displayStatus(message)
    }

    /// The application's pasteboard, held by the root controller (see `Application`).
    var pasteboard: Pasteboard?

    /// Copies `text` to the clipboard (UIKit's UIPasteboard.general.string): passed up the
    /// tree to the application, which sends it to the terminal after the next frame.
    /// Returns false, copying nothing, past `Pasteboard.maximumBytes` or outside an application.
    @discardableResult
    public func copyToPasteboard(_ text: String) -> Bool {
        guard let above = parent ?? presentingViewController else { return pasteboard?.copy(text) ?? false }
        return above.copyToPasteboard(text)
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
