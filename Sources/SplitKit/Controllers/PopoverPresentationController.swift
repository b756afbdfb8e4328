/// Where a popover presentation points (UIKit's UIPopoverPresentationController): an
/// action sheet opens under the bar button set here, or at the bottom of the screen
/// without one.
@MainActor
public final class PopoverPresentationController {
    /// The bar button the popover opens from.
    public weak var barButtonItem: BarButtonItem?

    /// A popover pointing at nothing yet.
    public init() {}
}
