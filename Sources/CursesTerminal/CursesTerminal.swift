import CNcurses
import CTerminalGuard
import CWidth
import Glibc
import SplitKit

/// The terminal through ncurses: the only code that talks to it. It reads keys from the
/// terminal even when data comes on stdin (from /dev/tty, as less and fzf do), writes
/// only the cells that changed since the last frame, coalesces resizes, reports the
/// mouse (see `MouseReporting`), and gives the terminal back as it found it on every way
/// out.
@MainActor
public final class CursesTerminal: Terminal {
    public private(set) var size: Size
    /// The signal that ended the session (SIGTERM, SIGHUP…), if one did; the caller dies
    /// of it after `stop()` so the parent sees the usual status.
    public private(set) var terminatingSignal: Int32?
    /// Colours the terminal has: 0 (monochrome), 8, 16, 256… Choose a theme to match.
    public let colorCount: Int
    /// Whether the locale is UTF-8. When it is not, ncurses cannot print anything but
    /// ASCII, so cells are written through `Cell.asciiText` (`?` for what cannot be shown).
    public let isUTF8: Bool
    /// The lines this terminal draws borders and dividers with: Unicode box drawing in a
    /// UTF-8 locale, ASCII where the locale is not UTF-8 or the terminal type is one that
    /// cannot draw them (TERM=vt100 and its family, the Linux console, dumb).
    public let boxLines: BoxLines

    private let screen: OpaquePointer
    private let input: UnsafeMutablePointer<FILE>
    private let output: UnsafeMutablePointer<FILE>
    private let opensTTY: Bool
    private let wakePipe: (read: Int32, write: Int32)
    private var lastFrame: Canvas?
    private var writer: ScreenWriter
    /// The bytes of the frame being written, kept to reuse the storage.
    private var frameBytes: [UInt8] = []
    private var isStopped = false
    private let usesMouse: Bool
    /// Set when the app's mouse modes must be turned on after the next update (see `MouseReporting`).
    private var needsMouseModes = false
    /// Assembles Alt chords and mouse reports from the keys ncurses decodes.
    private var parser = InputParser()

    /// Takes over the terminal, taking mouse reports unless `mouse` is false. Throws when
    /// there is none or TERM is unknown.
    public init(mouse: Bool = true) throws(TerminalError) {
        usesMouse = mouse
        tg_unblock_all_signals()
        setlocale(LC_ALL, "")
        isUTF8 = splitkit_locale_is_utf8() != 0
        let type = getenv("TERM").map { String(cString: $0) } ?? ""
        boxLines = isUTF8 && !CursesTerminal.cannotDrawLines(type) ? .unicode : .ascii
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw TerminalError(description: "cannot create a pipe") }
        for descriptor in fds {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(descriptor, F_SETFL, O_NONBLOCK)
        }
        wakePipe = (fds[0], fds[1])
        opensTTY = isatty(STDIN_FILENO) == 0 || isatty(STDOUT_FILENO) == 0
        if opensTTY {
            guard let tty = fopen("/dev/tty", "r+e") else {
                throw TerminalError(description: "no terminal to draw on (/dev/tty cannot be opened)")
            }
            input = tty
            output = tty
        } else {
            input = sv_stdin()
            output = sv_stdout()
        }
        guard tg_save_terminal(fileno(output)) == 0 else { throw TerminalError(description: "output is not a terminal") }
        guard tg_install_handlers(wakePipe.write) == 0 else { throw TerminalError(description: "cannot install signal handlers") }
        guard let screen = newterm(nil, output, input) else {
            let name = getenv("TERM").map { String(cString: $0) } ?? "(unset)"
            throw TerminalError(description: "unknown terminal type TERM=\(name)")
        }
        self.screen = screen
        raw()
        noecho()
        nonl()
        keypad(sv_stdscr(), true)
        nodelay(sv_stdscr(), true)
        set_escdelay(25)
        curs_set(0)
        colorCount = max(0, Int(tigetnum("colors")))
        writer = ScreenWriter(capabilities: try TerminfoCapabilities.load())
        CursesTerminal.settle()
        size = Size(width: Int(sv_cols()), height: Int(sv_lines()))
        var reset = ["rmcup", "cnorm", "sgr0", "rmkx"].compactMap(TerminfoCapabilities.sequence).flatMap { $0 }
        if mouse {
            reset = Array(MouseReporting.disable.utf8) + reset
            MouseReporting.enable()
            needsMouseModes = true
        }
        reset.withUnsafeBytes { tg_set_reset_sequence($0.baseAddress?.assumingMemoryBound(to: CChar.self), reset.count) }
    }

    /// Gives the terminal back: cursor shown, attributes reset, alternate screen left,
    /// line mode and echo as before.
    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        if usesMouse { MouseReporting.setAppModes(false, descriptor: fileno(output)) }
        syncCursesSize()
        curs_set(1)
        endwin()
        delscreen(screen)
        tg_restore_terminal()
        if opensTTY { fclose(input) }
        close(wakePipe.read)
        close(wakePipe.write)
    }

    /// After `stop()`: ends the process of the signal that terminated the session, if
    /// one did, so the parent sees the status it expects; otherwise returns.
    public func reraiseTerminatingSignal() {
        if let terminatingSignal { tg_die_of(terminatingSignal) }
    }

    /// How long a resize waits for another before the frame is drawn: shorter than a
    /// display refresh, longer than the gap between the signals of one burst.
    private static let resizeBurstMilliseconds: Int32 = 5

    public func waitForEvents() -> [Event] {
        var events: [Event] = []
        var resized = false
        var continued = false
        while events.isEmpty && !continued {
            var fds = [pollfd(fd: fileno(input), events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0)]
            // After a resize, wait a moment for the rest of its burst (a window being
            // dragged sends many), so the burst costs one layout and one repaint.
            let ready = poll(&fds, 2, resized ? CursesTerminal.resizeBurstMilliseconds : -1)
            if ready == 0 { break }
            if ready < 0 { continue }
            if fds[1].revents != 0 {
                for byte in drainWakePipe() {
                    switch byte {
                    case UInt8(ascii: "W"): resized = true
                    case UInt8(ascii: "C"): continued = true
                    case UInt8(ascii: "D"): events.append(.dataChanged)
                    default:
                        terminatingSignal = Int32(byte)
                        return [.terminate]
                    }
                }
            }
            let inputEvents = fds[0].revents
            if inputEvents & Int16(POLLIN) != 0 {
                guard let read = readInput() else {
                    if bytesWaiting() == 0 { return [.terminate] }
                    continue
                }
                events += read
            } else if inputEvents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                return [.terminate]
            }
        }
        if resized || continued {
            let measured = measure()
            if measured != size {
                size = measured
                events.insert(.resize(measured), at: 0)
            }
            if continued {
                if usesMouse {
                    MouseReporting.leaveDecodingToApp()
                    needsMouseModes = true
                }
                events.insert(.redraw, at: 0)
            }
        }
        return events
    }

    /// Writes what changed since the last frame (everything after a resize, Ctrl-L or a
    /// suspend) as one `write`. ncurses keeps the terminal's modes, keys and colours; the
    /// cells are written by `ScreenWriter`, which already knows exactly which changed:
    /// ncurses' `doupdate` would compare the whole screen again and interpret terminfo
    /// for every cursor movement, three quarters of the cost of a keystroke.
    public func present(_ canvas: Canvas, fullRepaint: Bool) {
        if fullRepaint { lastFrame = nil }
        var bytes = frameBytes
        frameBytes = []  // so `bytes` is the only reference and grows in place
        bytes.removeAll(keepingCapacity: true)
        writer.write(canvas, since: lastFrame, within: size, into: &bytes)
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = write(fileno(output), base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno != EINTR && errno != EAGAIN {
                    break
                }
            }
        }
        frameBytes = bytes
        lastFrame = canvas
        if needsMouseModes {
            needsMouseModes = false
            MouseReporting.setAppModes(true, descriptor: fileno(output))
        }
    }

    /// Marks ncurses' own (empty) screen as up to date, so that reading keys never makes
    /// it refresh and paint over a frame: `ScreenWriter` writes the cells, ncurses only
    /// the terminal's modes.
    private static func settle() {
        untouchwin(sv_stdscr())
    }

    /// Tells ncurses the terminal's size before it draws anything of its own (leaving
    /// for a suspend, or at the end). Resizing its windows costs more than the rest of a
    /// rotation, and nothing else needs them, so it is not done on every resize.
    private func syncCursesSize() {
        guard Int(sv_cols()) != size.width || Int(sv_lines()) != size.height else { return }
        resize_term(Int32(size.height), Int32(size.width))
        CursesTerminal.settle()
    }

    public func suspend() {
        syncCursesSize()
        // ncurses's own SIGTSTP handler leaves and re-enters the screen; SIGCONT then
        // wakes the loop for a full repaint at whatever size the terminal has now (and
        // turns the mouse modes that ncurses does not know about back on).
        if usesMouse { MouseReporting.setAppModes(false, descriptor: fileno(output)) }
        kill(getpid(), SIGTSTP)
    }

    public func makeWaker() -> @Sendable () -> Void {
        let descriptor = wakePipe.write
        return {
            var byte = UInt8(ascii: "D")
            _ = write(descriptor, &byte, 1)
        }
    }

    // MARK: - Private

    /// The events in what the terminal sent, or nil when nothing could be read.
    private func readInput() -> [Event]? {
        var keys: [Key] = []
        var readAnything = false
        while true {
            var value: wint_t = 0
            let result = wget_wch(sv_stdscr(), &value)
            if result == ERR { break }
            readAnything = true
            if result == sv_KEY_CODE_YES {
                if Int32(value) == sv_KEY_RESIZE { continue }
                if Int32(value) == sv_KEY_MOUSE {
                    // Only from a mouse ncurses reads itself (gpm); reports are parsed from keys.
                    var ignored = MEVENT()
                    _ = getmouse(&ignored)
                    continue
                }
                keys.append(KeyDecoder.key(forCode: Int32(value)))
            } else {
                keys.append(KeyDecoder.key(forCharacter: UInt32(value)))
            }
        }
        return readAnything ? parser.events(for: keys) : nil
    }

    private func bytesWaiting() -> Int32 {
        var count: Int32 = 0
        return ioctl(fileno(input), UInt(FIONREAD), &count) == 0 ? count : 0
    }

    private func drainWakePipe() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = read(wakePipe.read, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }

    private func measure() -> Size {
        var window = winsize()
        guard ioctl(fileno(output), UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return size
        }
        return Size(width: Int(window.ws_col), height: Int(window.ws_row))
    }

    /// Terminal types whose terminals have no Unicode line drawing.
    private static func cannotDrawLines(_ type: String) -> Bool {
        type.hasPrefix("vt") || type == "linux" || type.hasPrefix("linux-") || type == "dumb"
    }
}
