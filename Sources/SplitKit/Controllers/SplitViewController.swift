/// A primary column beside a secondary one, rearranged by the terminal's width
/// (UIKit's UISplitViewController): side by side in landscape, the secondary alone with
/// the primary as a popover in portrait, a navigation stack in compact.
///
/// The arithmetic lives in `SplitLayout`, a pure function; this controller keeps the
/// state that function needs, routes keys and clicks, draws the columns and tells its
/// delegate about every transition (see `SplitViewControllerDelegate` for the order).
@MainActor
open class SplitViewController: ViewController {
    /// A column of the split view.
    public enum Column: Hashable, Sendable {
        /// The list (master).
        case primary
        /// The detail.
        case secondary
    }

    /// Hears about transitions and steers some of them.
    public weak var delegate: SplitViewControllerDelegate?
    /// Thresholds, widths, edge and pins.
    public var configuration: SplitConfiguration {
        didSet { relayout() }
    }
    /// The primary column's controller (usually a navigation controller holding a list).
    public private(set) var primaryViewController: ViewController
    /// The secondary column's controller (usually a navigation controller holding the detail).
    public private(set) var secondaryViewController: ViewController
    /// The button that shows the primary when it is hidden: "[m] Master". SplitKit puts it
    /// in the secondary's navigation bar whenever the primary is hidden or in a popover.
    public let displayModeButtonItem = BarButtonItem(title: "Master", key: .character("m"))

    /// What the layout core remembers between layouts.
    public private(set) var layoutState = SplitLayoutState()
    /// The last layout computed.
    public private(set) var currentLayout: SplitLayout?
    /// The last layout that was not too small: transitions are judged against it, so a
    /// window that is briefly too small changes nothing when it grows back.
    private var settledLayout: SplitLayout?
    private var bounds = Rect.zero
    private var storedFocus = Column.primary
    private var isDraggingDivider = false

    /// A split view showing `primary` and `secondary`.
    public init(primary: ViewController, secondary: ViewController, configuration: SplitConfiguration = SplitConfiguration()) {
        primaryViewController = primary
        secondaryViewController = secondary
        self.configuration = configuration
        super.init()
        primary.parent = self
        secondary.parent = self
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

    /// The column keys go to now: the popover when it is open, the only column shown in
    /// portrait and compact, else the one last chosen.
    public var focusedColumn: Column {
        guard let layout = settledLayout else { return storedFocus }
        switch layout.mode {
        case .compact: return layoutState.isSecondaryOnTop ? .secondary : .primary
        case .tooSmall: return storedFocus
        case .landscape, .portrait:
            if layout.popover != nil { return .primary }
            return layout.primary == nil ? .secondary : storedFocus
        }
    }

    /// Moves the focus to `column` where both are shown; in compact, shows that column.
    public func focus(_ column: Column) {
        storedFocus = column
        if isCollapsed {
            layoutState.isSecondaryOnTop = column == .secondary
            relayout()
        }
    }

    /// Lays the columns out in `bounds`, telling the delegate about any transition in
    /// the order `SplitViewControllerDelegate` documents.
    public func layout(in bounds: Rect) {
        self.bounds = bounds
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
                storedFocus = state.isSecondaryOnTop ? .secondary : .primary
            }
        }
        state.popoverContentHeight = primaryViewController.preferredContentHeight ?? Int.max
        let layout = SplitLayout.compute(bounds: bounds, configuration: effectiveConfiguration(for: mode), state: state)
        state.mode = layout.mode
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

    /// Shows `viewController` as the secondary (UIKit's showDetailViewController): it
    /// replaces the secondary when expanded, is pushed over the primary in compact, and
    /// closes the popover, as the template's setDetailItem does.
    public func showDetailViewController(_ viewController: ViewController) {
        if viewController !== secondaryViewController { replaceSecondary(with: viewController) }
        if isCollapsed {
            layoutState.isSecondaryOnTop = true
            storedFocus = .secondary
        }
        if isPopoverPresented { request(.secondaryOnly) } else { relayout() }
    }

    /// Narrows (negative) or widens the docked primary by `columns`, remembered for the mode.
    public func adjustPrimaryWidth(by columns: Int) {
        guard let layout = currentLayout, layout.primary != nil || layout.popover != nil else { return }
        setPrimaryWidth(layout.primaryWidth + columns)
    }

    open override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        if frame != bounds || currentLayout == nil { layout(in: frame) }
        guard let layout = currentLayout else { return }
        let focus = focusedColumn
        switch layout.mode {
        case .tooSmall:
            SizeNotice.draw(minimum: configuration.minimumSize, actual: frame.size, in: &canvas, frame: frame,
                            theme: context.theme)
            return
        case .compact:
            let top = layoutState.isSecondaryOnTop ? secondaryViewController : primaryViewController
            top.draw(in: &canvas, frame: frame, context: context.focused(true))
            return
        case .landscape, .portrait:
            break
        }
        if let primary = layout.primary {
            primaryViewController.draw(in: &canvas, frame: primary, context: context.focused(focus == .primary))
        }
        if let divider = layout.divider {
            canvas.fill(divider, with: context.theme.lines.vertical, style: context.theme.line)
        }
        if let secondary = layout.secondary {
            let focused = focus == .secondary && layout.popover == nil
            secondaryViewController.draw(in: &canvas, frame: secondary, context: context.focused(focused))
        }
        if let popover = layout.popover {
            if let secondary = layout.secondary { canvas.restyle(secondary) { _ in context.theme.dimmed } }
            canvas.fill(popover, style: context.theme.text)
            canvas.drawBorder(popover, lines: context.theme.lines, style: context.theme.focusedLine)
            primaryViewController.draw(in: &canvas, frame: popover.inset(by: Insets(all: 1)), context: context.focused(true))
        }
    }

    open override func handle(_ press: KeyPress) -> Bool {
        guard let layout = currentLayout else { return false }
        switch layout.mode {
        case .tooSmall:
            return false
        case .compact:
            if !layoutState.isSecondaryOnTop { return primaryViewController.handle(press) }
            if secondaryViewController.handle(press) { return true }
            if press.action == .back {
                focus(.primary)
                return true
            }
            return false
        case .landscape, .portrait:
            return handleExpanded(press, layout: layout)
        }
    }

    open override func handle(_ mouse: MouseEvent, in frame: Rect) -> Bool {
        guard let layout = currentLayout else { return false }
        if isDraggingDivider {
            if mouse.kind == .drag || mouse.kind == .release { dragDivider(to: mouse) }
            if mouse.kind != .press { return true }
            isDraggingDivider = false
        }
        switch layout.mode {
        case .tooSmall:
            return false
        case .compact:
            let top = layoutState.isSecondaryOnTop ? secondaryViewController : primaryViewController
            return top.handle(mouse, in: frame)
        case .landscape, .portrait:
            break
        }
        if let popover = layout.popover {
            if popover.contains(mouse.location) {
                return primaryViewController.handle(mouse, in: popover.inset(by: Insets(all: 1)))
            }
            if mouse.kind == .press { dismissPopover() }
            return true
        }
        if let divider = layout.divider, divider.contains(mouse.location) {
            if mouse.kind == .press { isDraggingDivider = true }
            return true
        }
        if let primary = layout.primary, primary.contains(mouse.location) {
            let handled = primaryViewController.handle(mouse, in: primary)
            // Focus follows the click, even when the click opened a record.
            if mouse.kind == .press, currentLayout?.primary != nil { storedFocus = .primary }
            return handled
        }
        if let secondary = layout.secondary, secondary.contains(mouse.location) {
            if mouse.kind == .press && layout.primary != nil { storedFocus = .secondary }
            return secondaryViewController.handle(mouse, in: secondary)
        }
        return false
    }

    open override func dataDidChange() {
        primaryViewController.dataDidChange()
        secondaryViewController.dataDidChange()
    }

    // MARK: - Private

    private func handleExpanded(_ press: KeyPress, layout: SplitLayout) -> Bool {
        if layout.popover != nil {
            if primaryViewController.handle(press) { return true }
            switch press.action {
            case .back?, .togglePrimary?: dismissPopover()
            case .narrowPrimary?: adjustPrimaryWidth(by: -2)
            case .widenPrimary?: adjustPrimaryWidth(by: 2)
            default: return false
            }
            return true
        }
        let focused = focusedColumn == .primary ? primaryViewController : secondaryViewController
        if focused.handle(press) { return true }
        switch press.action {
        case .togglePrimary?:
            toggleDisplayMode()
            return true
        case .focusNext? where layout.primary != nil:
            storedFocus = storedFocus == .primary ? .secondary : .primary
            return true
        case .narrowPrimary? where layout.primary != nil:
            adjustPrimaryWidth(by: -2)
            return true
        case .widenPrimary? where layout.primary != nil:
            adjustPrimaryWidth(by: 2)
            return true
        default:
            break
        }
        if press.action == .back, focusedColumn == .secondary, layout.primary != nil {
            storedFocus = .primary
            return true
        }
        return false
    }

    private func request(_ displayMode: DisplayMode) {
        layoutState.requestedDisplayMode = displayMode
        relayout()
    }

    private func relayout() {
        if currentLayout != nil { layout(in: bounds) }
    }

    private func setPrimaryWidth(_ width: Int) {
        guard let mode = currentLayout?.mode else { return }
        let clamped = min(max(width, configuration.minimumPrimaryColumnWidth), configuration.maximumPrimaryColumnWidth)
        if mode == .landscape { layoutState.landscapePrimaryWidth = clamped } else { layoutState.portraitPrimaryWidth = clamped }
        relayout()
    }

    /// Follows the pointer dragging the divider: the primary's new width is the
    /// distance from its edge of the screen to the pointer.
    private func dragDivider(to mouse: MouseEvent) {
        if mouse.kind == .release { isDraggingDivider = false }
        guard currentLayout?.divider != nil else { return }
        setPrimaryWidth(configuration.primaryEdge == .leading
                        ? mouse.location.x - bounds.minX : bounds.maxX - mouse.location.x - 1)
    }

    private func replaceSecondary(with viewController: ViewController) {
        viewController.parent = self
        secondaryViewController = viewController
    }

    private func attachButtons(for layout: SplitLayout) {
        guard let navigation = secondaryViewController as? NavigationController else { return }
        var button: BarButtonItem?
        switch layout.mode {
        case .compact:
            let title = "‹ " + primaryViewController.displayTitle
            button = BarButtonItem(title: title) { [weak self] in self?.focus(.primary) }
        case .landscape, .portrait:
            button = layout.primary == nil ? displayModeButtonItem : nil
        case .tooSmall:
            button = nil
        }
        let trailing = configuration.primaryEdge == .trailing && layout.mode != .compact
        navigation.rootLeadingItem = trailing ? nil : button
        navigation.rootTrailingItem = trailing ? button : nil
    }
}
