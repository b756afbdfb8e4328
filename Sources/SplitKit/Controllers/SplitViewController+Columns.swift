/// Putting controllers in the columns, and sizing the docked ones.
extension SplitViewController {
    /// Puts `viewController` in `column` without moving the focus or closing the popover
    /// (UIKit's setViewController(_:for:)): the secondary is swapped (keeping the Master
    /// button), the primary replaced, the supplementary level (the top of the primary's
    /// stack, when it has drilled down) replaced or pushed.
    public func setViewController(_ viewController: ViewController, for column: Column) {
        switch column {
        case .primary:
            if viewController !== primaryViewController { detachChild(primaryViewController) }
            attachChild(viewController)
            primaryViewController = viewController
            primaryDepth = primaryNavigation?.viewControllers.count ?? 1
        case .supplementary:
            guard let navigation = primaryNavigation else { return setViewController(viewController, for: .primary) }
            let levels = navigation.viewControllers
            navigation.setViewControllers((levels.count > 1 ? Array(levels.dropLast()) : levels) + [viewController])
        case .secondary:
            let secondary = Self.navigable(viewController)
            if secondary !== secondaryViewController { replaceSecondary(with: secondary) }
        }
    }

    /// Narrows (negative) or widens the docked primary by `columns`, remembered for the mode:
    /// from its width in the next layout, so several presses before it add up.
    public func adjustPrimaryWidth(by columns: Int) {
        guard let layout = currentLayout, layout.primary != nil || layout.popover != nil else { return }
        pendingPrimaryWidthChange += columns
    }

    /// The primary's stack changed: when it got deeper or shallower, move the focus
    /// (unless on the secondary) to the column that shows its top (the supplementary one
    /// counts as the primary where only two columns are shown).
    func navigationStackDidChange(_ navigation: NavigationController) {
        guard navigation === primaryViewController else { return }
        let depth = navigation.viewControllers.count
        let deeperOrShallower = depth != primaryDepth
        primaryDepth = depth
        if deeperOrShallower && storedFocus != .secondary {
            storedFocus = depth > 1 ? .supplementary : .primary
        }
    }

    func setPrimaryWidth(_ width: Int) {
        guard let mode = currentLayout?.mode else { return }
        let clamped = min(max(width, configuration.minimumPrimaryColumnWidth), configuration.maximumPrimaryColumnWidth)
        if mode == .landscape { layoutState.landscapePrimaryWidth = clamped } else { layoutState.portraitPrimaryWidth = clamped }
    }

    func setSupplementaryWidth(_ width: Int) {
        layoutState.supplementaryWidth = min(max(width, configuration.minimumSupplementaryColumnWidth),
                                             configuration.maximumSupplementaryColumnWidth)
    }
}
