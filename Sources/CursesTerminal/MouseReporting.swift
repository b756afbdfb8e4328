import CNcurses
import Glibc
import SplitKit

/// The mouse through ncurses. ncurses turns on the reporting its terminfo entry names
/// (xterm's SGR 1006 format where the entry has it, else the X10 one) and decodes both;
/// on top of that, button-event tracking (mode 1002) reports motion while the button is
/// held, which is what dragging the divider needs.
@MainActor
enum MouseReporting {
    /// Turns every mode off; written on every way out (also from the crash handler).
    static let disable = "\u{1b}[?1002l\u{1b}[?1006l\u{1b}[?1000l"

    /// The events the app uses: left button down and up, the wheel, motion while held.
    private static let mask = sv_BUTTON1_PRESSED | sv_BUTTON1_RELEASED | sv_BUTTON4_PRESSED | sv_BUTTON5_PRESSED
        | sv_REPORT_MOUSE_POSITION

    /// Asks ncurses for reports, without click resolution (presses and releases arrive
    /// as they happen). ncurses writes its enabling sequence with the next update.
    static func enable() {
        _ = mouseinterval(0)
        _ = mousemask(mask, nil)
    }

    /// Turns mode 1002 on or off by writing to `descriptor` at once. ncurses's own
    /// enabling (mode 1000) switches 1002 off, so turning it on must follow an update
    /// that has flushed ncurses's output: the first one, and the first after Ctrl-Z.
    static func setButtonTracking(_ on: Bool, descriptor: Int32) {
        let sequence = on ? "\u{1b}[?1002h" : "\u{1b}[?1002l"
        _ = sequence.withCString { write(descriptor, $0, strlen($0)) }
    }

    /// The report ncurses has just announced with KEY_MOUSE, or nil for buttons the app
    /// does not use.
    static func read() -> MouseEvent? {
        var report = MEVENT()
        guard getmouse(&report) == OK else { return nil }
        let location = Point(x: Int(report.x), y: Int(report.y))
        let state = report.bstate
        if state & sv_BUTTON1_PRESSED != 0 { return MouseEvent(kind: .press, location: location) }
        if state & sv_BUTTON1_RELEASED != 0 { return MouseEvent(kind: .release, location: location) }
        if state & sv_BUTTON4_PRESSED != 0 { return MouseEvent(kind: .scrollUp, location: location) }
        if state & sv_BUTTON5_PRESSED != 0 { return MouseEvent(kind: .scrollDown, location: location) }
        if state & sv_REPORT_MOUSE_POSITION != 0 { return MouseEvent(kind: .drag, location: location) }
        return nil
    }
}
