extension ViewController {
    /// Presents `viewController` modally over the whole screen (UIKit's
    /// present(_:animated:completion:); nothing animates in a terminal): it takes every key
    /// and click until dismissed, and the application draws it over the tree in its
    /// `modalPresentationStyle`. Presented from a controller that already presents one, it
    /// goes on top of that one. A controller already presented stays where it is, and
    /// `completion` does not run (UIKit logs such an attempt). `completion` runs once it is up.
    public func present(_ viewController: ViewController, completion: (@MainActor () -> Void)? = nil) {
        let presenter = topmostPresenter
        guard viewController.presentingViewController == nil, viewController !== presenter else { return }
        presenter.presentedViewController = viewController
        viewController.presentingViewController = presenter
        completion?()
    }

    /// Dismisses the controller this one presented, with any it presented in turn; on a
    /// presented controller with nothing above it, dismisses itself (UIKit's
    /// dismiss(animated:completion:)). `completion` runs once it is gone.
    public func dismiss(completion: (@MainActor () -> Void)? = nil) {
        guard let presented = presentedViewController else {
            presentingViewController?.dismiss(completion: completion)
            return
        }
        var next: ViewController? = presented
        while let controller = next {
            next = controller.presentedViewController
            controller.presentedViewController = nil
            controller.presentingViewController = nil
        }
        presentedViewController = nil
        completion?()
    }

    /// The controllers presented above this one, the lowest first.
    var presentationChain: [ViewController] {
        var chain: [ViewController] = []
        var next = presentedViewController
        while let controller = next {
            chain.append(controller)
            next = controller.presentedViewController
        }
        return chain
    }

    /// The root of this controller's tree, or of the tree that presented it, and up to the
    /// top of what is presented above that.
    private var topmostPresenter: ViewController {
        var root: ViewController = self
        while let above = root.parent ?? root.presentingViewController { root = above }
        return root.presentationChain.last ?? root
    }

    /// Lays the controller out where it goes when presented over `bounds`: inside the
    /// border a sheet or popover has.
    func layoutPresentation(in bounds: Rect, theme: Theme) {
        presentationFrame = frameOfPresentedView(in: bounds)
        layout(in: presentationContentFrame, theme: theme)
    }

    /// Draws the controller where it was laid out as a presentation: full screen over a
    /// blank screen, else in a bordered box over the dimmed screen.
    func drawPresentation(in canvas: inout Canvas, bounds: Rect, context: DrawContext) {
        if modalPresentationStyle == .fullScreen {
            canvas.fill(bounds, style: context.theme.text)
        } else {
            canvas.restyle(bounds) { _ in context.theme.dimmed }
            canvas.fill(presentationFrame, style: context.theme.text)
            canvas.drawBorder(presentationFrame, lines: context.theme.lines, style: context.theme.focusedLine)
        }
        draw(in: &canvas, frame: presentationContentFrame, context: context.focused(true))
    }

    /// Handles a click while presented: inside, the controller has it; a press outside a
    /// popover dismisses it unless `isModalInPresentation` (as a tap does in UIKit), outside
    /// anything else nothing has it.
    func handlePresentation(_ mouse: MouseEvent) {
        if presentationContentFrame.contains(mouse.location) {
            _ = handle(mouse, in: presentationContentFrame)
        } else if mouse.kind == .press, modalPresentationStyle == .popover, !isModalInPresentation,
                  !presentationFrame.contains(mouse.location) {
            dismissFromOutside()
        }
    }

    /// Where the content goes: inside the border, for all but full screen.
    private var presentationContentFrame: Rect {
        modalPresentationStyle == .fullScreen ? presentationFrame : presentationFrame.inset(by: Insets(all: 1))
    }
}
