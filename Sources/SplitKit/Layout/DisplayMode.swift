/// How the primary column is shown when the split view is expanded (UIKit's
/// `UISplitViewController.DisplayMode`).
public enum DisplayMode: String, CaseIterable, Hashable, Sendable {
    /// Let the layout mode decide: beside in landscape, hidden in portrait.
    case automatic
    /// Only the secondary; the primary is hidden.
    case secondaryOnly
    /// The primary docked beside the secondary.
    case oneBesideSecondary
    /// The primary shown over the secondary, as a popover.
    case oneOverSecondary
}
