import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// What the fuzzer found, kept as plain tests (each also replays with its seed).
@MainActor
@Suite("Fuzzer findings")
struct FuzzFindingsTests {
    /// Seed 7988510860545227682: a popover asked for under a display mode pinned to
    /// "over" stayed open in landscape after the pin was lifted.
    @Test("a new preferred display mode takes effect over an earlier request")
    func newPreferenceWins() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 30))
        harness.press(.character("m"))
        #expect(harness.split.displayMode == .secondaryOnly, "m hides the master in landscape")
        harness.split.configuration.preferredDisplayMode = .oneBesideSecondary
        harness.app.render()
        #expect(harness.split.displayMode == .oneBesideSecondary)
        #expect(AppInvariants.violations(in: harness).isEmpty)
    }
}
