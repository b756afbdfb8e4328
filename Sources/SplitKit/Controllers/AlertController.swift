/// A question with a few answers (UIKit's UIAlertController): a title, a message and
/// actions, each picked by its key, by Up/Down and Enter, or by a click; Esc picks the
/// cancel action. `.alert` is a box centred on the screen (Esc without a cancel action
/// does nothing); `.actionSheet` opens under the bar button its
/// `popoverPresentationController` names, or at the bottom of the screen (Esc without a
/// cancel action closes it). Present it with `present(_:completion:)`; picking an action
/// dismisses the alert, then runs the action's handler.
@MainActor
public final class AlertController: ViewController {
    /// How the alert is shown (UIKit's UIAlertController.Style).
    public enum Style: Hashable, Sendable {
        /// A box centred on the screen.
        case alert
        /// A list of choices under a bar button, or at the bottom of the screen.
        case actionSheet
    }

    /// The text under the title, wrapped to the box.
    public var message: String?
    /// How the alert is shown.
    public let preferredStyle: Style
    /// The actions, in the order added (UIKit's actions); the cancel one is listed last.
    public private(set) var actions: [AlertAction] = []
    /// The action Enter picks before the highlight is moved (UIKit's preferredAction); when
    /// nil, the first that is not destructive, so that Enter alone deletes nothing.
    public var preferredAction: AlertAction?
    /// Where an action sheet points; nil for an alert (UIKit's popoverPresentationController).
    public let popoverPresentationController: PopoverPresentationController?
    private var highlightedIndex: Int?

    /// An alert titled `title` saying `message` (UIKit's init(title:message:preferredStyle:)).
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        popoverPresentationController = preferredStyle == .actionSheet ? PopoverPresentationController() : nil
        super.init()
        self.title = title
        modalPresentationStyle = preferredStyle == .alert ? .formSheet : .popover
        isModalInPresentation = preferredStyle == .alert
    }

    /// Adds `action` (UIKit's addAction(_:)).
    public func addAction(_ action: AlertAction) {
        actions.append(action)
    }

    /// The actions as listed: the cancel action after the others.
    var listedActions: [AlertAction] {
        actions.filter { $0.style != .cancel } + actions.filter { $0.style == .cancel }
    }

    /// The action Enter picks now.
    var highlightedAction: AlertAction? {
        let listed = listedActions
        let index = highlightedIndex ?? preferredAction.flatMap { action in listed.firstIndex { $0 === action } }
            ?? listed.firstIndex { $0.style != .destructive } ?? 0
        return listed.indices.contains(index) ? listed[index] : nil
    }

    // MARK: - Layout and drawing

    private enum Line {
        case title([Glyph])
        case message([Glyph])
        case blank
        case action(AlertAction)
    }

    /// The lines shown in a box whose text is `width` columns wide.
    private func lines(width: Int) -> [Line] {
        var lines: [Line] = []
        if let title, !title.isEmpty { lines.append(.title(TextMetrics.truncate(title, toWidth: width))) }
        if let message, !message.isEmpty { lines += TextMetrics.wrap(message, toWidth: width).map { .message($0) } }
        if !lines.isEmpty && !actions.isEmpty { lines.append(.blank) }
        return lines + listedActions.map { .action($0) }
    }

    /// The width of the text: what it needs, at most 48 columns and what `bounds` has.
    private func textWidth(in bounds: Rect) -> Int {
        let needed = ([title ?? ""] + (message ?? "").split(separator: "\n").map(String.init) + actions.map(\.label))
            .map { TextMetrics.width(of: $0) }.max() ?? 0
        return max(1, min(max(needed, 24), 48, bounds.width - 4))
    }

    override func frameOfPresentedView(in bounds: Rect) -> Rect {
        let width = min(bounds.width, textWidth(in: bounds) + 4)
        let height = min(bounds.height, lines(width: width - 4).count + 2)
        let x = bounds.minX + (bounds.width - width) / 2
        switch preferredStyle {
        case .alert:
            return Rect(x: x, y: bounds.minY + (bounds.height - height) / 2, width: width, height: height)
        case .actionSheet:
            guard let button = popoverPresentationController?.barButtonItem.flatMap(frameOfPresenters(of:)) else {
                return Rect(x: x, y: bounds.maxY - height, width: width, height: height)
            }
            let left = max(bounds.minX, min(button.minX, bounds.maxX - width))
            let top = min(button.maxY, bounds.maxY - height)
            return Rect(x: left, y: top, width: width, height: height)
        }
    }

    /// Where `item` is in the bars of the controller that presented this one, or of those under it.
    private func frameOfPresenters(of item: BarButtonItem) -> Rect? {
        var presenter = presentingViewController
        while let controller = presenter {
            if let frame = controller.frame(of: item) { return frame }
            presenter = controller.presentingViewController
        }
        return nil
    }

    /// The text's rows inside `frame` (the box inside its border), with what each shows.
    private func rows(in frame: Rect) -> [(row: Rect, line: Line)] {
        let text = frame.inset(by: Insets(left: 1, right: 1))
        return lines(width: text.width).prefix(text.height).enumerated().map { offset, line in
            (Rect(x: text.minX, y: text.minY + offset, width: text.width, height: 1), line)
        }
    }

    public override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        let theme = context.theme
        let highlighted = highlightedAction
        for (row, line) in rows(in: frame) {
            switch line {
            case .title(let glyphs):
                drawCentred(glyphs, in: row, style: theme.text.adding(.bold), canvas: &canvas)
            case .message(let glyphs):
                drawCentred(glyphs, in: row, style: theme.text, canvas: &canvas)
            case .blank:
                break
            case .action(let action):
                var style = action.style == .destructive ? theme.destructive : theme.text
                if action.style == .cancel { style = style.adding(.bold) }
                if action === highlighted {
                    style = theme.selection
                    canvas.fill(row.inset(by: Insets(left: -1, right: -1)), style: style)
                }
                drawCentred(TextMetrics.truncate(action.label, toWidth: row.width), in: row, style: style, canvas: &canvas)
            }
        }
    }

    private func drawCentred(_ glyphs: [Glyph], in row: Rect, style: SplitKit.Style, canvas: inout Canvas) {
        canvas.draw(glyphs, at: Point(x: row.minX + (row.width - glyphs.width) / 2, y: row.minY), style: style, clip: row)
    }

    // MARK: - Input

    public override func handle(_ press: KeyPress) -> Bool {
        let listed = listedActions
        if let action = listed.first(where: { $0.key == press.key }) {
            pick(action)
            return true
        }
        let current = highlightedAction.flatMap { action in listed.firstIndex { $0 === action } } ?? 0
        switch press.action {
        case .moveUp?:
            highlightedIndex = max(0, current - 1)
        case .moveDown?:
            highlightedIndex = min(max(0, listed.count - 1), current + 1)
        case .select?:
            if let action = highlightedAction { pick(action) }
        default:
            guard press.key == .escape, let cancel = cancelAction else { return false }
            pick(cancel)
        }
        return true
    }

    override func dismissFromOutside() {
        if let cancel = cancelAction { pick(cancel) } else { dismiss() }
    }

    private var cancelAction: AlertAction? { actions.first { $0.style == .cancel } }

    public override func handle(_ mouse: MouseEvent, in frame: Rect) -> Bool {
        guard mouse.kind == .press else { return true }
        for (row, line) in rows(in: frame) where row.inset(by: Insets(left: -1, right: -1)).contains(mouse.location) {
            if case .action(let action) = line { pick(action) }
        }
        return true
    }

    /// Dismisses the alert, then runs `action`'s handler (as UIKit does).
    private func pick(_ action: AlertAction) {
        dismiss()
        action.handler?(action)
    }
}
