import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
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

    /// A read brings several keys at once (ssh batching a burst, a key macro, a wheel
    /// burst, a paste): the app handles them all, then draws once. State that only the
    /// draw makes valid (a scroll position clamped there) is then moved on from unclamped.
    @Test("random keys, wheel, pastes and resizes delivered several per read never trap or break an invariant")
    func severalPerRead() {
        let settings = FuzzSettings.fromEnvironment(defaultSeeds: Array(1...6), defaultEvents: 500)
        settings.forEachSeed { seed in run(seed: seed, events: settings.events, perRead: 2...8) }
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

    /// Runs `events` random steps from `seed`, delivered `perRead` at a time between
    /// draws; records an issue and returns false at the first broken invariant.
    private func run(seed: UInt64, events: Int, perRead: ClosedRange<Int> = 1...1) -> Bool {
        print("fuzz: seed \(seed), \(events) events, \(perRead) per read")
        var generator = FuzzStepGenerator(seed: seed)
        let initialSize = generator.randomSize()
        let configuration = generator.randomConfiguration()
        let (table, groupColumns) = table(for: seed)
        let harness = Harness(table: table, size: initialSize, configuration: configuration, groupColumns: groupColumns)
        var recent: [String] = ["start at \(initialSize), \(FuzzStep.configure(configuration))"]
        var index = 0
        while index < events {
            // One at a time draws nothing from the generator, so earlier seeds replay as they did.
            let count = perRead.count == 1 ? perRead.lowerBound : Int.random(in: perRead, using: &generator.random)
            let steps = (0..<count).map { _ in generator.next(size: harness.terminal.size) }
            for step in steps {
                recent.append("\(index): \(step)\(count > 1 ? " (in a read of \(count))" : "")")
                if recent.count > 12 { recent.removeFirst() }
                index += 1
            }
            apply(steps, to: harness)
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

    /// Delivers the events of `steps` as one read, as the event loop does (handled in
    /// order, then one draw); a configuration changes at once.
    private func apply(_ steps: [FuzzStep], to harness: Harness) {
        for step in steps {
            switch step {
            case .event(let event): harness.terminal.enqueue(event)
            case .input(_, let events): for event in events { harness.terminal.enqueue(event) }
            case .configure(let configuration): harness.split.configuration = configuration
            }
        }
        for event in harness.terminal.waitForEvents() where event != .terminate { harness.app.handle(event) }
        settleFilter(harness)
        harness.app.render()
    }

    /// Lets a background filter finish, as the event loop would when woken, so a seed
    /// replays exactly.
    private func settleFilter(_ harness: Harness) {
        func searching() -> Bool {
            AppInvariants.masterLists(of: harness.browser).contains { ($0 as? RecordListViewController)?.isFilterComplete == false }
        }
        while searching() && harness.app.mailbox.wait(timeout: 10) {
            harness.app.handle(.posted)
        }
        harness.app.handle(.posted)
    }
}
