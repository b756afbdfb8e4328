import CNcurses
import Glibc
import SplitKit

/// The terminal type TERM names, checked before the terminal is touched: one with a
/// terminfo entry, a screen and cursor addressing. Everything the terminal is set up
/// with is read from the entry here, so nothing can fail once its modes have changed.
struct TerminalType {
    /// How `ScreenWriter` draws on it.
    let capabilities: TerminalCapabilities
    /// Colours it has: 0 (monochrome), 8, 16, 256…
    let colorCount: Int
    /// Turns bracketed paste on and off (terminfo BE / BD), empty when it has none.
    let pasteOn: [UInt8]
    let pasteOff: [UInt8]
    /// Gives the screen back as it was: paste off, alternate screen left, cursor shown,
    /// attributes reset, keypad mode left.
    let reset: [UInt8]

    /// Loads TERM's entry for the terminal on `descriptor`; throws a message naming what
    /// is wrong with it.
    init(descriptor: Int32) throws(TerminalError) {
        guard let name = getenv("TERM").map({ String(cString: $0) }), !name.isEmpty else {
            throw TerminalError(description: "TERM is not set: the terminal's type is needed (say TERM=xterm-256color)")
        }
        switch sv_load_terminal_type(name, descriptor) {
        case 1: break
        case -1: throw TerminalError(description: "no terminfo database to look up TERM=\(name) in")
        case 2: throw TerminalError(description: "TERM=\(name) is a hardcopy terminal: a screen is needed")
        default: throw TerminalError(description: "unknown terminal type TERM=\(name) (no terminfo entry ncurses can use)")
        }
        defer { sv_forget_terminal_type() }
        capabilities = try TerminfoCapabilities.load()
        colorCount = max(0, Int(tigetnum("colors")))
        pasteOn = TerminfoCapabilities.sequence("BE") ?? []
        pasteOff = TerminfoCapabilities.sequence("BD") ?? []
        reset = pasteOff + ["rmcup", "cnorm", "sgr0", "rmkx"].compactMap(TerminfoCapabilities.sequence).flatMap { $0 }
    }
}
