import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// The layout core under every setting the command line exposes: thresholds, pinned
/// layouts, display modes on both edges, the master's width and its clamps, and the
/// widths remembered per mode.
@Suite("Layout core: configuration")
struct SplitLayoutConfigurationTests {
    private func layout(_ width: Int, _ height: Int = 30, state: SplitLayoutState = SplitLayoutState(),
                        configure: (inout SplitConfiguration) -> Void = { _ in }) -> SplitLayout {
        var configuration = SplitConfiguration()
        configure(&configuration)
        return SplitLayout.compute(bounds: Rect(size: Size(width: width, height: height)),
                                   configuration: configuration, state: state)
    }

    @Test("custom thresholds move both boundaries (--landscape-at 100 --compact-below 60)", arguments: [
        (59, LayoutMode.compact), (60, .portrait), (99, .portrait), (100, .landscape),
    ])
    func customThresholds(width: Int, expected: LayoutMode) {
        #expect(layout(width) { $0.landscapeMinimumWidth = 100; $0.compactBelowWidth = 60 }.mode == expected)
    }

    @Test("equal thresholds leave no portrait range", arguments: [(69, LayoutMode.compact), (70, .landscape)])
    func noPortrait(width: Int, expected: LayoutMode) {
        #expect(layout(width) { $0.landscapeMinimumWidth = 70; $0.compactBelowWidth = 70 }.mode == expected)
    }

    @Test("a pinned layout holds at every width above the minimum", arguments: [LayoutMode.landscape, .portrait, .compact])
    func pinned(mode: LayoutMode) {
        for width in [20, 49, 50, 79, 80, 200] {
            #expect(layout(width) { $0.preferredLayoutMode = mode }.mode == mode, "\(mode) at \(width)")
        }
        #expect(layout(19) { $0.preferredLayoutMode = mode }.mode == .tooSmall)
    }

    @Test("hysteresis is off when the layout is pinned")
    func pinnedIgnoresHysteresis() {
        var state = SplitLayoutState()
        state.mode = .landscape
        #expect(layout(120, state: state) { $0.preferredLayoutMode = .compact }.mode == .compact)
    }

    /// Display mode × edge × layout: which frames exist and where the primary sits.
    @Test("every display mode, both edges, landscape and portrait", arguments: [
        (DisplayMode.automatic, LayoutMode.landscape, "docked"), (.automatic, .portrait, "hidden"),
        (.oneBesideSecondary, .landscape, "docked"), (.oneBesideSecondary, .portrait, "docked"),
        (.oneOverSecondary, .landscape, "over"), (.oneOverSecondary, .portrait, "over"),
        (.secondaryOnly, .landscape, "hidden"), (.secondaryOnly, .portrait, "hidden"),
    ])
    func displayModes(displayMode: DisplayMode, mode: LayoutMode, expected: String) throws {
        let width = mode == .landscape ? 120 : 60
        for edge in PrimaryEdge.allCases {
            let frames = layout(width) { $0.preferredDisplayMode = displayMode; $0.primaryEdge = edge }
            #expect(frames.mode == mode)
            let bounds = Rect(size: Size(width: width, height: 30))
            switch expected {
            case "docked":
                let primary = try #require(frames.primary)
                let secondary = try #require(frames.secondary)
                #expect(primary.minX == (edge == .leading ? 0 : width - frames.primaryWidth))
                #expect(secondary.minX == (edge == .leading ? frames.primaryWidth + 1 : 0))
                #expect(frames.popover == nil)
            case "over":
                let popover = try #require(frames.popover)
                #expect(frames.secondary == bounds, "the detail stays full width behind")
                #expect(popover.minX == (edge == .leading ? 0 : width - frames.primaryWidth), "anchored on its edge")
                #expect(popover.minY == 1, "under the navigation bar")
                #expect(frames.primary == nil && frames.divider == nil)
            default:
                #expect(frames.secondary == bounds)
                #expect(frames.primary == nil && frames.popover == nil && frames.divider == nil)
            }
        }
    }

    @Test("the popover always leaves some detail visible on the side away from its edge")
    func popoverLeavesDetail() {
        for width in 20...200 {
            for edge in PrimaryEdge.allCases {
                let frames = layout(width) {
                    $0.preferredDisplayMode = .oneOverSecondary
                    $0.preferredLayoutMode = .portrait
                    $0.primaryEdge = edge
                    $0.preferredPrimaryColumnWidth = 500
                    $0.maximumPrimaryColumnWidth = 500
                }
                guard let popover = frames.popover else {
                    Issue.record("no popover at \(width)")
                    continue
                }
                let uncovered = edge == .leading ? width - popover.maxX : popover.minX
                #expect(uncovered >= 4, "\(uncovered) columns of detail beside a popover at \(width)")
            }
        }
    }

    @Test("the popover is no taller than its list and scrolls when the screen is shorter")
    func popoverHeight() {
        var state = SplitLayoutState()
        state.requestedDisplayMode = .oneOverSecondary
        state.popoverContentSize.height = 10
        #expect(layout(60, 30, state: state).popover?.height == 12, "ten rows and the border")
        state.popoverContentSize.height = 500
        #expect(layout(60, 30, state: state).popover?.height == 29, "down to the bottom, under the bar")
        #expect(layout(60, 8, state: state).popover?.height == 7)
    }

    @Test("--master-width as a fraction, then clamped by --master-min and --master-max", arguments: [
        (0.5, 100, 20, 40, 40), (0.25, 100, 20, 40, 25), (0.1, 100, 20, 40, 20), (0.5, 100, 20, 60, 50),
        (0.5, 160, 10, 100, 80),
    ])
    func fraction(fraction: Double, width: Int, minimum: Int, maximum: Int, expected: Int) {
        let frames = layout(width) {
            $0.preferredPrimaryColumnWidthFraction = fraction
            $0.minimumPrimaryColumnWidth = minimum
            $0.maximumPrimaryColumnWidth = maximum
        }
        #expect(frames.primaryWidth == expected)
        #expect(frames.primary?.width == expected)
    }

    @Test("--master-width in columns wins over the fraction, still clamped and leaving the detail its minimum")
    func columns() {
        #expect(layout(120) { $0.preferredPrimaryColumnWidth = 33 }.primaryWidth == 33)
        #expect(layout(120) { $0.preferredPrimaryColumnWidth = 60; $0.maximumPrimaryColumnWidth = 80 }.primaryWidth == 60)
        #expect(layout(120) { $0.preferredPrimaryColumnWidth = 10; $0.minimumPrimaryColumnWidth = 15 }.primaryWidth == 15)
        let squeezed = layout(80) { $0.preferredPrimaryColumnWidth = 70; $0.maximumPrimaryColumnWidth = 100 }
        #expect(squeezed.primaryWidth == 80 - 1 - 20)
        #expect(squeezed.secondary?.width == 20)
    }

    @Test("the width chosen at run time is remembered per mode: landscape apart from portrait, docked or over")
    func rememberedWidths() {
        var state = SplitLayoutState()
        state.landscapePrimaryWidth = 28
        state.portraitPrimaryWidth = 24
        #expect(layout(120, state: state).primaryWidth == 28)
        #expect(layout(160, state: state).primaryWidth == 28, "kept in columns when the window widens")
        #expect(layout(60, state: state) { $0.preferredDisplayMode = .oneBesideSecondary }.primaryWidth == 24)
        #expect(layout(60, state: state) { $0.preferredDisplayMode = .oneOverSecondary }.popover?.width == 24)
        state.landscapePrimaryWidth = nil
        #expect(layout(120, state: state).primaryWidth == 36, "landscape without a choice uses the fraction")
    }

    @Test("a remembered width is clamped by a configuration narrowed since")
    func rememberedWidthClamped() {
        var state = SplitLayoutState()
        state.landscapePrimaryWidth = 60
        #expect(layout(120, state: state).primaryWidth == 40)
        #expect(layout(120, state: state) { $0.maximumPrimaryColumnWidth = 70 }.primaryWidth == 60)
    }
}
