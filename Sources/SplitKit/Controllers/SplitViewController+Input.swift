/// Keys and clicks: routed to the focused column (or the popover), with the split's own
/// keys (Master, focus, width) and the dividers handled here.
extension SplitViewController {
    func route(_ press: KeyPress) -> Bool {
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

    func route(_ mouse: MouseEvent, in frame: Rect) -> Bool {
        guard let layout = currentLayout else { return false }
        if dragDivider(mouse, layout: layout, in: frame) { return true }
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
        let navigation = primaryNavigation
        if let primary = layout.primary, primary.contains(mouse.location) {
            let handled: Bool
            if layout.supplementary != nil, let navigation {
                handled = navigation.handle(mouse, in: primary, level: navigation.viewControllers.count - 2)
            } else {
                handled = primaryViewController.handle(mouse, in: primary)
            }
            // Focus follows the click, even when the click opened a record.
            if mouse.kind == .press, currentLayout?.primary != nil { storedFocus = .primary }
            return handled
        }
        if let supplementary = layout.supplementary, supplementary.contains(mouse.location), let navigation {
            let handled = navigation.handle(mouse, in: supplementary, level: navigation.viewControllers.count - 1)
            if mouse.kind == .press, currentLayout?.supplementary != nil { storedFocus = .supplementary }
            return handled
        }
        if let secondary = layout.secondary, secondary.contains(mouse.location) {
            if mouse.kind == .press && layout.primary != nil { storedFocus = .secondary }
            return secondaryViewController.handle(mouse, in: secondary)
        }
        return false
    }

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
        // The focused column first, so a text field in it can take any key.
        let focus = focusedColumn
        if routeToFocused(press, focus: focus, layout: layout) { return true }
        switch press.action {
        case .togglePrimary?:
            toggleDisplayMode()
            return true
        case .focusNext? where layout.primary != nil:
            let columns: [Column] = layout.supplementary != nil ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            let index = columns.firstIndex(of: focus) ?? 0
            storedFocus = columns[(index + 1) % columns.count]
            return true
        case .narrowPrimary? where layout.primary != nil:
            adjustPrimaryWidth(by: -2)
            return true
        case .widenPrimary? where layout.primary != nil:
            adjustPrimaryWidth(by: 2)
            return true
        case .back? where focus == .secondary && layout.primary != nil:
            storedFocus = layout.supplementary != nil ? .supplementary : .primary
            return true
        default:
            return pressBarButton(for: press, nearest: focus, layout: layout)
        }
    }

    /// Presses the bar button on screen whose key `press` is, the one in the column nearest
    /// `focus` winning (a tie goes to the column nearer the primary); true when one was.
    private func pressBarButton(for press: KeyPress, nearest focus: Column, layout: SplitLayout) -> Bool {
        let columns: [Column] = [.primary, .supplementary, .secondary]
        let start = columns.firstIndex(of: focus) ?? 0
        let byDistance = columns.indices.sorted { (abs($0 - start), $0) < (abs($1 - start), $1) }
        for index in byDistance {
            if let item = barButtonItems(in: columns[index], layout: layout).first(where: { $0.key == press.key }) {
                item.press()
                return true
            }
        }
        return false
    }

    private func routeToFocused(_ press: KeyPress, focus: Column, layout: SplitLayout) -> Bool {
        switch focus {
        case .secondary:
            return secondaryViewController.handle(press)
        case .primary, .supplementary:
            guard layout.supplementary != nil, let navigation = primaryNavigation else {
                return primaryViewController.handle(press)
            }
            let top = navigation.viewControllers.count - 1
            return navigation.handle(press, level: focus == .primary ? top - 1 : top)
        }
    }

    /// Starts, continues or ends a drag of either divider; true when the report was one.
    /// A release ends a drag, and so does a press after a release that was lost.
    private func dragDivider(_ mouse: MouseEvent, layout: SplitLayout, in frame: Rect) -> Bool {
        if mouse.kind == .press {
            draggedDivider = nil
            if let divider = layout.divider, divider.contains(mouse.location) {
                draggedDivider = .primary
                return true
            }
            if let divider = layout.supplementaryDivider, divider.contains(mouse.location) {
                draggedDivider = .supplementary
                return true
            }
        }
        guard let dragged = draggedDivider else { return false }
        if mouse.kind == .release { draggedDivider = nil }
        let leading = configuration.primaryEdge == .leading
        if dragged == .supplementary, let supplementary = layout.supplementary {
            setSupplementaryWidth(leading ? mouse.location.x - supplementary.minX : supplementary.maxX - mouse.location.x - 1)
        } else {
            setPrimaryWidth(leading ? mouse.location.x - frame.minX : frame.maxX - mouse.location.x - 1)
        }
        return true
    }
}
