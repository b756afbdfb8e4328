/// The `?` screen: every key binding in effect, grouped, in a box over the dimmed app.
/// Any key closes it; only when the box is too short for its content do the moving
/// keys scroll it instead (as in less), and the bottom border says so.
@MainActor
public final class HelpOverlay {
    /// One line of help: the keys (or gesture) and what they do.
    public struct Entry: Hashable, Sendable {
        /// "Down j Ctrl-N".
        public var keys: String
        /// "next row / scroll down".
        public var summary: String

        /// An entry saying `keys` do `summary`.
        public init(keys: String, summary: String) {
            self.keys = keys
            self.summary = summary
        }
    }

    /// A titled group of entries.
    public struct Section: Hashable, Sendable {
        /// "Moving".
        public var title: String
        /// The entries, in the order shown.
        public var entries: [Entry]

        /// A section titled `title`.
        public init(title: String, entries: [Entry]) {
            self.title = title
            self.entries = entries
        }
    }

    private enum Line {
        case header(String)
        case entry(keys: String, summary: String)
        case summary(String)
        case blank
    }

    /// What the overlay lists.
    public let sections: [Section]
    /// The first line shown, when the content does not fit.
    public private(set) var topLine = 0
    private var visibleLines = 0
    private var lineCount = 0

    /// An overlay listing `sections`.
    public init(sections: [Section]) {
        self.sections = sections
    }

    /// The bar buttons on screen whose key no action takes ("Buttons on screen"), then a section per
    /// action section of `bindings`, each action with the keys bound to it; actions without
    /// a key are left out, and so are empty sections.
    public static func sections(for bindings: KeyBindings, barButtonItems: [BarButtonItem] = []) -> [Section] {
        var seen = Set<Key>()
        let buttons = barButtonItems.compactMap { item -> Entry? in
            guard let key = item.key, bindings.action(for: key) == nil, seen.insert(key).inserted else { return nil }
            return Entry(keys: key.description, summary: item.title)
        }
        let actions = bindings.sections.compactMap { section -> Section? in
            let entries = section.entries.compactMap { entry -> Entry? in
                let keys = bindings.keys(for: entry.action).sorted { rank($0) < rank($1) }
                guard !keys.isEmpty else { return nil }
                return Entry(keys: keys.map(\.description).joined(separator: " "), summary: entry.summary)
            }
            return entries.isEmpty ? nil : Section(title: section.title, entries: entries)
        }
        return (buttons.isEmpty ? [] : [Section(title: "Buttons on screen", entries: buttons)]) + actions
    }

    /// Scrolls for a moving action while the content does not fit; returns false for
    /// anything else, which closes the overlay.
    public func scroll(for action: Action?) -> Bool {
        guard lineCount > visibleLines, let action else { return false }
        let page = max(1, visibleLines - 1)
        let delta: Int
        switch action {
        case .moveUp: delta = -1
        case .moveDown: delta = 1
        case .pageUp: delta = -page
        case .pageDown: delta = page
        case .halfPageUp: delta = -max(1, page / 2)
        case .halfPageDown: delta = max(1, page / 2)
        case .top: delta = -lineCount
        case .bottom: delta = lineCount
        default: return false
        }
        scroll(by: delta)
        return true
    }

    /// Scrolls by `lines` (the wheel), within the content.
    public func scroll(by lines: Int) {
        topLine = max(0, min(topLine + lines, lineCount - visibleLines))
    }

    /// The box centred in `frame`, the width of the keys' column and the lines it shows.
    private func arrange(in frame: Rect) -> (box: Rect, keysWidth: Int, lines: [Line]) {
        let entries = sections.flatMap(\.entries)
        let keysWidth = min(28, entries.map { TextMetrics.width(of: $0.keys) }.max() ?? 0)
        let summaryWidth = entries.map { TextMetrics.width(of: $0.summary) }.max() ?? 0
        let titleWidth = sections.map { TextMetrics.width(of: $0.title) }.max() ?? 0
        let width = min(frame.width, max(keysWidth + 2 + summaryWidth, titleWidth) + 4)
        let lines = self.lines(stacked: width - 4 < keysWidth + 2 + 16)
        let height = min(frame.height, lines.count + 2)
        let box = Rect(x: frame.minX + (frame.width - width) / 2, y: frame.minY + (frame.height - height) / 2,
                       width: width, height: height)
        return (box, keysWidth, lines)
    }

    /// Sizes the box for `frame`, keeping the scroll position within the content.
    public func layout(in frame: Rect) {
        let (box, _, lines) = arrange(in: frame)
        lineCount = lines.count
        visibleLines = max(0, box.height - 2)
        scroll(by: 0)
    }

    /// Dims `frame` and draws the box centred in it (where it was laid out).
    public func draw(in canvas: inout Canvas, frame: Rect, theme: Theme) {
        canvas.restyle(frame) { _ in theme.dimmed }
        let (box, keysWidth, lines) = arrange(in: frame)
        canvas.fill(box, style: theme.text)
        canvas.drawBorder(box, lines: theme.lines, style: theme.focusedLine)
        let overflows = lineCount > visibleLines
        drawCaption(" Keys ", row: box.minY, in: box, canvas: &canvas, style: theme.navigationBar)
        drawCaption(overflows ? " Up/Down scroll · any other key closes " : " any key closes ", row: box.maxY - 1,
                    in: box, canvas: &canvas, style: theme.secondaryText)
        let content = box.inset(by: Insets(top: 1, left: 2, bottom: 1, right: 2))
        for (offset, line) in lines.dropFirst(topLine).prefix(visibleLines).enumerated() {
            let point = Point(x: content.minX, y: content.minY + offset)
            switch line {
            case .header(let title):
                canvas.draw(title, at: point, style: theme.navigationBar, clip: content)
            case .entry(let keys, let summary):
                canvas.draw(keys, at: point, style: theme.label, clip: Rect(x: point.x, y: point.y, width: keysWidth, height: 1))
                canvas.draw(summary, at: Point(x: point.x + keysWidth + 2, y: point.y), style: theme.text, clip: content)
            case .summary(let summary):
                canvas.draw(summary, at: Point(x: point.x + 2, y: point.y), style: theme.text, clip: content)
            case .blank:
                break
            }
        }
    }

    // MARK: - Private

    /// Sections separated by a blank line; in a narrow box each entry's summary goes on
    /// its own line under the keys.
    private func lines(stacked: Bool) -> [Line] {
        var lines: [Line] = []
        for section in sections {
            if !lines.isEmpty { lines.append(.blank) }
            lines.append(.header(section.title))
            for entry in section.entries {
                if stacked {
                    lines.append(.entry(keys: entry.keys, summary: ""))
                    lines.append(.summary(entry.summary))
                } else {
                    lines.append(.entry(keys: entry.keys, summary: entry.summary))
                }
            }
        }
        return lines
    }

    private func drawCaption(_ caption: String, row: Int, in box: Rect, canvas: inout Canvas, style: Style) {
        let room = box.inset(by: Insets(left: 2, right: 2))
        let glyphs = TextMetrics.truncate(caption, toWidth: room.width)
        let x = room.minX + (room.width - glyphs.width) / 2
        canvas.draw(glyphs, at: Point(x: x, y: row), style: style, clip: Rect(x: room.minX, y: row, width: room.width, height: 1))
    }

    /// Named keys first, shortest first (Esc before Backspace), then letters, then
    /// function keys, then Ctrl and Alt chords.
    private static func rank(_ key: Key) -> (Int, Int, String) {
        let name = key.description
        switch key {
        case .character: return (1, 0, name)
        case .function: return (2, 0, name)
        case .control: return (3, 0, name)
        case .alt: return (4, 0, name)
        default: return (0, name.count, name)
        }
    }
}
