/// How a split view asks its delegate to steer a layout and tells it what changed, in
/// the order `SplitViewControllerDelegate` documents, and keeps the Master button (or,
/// in compact, the back button) in the secondary's navigation bar.
extension SplitViewController {
    /// How the primary is shown, as the willHide / willShow / willPresent callbacks see it.
    /// In compact the primary counts as shown: it is the root of the navigation stack,
    /// and the Master button gives way to a back button.
    enum PrimaryVisibility {
        case shown, over, hidden

        init(_ layout: SplitLayout) {
            switch layout.mode {
            case .compact, .tooSmall: self = .shown
            case .landscape, .portrait: self = layout.popover != nil ? .over : (layout.primary != nil ? .shown : .hidden)
            }
        }
    }

    /// The configuration with the delegate's `shouldHide` answer for `mode` folded into
    /// an automatic display mode (a pinned one wins).
    func effectiveConfiguration(for mode: LayoutMode) -> SplitConfiguration {
        var configuration = configuration
        guard configuration.preferredDisplayMode == .automatic, mode == .landscape || mode == .portrait,
              let delegate else { return configuration }
        let hides = delegate.splitViewController(self, shouldHide: primaryViewController, in: mode)
        if hides != (mode == .portrait) {
            configuration.preferredDisplayMode = hides ? .secondaryOnly : .oneBesideSecondary
        }
        return configuration
    }

    /// Steps 2 to 4 of the documented order, for `layout` following `previous` (the
    /// last layout, possibly too small) and `settled` (the last one that was not).
    /// A too-small layout only reports the change of layout mode: nothing is shown, so
    /// display mode and primary are judged against the settled layout when it ends.
    func announce(_ layout: SplitLayout, previous: SplitLayout?, settled: SplitLayout?) {
        if layout.mode != .tooSmall {
            if settled?.displayMode != layout.displayMode {
                delegate?.splitViewController(self, willChangeTo: layout.displayMode)
            }
            announceVisibility(from: settled.map(PrimaryVisibility.init) ?? .shown, to: PrimaryVisibility(layout))
        }
        if previous?.mode != layout.mode {
            delegate?.splitViewController(self, didChangeLayoutFrom: previous?.mode, to: layout.mode)
        }
    }

    /// The first layout counts as a change from shown, so an app that starts in
    /// portrait hears `willHide` with the button, as the seed apps expect.
    private func announceVisibility(from before: PrimaryVisibility, to now: PrimaryVisibility) {
        guard let delegate, before != now else { return }
        let primary = primaryViewController, button = displayModeButtonItem
        switch (before, now) {
        case (_, .shown):
            delegate.splitViewController(self, willShow: primary, invalidating: button)
        case (.shown, .hidden):
            delegate.splitViewController(self, willHide: primary, with: button)
        case (.shown, .over):
            delegate.splitViewController(self, willHide: primary, with: button)
            delegate.splitViewController(self, willPresent: primary, from: button)
        case (.hidden, .over):
            delegate.splitViewController(self, willPresent: primary, from: button)
        case (.over, .hidden), (.hidden, .hidden), (.over, .over):
            break  // the popover closed: the button was never taken away
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
