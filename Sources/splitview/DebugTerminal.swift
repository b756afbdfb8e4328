import SplitKitCurses
#if canImport(Glibc)
import Glibc
#endif
import RecordBrowser
import RecordTables
import SplitKit

#if DEBUG
/// Hidden switches for tests and debugging, read from the environment. They are not
/// options (nobody needs them to use splitview), exist in debug builds only (the ones the
/// tests run), and are documented in docs/usage.md:
///
/// - `SPLITVIEW_DEBUG_CRASH=trap|segv|bus|abort` crashes on purpose right after the first
///   frame (a Swift runtime trap, an invalid memory access, a raised SIGBUS, abort()), to
///   prove the crash handler gives the terminal back;
/// - `SPLITVIEW_DEBUG_STATS=PATH` writes counts at exit (frames written, resize
///   events, SIGWINCH signals received), to prove resizes are coalesced.
struct DebugSwitches {
    /// The crash asked for, if any.
    var crash: String?
    /// Where to write the counts, if anywhere.
    var statsPath: String?

    /// The switches set in `environment` (the process's, read once at start).
    static func from(_ environment: [String: String]) -> DebugSwitches {
        DebugSwitches(crash: environment["SPLITVIEW_DEBUG_CRASH"], statsPath: environment["SPLITVIEW_DEBUG_STATS"])
    }

    /// Whether any switch is set (otherwise the app talks to the terminal directly).
    var isActive: Bool { crash != nil || statsPath != nil }
}

/// The ncurses terminal with the debugging switches applied: counts what the loop asks
/// of it, and crashes on purpose after the first frame when told to.
@MainActor
final class DebugTerminal: Terminal {
    private let terminal: CursesTerminal
    private let switches: DebugSwitches
    private var frames = 0
    private var resizeEvents = 0

    init(_ terminal: CursesTerminal, switches: DebugSwitches) {
        self.terminal = terminal
        self.switches = switches
    }

    var size: Size { terminal.size }

    var capabilities: TerminalCapabilities { terminal.capabilities }

    func waitForEvents() -> [Event] {
        let events = terminal.waitForEvents()
        resizeEvents += events.filter { if case .resize = $0 { return true } else { return false } }.count
        return events
    }

    func write(_ bytes: [UInt8]) {
        terminal.write(bytes)
        frames += 1
        if frames == 1, let crash = switches.crash { Self.crash(crash, size: terminal.size) }
    }

    func suspend() { terminal.suspend() }

    func makeWaker() -> @Sendable () -> Void { terminal.makeWaker() }

    /// Writes the counts to the stats file, if one was asked for.
    func writeStats() {
        guard let path = switches.statsPath else { return }
        let stats = "frames=\(frames)\nresizeEvents=\(resizeEvents)\n"
            + "resizeSignals=\(terminal.resizeSignalCount)\n"
        _ = try? AtomicFile.replace(path, expecting: .anything) { (sink: inout FileSink) throws(SaveError) in try sink.append(stats) }
    }

    /// Crashes the way `kind` names, as a real bug would.
    private static func crash(_ kind: String, size: Size) {
        switch kind {
        case "segv":
            UnsafeMutablePointer<Int>(bitPattern: 16)?.pointee = size.width
        case "bus":
            raise(SIGBUS)
        case "abort":
            abort()
        default:
            let none: [Int] = []
            _ = none[size.width]
        }
    }
}
#endif
