import Foundation
import Testing
@testable import SplitKit

/// Long random event sequences through the same controller tree and layout as the
/// binary, checking every invariant after every event. CI runs a few seeds; `make fuzz`
/// runs fresh seeds until stopped (see `FuzzSettings`). A failure names its seed and the
/// last events; `SPLITVIEW_FUZZ_SEED=<seed> swift test --filter AppFuzzTests` replays it.
@MainActor
@Suite("Fuzzing the app")
struct AppFuzzTests {
    @Test("random keys, text, mouse, resizes and configurations never break an invariant")
    func randomUse() {
        let settings = FuzzSettings.fromEnvironment(defaultSeeds: Array(1...6), defaultEvents: 500)
        settings.forEachSeed { seed in run(seed: seed, events: settings.events) }
    }

    /// The tables a run may use: the sample (flat, and drilled down by block), empty,
    /// one row, many rows, hostile text.
    private func table(for seed: UInt64) -> (Table, groupColumns: [Int]) {
        let elements = (try? Fixtures.elements()) ?? Fixtures.rows(118)
        switch seed % 6 {
        case 0: return (elements, [])
        case 1: return (Fixtures.rows(0), [])
        case 2: return (Fixtures.rows(1), [])
        case 3: return (Fixtures.rows(5_000), [])
        case 4: return (elements, [(try? elements.column(named: "block")) ?? 0])
        default: return (Fixtures.hostile(), [])
        }
    }

    /// Runs `events` random steps from `seed`; records an issue and returns false at the
    /// first broken invariant.
    private func run(seed: UInt64, events: Int) -> Bool {
        print("fuzz: seed \(seed), \(events) events")
        var generator = FuzzStepGenerator(seed: seed)
        let initialSize = generator.randomSize()
        let configuration = generator.randomConfiguration()
        let (table, groupColumns) = table(for: seed)
        let harness = Harness(table: table, size: initialSize, configuration: configuration, groupColumns: groupColumns)
        var recent: [String] = ["start at \(initialSize), \(FuzzStep.configure(configuration))"]
        for index in 0..<events {
            let step = generator.next(size: harness.terminal.size)
            recent.append("\(index): \(step)")
            if recent.count > 12 { recent.removeFirst() }
            apply(step, to: harness)
            let violations = AppInvariants.violations(in: harness)
            if !violations.isEmpty {
                Issue.record("""
                    seed \(seed), event \(index): \(violations.joined(separator: "; "))
                    replay: SPLITVIEW_FUZZ_SEED=\(seed) SPLITVIEW_FUZZ_EVENTS=\(events) swift test --filter AppFuzzTests
                    now: \(harness.terminal.size), \(FuzzStep.configure(harness.split.configuration)),
                    layout \(harness.split.currentLayout.map { "\($0)" } ?? "none")
                    last steps:
                    \(recent.joined(separator: "\n"))
                    """)
                return false
            }
        }
        return true
    }

    private func apply(_ step: FuzzStep, to harness: Harness) {
        switch step {
        case .event(.resize(let size)):
            harness.resize(size.width, size.height)
        case .event(let event):
            harness.app.handle(event)
        case .input(_, let events):
            for event in events { harness.app.handle(event) }
        case .configure(let configuration):
            harness.split.configuration = configuration
        }
        settleFilter(harness)
        harness.app.render()
    }

    /// Lets a background filter finish, as the event loop would when woken, so a seed
    /// replays exactly.
    private func settleFilter(_ harness: Harness) {
        let deadline = Date().addingTimeInterval(10)
        func searching() -> Bool {
            AppInvariants.masterLists(of: harness.browser).contains { ($0 as? RecordListViewController)?.isFilterComplete == false }
        }
        while searching() && Date() < deadline {
            usleep(100)
            harness.app.handle(.dataChanged)
        }
        harness.app.handle(.dataChanged)
    }
}
