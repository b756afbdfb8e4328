import CNcurses
import CTerminalGuard
import CWidth
import Glibc
import SplitKit

/// The terminal through ncurses: the only code that talks to it. It reads keys from the
/// terminal even when data comes on stdin (from /dev/tty, as less and fzf do), gives the
/// application's screen writer terminfo's sequences and writes each frame's bytes in one
/// `write`, coalesces resizes, reports the mouse (see `MouseReporting`) and bracketed
/// pastes, notices when the terminal goes away, and gives the terminal back as it found
/// it on every way out, Ctrl-Z included.
@MainActor
public final class CursesTerminal: Terminal {
    /// The terminal's size, measured again after every resize.
    public internal(set) var size: Size
    /// The signal that ended the session (SIGTERM, SIGHUP…), if one did; the caller dies
    /// of it after `stop()` so the parent sees the usual status.
    public internal(set) var terminatingSignal: Int32?
    /// Whether the terminal went away (hangup, end of input, a read error): the session
    /// ended without anyone to see it, so unsaved work should be kept for the next start.
    public internal(set) var isLost = false
    /// SIGWINCH signals received so far (for the resize-storm check: many signals, few frames).
    public internal(set) var resizeSignalCount = 0
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
    let input: UnsafeMutablePointer<FILE>
    let output: UnsafeMutablePointer<FILE>
    /// `input`'s and `output`'s descriptors.
    let inputDescriptor: Int32
    let outputDescriptor: Int32
    private let opensTTY: Bool
    let wakePipe: (read: Int32, write: Int32)
    /// Readable when a resize signal is pending (see `tg_open_resize_signal`).
    let resizeSignal: Int32
    /// The sequences of the terminal's terminfo entry, for the application's screen writer.
    public let capabilities: TerminalCapabilities
    private var isStopped = false
    let usesMouse: Bool
    /// Set when the app's mouse modes must be turned on after the next update (see `MouseReporting`).
    var needsMouseModes = false
    /// Turns what the terminal sends into keys, mouse events and pastes. ncurses sets the
    /// terminal up but is not asked for keys: it read them a byte at a time, with a poll
    /// and a read for every byte of a key.
    var decoder = InputDecoder()
    /// Turns bytes into characters where the locale is not UTF-8.
    var localeCharacters = LocaleCharacters()
    /// What the loop waits for: the terminal, the wake pipe and resize signals, in that
    /// order, in one epoll set (see `tg_open_event_set`).
    let eventSet: Int32
    /// Wake-up bytes read early (while resuming from a suspension), handled next.
    var pendingWake: [UInt8] = []
    /// Turns bracketed paste on and off (terminfo BE / BD), empty when the terminal has none.
    private let pasteOn: [UInt8]
    private let pasteOff: [UInt8]

    /// Takes over the terminal, taking mouse reports unless `mouse` is false. Throws when
    /// there is none or ncurses cannot drive it (TERM unset, unknown, dumb): that is found
    /// out before its modes change, and a failure after gives them back.
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
        inputDescriptor = fileno(input)
        outputDescriptor = fileno(output)
        guard tg_save_terminal(outputDescriptor) == 0 else { throw TerminalError(description: "output is not a terminal") }
        let terminalType = try TerminalType(descriptor: outputDescriptor)
        resizeSignal = tg_open_resize_signal()
        guard resizeSignal >= 0 else { throw TerminalError(description: "cannot watch for resizes (SIGWINCH)") }
        let watched = [inputDescriptor, wakePipe.read, resizeSignal]
        eventSet = tg_open_event_set(watched, Int32(watched.count))
        guard eventSet >= 0 else { throw TerminalError(description: "cannot wait for the terminal (epoll)") }
        // Everything that can fail has been checked: from here the terminal changes, and
        // the handlers give it back on every signal.
        let reset = (mouse ? Array(MouseReporting.disable.utf8) : []) + terminalType.reset
        reset.withUnsafeBytes { tg_set_reset_sequence($0.baseAddress?.assumingMemoryBound(to: CChar.self), reset.count) }
        let program = CommandLine.arguments.first?.split(separator: "/").last.map(String.init) ?? "app"
        tg_set_program_name(VisibleText.of(program))
        guard tg_install_handlers(wakePipe.write) == 0 else { throw TerminalError(description: "cannot install signal handlers") }
        guard let screen = newterm(nil, output, input) else {
            tg_restore_terminal()
            throw TerminalError(description: "ncurses cannot set up TERM=\(type)")
        }
        self.screen = screen
        raw()
        noecho()
        nonl()
        CursesTerminal.stopOutputProcessing(outputDescriptor)
        // No keypad(): ncurses would send smkx, but the decoder reads cursor keys in either
        // mode, so the terminal stays in the one it is in (and keypad digits stay digits).
        curs_set(0)
        colorCount = terminalType.colorCount
        capabilities = terminalType.capabilities
        CursesTerminal.settle()
        size = Size(width: Int(sv_cols()), height: Int(sv_lines()))
        pasteOn = terminalType.pasteOn
        pasteOff = terminalType.pasteOff
        if mouse {
            MouseReporting.enable()
            needsMouseModes = true
        }
        writeToTerminal(pasteOn)
    }

    /// Turns the terminal's output processing off (OPOST), as ncurses's own modes leave
    /// it on: then the kernel copies a frame to the terminal as it is, rather than looking
    /// at each byte for a newline or a tab to translate. Nothing written needs it: `nonl`
    /// has turned off the one translation ncurses would count on, and no frame holds a
    /// tab. ncurses is told, so that it puts the same modes back after a suspension.
    private static func stopOutputProcessing(_ descriptor: Int32) {
        var modes = termios()
        guard tcgetattr(descriptor, &modes) == 0 else { return }
        modes.c_oflag &= ~tcflag_t(OPOST)
        guard tcsetattr(descriptor, TCSADRAIN, &modes) == 0 else { return }
        def_prog_mode()
    }

    /// Gives the terminal back: cursor shown, attributes reset, alternate screen left,
    /// line mode and echo as before.
    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        if usesMouse { MouseReporting.setAppModes(false, descriptor: outputDescriptor) }
        writeToTerminal(pasteOff)
        syncCursesSize()
        curs_set(1)
        endwin()
        delscreen(screen)
        tg_restore_terminal()
        if opensTTY { fclose(input) }
        close(wakePipe.read)
        close(wakePipe.write)
        tg_close_resize_signal(resizeSignal)
        close(eventSet)
    }

    /// After `stop()`: ends the process of the signal that terminated the session, if
    /// one did, so the parent sees the status it expects; otherwise returns.
    public func reraiseTerminatingSignal() {
        if let terminatingSignal { tg_die_of(terminatingSignal) }
    }

    /// Waits for keys, mouse reports, resizes and wake-ups, and returns what came.
    public func waitForEvents() -> [Event] { nextEvents() }

    /// Writes a frame's bytes as one `write` (none when there are none). ncurses keeps the
    /// terminal's modes, keys and colours; the cells are written by the application's
    /// `ScreenWriter`, which compares only the cells drawn since the last frame: ncurses'
    /// `doupdate` would compare the whole screen again and interpret terminfo for every
    /// cursor movement.
    public func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = Glibc.write(outputDescriptor, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno != EINTR && errno != EAGAIN {
                    break
                }
            }
        }
        if needsMouseModes {
            // After the update that re-enabled ncurses's reporting (the first, or the first
            // after a suspension).
            needsMouseModes = false
            MouseReporting.setAppModes(true, descriptor: outputDescriptor)
        }
    }

    /// Marks ncurses' own (empty) screen as up to date, so that reading keys never makes
    /// it refresh and paint over a frame: `ScreenWriter` writes the cells, ncurses only
    /// the terminal's modes.
    private static func settle() {
        untouchwin(sv_stdscr())
    }

    /// Tells ncurses the terminal's size before it draws anything of its own (leaving
    /// for a suspend, or at the end): nothing else uses its windows, so they are not
    /// resized on every resize.
    private func syncCursesSize() {
        guard Int(sv_cols()) != size.width || Int(sv_lines()) != size.height else { return }
        resize_term(Int32(size.height), Int32(size.width))
        CursesTerminal.settle()
    }

    /// Gives the terminal back to the shell and stops (Ctrl-Z, or SIGTSTP from outside);
    /// returns once continued (`fg`), back in the alternate screen at the size the
    /// terminal has now (the application writes the next frame whole). Does nothing when no shell
    /// could resume the process (it leads its own session, as a program run directly in
    /// a tmux pane does), since it would never be continued.
    public func suspend() {
        guard getsid(0) != getpid() else { return }
        syncCursesSize()
        if usesMouse { MouseReporting.setAppModes(false, descriptor: outputDescriptor) }
        writeToTerminal(pasteOff)
        endwin()
        tg_stop_process()
        // Continued. SIGCONT has left a byte in the wake pipe, and SIGWINCH, if the size
        // changed meanwhile, is pending; this resumption handles both, so keep only the rest.
        pendingWake += drainWakePipe().filter { $0 != UInt8(ascii: "C") }
        _ = tg_take_resize_signals(resizeSignal)
        // ncurses's first update after endwin puts the terminal back in the program's
        // modes (raw, the alternate screen, the hidden cursor, its mouse reporting).
        CursesTerminal.settle()
        doupdate()
        writeToTerminal(pasteOn)
        resumed()
        adoptMeasuredSize()
    }

    /// After the process was stopped and continued: ncurses turns its mouse reporting
    /// back on at the next update, and the app's own modes must follow it (see `MouseReporting`).
    func resumed() {
        if usesMouse { needsMouseModes = true }
    }

    /// A function any thread may call to wake the loop (background work finished).
    public func makeWaker() -> @Sendable () -> Void {
        let descriptor = wakePipe.write
        return {
            var byte = UInt8(ascii: "D")
            _ = Glibc.write(descriptor, &byte, 1)
        }
    }

    // MARK: - Private

    /// Writes a control string straight to the terminal (ncurses has flushed its own output).
    private func writeToTerminal(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        fflush(output)
        _ = bytes.withUnsafeBytes { Glibc.write(outputDescriptor, $0.baseAddress, $0.count) }
    }

    /// Terminal types whose terminals have no Unicode line drawing.
    private static func cannotDrawLines(_ type: String) -> Bool {
        type.hasPrefix("vt") || type == "linux" || type.hasPrefix("linux-") || type == "dumb"
    }
}
