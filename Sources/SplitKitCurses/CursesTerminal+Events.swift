import CNcurses
import CTerminalGuard
import Dispatch
import Glibc
import SplitKit

/// Waiting for and reading events: the terminal, the wake pipe and resize signals are
/// waited for together (one epoll set), so the loop sleeps until a key, a signal or
/// background work arrives, never spins, and notices at once when the terminal goes away.
extension CursesTerminal {
    /// The most bytes read at once: what a read brings is drawn before the loop reads
    /// on, so a flood of input cannot keep the screen from updating.
    static let readLimit = 4_096

    /// How long the loop waits after a resize signal for another before it measures the
    /// terminal: a terminal or multiplexer resizing a pane more than once for one change
    /// sends the sizes well under a millisecond apart, and they make one layout and one
    /// frame, at the last size, never a frame at a size passed on the way. (A window
    /// dragged by hand changes size a display refresh or so apart: each of those is drawn.)
    /// The wait is a second sleep and wake-up; the longer it is, the more it costs and the
    /// colder the caches it leaves, so it is as short as a burst's gaps allow.
    static let resizeQuietMilliseconds: Int32 = 1

    /// How long the loop waits for the next size once a second one came within
    /// `resizeQuietMilliseconds`: a burst is under way, and its sender may pause longer
    /// between sizes than it did between the first two (a busy machine, a sender that does
    /// work between them, as `make bench`'s runner does).
    static let burstQuietMilliseconds: Int32 = 5

    /// Blocks until something happens; resizes and continuations are coalesced into at
    /// most one `.resize` (measured once, after the whole batch) and one `.redraw`.
    ///
    /// A resize is taken once `resizeQuietMilliseconds` pass without another, or
    /// `burstQuietMilliseconds` once a burst is under way, so a burst of them is one layout
    /// and one frame; a key typed meanwhile ends the wait.
    func nextEvents() -> [Event] {
        var events: [Event] = []
        var resizeWakes = 0  // wake-ups that brought resize signals
        var continued = false
        while events.isEmpty && !continued && !isLost {
            if !pendingWake.isEmpty {
                let bytes = pendingWake
                pendingWake = []
                if handleWake(bytes, continued: &continued, events: &events) {
                    return [.terminate]
                }
                continue
            }
            // After a resize, wait for the rest of its burst (see above). With part of a
            // sequence pending, wait no longer than the decoder allows for the rest.
            let timeout = switch resizeWakes {
            case 0: Int32(decoder.timeout ?? -1)
            case 1: CursesTerminal.resizeQuietMilliseconds
            default: CursesTerminal.burstQuietMilliseconds
            }
            // `poll`'s bits for each of `eventSet`'s descriptors.
            var readiness: [Int16] = [0, 0, 0]
            let ready = tg_wait_event_set(eventSet, timeout, &readiness, Int32(readiness.count))
            let (inputEvents, wakeEvents, resizeEvents) = (readiness[0], readiness[1], readiness[2])
            if ready < 0 {
                if errno == EINTR { continue }
                isLost = true
                break
            }
            if ready == 0 {
                if resizeWakes > 0 { break }
                decoder.flush(into: &events)
                continue
            }
            if resizeEvents != 0 {
                let signals = Int(tg_take_resize_signals(resizeSignal))
                if signals > 0 {
                    resizeWakes += 1
                    resizeSignalCount += signals
                }
            }
            if wakeEvents != 0, handleWake(drainWakePipe(), continued: &continued, events: &events) {
                return [.terminate]
            }
            if inputEvents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                isLost = true  // hung up, or the other side of the pty closed
            } else if inputEvents & Int16(POLLIN) != 0 {
                readInput(into: &events)
            }
        }
        if isLost { return [.terminate] }
        if resizeWakes > 0 || continued {
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
        guard ioctl(outputDescriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
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
            if count > 0 { bytes += buffer[0..<count] }
            // A short read took all there was: another would only fail (EAGAIN), and cost
            // a system call on every resize and background wake-up. Bytes written after it
            // leave the pipe readable for the next poll.
            if count < buffer.count { break }
        }
        return bytes
    }

    // MARK: - Private

    /// Acts on wake-up bytes; returns true when a terminating signal arrived.
    private func handleWake(_ bytes: [UInt8], continued: inout Bool, events: inout [Event]) -> Bool {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "C"): continued = true
            case UInt8(ascii: "D"): if !events.contains(.posted) { events.append(.posted) }
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

    /// Reads what the terminal has sent, with one `read` of up to `readLimit` bytes (poll
    /// said there is some, and the terminal is in raw mode with VMIN 1, so it does not
    /// block), and decodes it. End of input or a read error (EIO once the other side of
    /// the pty has gone) means the terminal is lost.
    ///
    /// A read that ends in a lone Esc is the Esc key, or the start of a sequence whose
    /// rest is on its way: that is settled here, waiting up to the escape delay for more
    /// input, before anything else is handled (as ncurses did). Otherwise a resize drawn
    /// in between could let the next key typed after it make an Alt chord of the Esc.
    private func readInput(into events: inout [Event]) {
        guard readOnce(into: &events), decoder.endsInLoneEscape else { return }
        let ready = waitForInput(milliseconds: InputDecoder.escapeTimeout)
        if ready == 0 {
            decoder.flush(into: &events)  // the Esc key
        } else if ready & Int16(POLLIN) != 0 {
            // Once only, so that a flood stays bounded; should this read end in a lone Esc
            // again, the loop waits for the rest (the decoder's timeout).
            readOnce(into: &events)
        }
    }

    /// Waits for the terminal alone, up to `milliseconds` however many signals arrive
    /// meanwhile (they wait in the wake pipe and the resize pipe); returns poll's
    /// revents, 0 when nothing came.
    private func waitForInput(milliseconds: Int) -> Int16 {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(milliseconds) * 1_000_000
        var descriptor = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
        var timeout = Int32(milliseconds)
        while poll(&descriptor, 1, timeout) < 0 {
            guard errno == EINTR else { return Int16(POLLERR) }
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return 0 }
            timeout = Int32((deadline - now + 999_999) / 1_000_000)
        }
        return descriptor.revents
    }

    /// One `read`, decoded; false when nothing was read.
    @discardableResult
    private func readOnce(into events: inout [Event]) -> Bool {
        withUnsafeTemporaryAllocation(byteCount: CursesTerminal.readLimit, alignment: 1) { buffer in
            let count = read(inputDescriptor, buffer.baseAddress, buffer.count)
            guard count > 0 else {
                if count == 0 || (errno != EINTR && errno != EAGAIN) { isLost = true }
                return false
            }
            let bytes = UnsafeRawBufferPointer(rebasing: buffer[..<count])
            if isUTF8 {
                decoder.decode(utf8: bytes, into: &events)
            } else {
                for byte in bytes {
                    if let value = localeCharacters.take(byte) { decoder.decode(character: value, into: &events) }
                }
            }
            return true
        }
    }
}
