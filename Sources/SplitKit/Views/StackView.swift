/// Views in a row or a column (UIKit's UIStackView), so that a detail is laid out without
/// arithmetic on rectangles: each arranged view takes the room it fits in along the axis
/// (`sizeThatFits(_:)`), `spacing` apart (or a view's custom spacing), and the last one
/// stretches to what is left (so a text view last fills the rest of the pane); with
/// `.fillEqually` they share the room equally. Across the axis `alignment` places them.
/// Keys go to the first arranged view that uses them, a mouse report to the view under it.
///
///     let stack = StackView(arrangedSubviews: [Label(text: "From: Ann"), Label(text: "Subject: Lunch"), body])
///     stack.axis = .vertical
///     stack.spacing = 1
@MainActor
public final class StackView: View {
    /// The direction views are laid out in (UIKit's NSLayoutConstraint.Axis).
    public enum Axis: Hashable, Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// Where views sit across the axis (UIKit's UIStackView.Alignment).
    public enum Alignment: Hashable, Sendable {
        /// Stretched across the stack.
        case fill
        /// Their own size, at the start: the left in a vertical stack, the top in a horizontal one.
        case leading
        /// Their own size, in the middle.
        case center
        /// Their own size, at the end: the right in a vertical stack, the bottom in a horizontal one.
        case trailing
        /// The top, as `leading` (for a horizontal stack).
        public static let top = Alignment.leading
        /// The bottom, as `trailing` (for a horizontal stack).
        public static let bottom = Alignment.trailing
    }

    /// How the room along the axis is shared (UIKit's UIStackView.Distribution).
    public enum Distribution: Hashable, Sendable {
        /// Each view the room it fits in, the last one stretched to what is left.
        case fill
        /// Equal shares, a column or row left over going to the first views.
        case fillEqually
    }

    /// The views laid out, in order (UIKit's arrangedSubviews).
    public private(set) var arrangedSubviews: [View]
    /// Vertical (the default) or horizontal.
    public var axis = Axis.vertical
    /// Blank columns or rows between views. 0 by default.
    public var spacing = 0
    /// Where views sit across the axis. `.fill` by default.
    public var alignment = Alignment.fill
    /// How the room along the axis is shared. `.fill` by default.
    public var distribution = Distribution.fill
    /// Blank room inside the stack's edges (UIKit's layoutMargins), used when
    /// `isLayoutMarginsRelativeArrangement` is on.
    public var layoutMargins = Insets()
    /// Whether views are laid out inside `layoutMargins` (UIKit's isLayoutMarginsRelativeArrangement). Off by default.
    public var isLayoutMarginsRelativeArrangement = false

    /// Spacing after particular views, instead of `spacing`.
    private var customSpacings: [ObjectIdentifier: Int] = [:]

    /// Each arranged view's frame, as laid out last.
    public private(set) var arrangedFrames: [Rect] = []

    /// A stack of `arrangedSubviews`.
    public init(arrangedSubviews: [View] = []) {
        self.arrangedSubviews = arrangedSubviews
    }

    /// Adds `view` at the end (UIKit's addArrangedSubview(_:)).
    public func addArrangedSubview(_ view: View) { arrangedSubviews.append(view) }

    /// Puts `view` at `index` (UIKit's insertArrangedSubview(_:at:)).
    public func insertArrangedSubview(_ view: View, at index: Int) { arrangedSubviews.insert(view, at: index) }

    /// Takes `view` out (UIKit's removeArrangedSubview(_:)).
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
    }

    /// Puts `spacing` after `view` instead of the stack's `spacing` (UIKit's setCustomSpacing(_:after:)).
    public func setCustomSpacing(_ spacing: Int, after view: View) {
        customSpacings[ObjectIdentifier(view)] = spacing
    }

    /// The spacing after `view` (UIKit's customSpacing(after:)): its own, else the stack's `spacing`.
    public func customSpacing(after view: View) -> Int {
        customSpacings[ObjectIdentifier(view)] ?? spacing
    }

    /// The views' own sizes along the axis, spaced, and the largest across it, within `size`.
    public func sizeThatFits(_ size: Size) -> Size {
        let inner = content(in: Rect(size: size))
        let frames = self.frames(in: inner)
        let along = frames.last.map { axis == .vertical ? $0.maxY - inner.minY : $0.maxX - inner.minX } ?? 0
        let across = zip(arrangedSubviews, frames).map { view, frame in
            let fitted = view.sizeThatFits(frame.size)
            return axis == .vertical ? fitted.width : fitted.height
        }.max() ?? 0
        let margins = isLayoutMarginsRelativeArrangement ? layoutMargins : Insets()
        let fitted = axis == .vertical ? Size(width: across, height: along) : Size(width: along, height: across)
        return Size(width: min(size.width, fitted.width + margins.left + margins.right),
                    height: min(size.height, fitted.height + margins.top + margins.bottom))
    }

    /// Places the arranged views in `frame` (`arrangedFrames`) and lays each out in its place.
    public func layout(in frame: Rect, theme: Theme) {
        arrangedFrames = frames(in: content(in: frame), stretchingLast: true)
        for (view, frame) in zip(arrangedSubviews, arrangedFrames) { view.layout(in: frame, theme: theme) }
    }

    /// Blanks `frame` (the spacing between views), then draws each view in its place.
    public func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        canvas.fill(frame, style: context.theme.text)
        for (view, frame) in zip(arrangedSubviews, arrangedFrames) { view.draw(in: &canvas, frame: frame, context: context) }
    }

    /// Gives the key to each arranged view in turn, until one uses it.
    public func handle(_ press: KeyPress) -> Bool {
        arrangedSubviews.contains { $0.handle(press) }
    }

    /// Gives the report to the arranged view under it.
    public func handle(_ mouse: MouseEvent, in frame: Rect) -> Bool {
        guard let index = arrangedFrames.firstIndex(where: { $0.contains(mouse.location) }) else { return false }
        return arrangedSubviews[index].handle(mouse, in: arrangedFrames[index])
    }

    /// Where the views go in `frame`: inside the margins when asked.
    private func content(in frame: Rect) -> Rect {
        isLayoutMarginsRelativeArrangement ? frame.inset(by: layoutMargins) : frame
    }

    /// The views' frames in `bounds`; with `stretchingLast` (a layout, not a measure),
    /// the last of `.fill` takes the rest of the room.
    private func frames(in bounds: Rect, stretchingLast: Bool = false) -> [Rect] {
        let vertical = axis == .vertical
        let length = max(0, vertical ? bounds.height : bounds.width)
        let breadth = max(0, vertical ? bounds.width : bounds.height)
        let count = arrangedSubviews.count
        let spacings = arrangedSubviews.dropLast().map(customSpacing(after:))
        var frames: [Rect] = []
        var position = 0
        for (index, view) in arrangedSubviews.enumerated() {
            let left = max(0, length - position)
            let offered = vertical ? Size(width: breadth, height: left) : Size(width: left, height: breadth)
            // Across the axis first: a label's height depends on its width.
            let fitted = view.sizeThatFits(offered)
            let across = alignment == .fill ? breadth : min(breadth, vertical ? fitted.width : fitted.height)
            let along: Int
            switch distribution {
            case .fillEqually:
                let share = max(0, length - spacings.reduce(0, +))
                along = min(left, share / count + (index < share % count ? 1 : 0))
            case .fill where stretchingLast && index == count - 1:
                along = left
            case .fill:
                along = vertical ? view.sizeThatFits(Size(width: across, height: left)).height : fitted.width
            }
            let offset = switch alignment {
            case .fill, .leading: 0
            case .center: (breadth - across) / 2
            case .trailing: breadth - across
            }
            frames.append(vertical
                ? Rect(x: bounds.minX + offset, y: bounds.minY + position, width: across, height: along)
                : Rect(x: bounds.minX + position, y: bounds.minY + offset, width: along, height: across))
            position = min(length, position + along + (index < spacings.count ? spacings[index] : 0))
        }
        return frames
    }
}
