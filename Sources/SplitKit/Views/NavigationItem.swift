/// What a view controller shows in the navigation bar above it (UIKit's UINavigationItem).
@MainActor
public final class NavigationItem {
    /// The bar's title; the view controller's title when nil.
    public var title: String?
    /// A button on the leading side (the display-mode button goes here).
    public var leftBarButtonItem: BarButtonItem?
    /// A button on the trailing side.
    public var rightBarButtonItem: BarButtonItem?
    /// The back button's title when this controller is the one below the top; the
    /// controller's title when nil.
    public var backButtonTitle: String?

    /// The search line of the table this item's controller shows (UIKit's searchController):
    /// a `TableViewController` opens it on `/`.
    public var searchController: SearchController?

    /// An empty item.
    public init() {}
}
