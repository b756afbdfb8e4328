/// Telling the delegate about transitions, and keeping the Master button (or, in compact,
/// the back button) in the secondary's navigation bar.
extension SplitViewController {
    func announce(_ layout: SplitLayout, after previous: SplitLayout?) {
        guard layout.mode != .tooSmall else { return }
        let now: Visibility
        switch layout.mode {
        case .compact, .tooSmall: now = .docked
        case .landscape, .portrait:
            now = layout.popover != nil ? .over : (layout.primary != nil ? .docked : .hidden)
        }
        let before = visibility
        let expanded = layout.mode == .landscape || layout.mode == .portrait
        if expanded, previous?.displayMode != layout.displayMode || previous?.mode == .compact || previous == nil {
            if before == nil || before != now || previous?.displayMode != layout.displayMode {
                delegate?.splitViewController(self, willChangeTo: layout.displayMode)
            }
        }
        if before != now {
            let primary = primaryViewController, button = displayModeButtonItem
            switch (before ?? .docked, now) {
            case (.hidden, .docked), (.over, .docked):
                delegate?.splitViewController(self, willShow: primary, invalidating: button)
            case (.docked, .hidden):
                delegate?.splitViewController(self, willHide: primary, with: button)
            case (.hidden, .over):
                delegate?.splitViewController(self, willPresent: primary, from: button)
            case (.docked, .over):
                delegate?.splitViewController(self, willHide: primary, with: button)
                delegate?.splitViewController(self, willPresent: primary, from: button)
            default:
                break
            }
        }
        visibility = now
        if previous?.mode != layout.mode {
            delegate?.splitViewController(self, didChangeLayoutFrom: previous?.mode, to: layout.mode)
        }
    }

    /// Runs after every layout, so a swapped secondary gets the button at once.
    func attachButtons(for layout: SplitLayout) {
        guard let navigation = secondaryViewController as? NavigationController else { return }
        var button: BarButtonItem?
        switch layout.mode {
        case .compact:
            let top = primaryNavigation?.topViewController ?? primaryViewController
            button = BarButtonItem(title: "‹ " + top.displayTitle) { [weak self] in self?.focus(.primary) }
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
