import CNcurses
import CTerminalGuard
import Dispatch
import Glibc
import SplitKit

/// Waiting for and reading events: the terminal and the wake pipe are polled together,
/// so the loop sleeps until a key, a signal or background work arrives, never spins,
/// and notices at once when the terminal goes away.
extension CursesTerminal {
    /// The most input items read before the frame is drawn, so a flood of input
    /// cannot keep the screen from updating.
    static let readLimit = 4_096

    /// Blocks until something happens; resizes and continuations are coalesced into at
    /// most one `.resize` (measured once, after the whole batch) and one `.redraw`.
    ///
    /// A lone resize is drawn at once; in a burst, the loop waits for the burst's end
    /// (see `ResizeBursts`).
    func nextEvents() -> [Event] {
        var events: [Event] = []
        var resized = false
        var inBurst = false
        var continued = false
        while events.isEmpty && !continued && !isLost {
            if !pendingWake.isEmpty {
                let bytes = pendingWake
                pendingWake = []
                if handleWake(bytes, resized: &resized, inBurst: &inBurst, continued: &continued, events: &events) {
                    return [.terminate]
                }
                continue
            }
            var fds = [pollfd(fd: fileno(input), events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0)]
            // In a burst of resizes, wait for its end (see above); after a lone one, only
            // take what has already arrived. With part of a sequence pending, wait no
            // longer than the decoder allows for the rest.
            let timeout = resized ? (inBurst ? ResizeBursts.windowMilliseconds : 0) : Int32(decoder.timeout ?? -1)
            let ready = poll(&fds, 2, timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                isLost = true
                break
            }
            if ready == 0 {
                if resized { break }
                decoder.flush(into: &events)
                continue
            }
            if fds[1].revents != 0,
               handleWake(drainWakePipe(), resized: &resized, inBurst: &inBurst, continued: &continued,
                          events: &events) {
                return [.terminate]
            }
            let inputEvents = fds[0].revents
            if inputEvents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                isLost = true  // hung up, or the other side of the pty closed
            } else if inputEvents & Int16(POLLIN) != 0, readInput(into: &events) == 0, bytesWaiting() == 0 {
                // Nothing decodable was read (invalid UTF-8 gives that too): lost only if
                // the terminal itself fails now, as a hung-up one does.
                var settings = termios()
                if tcgetattr(fileno(input), &settings) != 0 { isLost = true }
            }
        }
        if isLost { return [.terminate] }
        if resized || continued {
            if adoptMeasuredSize() { events.insert(.resize(size), at: 0) }
            if continued {
                resumed()
                events.insert(.redraw, at: 0)
            }
        }
        return events
    }

    /// Measures the terminal and takes its size; returns whether it changed. (ncurses is
    /// told only before it draws anything of its own: see `syncCursesSize`.)
    @discardableResult
    func adoptMeasuredSize() -> Bool {
        var window = winsize()
        guard ioctl(fileno(output), UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return false
        }
        let measured = Size(width: Int(window.ws_col), height: Int(window.ws_row))
        guard measured != size else { return false }
        size = measured
        return true
    }

    /// Everything the signal handlers and background work wrote to the wake pipe so far.
    func drainWakePipe() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = read(wakePipe.read, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }

    // MARK: - Private

    /// Acts on wake-up bytes; returns true when a terminating signal arrived. A resize
    /// that is part of a burst sets `inBurst`.
    private func handleWake(_ bytes: [UInt8], resized: inout Bool, inBurst: inout Bool, continued: inout Bool,
                            events: inout [Event]) -> Bool {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "W"):
                if resizeBursts.signal(at: DispatchTime.now().uptimeNanoseconds) { inBurst = true }
                resized = true
                resizeSignalCount += 1
            case UInt8(ascii: "C"): continued = true
            case UInt8(ascii: "D"): if !events.contains(.dataChanged) { events.append(.dataChanged) }
            case UInt8(ascii: "Z"):
                suspend()
                continued = true
            default:
                terminatingSignal = Int32(byte)
                if Int32(byte) == SIGHUP { isLost = true }
                return true
            }
        }
        return false
    }

    /// Reads what the terminal has sent, through the decoder; returns how many items
    /// `wget_wch` delivered (0 with input "ready" means end of input or an error).
    private func readInput(into events: inout [Event]) -> Int {
        var items = 0
        while items < Self.readLimit {
            var value: wint_t = 0
            let result = wget_wch(sv_stdscr(), &value)
            if result == ERR { break }
            items += 1
            if result == sv_KEY_CODE_YES {
                if Int32(value) == sv_KEY_RESIZE { continue }
                if Int32(value) == sv_KEY_MOUSE {
                    // Only from a mouse ncurses reads itself (gpm); reports are decoded from characters.
                    var ignored = MEVENT()
                    _ = getmouse(&ignored)
                    continue
                }
                decoder.decode(.key(KeyDecoder.key(forCode: Int32(value))), into: &events)
            } else {
                decoder.decode(.character(UInt32(value)), into: &events)
            }
        }
        decoder.finishRead(into: &events)
        return items
    }

    private func bytesWaiting() -> Int32 {
        var count: Int32 = 0
        return ioctl(fileno(input), UInt(FIONREAD), &count) == 0 ? count : 0
    }
}
