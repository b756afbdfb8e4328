"""One program running in a pseudo-terminal, watched from outside: every byte it writes
(counted and fed to a Screen), the frames found in that output, and its CPU and memory
from /proc.

No program marks its frames here, splitview included: a frame is a burst of output, the
bytes that arrive with no pause longer than FRAME_GAP between them (a program writes a
frame in one `write`; the pty may deliver it in pieces, but back to back). A full
repaint is a frame that clears the screen (ESC [ 2 J)."""

import fcntl
import os
import pty
import select
import signal
import struct
import termios
import time

from screen import Screen

now = time.perf_counter
# Output after a longer pause than this starts a new frame.
FRAME_GAP = 0.002
CLEAR_SCREEN = b"\x1b[2J"
TICK_NS = 1_000_000_000 // os.sysconf("SC_CLK_TCK")


class Session:
    def __init__(self, argv, columns, rows, stdin_path=None, env=None):
        self.columns, self.rows = columns, rows
        self.screen = Screen(columns, rows)
        self.bytes = 0          # bytes the pty delivered so far
        self.frames = 0         # bursts of output so far
        self.repaints = 0       # clears of the screen so far
        self.last_output = None  # when the last byte arrived
        self.frame_times = []   # when each frame's first byte arrived
        self._tail = b""        # the output's last bytes, for a clear split between reads
        environment = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
        environment.pop("NO_COLOR", None)
        environment.update(env or {})
        self.started = now()
        pid, fd = pty.fork()
        if pid == 0:  # the child: its controlling terminal is the pty
            try:
                fcntl.ioctl(1, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
                if stdin_path:
                    source = os.open(stdin_path, os.O_RDONLY)
                    os.dup2(source, 0)
                    os.close(source)
                os.execvpe(argv[0], argv, environment)
            finally:
                os._exit(127)
        self.pid, self.fd = pid, fd
        self.exit_status = None

    # -- output -------------------------------------------------------------------------

    def pump(self, timeout):
        """Waits up to `timeout` seconds for output and takes all there is. Returns True if
        anything arrived."""
        ready, _, _ = select.select([self.fd], [], [], max(0.0, timeout))
        if not ready:
            return False
        self._read_output()
        return True

    def _read_output(self):
        """Reads all there is before showing any of it: feeding the screen is slow, and a
        frame larger than the pty's buffer waits for each read, so its later pieces would
        seem to arrive late."""
        pieces = []
        while True:
            ready, _, _ = select.select([self.fd], [], [], 0)
            if not ready:
                break
            try:
                data = os.read(self.fd, 65536)
            except OSError:
                break
            if not data:
                break
            pieces.append((now(), data))
        for arrived, data in pieces:
            if self.last_output is None or arrived - self.last_output > FRAME_GAP:
                self.frames += 1
                self.frame_times.append(arrived)
            self.last_output = arrived
            seen = self._tail + data
            self.repaints += seen.count(CLEAR_SCREEN)
            self._tail = seen[-(len(CLEAR_SCREEN) - 1):]
            self._show(data)

    def _show(self, data):
        if not data:
            return
        self.bytes += len(data)
        self.screen.feed(data)
        if self.screen.replies:
            os.write(self.fd, self.screen.replies)
            self.screen.replies = b""

    def wait_frame(self, frames_before, timeout=10.0):
        """Waits for a frame after `frames_before` to start; returns when its first byte
        arrived, or None."""
        deadline = now() + timeout
        while self.frames <= frames_before:
            if now() >= deadline or not self.alive():
                return None
            self.pump(deadline - now())
        return self.frame_times[frames_before]

    def wait_output(self, bytes_before, timeout=10.0):
        """Waits for output past the first `bytes_before` bytes; returns whether it came."""
        deadline = now() + timeout
        while self.bytes <= bytes_before:
            if now() >= deadline or not self.alive():
                return False
            self.pump(deadline - now())
        return True

    def wait_frame_end(self, frames_before, timeout=10.0):
        """Waits for a frame after `frames_before` and for its end (FRAME_GAP of quiet);
        returns when its last byte arrived, or None."""
        deadline = now() + timeout
        if self.wait_frame(frames_before, timeout) is None:
            return None
        while self.pump(FRAME_GAP) and now() < deadline:
            pass
        return self.last_output

    def wait_until(self, predicate, timeout=10.0):
        """Pumps until `predicate()` holds; returns when the output that made it true
        arrived (None on timeout)."""
        deadline = now() + timeout
        while not predicate():
            if now() >= deadline:
                return None
            self.pump(min(0.05, deadline - now()))
        return self.last_output or now()

    def wait_quiet(self, quiet, timeout=10.0, first_output=True):
        """Waits until nothing has arrived for `quiet` seconds (after at least one byte
        when `first_output`); returns when the last byte arrived."""
        deadline = now() + timeout
        start_bytes = self.bytes
        while now() < deadline:
            if first_output and self.bytes == start_bytes:
                self.pump(deadline - now())
                continue
            if not self.pump(quiet):
                return self.last_output
        return None

    def settle(self, quiet=0.2, timeout=5.0):
        """Waits for a pause in frames and output."""
        return self.wait_quiet(quiet, timeout, first_output=False)

    # -- input --------------------------------------------------------------------------

    def send(self, data):
        """Writes keys as the terminal would send them: cursor keys (given in their
        application-mode form, ESC O x) follow the mode the program set."""
        if len(data) == 3 and data.startswith(b"\x1bO") and not self.screen.application_cursor:
            data = b"\x1b[" + data[2:]
        os.write(self.fd, data)

    def resize(self, columns, rows):
        """Sets the pty's size; the kernel sends SIGWINCH to the program."""
        self.columns, self.rows = columns, rows
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        self.screen.resize(columns, rows)

    # -- accounting ---------------------------------------------------------------------

    def cpu_ns(self, main_thread_only=False):
        """CPU time used so far in nanoseconds, from the kernel's accounting of the process
        (its CPU-time clock, as clock_gettime gives it: every thread, exited ones too) plus
        waited-for children's utime+stime from /proc/PID/stat (clock ticks: a preview
        command's shell, say). With `main_thread_only`, the main thread's clock alone."""
        clock = (~self.pid << 3) | (6 if main_thread_only else 2)  # CPUCLOCK_SCHED, per thread or process
        try:
            total = time.clock_gettime_ns(clock)
        except OSError:
            return self._schedstat_ns(main_thread_only)
        if not main_thread_only:
            fields = self._stat()
            if fields:
                total += (int(fields[13]) + int(fields[14])) * TICK_NS
        return total

    def _schedstat_ns(self, main_thread_only):
        """The same from /proc/PID/task/*/schedstat (live threads only)."""
        if main_thread_only:
            return self._schedstat(f"/proc/{self.pid}/schedstat")
        total = 0
        try:
            for tid in os.listdir(f"/proc/{self.pid}/task"):
                total += self._schedstat(f"/proc/{self.pid}/task/{tid}/schedstat")
        except FileNotFoundError:
            pass
        return total

    def cpu_ticks_ns(self):
        """utime+stime of the process from /proc/PID/stat (10 ms resolution), in ns."""
        fields = self._stat()
        return (int(fields[11]) + int(fields[12])) * TICK_NS if fields else 0

    def vm_hwm_kb(self):
        try:
            with open(f"/proc/{self.pid}/status") as status:
                for line in status:
                    if line.startswith("VmHWM:"):
                        return int(line.split()[1])
        except FileNotFoundError:
            pass
        return None

    def _schedstat(self, path):
        try:
            with open(path) as f:
                return int(f.read().split()[0])
        except (FileNotFoundError, ProcessLookupError, IndexError):
            return 0

    def _stat(self):
        try:
            with open(f"/proc/{self.pid}/stat") as f:
                text = f.read()
        except FileNotFoundError:
            return None
        return text[text.rindex(")") + 2:].split()  # field N of proc(5) is at index N - 3

    # -- ending -------------------------------------------------------------------------

    def alive(self):
        if self.exit_status is not None:
            return False
        pid, status = os.waitpid(self.pid, os.WNOHANG)
        if pid == 0:
            return True
        self.exit_status = status
        return False

    def close(self, quit_keys=b"\x03", timeout=3.0):
        """Asks the program to quit with `quit_keys`; SIGTERM, then SIGKILL if it does not."""
        if self.alive() and quit_keys:
            try:
                self.send(quit_keys)
            except OSError:
                pass
        deadline = now() + timeout
        while self.alive() and now() < deadline:
            try:
                self.pump(0.02)
            except OSError:
                time.sleep(0.02)
        for sig in (signal.SIGTERM, signal.SIGKILL):
            if not self.alive():
                break
            os.kill(self.pid, sig)
            end = now() + 1.0
            while self.alive() and now() < end:
                time.sleep(0.01)
        try:
            os.close(self.fd)
        except OSError:
            pass
        return self.exit_status
