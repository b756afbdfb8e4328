/// Everything about a split view's layout that is chosen rather than measured: the
/// width thresholds between modes, the primary column's width and edge, and the pins.
///
/// The defaults give landscape from 80 columns up, portrait from 50 to 79 and compact
/// below 50; the primary column takes 30% of the width, between 20 and 40 columns. From
/// 120 columns a drilled-down primary shows as two columns (three in all, UIKit's
/// triple column), the supplementary one taking 25% of the width, between 20 and 40.
public struct SplitConfiguration: Hashable, Sendable {
    /// The narrowest width that is landscape.
    public var landscapeMinimumWidth = 80
    /// Widths below this are compact.
    public var compactBelowWidth = 50
    /// Anything smaller shows only a notice that says this size.
    public var minimumSize = Size(width: 20, height: 5)
    /// Columns a window narrowing from a wider mode may lose past a threshold before the
    /// mode changes, so a window dragged across a threshold does not flicker. Only the
    /// narrowing side has the band: the thresholds above always hold when widening and
    /// at the first layout.
    public var hysteresis = 2
    /// The primary column's share of the width (UIKit's preferredPrimaryColumnWidthFraction).
    public var preferredPrimaryColumnWidthFraction = 0.3
    /// A fixed primary width in columns, used instead of the fraction when set.
    public var preferredPrimaryColumnWidth: Int?
    /// The narrowest the primary column gets.
    public var minimumPrimaryColumnWidth = 20
    /// The widest the primary column gets.
    public var maximumPrimaryColumnWidth = 40
    /// The secondary keeps at least this many columns beside a docked primary.
    public var minimumSecondaryColumnWidth = 20
    /// The narrowest width that shows three columns (primary, supplementary, secondary)
    /// when the primary has drilled down; the hysteresis band applies here too.
    public var tripleColumnMinimumWidth = 120
    /// The supplementary column's share of the width (UIKit's preferredSupplementaryColumnWidthFraction).
    public var preferredSupplementaryColumnWidthFraction = 0.25
    /// The narrowest the supplementary column gets.
    public var minimumSupplementaryColumnWidth = 20
    /// The widest the supplementary column gets.
    public var maximumSupplementaryColumnWidth = 40
    /// Which side the primary docks on.
    public var primaryEdge = PrimaryEdge.leading
    /// Pins how the primary is shown; `.automatic` lets the layout mode decide.
    public var preferredDisplayMode = DisplayMode.automatic
    /// Pins the layout mode whatever the width; nil follows the thresholds.
    public var preferredLayoutMode: LayoutMode?

    /// The defaults described above.
    public init() {}
}
