/// What a split view controller remembers between layouts: the mode it was in (for the
/// hysteresis band), what the person asked for since the last rotation, and the primary
/// widths they chose.
public struct SplitLayoutState: Hashable, Sendable {
    /// The mode of the previous layout; nil before the first.
    public var mode: LayoutMode?
    /// A display mode asked for since the last change of layout mode (the Master button,
    /// `m`, a dismissed popover); nil means the automatic one. Cleared on rotation, as UIKit does.
    public var requestedDisplayMode: DisplayMode?
    /// In compact, whether the secondary is pushed on top of the primary.
    public var isSecondaryOnTop = false
    /// The primary width chosen at run time in landscape.
    public var landscapePrimaryWidth: Int?
    /// The primary width chosen at run time while docked in portrait.
    public var portraitPrimaryWidth: Int?
    /// The size the popover's content wants (its `preferredContentSize`), so the popover
    /// is no taller than needed and wide enough to read; a zero height is as tall as there
    /// is room, a zero width the primary column's width.
    public var popoverContentSize = Size.zero
    /// Whether the primary has drilled down (its navigation stack holds a level below
    /// the top), so a wide landscape can show that level and the top as two columns.
    public var hasSupplementary = false
    /// Whether the previous layout showed three columns (for the hysteresis band).
    public var wasTripleColumn = false
    /// The supplementary width chosen at run time (by dragging its divider).
    public var supplementaryWidth: Int?

    /// The state before any layout.
    public init() {}
}
