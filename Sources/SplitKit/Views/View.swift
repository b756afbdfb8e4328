/// A piece of a controller's content drawn in a rectangle (UIKit's UIView): a `Label`, a
/// `TextView`, a `StackView` of them. A view goes the one way through as a controller
/// does: `layout(in:theme:)` in the layout pass (it sizes what it shows for the frame),
/// then `draw(in:frame:context:)` into that same frame, which draws every cell of it and
/// changes nothing. A controller whose `view` is set lays it out, draws it and gives it
/// its keys with no code of its own.
@MainActor
public protocol View: AnyObject {
    /// The size the view would take within `size` (UIKit's sizeThatFits(_:)): a label the
    /// lines of its text; a view that fills what it is given returns `size`.
    func sizeThatFits(_ size: Size) -> Size
    /// Lays the view out in `frame`, where it is drawn next (UIKit's layoutSubviews).
    func layout(in frame: Rect, theme: Theme)
    /// Draws all of `frame`, the frame the view was laid out in (UIKit's draw(_:)).
    func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext)
    /// Handles a key given to the view (UIKit's pressesBegan); returns whether it was used.
    func handle(_ press: KeyPress) -> Bool
    /// Handles a mouse report inside `frame`, where the view was drawn; returns whether it was used.
    func handle(_ mouse: MouseEvent, in frame: Rect) -> Bool
}

extension View {
    /// Fills what it is given.
    public func sizeThatFits(_ size: Size) -> Size { size }
    /// Uses no keys.
    public func handle(_ press: KeyPress) -> Bool { false }
    /// Uses no mouse reports.
    public func handle(_ mouse: MouseEvent, in frame: Rect) -> Bool { false }
}
