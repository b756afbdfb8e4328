import Foundation

/// How long the fuzz tests run, from the environment, so CI runs a bounded number of
/// events and `make fuzz` runs until stopped or until something breaks:
///
/// - `SPLITVIEW_FUZZ_SEED=N` replays only seed N (the seed a failure printed);
/// - `SPLITVIEW_FUZZ_EVENTS=N` sets the events per seed;
/// - `SPLITVIEW_FUZZ_SECONDS=S` keeps trying fresh seeds for S seconds (0: forever).
struct FuzzSettings {
    /// The seeds to run, in order; nil means fresh random seeds until time is up.
    var seeds: [UInt64]?
    /// Events sent per seed.
    var events: Int
    /// How long to keep going with fresh seeds; nil for "just the fixed seeds".
    var seconds: Double?

    /// The settings from the environment; `defaultSeeds` and `defaultEvents` are the bounded CI run.
    static func fromEnvironment(defaultSeeds: [UInt64], defaultEvents: Int) -> FuzzSettings {
        let environment = ProcessInfo.processInfo.environment
        let events = environment["SPLITVIEW_FUZZ_EVENTS"].flatMap(Int.init) ?? defaultEvents
        if let seed = environment["SPLITVIEW_FUZZ_SEED"].flatMap(UInt64.init) {
            return FuzzSettings(seeds: [seed], events: events, seconds: nil)
        }
        if let seconds = environment["SPLITVIEW_FUZZ_SECONDS"].flatMap(Double.init) {
            return FuzzSettings(seeds: nil, events: events, seconds: seconds)
        }
        return FuzzSettings(seeds: defaultSeeds, events: events, seconds: nil)
    }

    /// Calls `body` with each seed to run; stops at the first seed for which it returns false.
    func forEachSeed(_ body: (UInt64) -> Bool) {
        if let seeds {
            for seed in seeds where !body(seed) { return }
            return
        }
        let start = Date()
        var runs = 0
        while seconds == 0 || Date().timeIntervalSince(start) < (seconds ?? 0) {
            let seed = UInt64.random(in: 0...UInt64.max)
            guard body(seed) else { return }
            runs += 1
            if runs % 20 == 0 { print("fuzz: \(runs) seeds, \(runs * events) events, all invariants held") }
        }
    }
}
