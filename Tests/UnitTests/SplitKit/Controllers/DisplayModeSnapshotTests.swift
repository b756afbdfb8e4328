import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// Frame snapshots of every display mode at landscape, portrait and compact sizes, on
/// both edges, plus the help overlay; where a style is the point (the popover's dimming,
/// the focus mark), the snapshot carries the style grid too (see `StyleMap`).
@MainActor
@Suite("Frame snapshots: display modes, edges, help")
struct DisplayModeSnapshotTests {
    private static let modes: [(DisplayMode, String)] = [
        (.automatic, "auto"), (.oneBesideSecondary, "beside"), (.oneOverSecondary, "over"), (.secondaryOnly, "detail-only"),
    ]

    private func harness(_ width: Int, _ height: Int, mode: DisplayMode = .automatic, edge: PrimaryEdge = .leading)
        throws -> Harness {
        var configuration = SplitConfiguration()
        configuration.preferredDisplayMode = mode
        configuration.primaryEdge = edge
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: width, height: height),
                              configuration: configuration)
        harness.press(.down, .down)
        return harness
    }

    @Test("each display mode at landscape (100x24) and portrait (60x24), on both edges", arguments: PrimaryEdge.allCases)
    func displayModes(edge: PrimaryEdge) throws {
        for (mode, name) in Self.modes {
            for (layout, width) in [("landscape", 100), ("portrait", 60)] {
                let harness = try harness(width, 24, mode: mode, edge: edge)
                let snapshot = "mode-\(name)-\(layout)-\(edge.rawValue)"
                if mode == .oneOverSecondary {
                    assertSnapshot(StyleMap.render(harness.terminal.screen), named: snapshot)
                } else {
                    assertSnapshot(harness.screen, named: snapshot)
                }
            }
        }
    }

    @Test("compact (40x24) is the same stack in every display mode and on either edge")
    func compact() throws {
        let reference = try harness(40, 24)
        assertSnapshot(reference.screen, named: "mode-compact-40x24")
        for (mode, _) in Self.modes {
            for edge in PrimaryEdge.allCases {
                #expect(try harness(40, 24, mode: mode, edge: edge).screen == reference.screen, "\(mode) \(edge)")
            }
        }
        reference.press(.enter)
        assertSnapshot(reference.screen, named: "mode-compact-detail-40x24")
    }

    @Test("the focus mark, with styles: the list focused, then the detail")
    func focus() throws {
        let harness = try harness(100, 12)
        assertSnapshot(StyleMap.render(harness.terminal.screen), named: "focus-list-100x12")
        harness.press(.tab)
        assertSnapshot(StyleMap.render(harness.terminal.screen), named: "focus-detail-100x12")
    }

    @Test("the help overlay, whole (100x64) and scrolled in a short terminal (80x16)")
    func help() throws {
        let tall = try harness(100, 64)
        tall.press(.character("?"))
        assertSnapshot(StyleMap.render(tall.terminal.screen), named: "help-100x64")
        let short = try harness(80, 16)
        short.press(.character("?"), .pageDown)
        assertSnapshot(short.screen, named: "help-scrolled-80x16")
    }
}
