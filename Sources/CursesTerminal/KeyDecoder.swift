import CNcurses
import SplitKit

/// Turns the function-key codes `wget_wch` returns into keys; characters, and the
/// sequences ncurses does not know (Alt chords, mouse reports, pastes…), go through
/// SplitKit's `InputDecoder`. Anything unknown becomes `.unknown` rather than leaking
/// part of a sequence as typed text.
enum KeyDecoder {
    /// The key for a function-key code from `wget_wch` (KEY_CODE_YES).
    static func key(forCode code: Int32) -> Key {
        switch code {
        case sv_KEY_UP: return .up
        case sv_KEY_DOWN: return .down
        case sv_KEY_LEFT: return .left
        case sv_KEY_RIGHT: return .right
        case sv_KEY_HOME: return .home
        case sv_KEY_END: return .end
        case sv_KEY_PPAGE: return .pageUp
        case sv_KEY_NPAGE: return .pageDown
        case sv_KEY_BACKSPACE: return .backspace
        case sv_KEY_DC: return .delete
        case sv_KEY_IC: return .insert
        case sv_KEY_ENTER: return .enter
        case sv_KEY_BTAB: return .backTab
        case sv_KEY_F0 + 1 ... sv_KEY_F0 + 12: return .function(Int(code - sv_KEY_F0))
        default: return extendedKey(named: code)
        }
    }

    /// Ctrl-PgUp / Ctrl-PgDn arrive as extended key codes whose names ncurses knows.
    private static func extendedKey(named code: Int32) -> Key {
        guard let name = keyname(code).map({ String(cString: $0) }) else { return .unknown }
        switch name {
        case "kPRV5": return .controlPageUp
        case "kNXT5": return .controlPageDown
        default: return .unknown
        }
    }
}
