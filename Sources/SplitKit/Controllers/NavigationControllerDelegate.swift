/// Hears a navigation controller's changes (UIKit's UINavigationControllerDelegate).
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// The stack changed (a push, a pop, a replacement); `viewController` is on top now.
    /// A split view holding the stack has already rearranged its columns and focus.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController)
}
