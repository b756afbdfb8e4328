/// What one row of a table view shows (UIKit's UITableViewCell with its textLabel and
/// detailTextLabel).
public struct TableViewCell: Hashable, Sendable {
    /// What an edit does to a row (UIKit's UITableViewCell.EditingStyle).
    public enum EditingStyle: Hashable, Sendable {
        /// Removes the row.
        case delete
        /// Adds a row.
        case insert
    }

    /// Where the cell puts its texts (UIKit's UITableViewCell.CellStyle).
    public enum CellStyle: Hashable, Sendable {
        /// The text, then the detail text dimmer after it (UIKit shows no detail here).
        case `default`
        /// The text, and the detail text dimmer under it on the row's second line when the
        /// table view's `rowHeight` is 2 or more (after it on one line).
        case subtitle
        /// The text on the left, the detail text dimmer against the right edge.
        case value1
        /// The detail text right-aligned in a narrow label column, then the text.
        case value2
    }

    /// The mark at a row's right edge (UIKit's UITableViewCell.AccessoryType).
    public enum AccessoryType: Hashable, Sendable {
        /// No mark.
        case none
        /// "›": choosing the row shows more.
        case disclosureIndicator
        /// "✓": the row is checked.
        case checkmark
        /// "ⓘ": the row has details.
        case detailButton
        /// "ⓘ›": details, and choosing the row shows more.
        case detailDisclosureButton

        /// The mark as drawn.
        var mark: String {
            switch self {
            case .none: return ""
            case .disclosureIndicator: return "›"
            case .checkmark: return "✓"
            case .detailButton: return "ⓘ"
            case .detailDisclosureButton: return "ⓘ›"
            }
        }
    }

    /// One of a cell's texts, to say which gives way first when the row is short.
    public enum Part: Hashable, Sendable {
        /// `text`.
        case text
        /// `detailText`.
        case detailText
        /// `accessoryText`.
        case accessoryText
    }

    /// Where the texts go.
    public var style: CellStyle = .default
    /// The row's main text (UIKit's textLabel.text).
    public var text: String
    /// The second text (UIKit's detailTextLabel.text), placed by `style`; dimmer.
    public var detailText: String?
    /// Right-aligned text such as a count or a date.
    public var accessoryText: String?
    /// The mark at the right edge (UIKit's accessoryType).
    public var accessoryType: AccessoryType = .none
    /// Attributes added to the main text, e.g. `.bold` for an unread message (UIKit's
    /// textLabel.font).
    public var textAttributes: Style.Attributes = []
    /// The theme role whose colour the main text takes when the row is not highlighted
    /// (UIKit's textLabel.textColor); nil keeps the row's own.
    public var textColor: Theme.Role?
    /// The texts that give way when the row is too short for them all, first first (UIKit's
    /// content compression resistance, lowest first): each is cut with "…", to nothing if
    /// need be, before the next is cut. Texts left out are cut last. Nil: the style's own
    /// order (`defaultTruncationOrder`), and in `.default` and `.subtitle` the accessory text
    /// cut to a third of the row.
    public var truncationOrder: [Part]?
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

    /// A row in `style` (UIKit's init(style:reuseIdentifier:)) showing `text` and `detailText`,
    /// with the mark `accessoryType`.
    public init(style: CellStyle, text: String, detailText: String? = nil, accessoryType: AccessoryType = .none) {
        self.style = style
        self.text = text
        self.detailText = detailText
        self.accessoryType = accessoryType
    }

    /// A row of a table view with columns, showing `values` in them.
    public init(values: [Value]) {
        text = ""
        self.values = values
    }

    /// The order the texts give way in when `truncationOrder` is nil: in `.default` and
    /// `.subtitle` the detail first, then the text (the accessory text keeps up to a third
    /// of the row); in `.value1` and `.value2` the text first, so a date or label stays whole.
    public var defaultTruncationOrder: [Part] {
        switch style {
        case .default, .subtitle: return [.detailText, .text, .accessoryText]
        case .value1, .value2: return [.text, .detailText, .accessoryText]
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
