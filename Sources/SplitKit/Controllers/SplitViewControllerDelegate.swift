/// Hears a split view controller's transitions and may steer them
/// (UIKit's UISplitViewControllerDelegate). Every method has a default, so a delegate
/// implements only what it needs.
///
/// During one layout the callbacks come in this order:
/// 1. `collapseSecondary(_:onto:)` when entering compact, or `separateSecondary(from:)`
///    when leaving it;
/// 2. `willChangeTo(_:)` when the display mode changes;
/// 3. one of `willHide(_:with:)` (the primary leaves the screen), `willShow(_:invalidating:)`
///    (it docks), `willPresent(_:from:)` (it opens as a popover); a docked primary
///    turning into a popover gets `willHide` then `willPresent`;
/// 4. `didChangeLayout(from:to:)` when the layout mode changed.
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
    /// Whether the primary hides in `mode` (the seed's shouldHideViewController:inOrientation:).
    /// The default hides it in portrait only; returning false in portrait docks it like Settings.
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
