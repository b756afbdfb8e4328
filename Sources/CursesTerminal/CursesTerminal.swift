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
    private var palette: StylePalette
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
        leaveok(sv_stdscr(), true)
        set_escdelay(25)
        curs_set(0)
        var colorCount = 0
        if has_colors() {
            start_color()
            use_default_colors()
            colorCount = Int(sv_colors())
        }
        self.colorCount = colorCount
        palette = StylePalette(colorCount: colorCount)
        size = Size(width: Int(sv_cols()), height: Int(sv_lines()))
        var reset = ["rmcup", "cnorm", "sgr0", "rmkx"].compactMap(CursesTerminal.capability).joined()
        if mouse {
            reset = MouseReporting.disable + reset
            MouseReporting.enable()
            needsMouseModes = true
        }
        tg_set_reset_sequence(reset, reset.utf8.count)
    }

    /// Gives the terminal back: cursor shown, attributes reset, alternate screen left,
    /// line mode and echo as before.
    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        if usesMouse { MouseReporting.setAppModes(false, descriptor: fileno(output)) }
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

    public func waitForEvents() -> [Event] {
        var events: [Event] = []
        var resized = false
        var continued = false
        while events.isEmpty && !resized && !continued {
            var fds = [pollfd(fd: fileno(input), events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, -1)
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
                resize_term(Int32(measured.height), Int32(measured.width))
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

    public func present(_ canvas: Canvas, fullRepaint: Bool) {
        if fullRepaint || lastFrame?.size != canvas.size {
            clearok(sv_curscr(), true)
            lastFrame = nil
        }
        let width = min(canvas.size.width, Int(sv_cols()))
        let height = min(canvas.size.height, Int(sv_lines()))
        var characters: [wchar_t] = []
        for y in 0..<height {
            for x in 0..<width {
                let cell = canvas[x, y]
                if cell.isContinuation { continue }
                if let lastFrame, lastFrame[x, y] == cell { continue }
                let (attributes, pair) = palette.attributes(for: cell.style)
                let columns = isUTF8 ? [cell.text] : cell.asciiText.map(String.init)
                for (offset, text) in columns.enumerated() where x + offset < width {
                    characters.removeAll(keepingCapacity: true)
                    for scalar in text.unicodeScalars { characters.append(wchar_t(bitPattern: scalar.value)) }
                    characters.append(0)
                    _ = sv_put_cell(Int32(y), Int32(x + offset), characters, attributes, pair)
                }
            }
        }
        lastFrame = canvas
        wnoutrefresh(sv_stdscr())
        doupdate()
        if needsMouseModes {
            needsMouseModes = false
            MouseReporting.setAppModes(true, descriptor: fileno(output))
        }
    }

    public func suspend() {
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

    private static func capability(_ name: String) -> String? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        return String(cString: value)
    }
}
