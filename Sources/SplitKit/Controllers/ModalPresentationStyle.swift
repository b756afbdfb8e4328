/// How a presented controller is shown (UIKit's UIModalPresentationStyle).
public enum ModalPresentationStyle: Hashable, Sendable {
    /// Over the whole screen, hiding what is below; Esc does not dismiss it (UIKit's
    /// .fullScreen, which no swipe dismisses): give it a button or key that does.
    case fullScreen
    /// A box centred over the dimmed screen; Esc dismisses it unless
    /// `isModalInPresentation` (UIKit's .formSheet).
    case formSheet
    /// A box beside what it came from, over the dimmed screen; Esc or a click outside it
    /// dismisses it unless `isModalInPresentation` (UIKit's .popover). Action sheets are
    /// shown this way.
    case popover
}
