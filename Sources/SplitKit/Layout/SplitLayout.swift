/// The layout core: a pure function from the space available, the configuration and
/// the controller's state to the mode and every pane's rectangle. Nothing here draws or
/// remembers; the same inputs always give the same frames.
///
/// Three columns (UIKit's triple column): in landscape with the primary docked, when the
/// primary has drilled down (`SplitLayoutState.hasSupplementary`) and the width reaches
/// `tripleColumnMinimumWidth`, the primary's level below the top takes the primary column
/// and its top the supplementary column, between the primary and the secondary.
public struct SplitLayout: Hashable, Sendable {
    /// The arrangement chosen.
    public var mode: LayoutMode
    /// How the primary is shown (never `.automatic`; `.secondaryOnly` in compact and too small).
    public var displayMode: DisplayMode
    /// The docked primary column, or the whole area in compact when the primary is on top.
    public var primary: Rect?
    /// The one-column divider beside the docked primary.
    public var divider: Rect?
    /// The supplementary column, when three columns are shown.
    public var supplementary: Rect?
    /// The divider between the supplementary and the secondary.
    public var supplementaryDivider: Rect?
    /// The secondary pane; nil in compact when the primary is on top, and when too small.
    public var secondary: Rect?
    /// The primary shown over the secondary, border included.
    public var popover: Rect?
    /// The primary column's width in this mode, docked or not (what `<` and `>` adjust).
    public var primaryWidth: Int

    /// Lays out `bounds`.
    public static func compute(bounds: Rect, configuration: SplitConfiguration, state: SplitLayoutState) -> SplitLayout {
        let mode = layoutMode(for: bounds.size, configuration: configuration, previous: state.mode)
        let displayMode = effectiveDisplayMode(mode: mode, configuration: configuration, state: state)
        let width = primaryWidth(for: bounds.width, mode: mode, displayMode: displayMode,
                                 configuration: configuration, state: state)
        var layout = SplitLayout(mode: mode, displayMode: displayMode, primary: nil, divider: nil,
                                 supplementary: nil, supplementaryDivider: nil, secondary: nil, popover: nil,
                                 primaryWidth: width)
        switch mode {
        case .tooSmall:
            break
        case .compact:
            if state.isSecondaryOnTop { layout.secondary = bounds } else { layout.primary = bounds }
        case .landscape, .portrait:
            switch displayMode {
            case .oneBesideSecondary:
                if let supplementary = supplementaryWidth(for: bounds.width, primaryWidth: width, mode: mode,
                                                          configuration: configuration, state: state) {
                    layout.dock(width: width, supplementary: supplementary, in: bounds, edge: configuration.primaryEdge)
                } else {
                    layout.dock(width: width, in: bounds, edge: configuration.primaryEdge)
                }
            case .oneOverSecondary:
                layout.secondary = bounds
                layout.popover = popoverFrame(width: width, in: bounds, edge: configuration.primaryEdge,
                                              content: state.popoverContentSize)
            case .secondaryOnly, .automatic:
                layout.secondary = bounds
            }
        }
        return layout
    }

    /// The mode for `size`: the configured pin if any, else the width thresholds, keeping
    /// a wider `previous` mode within the hysteresis band.
    public static func layoutMode(for size: Size, configuration: SplitConfiguration, previous: LayoutMode?) -> LayoutMode {
        if size.width < configuration.minimumSize.width || size.height < configuration.minimumSize.height {
            return .tooSmall
        }
        if let pinned = configuration.preferredLayoutMode, pinned != .tooSmall { return pinned }
        func mode(forWidth width: Int) -> LayoutMode {
            if width >= configuration.landscapeMinimumWidth { return .landscape }
            if width >= configuration.compactBelowWidth { return .portrait }
            return .compact
        }
        let plain = mode(forWidth: size.width)
        guard let previous, previous < plain, previous != .tooSmall else { return plain }
        let held = mode(forWidth: size.width + max(0, configuration.hysteresis))
        return held < plain ? max(held, previous) : plain
    }

    /// The display mode in force: what was asked since the last rotation, else the
    /// automatic one for the mode and the configured preference.
    static func effectiveDisplayMode(mode: LayoutMode, configuration: SplitConfiguration, state: SplitLayoutState) -> DisplayMode {
        guard mode == .landscape || mode == .portrait else { return .secondaryOnly }
        if let requested = state.requestedDisplayMode, requested != .automatic { return requested }
        switch configuration.preferredDisplayMode {
        case .automatic: return mode == .landscape ? .oneBesideSecondary : .secondaryOnly
        case let pinned: return pinned
        }
    }

    /// The primary's width: chosen at run time for this mode, else the configured width
    /// or fraction; clamped to the configured minimum and maximum and to what leaves the
    /// secondary its minimum.
    static func primaryWidth(for totalWidth: Int, mode: LayoutMode, displayMode: DisplayMode,
                             configuration: SplitConfiguration, state: SplitLayoutState) -> Int {
        let chosen = mode == .landscape ? state.landscapePrimaryWidth : state.portraitPrimaryWidth
        let preferred = chosen ?? configuration.preferredPrimaryColumnWidth
            ?? Int((Double(totalWidth) * configuration.preferredPrimaryColumnWidthFraction).rounded())
        let clamped = min(max(preferred, configuration.minimumPrimaryColumnWidth), configuration.maximumPrimaryColumnWidth)
        // Docked: the secondary keeps its minimum. Over: the secondary stays visible beside.
        let room = displayMode == .oneOverSecondary
            ? totalWidth - max(4, totalWidth / 5)
            : totalWidth - 1 - configuration.minimumSecondaryColumnWidth
        return max(1, min(clamped, room))
    }

    /// The supplementary column's width when three columns fit, else nil: the fraction (or
    /// the width chosen at run time) clamped, leaving the secondary its minimum.
    static func supplementaryWidth(for totalWidth: Int, primaryWidth: Int, mode: LayoutMode,
                                   configuration: SplitConfiguration, state: SplitLayoutState) -> Int? {
        guard mode == .landscape, state.hasSupplementary else { return nil }
        let band = state.wasTripleColumn ? max(0, configuration.hysteresis) : 0
        guard totalWidth >= configuration.tripleColumnMinimumWidth - band else { return nil }
        let preferred = state.supplementaryWidth
            ?? Int((Double(totalWidth) * configuration.preferredSupplementaryColumnWidthFraction).rounded())
        let clamped = min(max(preferred, configuration.minimumSupplementaryColumnWidth),
                          configuration.maximumSupplementaryColumnWidth)
        let room = totalWidth - primaryWidth - 2 - configuration.minimumSecondaryColumnWidth
        guard room >= configuration.minimumSupplementaryColumnWidth else { return nil }
        return min(clamped, room)
    }

    private mutating func dock(width: Int, supplementary: Int, in bounds: Rect, edge: PrimaryEdge) {
        let secondaryWidth = bounds.width - width - supplementary - 2
        let y = bounds.minY, height = bounds.height
        switch edge {
        case .leading:
            primary = Rect(x: bounds.minX, y: y, width: width, height: height)
            divider = Rect(x: bounds.minX + width, y: y, width: 1, height: height)
            self.supplementary = Rect(x: bounds.minX + width + 1, y: y, width: supplementary, height: height)
            supplementaryDivider = Rect(x: bounds.minX + width + 1 + supplementary, y: y, width: 1, height: height)
            secondary = Rect(x: bounds.maxX - secondaryWidth, y: y, width: secondaryWidth, height: height)
        case .trailing:
            secondary = Rect(x: bounds.minX, y: y, width: secondaryWidth, height: height)
            supplementaryDivider = Rect(x: bounds.minX + secondaryWidth, y: y, width: 1, height: height)
            self.supplementary = Rect(x: bounds.minX + secondaryWidth + 1, y: y, width: supplementary, height: height)
            divider = Rect(x: bounds.maxX - width - 1, y: y, width: 1, height: height)
            primary = Rect(x: bounds.maxX - width, y: y, width: width, height: height)
        }
    }

    private mutating func dock(width: Int, in bounds: Rect, edge: PrimaryEdge) {
        let secondaryWidth = bounds.width - width - 1
        switch edge {
        case .leading:
            primary = Rect(x: bounds.minX, y: bounds.minY, width: width, height: bounds.height)
            divider = Rect(x: bounds.minX + width, y: bounds.minY, width: 1, height: bounds.height)
            secondary = Rect(x: bounds.minX + width + 1, y: bounds.minY, width: secondaryWidth, height: bounds.height)
        case .trailing:
            secondary = Rect(x: bounds.minX, y: bounds.minY, width: secondaryWidth, height: bounds.height)
            divider = Rect(x: bounds.minX + secondaryWidth, y: bounds.minY, width: 1, height: bounds.height)
            primary = Rect(x: bounds.maxX - width, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// Anchored under the navigation bar on the primary's edge, as tall as its content
    /// (plus the border) allows, never past the bottom; the primary column's `width`, or
    /// wider for content that asks, leaving the secondary visible beside it.
    private static func popoverFrame(width columnWidth: Int, in bounds: Rect, edge: PrimaryEdge, content: Size) -> Rect {
        let available = bounds.height - 1
        let wanted = content.height > 0 ? content.height : available
        let height = max(0, min(available, wanted >= available ? available : wanted + 2))
        let room = bounds.width - max(4, bounds.width / 5)
        let width = max(columnWidth, min(content.width + 2, room))
        let x = edge == .leading ? bounds.minX : bounds.maxX - width
        return Rect(x: x, y: bounds.minY + 1, width: width, height: height)
    }
}
