import CursesTerminal
import Glibc

/// A measuring aid for `make bench`: ends every frame's bytes with a mark the terminal
/// ignores, an APC string (`ESC _ … ESC \`): `F` for a frame of changes or `R` for a full
/// repaint, then the main thread's CPU time so far in nanoseconds (CLOCK_THREAD_CPUTIME_ID),
/// 16 hexadecimal digits. The benchmark strips the marks from what it reads, so it knows
/// when each frame reached the pseudo-terminal without guessing from pauses in the output
/// (which progress redraws would defeat), and what the thread had spent by then, before
/// any background result makes it draw again.
///
/// The mark travels in the frame's own `write`: a second `write` to a side descriptor,
/// as the marks once were, cost the app some 20 µs a key after a pause, as much as
/// writing the frame, and would have been counted as splitview's.
///
/// Enabled only when `SPLITVIEW_BENCH_FRAME_MARKS` is 1; not in `--help`. It costs a clock
/// read per frame, and a frame that changes nothing is written (its mark alone).
enum FrameMarks {
    /// The variable that turns marks on.
    static let variable = "SPLITVIEW_BENCH_FRAME_MARKS"

    /// Marks `terminal`'s frames when `environment` asks for it.
    @MainActor
    static func install(on terminal: CursesTerminal, environment: [String: String]) {
        guard environment[variable] == "1" else { return }
        terminal.frameTrailer = mark
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// The mark of a frame drawn now.
    static func mark(fullRepaint: Bool) -> [UInt8] {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        let nanoseconds = UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
        var mark: [UInt8] = [0x1B, UInt8(ascii: "_"), fullRepaint ? UInt8(ascii: "R") : UInt8(ascii: "F")]
        for shift in stride(from: 60, through: 0, by: -4) {
            mark.append(hexDigits[Int(nanoseconds >> UInt64(shift) & 0xF)])
        }
        mark += [0x1B, UInt8(ascii: "\\")]
        return mark
    }
}
