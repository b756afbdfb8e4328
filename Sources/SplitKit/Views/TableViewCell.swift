/// What one row of a table view shows (UIKit's cell with its textLabel and detailTextLabel).
public struct TableViewCell: Hashable, Sendable {
    /// What an edit does to a row (UIKit's UITableViewCell.EditingStyle).
    public enum EditingStyle: Hashable, Sendable {
        /// Removes the row.
        case delete
        /// Adds a row.
        case insert
    }

    /// The row's main text.
    public var text: String
    /// Dimmer text after the main text, e.g. a subtitle column.
    public var detailText: String?
    /// Right-aligned text such as a count.
    public var accessoryText: String?
    /// The values in the table view's columns, in their order, when it has columns (then
    /// they are drawn instead of the texts above).
    public var values: [Value] = []

    /// A value in one of a table view's columns.
    public struct Value: Hashable, Sendable {
        /// The value as drawn (cut to its column).
        public var text: String
        /// Whether it is drawn dimmer, as a stand-in.
        public var isSecondary: Bool

        /// `text`, dimmer when `isSecondary`.
        public init(_ text: String, isSecondary: Bool = false) {
            self.text = text
            self.isSecondary = isSecondary
        }
    }

    /// A row showing `text`, optionally with dimmer `detailText` and right-aligned `accessoryText`.
    public init(text: String, detailText: String? = nil, accessoryText: String? = nil) {
        self.text = text
        self.detailText = detailText
        self.accessoryText = accessoryText
    }

    /// A row of a table view with columns, showing `values` in them.
    public init(values: [Value]) {
        text = ""
        self.values = values
    }
}

extension TableViewCell {
    /// Draws the row into `line` (its one-column margins included) as a table view shows
    /// it: filled in `base`, the accessory on the right (a third of the width at most) in
    /// `secondary`, the text in `base`, then the detail in `secondary` in the room left
    /// (from the start when there is no text).
    func draw(in canvas: inout Canvas, line: Rect, base: Style, secondary: Style) {
        let width = max(0, line.width - 2)
        var room = width
        var accessory: [Glyph] = []
        if let accessoryText, !accessoryText.isEmpty {
            accessory = TextMetrics.truncate(accessoryText, toWidth: width / 3)
            room = width - accessory.width - 1
        }
        canvas.fill(line, style: base)
        let content = line.inset(by: Insets(left: 1, right: 1))
        canvas.draw(accessory, at: Point(x: content.maxX - accessory.width, y: line.minY), style: secondary, clip: content)
        let used = canvas.draw(text, at: content.origin, style: base,
                               clip: Rect(x: content.minX, y: line.minY, width: max(0, room), height: 1))
        let gap = used > 0 ? 2 : 0
        if let detailText, !detailText.isEmpty, used + gap < room {
            canvas.draw(detailText, at: Point(x: content.minX + used + gap, y: line.minY), style: secondary,
                        clip: Rect(x: content.minX, y: line.minY, width: room, height: 1))
        }
    }
}

extension TableViewCell {
    /// Draws the row's values into `line` (its one-column margins included) in the columns
    /// `placed` (from the table view's `TableColumnLayout`): each cut with "…" to its width,
    /// numbers against its right edge; stand-ins in `secondary`.
    func draw(in canvas: inout Canvas, line: Rect, columns placed: [TableColumnLayout.Placed], base: Style,
              secondary: Style) {
        canvas.fill(line, style: base)
        let content = line.inset(by: Insets(left: 1, right: 1))
        for column in placed where column.column < values.count {
            let value = values[column.column]
            let glyphs = TextMetrics.truncate(value.text, toWidth: column.width)
            let x = content.minX + column.x + (column.isTrailing ? column.width - glyphs.width : 0)
            canvas.draw(glyphs, at: Point(x: x, y: line.minY), style: value.isSecondary ? secondary : base, clip: content)
        }
    }
}

extension TableViewCell {
    /// Columns the row's texts take drawn whole, margins aside: the text, two columns and
    /// the detail, and one column and the accessory.
    var preferredWidth: Int {
        let parts = [text, detailText ?? "", accessoryText ?? ""].map { TextMetrics.width(of: $0) }
        return parts[0] + (parts[1] > 0 ? parts[1] + (parts[0] > 0 ? 2 : 0) : 0) + (parts[2] > 0 ? parts[2] + 1 : 0)
    }
}
