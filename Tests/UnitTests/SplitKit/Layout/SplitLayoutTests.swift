import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@Suite("Layout core")
struct SplitLayoutTests {
    private func layout(_ width: Int, _ height: Int = 40, configure: (inout SplitConfiguration) -> Void = { _ in },
                        state: SplitLayoutState = SplitLayoutState()) -> SplitLayout {
        var configuration = SplitConfiguration()
        configure(&configuration)
        return SplitLayout.compute(bounds: Rect(size: Size(width: width, height: height)),
                                   configuration: configuration, state: state)
    }

    @Test("modes on both sides of every threshold", arguments: [
        (19, LayoutMode.tooSmall), (20, .compact), (49, .compact), (50, .portrait), (79, .portrait),
        (80, .landscape), (300, .landscape),
    ])
    func thresholds(width: Int, expected: LayoutMode) {
        #expect(layout(width).mode == expected)
    }

    @Test("too short is too small whatever the width")
    func tooShort() {
        #expect(layout(200, 4).mode == .tooSmall)
        #expect(layout(200, 5).mode == .landscape)
    }

    @Test("hysteresis keeps the wider mode only while narrowing within the band")
    func hysteresis() {
        var state = SplitLayoutState()
        state.mode = .landscape
        #expect(layout(78, state: state).mode == .landscape)
        #expect(layout(77, state: state).mode == .portrait)
        state.mode = .portrait
        #expect(layout(80, state: state).mode == .landscape, "widening uses the plain threshold")
        #expect(layout(48, state: state).mode == .portrait)
        #expect(layout(47, state: state).mode == .compact)
        state.mode = .compact
        #expect(layout(50, state: state).mode == .portrait)
        state.mode = .landscape
        #expect(layout(78, configure: { $0.hysteresis = 0 }, state: state).mode == .portrait)
    }

    @Test("landscape docks the primary on the leading edge with a one-column divider")
    func landscapeLeading() {
        let frames = layout(120)
        #expect(frames.displayMode == .oneBesideSecondary)
        #expect(frames.primary == Rect(x: 0, y: 0, width: 36, height: 40))
        #expect(frames.divider == Rect(x: 36, y: 0, width: 1, height: 40))
        #expect(frames.secondary == Rect(x: 37, y: 0, width: 83, height: 40))
        #expect(frames.popover == nil)
    }

    @Test("the trailing edge mirrors the columns")
    func landscapeTrailing() {
        let frames = layout(120) { $0.primaryEdge = .trailing }
        #expect(frames.secondary == Rect(x: 0, y: 0, width: 83, height: 40))
        #expect(frames.divider == Rect(x: 83, y: 0, width: 1, height: 40))
        #expect(frames.primary == Rect(x: 84, y: 0, width: 36, height: 40))
    }

    @Test("the primary width is the fraction clamped to minimum and maximum", arguments: [
        (80, 24), (100, 30), (120, 36), (200, 40), (300, 40),
    ])
    func primaryWidthClamps(width: Int, expected: Int) {
        #expect(layout(width).primaryWidth == expected)
        #expect(layout(width) { $0.minimumPrimaryColumnWidth = 30 }.primaryWidth == max(30, expected))
    }

    @Test("a fixed column count overrides the fraction, still clamped")
    func fixedPrimaryWidth() {
        #expect(layout(120) { $0.preferredPrimaryColumnWidth = 25 }.primaryWidth == 25)
        #expect(layout(120) { $0.preferredPrimaryColumnWidth = 90 }.primaryWidth == 40)
    }

    @Test("portrait hides the primary; the popover anchors under the bar on its edge")
    func portrait() {
        let hidden = layout(60, 20)
        #expect(hidden.displayMode == .secondaryOnly)
        #expect(hidden.primary == nil && hidden.popover == nil)
        #expect(hidden.secondary == Rect(x: 0, y: 0, width: 60, height: 20))
        var state = SplitLayoutState()
        state.requestedDisplayMode = .oneOverSecondary
        let over = layout(60, 20, state: state)
        #expect(over.popover == Rect(x: 0, y: 1, width: 20, height: 19))
        let trailing = layout(60, 20, configure: { $0.primaryEdge = .trailing }, state: state)
        #expect(trailing.popover == Rect(x: 40, y: 1, width: 20, height: 19))
        state.popoverContentSize.height = 5
        #expect(layout(60, 20, state: state).popover?.height == 7, "no taller than its content and border")
    }

    @Test("preferred display modes pin what automatic would choose")
    func preferredDisplayModes() {
        #expect(layout(60) { $0.preferredDisplayMode = .oneBesideSecondary }.primary != nil)
        #expect(layout(60) { $0.preferredDisplayMode = .oneOverSecondary }.popover != nil)
        #expect(layout(120) { $0.preferredDisplayMode = .secondaryOnly }.primary == nil)
        #expect(layout(120) { $0.preferredDisplayMode = .oneOverSecondary }.popover != nil)
        #expect(layout(30) { $0.preferredDisplayMode = .oneBesideSecondary }.mode == .compact)
    }

    @Test("a pinned layout mode ignores the width but not the minimum size")
    func pinnedLayout() {
        #expect(layout(200) { $0.preferredLayoutMode = .portrait }.mode == .portrait)
        #expect(layout(60) { $0.preferredLayoutMode = .landscape }.mode == .landscape)
        #expect(layout(10) { $0.preferredLayoutMode = .landscape }.mode == .tooSmall)
    }

    @Test("widths chosen at run time are remembered per mode")
    func rememberedWidths() {
        var state = SplitLayoutState()
        state.landscapePrimaryWidth = 30
        state.portraitPrimaryWidth = 22
        #expect(layout(120, state: state).primaryWidth == 30)
        state.requestedDisplayMode = .oneBesideSecondary
        #expect(layout(60, state: state).primaryWidth == 22)
    }

    @Test("compact shows one column: the primary, or the secondary pushed on it")
    func compact() {
        #expect(layout(40).primary == Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(layout(40).secondary == nil)
        var state = SplitLayoutState()
        state.isSecondaryOnTop = true
        #expect(layout(40, state: state).secondary == Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(layout(40, state: state).primary == nil)
    }

    private static func drilled(wasTriple: Bool = false) -> SplitLayoutState {
        var state = SplitLayoutState()
        state.hasSupplementary = true
        state.wasTripleColumn = wasTriple
        return state
    }

    @Test("three columns when drilled down and wide enough", arguments: [
        // width, primary, supplementary, secondary (0: two columns)
        (119, 36, 0, 82), (120, 36, 30, 52), (140, 40, 35, 63), (200, 40, 40, 118), (300, 40, 40, 218),
    ])
    func tripleColumn(width: Int, primary: Int, supplementary: Int, secondary: Int) {
        let frames = layout(width, state: Self.drilled())
        #expect(frames.primary?.width == primary)
        #expect(frames.supplementary?.width ?? 0 == supplementary)
        #expect(frames.secondary?.width == secondary)
        #expect((frames.supplementaryDivider != nil) == (supplementary > 0))
        #expect(layout(width).supplementary == nil, "never without a level to spare")
    }

    @Test("three columns, leading and trailing, frame by frame")
    func tripleColumnFrames() {
        let leading = layout(120, state: Self.drilled())
        #expect(leading.primary == Rect(x: 0, y: 0, width: 36, height: 40))
        #expect(leading.divider == Rect(x: 36, y: 0, width: 1, height: 40))
        #expect(leading.supplementary == Rect(x: 37, y: 0, width: 30, height: 40))
        #expect(leading.supplementaryDivider == Rect(x: 67, y: 0, width: 1, height: 40))
        #expect(leading.secondary == Rect(x: 68, y: 0, width: 52, height: 40))
        let trailing = layout(120, configure: { $0.primaryEdge = .trailing }, state: Self.drilled())
        #expect(trailing.secondary == Rect(x: 0, y: 0, width: 52, height: 40))
        #expect(trailing.supplementaryDivider == Rect(x: 52, y: 0, width: 1, height: 40))
        #expect(trailing.supplementary == Rect(x: 53, y: 0, width: 30, height: 40))
        #expect(trailing.divider == Rect(x: 83, y: 0, width: 1, height: 40))
        #expect(trailing.primary == Rect(x: 84, y: 0, width: 36, height: 40))
    }

    @Test("narrowing: three columns hold within the band, then two, then portrait and compact")
    func tripleColumnCollapse() {
        #expect(layout(118, state: Self.drilled(wasTriple: true)).supplementary != nil)
        #expect(layout(117, state: Self.drilled(wasTriple: true)).supplementary == nil)
        #expect(layout(118, state: Self.drilled()).supplementary == nil, "widening uses the plain threshold")
        var portrait = Self.drilled(wasTriple: true)
        portrait.requestedDisplayMode = .oneBesideSecondary
        #expect(layout(70, state: portrait).supplementary == nil, "portrait never shows three columns")
        #expect(layout(40, state: Self.drilled()).supplementary == nil)
        #expect(layout(200, configure: { $0.preferredDisplayMode = .oneOverSecondary }, state: Self.drilled())
            .supplementary == nil, "nor does the popover")
        #expect(layout(200, configure: { $0.tripleColumnMinimumWidth = 250 }, state: Self.drilled()).supplementary == nil)
        var chosen = Self.drilled()
        chosen.supplementaryWidth = 25
        #expect(layout(200, state: chosen).supplementary?.width == 25, "a width chosen by dragging is kept")
    }

    @Test("every size from 1x1 to 300x100: frames inside, no overlap but the popover, widths clamped")
    func property() {
        let modes: [DisplayMode] = [.automatic, .secondaryOnly, .oneBesideSecondary, .oneOverSecondary]
        let states = [SplitLayoutState(), Self.drilled(), Self.drilled(wasTriple: true)]
        for width in 1...300 {
            for height in stride(from: 1, through: 100, by: 3) {
                let bounds = Rect(size: Size(width: width, height: height))
                for displayMode in modes {
                    for edge in PrimaryEdge.allCases {
                        var configuration = SplitConfiguration()
                        configuration.preferredDisplayMode = displayMode
                        configuration.primaryEdge = edge
                        for state in states {
                            let frames = SplitLayout.compute(bounds: bounds, configuration: configuration, state: state)
                            check(frames, in: bounds, configuration: configuration)
                        }
                    }
                }
            }
        }
    }

    private func check(_ frames: SplitLayout, in bounds: Rect, configuration: SplitConfiguration) {
        let docked = [frames.primary, frames.divider, frames.supplementary, frames.supplementaryDivider,
                      frames.secondary].compactMap { $0 }
        for frame in docked + [frames.popover].compactMap({ $0 }) {
            #expect(bounds.contains(frame), "\(frame) outside \(bounds)")
        }
        for (i, a) in docked.enumerated() {
            for b in docked[(i + 1)...] { #expect(!a.intersects(b), "\(a) overlaps \(b) at \(bounds.size)") }
        }
        if frames.mode == .landscape || frames.mode == .portrait, let primary = frames.primary {
            #expect(primary.width >= min(configuration.minimumPrimaryColumnWidth, bounds.width))
            #expect(primary.width <= configuration.maximumPrimaryColumnWidth)
            #expect((frames.secondary?.width ?? 0) >= configuration.minimumSecondaryColumnWidth)
            let supplementary = frames.supplementary.map { $0.width + 1 } ?? 0
            #expect(primary.width + 1 + supplementary + (frames.secondary?.width ?? 0) == bounds.width)
        }
        if let supplementary = frames.supplementary {
            #expect(frames.mode == .landscape && frames.popover == nil)
            #expect(bounds.width >= configuration.tripleColumnMinimumWidth - configuration.hysteresis)
            #expect(supplementary.width >= configuration.minimumSupplementaryColumnWidth)
            #expect(supplementary.width <= configuration.maximumSupplementaryColumnWidth)
            #expect(frames.supplementaryDivider != nil)
        } else {
            #expect(frames.supplementaryDivider == nil)
        }
        if let popover = frames.popover {
            #expect(popover.width < bounds.width, "the popover leaves the detail visible")
        }
        if frames.mode == .tooSmall {
            #expect(frames.primary == nil && frames.secondary == nil && frames.popover == nil)
        }
    }
}
