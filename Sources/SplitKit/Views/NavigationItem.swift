/// What a view controller shows in the navigation bar above it (UIKit's UINavigationItem).
@MainActor
public final class NavigationItem {
    /// The bar's title; the view controller's title when nil.
    public var title: String?
    /// The buttons on the leading side, from the edge inwards (UIKit's leftBarButtonItems).
    /// They take the back button's place unless `leftItemsSupplementBackButton`; the split
    /// view's Master button and compact back button stay before them.
    public var leftBarButtonItems: [BarButtonItem] = []
    /// The buttons on the trailing side, the first at the edge (UIKit's rightBarButtonItems).
    public var rightBarButtonItems: [BarButtonItem] = []
    /// Whether the back button stays, before the left items (UIKit's
    /// leftItemsSupplementBackButton). False by default: left items replace it, as in UIKit.
    public var leftItemsSupplementBackButton = false
    /// The back button's title when this controller is the one below the top; the
    /// controller's title when nil.
    public var backButtonTitle: String?

    /// The search line of the table this item's controller shows (UIKit's searchController):
    /// a `TableViewController` opens it on `/`.
    public var searchController: SearchController?

    /// An empty item.
    public init() {}

    /// The first leading button (UIKit's leftBarButtonItem); setting it replaces them all.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The first trailing button (UIKit's rightBarButtonItem); setting it replaces them all.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }
}
