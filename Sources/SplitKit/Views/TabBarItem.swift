/// What a tab bar shows for a controller (UIKit's UITabBarItem).
@MainActor
public final class TabBarItem {
    /// The tab's label; the controller's title when nil.
    public var title: String?
    /// A short mark after the label, such as "+" for unsaved changes (UIKit's badgeValue).
    public var badgeValue: String?

    /// An item with no title of its own.
    public init(title: String? = nil) {
        self.title = title
    }
}
