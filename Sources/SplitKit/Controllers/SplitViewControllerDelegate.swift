/// Hears a split view controller's transitions and may steer them
/// (UIKit's UISplitViewControllerDelegate). Every method has a default, so a delegate
/// implements only what it needs.
///
/// Every layout (the first one, a rotation, `m`, a popover opening or closing, a width
/// change) makes these calls, in this order, each only when it applies:
/// 1. when the layout mode changes, `splitViewController(_:collapseSecondary:onto:)` on
///    entering compact (also at the first layout, if it is compact) or
///    `splitViewController(_:separateSecondaryFrom:)` on leaving it; then, in landscape and
///    portrait while the preferred display mode is automatic, `(_:shouldHide:in:)`;
/// 2. `(_:willChangeTo:)` when the display mode differs from the last layout's (compact
///    counts as `.secondaryOnly`);
/// 3. the primary's visibility: `(_:willHide:with:)` when it leaves the screen,
///    `(_:willShow:invalidating:)` when it docks or becomes the root of the compact stack,
///    `(_:willPresent:from:)` when it opens as a popover. A docked primary turning into a
///    popover hears `willHide` then `willPresent`; a popover closing hears nothing more.
///    The first layout counts as a change from shown, so an app that starts in portrait
///    hears `willHide` with the button;
/// 4. `(_:didChangeLayoutFrom:to:)` when the layout mode changed (from nil at the first).
///
/// A window too small to draw in reports only step 4 (to and from `.tooSmall`); steps 1
/// to 3 then compare with the layout before it, so shrinking to a notice and growing
/// back changes nothing.
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// The display mode is about to become `displayMode`.
    func splitViewController(_ splitViewController: SplitViewController, willChangeTo displayMode: DisplayMode)
    /// The primary is about to be hidden; `barButtonItem` shows it again (the seed apps
    /// put it in the detail's toolbar; SplitKit already puts it in the secondary's
    /// navigation bar).
    func splitViewController(_ splitViewController: SplitViewController, willHide primary: ViewController,
                             with barButtonItem: BarButtonItem)
    /// The primary is about to dock beside the secondary; `barButtonItem` is no longer needed.
    func splitViewController(_ splitViewController: SplitViewController, willShow primary: ViewController,
                             invalidating barButtonItem: BarButtonItem)
    /// The primary is about to open as a popover from `barButtonItem`.
    func splitViewController(_ splitViewController: SplitViewController, willPresent primary: ViewController,
                             from barButtonItem: BarButtonItem)
    /// Whether the primary hides in `mode`, landscape or portrait (the seed's
    /// shouldHideViewController:inOrientation:). The default hides it in portrait only;
    /// false in portrait docks it like the Settings app, true in landscape gives the
    /// detail the whole width. Asked at every layout while the preferred display mode is
    /// automatic, so keep it cheap; a pinned display mode wins.
    func splitViewController(_ splitViewController: SplitViewController, shouldHide primary: ViewController,
                             in mode: LayoutMode) -> Bool
    /// Entering compact: return true to show the primary on top (the secondary stays
    /// below, reached again from the list); false pushes the secondary onto it. The
    /// default shows the secondary when it had the focus.
    func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondary: ViewController,
                             onto primary: ViewController) -> Bool
    /// Leaving compact: the controller to use as secondary, or nil to keep the current one.
    func splitViewController(_ splitViewController: SplitViewController,
                             separateSecondaryFrom primary: ViewController) -> ViewController?
    /// The layout mode changed (nil before the first layout).
    func splitViewController(_ splitViewController: SplitViewController, didChangeLayoutFrom oldMode: LayoutMode?,
                             to newMode: LayoutMode)
}

extension SplitViewControllerDelegate {
    /// Does nothing.
    public func splitViewController(_ splitViewController: SplitViewController, willChangeTo displayMode: DisplayMode) {}
    /// Does nothing.
    public func splitViewController(_ splitViewController: SplitViewController, willHide primary: ViewController,
                                    with barButtonItem: BarButtonItem) {}
    /// Does nothing.
    public func splitViewController(_ splitViewController: SplitViewController, willShow primary: ViewController,
                                    invalidating barButtonItem: BarButtonItem) {}
    /// Does nothing.
    public func splitViewController(_ splitViewController: SplitViewController, willPresent primary: ViewController,
                                    from barButtonItem: BarButtonItem) {}
    /// Hides the primary in portrait only.
    public func splitViewController(_ splitViewController: SplitViewController, shouldHide primary: ViewController,
                                    in mode: LayoutMode) -> Bool {
        mode != .landscape
    }
    /// Keeps the primary on top unless the secondary had the focus.
    public func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondary: ViewController,
                                    onto primary: ViewController) -> Bool {
        splitViewController.focusedColumn != .secondary
    }
    /// Keeps the current secondary.
    public func splitViewController(_ splitViewController: SplitViewController,
                                    separateSecondaryFrom primary: ViewController) -> ViewController? { nil }
    /// Does nothing.
    public func splitViewController(_ splitViewController: SplitViewController, didChangeLayoutFrom oldMode: LayoutMode?,
                                    to newMode: LayoutMode) {}
}
