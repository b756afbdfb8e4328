import CNcurses
import Glibc

/// Mouse reporting on the terminal. ncurses is asked for the mouse so that it turns
/// reporting off whenever it leaves the screen (also on a Ctrl-Z sent from outside) and
/// on again when it comes back; but the reports themselves are decoded by SplitKit's
/// `InputDecoder`, like every key (ncurses is not asked for input, and its 6.4 dropped a
/// press that arrived together with the next report: a quick click, or a press and the
/// first motion of a drag). On top of its enabling come the modes the app relies on:
/// button-event tracking (1002, motion while a button is held, for dragging the
/// divider) and the SGR format (1006, any column, releases per button).
@MainActor
enum MouseReporting {
    /// Turns every mode off; written on every way out (also from the crash handler).
    static let disable = "\u{1b}[?1002l\u{1b}[?1006l\u{1b}[?1000l"

    /// Asks ncurses for the mouse, which it turns on at once.
    static func enable() {
        _ = mousemask(sv_BUTTON1_PRESSED | sv_BUTTON1_RELEASED | sv_BUTTON4_PRESSED | sv_BUTTON5_PRESSED
                      | sv_REPORT_MOUSE_POSITION, nil)
    }

    /// Turns modes 1002 and 1006 on or off by writing to `descriptor` at once. ncurses's
    /// own enabling (mode 1000) switches 1002 off, so turning it on must follow an
    /// update that flushed ncurses's output: the first one, and the first after Ctrl-Z.
    static func setAppModes(_ on: Bool, descriptor: Int32) {
        let sequence = on ? "\u{1b}[?1002h\u{1b}[?1006h" : "\u{1b}[?1002l\u{1b}[?1006l"
        _ = sequence.withCString { write(descriptor, $0, strlen($0)) }
    }
}
