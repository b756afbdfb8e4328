/// A primary column beside a secondary one, rearranged by the terminal's width
/// (UIKit's UISplitViewController): side by side in landscape, the secondary alone with
/// the primary as a popover in portrait, a navigation stack in compact. When the primary
/// is a navigation controller that has drilled down and the width allows, landscape shows
/// three columns (UIKit's triple column): the level below the top, the top, the secondary.
///
/// The arithmetic lives in `SplitLayout`, a pure function; this controller keeps the
/// state that function needs, routes keys and clicks, and in the layout pass before every
/// frame places the columns and tells its delegate about every transition (see
/// `SplitViewControllerDelegate` for the order); drawing draws what that pass placed.
@MainActor
open class SplitViewController: ViewController {
    /// A column of the split view.
    public enum Column: Hashable, Sendable {
        /// The list (master); in three columns, the level below the top of its stack.
        case primary
        /// In three columns, the top of the primary's stack (UIKit's supplementary column).
        case supplementary
        /// The detail.
        case secondary
    }

    /// Hears about transitions and steers some of them.
    public weak var delegate: SplitViewControllerDelegate?
    /// Thresholds, widths, edge and pins.
    public var configuration: SplitConfiguration {
        didSet {
            // A new preferred display mode takes effect at once, over what was asked before.
            if configuration.preferredDisplayMode != oldValue.preferredDisplayMode { layoutState.requestedDisplayMode = nil }
        }
    }
    /// The primary column's controller (usually a navigation controller holding a list).
    public internal(set) var primaryViewController: ViewController
    /// The secondary column's controller (a navigation controller holding the detail).
    public private(set) var secondaryViewController: ViewController
    /// The button that shows the primary when it is hidden: "[m] Master". SplitKit puts it
    /// in the secondary's navigation bar whenever the primary is hidden or in a popover,
    /// and again after every swap of the secondary.
    public let displayModeButtonItem = BarButtonItem(title: "Master", key: .character("m"))

    /// What the layout core remembers between layouts.
    public internal(set) var layoutState = SplitLayoutState()
    /// The last layout computed.
    public private(set) var currentLayout: SplitLayout?
    /// The last layout that was not too small: transitions are judged against it, so a
    /// window that is briefly too small changes nothing when it grows back.
    var settledLayout: SplitLayout?
    var storedFocus = Column.primary
    var draggedDivider: Column?
    var primaryDepth = 1
    /// Columns `adjustPrimaryWidth` asked to add since the last layout.
    var pendingPrimaryWidthChange = 0

    /// A split view showing `primary` and `secondary`.
    public init(primary: ViewController, secondary: ViewController, configuration: SplitConfiguration = SplitConfiguration()) {
        primaryViewController = primary
        secondaryViewController = secondary
        self.configuration = configuration
        super.init()
        attachChild(primary)
        attachChild(secondary)
        primaryDepth = primaryNavigation?.viewControllers.count ?? 1
        displayModeButtonItem.action = { [weak self] in self?.toggleDisplayMode() }
    }

    /// The controllers, primary first (UIKit's viewControllers).
    public var viewControllers: [ViewController] { [primaryViewController, secondaryViewController] }

    /// The mode of the last layout.
    public var layoutMode: LayoutMode? { currentLayout?.mode }
    /// The display mode of the last layout.
    public var displayMode: DisplayMode { currentLayout?.displayMode ?? .secondaryOnly }
    /// Whether the primary is open as a popover.
    public var isPopoverPresented: Bool { currentLayout?.popover != nil }
    /// Whether the split is collapsed into one column.
    public var isCollapsed: Bool { currentLayout?.mode == .compact }
    /// Whether three columns are shown.
    public var isShowingSupplementary: Bool { currentLayout?.supplementary != nil }

    /// The split view's policy for a list in the primary column (or the supplementary one)
    /// whose highlight moved, or whose rows changed under it: while the columns are side by
    /// side (the primary docked or hidden, not a popover, not collapsed into one stack) and
    /// the list `showsDetailOnHighlight`, the secondary shows the detail the list has for its
    /// highlighted row (`detailViewController(forRowAt:)`), the focus staying on the list.
    /// In a popover or in compact, the detail waits for the row to be chosen.
    public func showDetail(forHighlightOf list: TableViewController) {
        guard list.showsDetailOnHighlight, let layout = currentLayout, layout.mode == .landscape || layout.mode == .portrait,
              layout.popover == nil, let row = list.tableView.highlightedRow,
              let detail = list.detailViewController(forRowAt: row) else { return }
        setViewController(detail, for: .secondary)
    }

    /// The primary as a navigation controller, when it is one.
    var primaryNavigation: NavigationController? { primaryViewController as? NavigationController }

    /// The column keys go to now: the popover when it is open, the only column shown in
    /// portrait and compact, else the one last chosen (the supplementary one counts as
    /// the primary when only two columns are shown).
    public var focusedColumn: Column {
        guard let layout = settledLayout else { return storedFocus }
        switch layout.mode {
        case .compact: return layoutState.isSecondaryOnTop ? .secondary : .primary
        case .tooSmall: return storedFocus
        case .landscape, .portrait:
            if layout.popover != nil { return .primary }
            if layout.primary == nil { return .secondary }
            if storedFocus == .supplementary && layout.supplementary == nil { return .primary }
            return storedFocus
        }
    }

    /// Moves the focus to `column` where it is shown; in compact, shows that column.
    public func focus(_ column: Column) {
        storedFocus = column
        if isCollapsed { layoutState.isSecondaryOnTop = column == .secondary }
    }

    /// Lays the columns out in `frame`, telling the delegate about any transition in the
    /// order `SplitViewControllerDelegate` documents, then lays out the controllers shown.
    open override func layout(in frame: Rect, theme: Theme) {
        layoutColumns(in: frame)
        guard let layout = currentLayout else { return }
        switch layout.mode {
        case .tooSmall:
            return
        case .compact:
            (layoutState.isSecondaryOnTop ? secondaryViewController : primaryViewController).layout(in: frame, theme: theme)
            return
        case .landscape, .portrait:
            break
        }
        if let primary = layout.primary {
            if layout.supplementary != nil, let navigation = primaryNavigation {
                navigation.layoutLevel(navigation.viewControllers.count - 2, in: primary, theme: theme)
            } else {
                primaryViewController.layout(in: primary, theme: theme)
            }
        }
        if let supplementary = layout.supplementary, let navigation = primaryNavigation {
            navigation.layoutLevel(navigation.viewControllers.count - 1, in: supplementary, theme: theme)
        }
        if let secondary = layout.secondary { secondaryViewController.layout(in: secondary, theme: theme) }
        if let popover = layout.popover { primaryViewController.layout(in: popover.inset(by: Insets(all: 1)), theme: theme) }
    }

    /// Computes the columns' frames for `bounds` and tells the delegate about any transition.
    func layoutColumns(in bounds: Rect) {
        if pendingPrimaryWidthChange != 0, let width = currentLayout?.primaryWidth {
            setPrimaryWidth(width + pendingPrimaryWidthChange)
        }
        pendingPrimaryWidthChange = 0
        var state = layoutState
        let mode = SplitLayout.layoutMode(for: bounds.size, configuration: configuration, previous: state.mode)
        let settledMode = settledLayout?.mode
        if mode != .tooSmall && mode != settledMode {
            if settledMode != nil { state.requestedDisplayMode = nil }
            if mode == .compact {
                state.isSecondaryOnTop = !(delegate?.splitViewController(self, collapseSecondary: secondaryViewController,
                                                                         onto: primaryViewController)
                                           ?? (focusedColumn != .secondary))
            } else if settledMode == .compact {
                if let separated = delegate?.splitViewController(self, separateSecondaryFrom: primaryViewController) {
                    replaceSecondary(with: separated)
                }
                // Compact showed the top of the primary's stack: focus it where it lands.
                storedFocus = state.isSecondaryOnTop ? .secondary : .supplementary
            }
        }
        let effective = effectiveConfiguration(for: mode)
        // Measured only for a popover: a table measures its first rows for its width.
        let over = SplitLayout.effectiveDisplayMode(mode: mode, configuration: effective, state: state) == .oneOverSecondary
        state.popoverContentSize = over ? primaryViewController.preferredContentSize : .zero
        state.hasSupplementary = (primaryNavigation?.viewControllers.count ?? 1) > 1
        let layout = SplitLayout.compute(bounds: bounds, configuration: effective, state: state)
        state.mode = layout.mode
        state.wasTripleColumn = layout.supplementary != nil
        layoutState = state
        let previous = currentLayout, settled = settledLayout
        currentLayout = layout
        if layout.mode != .tooSmall { settledLayout = layout }
        announce(layout, previous: previous, settled: settled)
        attachButtons(for: layout)
    }

    /// Shows the primary (docked in landscape, as a popover in portrait, or as the
    /// preferred display mode says) or hides it, as the display-mode button does.
    public func toggleDisplayMode() {
        guard let layout = currentLayout, layout.mode == .landscape || layout.mode == .portrait else { return }
        if layout.displayMode == .secondaryOnly {
            let preferred = effectiveConfiguration(for: layout.mode).preferredDisplayMode
            let docks = preferred == .oneBesideSecondary || (layout.mode == .landscape && preferred != .oneOverSecondary)
            request(docks ? .oneBesideSecondary : .oneOverSecondary)
        } else {
            request(.secondaryOnly)
        }
    }

    /// Opens the primary as a popover over the secondary.
    public func presentPrimaryAsPopover() { request(.oneOverSecondary) }

    /// Closes the popover, if open, leaving the secondary alone.
    public func dismissPopover() {
        if isPopoverPresented { request(.secondaryOnly) }
    }

    /// Drills down (UIKit's show(_:sender:) on a split view): pushes `viewController` on
    /// the primary's navigation controller, in every mode; where the width allows, the
    /// level it was pushed from stays beside it as a column. A primary that is not a
    /// navigation controller is replaced.
    open override func show(_ viewController: ViewController) {
        if let navigation = primaryNavigation {
            navigation.pushViewController(viewController)
        } else {
            setViewController(viewController, for: .primary)
        }
        if isCollapsed && layoutState.isSecondaryOnTop { focus(.primary) }
    }

    /// Shows `viewController` as the secondary (UIKit's showDetailViewController): it
    /// replaces the secondary when expanded, is pushed over the primary in compact, and
    /// closes the popover, as the template's setDetailItem does. A controller that is not
    /// in a navigation controller is put in one, so the Master button has a bar to sit in.
    open override func showDetailViewController(_ viewController: ViewController) {
        let secondary = Self.navigable(viewController)
        if secondary !== secondaryViewController { replaceSecondary(with: secondary) }
        if isCollapsed {
            layoutState.isSecondaryOnTop = true
            storedFocus = .secondary
        }
        if isPopoverPresented { request(.secondaryOnly) }
    }


    open override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        guard let layout = currentLayout else { return }
        let theme = context.theme
        switch layout.mode {
        case .tooSmall:
            SizeNotice.draw(minimum: configuration.minimumSize, actual: frame.size, in: &canvas, frame: frame, theme: theme)
            return
        case .compact:
            let top = layoutState.isSecondaryOnTop ? secondaryViewController : primaryViewController
            top.draw(in: &canvas, frame: frame, context: context.focused(true))
            return
        case .landscape, .portrait:
            break
        }
        let focus = focusedColumn
        if let primary = layout.primary {
            let context = context.focused(focus == .primary)
            if layout.supplementary != nil, let navigation = primaryNavigation {
                navigation.drawLevel(navigation.viewControllers.count - 2, in: &canvas, frame: primary, context: context)
            } else {
                primaryViewController.draw(in: &canvas, frame: primary, context: context)
            }
        }
        if let supplementary = layout.supplementary, let navigation = primaryNavigation {
            navigation.drawLevel(navigation.viewControllers.count - 1, in: &canvas, frame: supplementary,
                                 context: context.focused(focus == .supplementary))
        }
        for divider in [layout.divider, layout.supplementaryDivider].compactMap({ $0 }) {
            canvas.fill(divider, with: theme.lines.vertical, style: theme.line)
        }
        if let secondary = layout.secondary {
            let focused = focus == .secondary && layout.popover == nil
            secondaryViewController.draw(in: &canvas, frame: secondary, context: context.focused(focused))
        }
        if let popover = layout.popover {
            if let secondary = layout.secondary { canvas.restyle(secondary) { _ in theme.dimmed } }
            canvas.fill(popover, style: theme.text)
            canvas.drawBorder(popover, lines: theme.lines, style: theme.focusedLine)
            primaryViewController.draw(in: &canvas, frame: popover.inset(by: Insets(all: 1)), context: context.focused(true))
        }
    }

    /// The controllers of the columns shown (see `columnsOnScreen`).
    open override var childrenOnScreen: [ViewController] { columnsOnScreen }

    open override var barButtonItemsOnScreen: [BarButtonItem] {
        guard let layout = currentLayout else { return [] }
        switch layout.mode {
        case .tooSmall: return []
        case .compact:
            return (layoutState.isSecondaryOnTop ? secondaryViewController : primaryViewController).barButtonItemsOnScreen
        case .landscape, .portrait:
            return [Column.primary, .supplementary, .secondary].flatMap { barButtonItems(in: $0, layout: layout) }
        }
    }

    /// The bar buttons `column` shows in an expanded `layout` (the popover counts as the
    /// primary; in two columns the supplementary has none, its level being the primary).
    func barButtonItems(in column: Column, layout: SplitLayout) -> [BarButtonItem] {
        let navigation = layout.supplementary != nil ? primaryNavigation : nil
        let top = (navigation?.viewControllers.count ?? 1) - 1
        switch column {
        case .primary where layout.primary != nil || layout.popover != nil:
            return navigation?.barButtonItems(forLevel: top - 1) ?? primaryViewController.barButtonItemsOnScreen
        case .supplementary:
            return navigation?.barButtonItems(forLevel: top) ?? []
        case .secondary where layout.secondary != nil:
            return secondaryViewController.barButtonItemsOnScreen
        case .primary, .secondary:
            return []
        }
    }

    open override func handle(_ press: KeyPress) -> Bool { route(press) }

    open override func handle(_ mouse: MouseEvent, in frame: Rect) -> Bool { route(mouse, in: frame) }

    // MARK: - Internal

    func request(_ displayMode: DisplayMode) {
        layoutState.requestedDisplayMode = displayMode
    }

    func replaceSecondary(with viewController: ViewController) {
        if viewController !== secondaryViewController { detachChild(secondaryViewController) }
        attachChild(viewController)
        secondaryViewController = viewController
    }

    /// `viewController` if it is a navigation controller, else the one holding it, else a new one.
    static func navigable(_ viewController: ViewController) -> ViewController {
        if viewController is NavigationController { return viewController }
        if let navigation = viewController.parent as? NavigationController { return navigation }
        return NavigationController(rootViewController: viewController)
    }
}
