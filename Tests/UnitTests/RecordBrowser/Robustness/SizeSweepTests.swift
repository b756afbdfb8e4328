import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// Every width from 1 to 500 and every height from 1 to 200 (see `sizes`), in every
/// display mode and on both edges (see `configurations`), with the popover or the filter line open: the
/// invariants hold at each size, the app rotating through them all. (The random fuzz
/// covers the sizes in between.)
@MainActor
@Suite("Every size")
struct SizeSweepTests {
    /// Every width at the smallest heights, every height at the narrow widths, the widths
    /// around each threshold at a usual height, and the largest sizes.
    static let sizes: [Size] = [1, 6].flatMap { height in (1...500).map { Size(width: $0, height: height) } }
        + [1, 20, 50].flatMap { width in (1...200).map { Size(width: width, height: $0) } }
        + [15...25, 45...55, 75...85].flatMap { $0.map { Size(width: $0, height: 24) } }
        + [Size(width: 500, height: 100), Size(width: 500, height: 199), Size(width: 499, height: 200),
           Size(width: 500, height: 200)]

    /// Every display mode, each edge with a docking and a popover mode.
    nonisolated static let configurations: [(DisplayMode, PrimaryEdge)] = [
        (.automatic, .leading), (.oneBesideSecondary, .trailing), (.oneOverSecondary, .trailing), (.secondaryOnly, .leading),
    ]

    @Test("every size, display mode and edge, with the popover or the filter open", arguments: configurations)
    func everySize(displayMode: DisplayMode, edge: PrimaryEdge) throws {
        var configuration = SplitConfiguration()
        configuration.preferredDisplayMode = displayMode
        configuration.primaryEdge = edge
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 60, height: 30), configuration: configuration)
        for (index, size) in Self.sizes.enumerated() {
            let keys: [Key] = switch index % 3 {
            case 0: [.character("m")]  // the popover in portrait, hiding the master in landscape
            case 1: [.character("/"), .character("o")]
            default: [.escape, .down]
            }
            for key in keys { harness.app.handle(.key(key)) }
            harness.resize(size.width, size.height)
            let violations = AppInvariants.violations(in: harness)
            #expect(violations.isEmpty, "\(size), \(displayMode), \(edge): \(violations)")
            if !violations.isEmpty { return }
        }
    }
}
