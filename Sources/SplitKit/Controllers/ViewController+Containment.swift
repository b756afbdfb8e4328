/// Child containment (UIKit's container view controller API): how every container, the
/// built-in ones and an app's own, holds its children. A child's `parent` is what
/// `navigationController`, `splitViewController`, `displayStatus(_:)` and
/// `copyToPasteboard(_:)` go up through.
///
/// Adding: `container.addChild(child)` (calls `child.willMove(toParent: container)`), place
/// it, then `child.didMove(toParent: container)`. Removing: `child.willMove(toParent: nil)`,
/// then `child.removeFromParent()` (calls `child.didMove(toParent: nil)`).
extension ViewController {
    /// Adds `child` as the last of `children` (UIKit's addChild(_:)), taking it out of any
    /// other container first. Calls `child.willMove(toParent: self)`; the caller calls
    /// `child.didMove(toParent: self)` once it is in place. Adding a child again does nothing.
    public func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        child.willMove(toParent: self)
        child.parent?.children.removeAll { $0 === child }
        children.append(child)
        child.parent = self
    }

    /// Takes this controller out of its container (UIKit's removeFromParent()), then calls
    /// `didMove(toParent: nil)`. Does nothing without a parent.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Adds `child` and tells it it moved: `addChild(_:)` then `didMove(toParent:)`, for a
    /// container that has nothing to place in between.
    func attachChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        addChild(child)
        child.didMove(toParent: self)
    }

    /// Removes `child` if it is one of `children`, telling it first: `willMove(toParent: nil)`
    /// then `removeFromParent()`.
    func detachChild(_ child: ViewController) {
        guard child.parent === self else { return }
        child.willMove(toParent: nil)
        child.removeFromParent()
    }
}
