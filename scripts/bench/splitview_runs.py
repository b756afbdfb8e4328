"""What `make bench` measures of splitview, each through a pseudo-terminal.

splitview is watched as the other tools are (others.py): a frame is a burst of output
(session.py), a key's cost is what the process spent from the key until its output has
been quiet for the gap, and everything about state (rows indexed, matches found, the
highlighted row) is read off the emulated screen, never asked of the app.

A session's measurements are generators that yield after each measured step (a key, a
rotation, a search; the filter keys are one step, see filter_keys), so that `side_by_side` can run the sessions of every data set at
once, one step of each in turn: whatever else loads this shared machine over a run then
reaches every set alike, and the sets' figures compare with each other."""

import re
import time

import keys
from session import Session, now

# The quiet that ends a key when none is asked for (instructions.py, footprint.py).
KEY_QUIET = 0.02

INDEXED = re.compile(r"\s([\d,]+) rows\b")
POSITION = re.compile(r"([\d,]+) / ([\d,]+)")
FILTER_COUNT = re.compile(r"(…?)([\d,]+) of ([\d,]+)")


def number(text):
    return int(text.replace(",", ""))


# -- reading splitview's screen -------------------------------------------------------------

def status(screen):
    return screen.line(screen.rows - 1)


def indexed_rows(screen):
    """The row count once the status bar says loading is done, else None."""
    line = status(screen)
    if "indexing" in line or "reading" in line:
        return None
    found = INDEXED.search(line)
    return number(found.group(1)) if found else None


def position(screen):
    found = POSITION.search(status(screen))
    return (number(found.group(1)), number(found.group(2))) if found else (0, 0)


def filter_state(screen):
    """(complete, matches, total) from the filter line, or None when there is none."""
    for y in range(screen.rows - 2, 0, -1):
        line = screen.line(y)
        if line.lstrip().startswith("/"):
            found = FILTER_COUNT.search(line)
            if found:
                return (found.group(1) == "", number(found.group(2)), number(found.group(3)))
    return None


def first_list_row(screen):
    """The first row under the list's navigation bar (landscape), up to the divider."""
    line = screen.line(1)
    return line.split("│")[0].strip()


def frame_looks_complete(screen):
    """The first frame has a navigation bar, a first row and a status bar."""
    return bool(screen.line(0).strip()) and bool(screen.line(1).strip()) and bool(status(screen).strip())


# -- driving it ----------------------------------------------------------------------------

class App:
    """splitview on one file in a pty of a given size."""

    def __init__(self, binary, path, columns, rows):
        self.session = Session([binary, path], columns, rows)

    def wait_screen(self, predicate, timeout=30.0):
        """Waits until `predicate(screen)` holds; returns when the output that made it
        hold arrived (None on timeout)."""
        s = self.session
        return s.wait_until(lambda: predicate(s.screen), timeout)

    def wait_indexed(self, timeout=60.0):
        return self.wait_screen(lambda screen: indexed_rows(screen) is not None, timeout)

    def key(self, data, timeout=5.0, quiet=KEY_QUIET, changes=True):
        """Sends one key, waits for its output (when it `changes` the screen) and then for
        `quiet` seconds without any: (process cpu ns, bytes, frames). The CPU is read from
        the process's clock before the key and after the quiet, and includes anything
        else that ran meanwhile (see filter_keys for the main thread's alone)."""
        s = self.session
        cpu, written, frames = s.cpu_ns(), s.bytes, s.frames
        s.send(data)
        if changes and not s.wait_output(written, timeout):
            raise RuntimeError(f"no frame after key {data!r}; screen:\n{s.screen.text()}")
        s.settle(quiet, timeout)
        return (s.cpu_ns() - cpu, s.bytes - written, s.frames - frames)

    def close(self):
        return self.session.close(keys.CTRL_C)


def first_screen(binary, path, columns, rows, repeats):
    """Fresh processes: spawn to the output that shows the status bar (the last row of a
    frame, written last), and spawn to the status bar's row count."""
    firsts, indexed, complete = [], [], True
    for _ in range(repeats):
        app = App(binary, path, columns, rows)
        s = app.session
        first = app.wait_screen(lambda screen: bool(status(screen).strip()), timeout=30)
        if first is None:
            raise RuntimeError(f"splitview drew nothing on {path}")
        complete = complete and frame_looks_complete(s.screen)
        done = app.wait_indexed()
        firsts.append(first - s.started)
        indexed.append((done or now()) - s.started)
        app.close()
    return {"first_screen": firsts, "indexed": indexed, "first_frame_complete": complete}


def keystrokes(app, plan, gap):
    """Sends each (key, label, changes) of `plan` alone, each ended by `gap` seconds of
    quiet (at least FRAME_GAP's worth), and records what each labelled one cost; yields
    after each labelled key."""
    costs = {}
    for data, label, changes in plan:
        cpu, written, frames = app.key(data, quiet=max(gap, 0.005), changes=changes)
        if label:
            entry = costs.setdefault(label, {"cpu": [], "bytes": [], "frames": []})
            entry["cpu"].append(cpu)
            entry["bytes"].append(written)
            entry["frames"].append(frames)
            yield
    return costs


def navigation_plan(app, count):
    """Up at the top (a key that changes nothing, yet is handled and its frame drawn and
    compared, but writes nothing: the fixed cost of a key), Down from the top, PgDn (back
    to the top when at the end), End/Home alternately. Each is (key, label, whether it
    changes the screen)."""
    screen = app.session.screen
    at_top = lambda: position(screen)[0] <= 1
    yield keys.HOME, None, not at_top()
    for _ in range(count // 2):
        yield keys.UP, "no-op", False
    rows = position(screen)[1]
    for _ in range(min(count, max(0, rows - 1))):
        yield keys.DOWN, "Down", True
    yield keys.HOME, None, not at_top()
    for _ in range(count):
        at, total = position(screen)
        if at >= total:
            yield keys.HOME, None, True
        yield keys.PAGE_DOWN, "PgDn", True
    yield keys.HOME, None, not at_top()
    for _ in range(count // 2):
        yield keys.END, "End", True
        yield keys.HOME, "Home", True


def filter_keys(app, count):
    """Filter characters: '/' opens the line; then 'e' and Backspace alternately, each
    search run to completion. For 'e' it records the key's own cost (key to its frame)
    and what the whole search cost: the UI thread's redraws as results stream in, and the
    background thread's scanning. The keys are one step, not a step each: between two of
    them only the session's own search runs, as for a person typing. Taken in turns, the
    other sets' searches (hundreds of MB read between two keys) left every frame to start
    from cold caches, which measured the machine, not the key."""
    s = app.session
    app.key(b"/")
    complete = lambda screen: (filter_state(screen) or (False,))[0]
    result = {"key_cpu": [], "key_main": [], "search_ui": [], "search_background": [], "frames": []}
    for _ in range(count):
        cpu0, main0, frames0 = s.cpu_ns(), s.cpu_ns(main_thread_only=True), s.frames
        s.send(b"e")
        if s.wait_frame_end(frames0) is None:
            raise RuntimeError("no frame after a filter character:\n" + s.screen.text())
        # The key's own frame is the first burst of output after it.
        result["key_main"].append(s.cpu_ns(main_thread_only=True) - main0)
        if app.wait_screen(complete) is None:
            raise RuntimeError("the filter never completed:\n" + s.screen.text())
        s.settle(0.05)
        total, ui = s.cpu_ns() - cpu0, s.cpu_ns(main_thread_only=True) - main0
        result["search_ui"].append(ui)
        result["search_background"].append(total - ui)
        result["frames"].append(s.frames - frames0)
        app.key(keys.BACKSPACE)
        app.wait_screen(complete)
        s.settle(0.05)
    yield
    app.key(keys.ESCAPE)
    return result


def filter_latency(app, pattern, repeats, in_titles):
    """Types `pattern` at once into a fresh filter line; times the first frame showing
    matches and the frame with the final count, from the moment the keys were sent (a
    step each)."""
    s = app.session
    first, full, counts = [], [], []

    def shows_matches(screen):
        state = filter_state(screen)
        row = first_list_row(screen)
        if not state or state[1] == 0 or not row or row == "No records":
            return False
        return pattern.lower().lstrip("*") in row.lower() if in_titles else True

    for _ in range(repeats):
        app.key(b"/")
        s.settle(0.05)
        frames = s.frames
        sent = now()
        s.send(pattern.encode())
        if s.wait_frame(frames) is None:
            raise RuntimeError("no frame after typing the filter")
        shown = app.wait_screen(lambda screen: shows_matches(screen) or (filter_state(screen) or (False,))[0])
        done = app.wait_screen(lambda screen: (filter_state(screen) or (False,))[0])
        first.append(shown - sent)
        full.append(done - sent)
        counts.append(filter_state(s.screen)[1])
        app.key(keys.ESCAPE)
        s.settle(0.05)
        yield
    return {"first": first, "full": full, "matches": counts[-1] if counts else 0}


def rotations(app, count, wide, narrow, gap):
    """Resizes between `wide` and `narrow` (each a rotation), one at a time, each after
    `gap` seconds of quiet (at least 10 ms, so that no two make a burst); a step each."""
    s = app.session
    result = {"cpu": [], "bytes": [], "frames": [], "repaints": []}
    for i in range(count):
        columns, rows = narrow if i % 2 == 0 else wide
        cpu, written, frames, repaints = s.cpu_ns(), s.bytes, s.frames, s.repaints
        s.resize(columns, rows)
        if s.wait_frame(frames) is None:
            raise RuntimeError("no frame after a resize")
        s.settle(max(gap, 0.01))
        result["cpu"].append(s.cpu_ns() - cpu)
        result["bytes"].append(s.bytes - written)
        result["frames"].append(s.frames - frames)
        result["repaints"].append(s.repaints - repaints)
        yield
    if count % 2:
        s.resize(*wide)
        s.wait_frame(s.frames)
    return result


def resize_bursts(app, count, wide, burst=12):
    """Bursts of `burst` resizes sent back to back, as a window being dragged: how many
    frames each burst costs, and the CPU; a step each."""
    s = app.session
    columns, rows = wide
    result = {"cpu": [], "frames": [], "repaints": []}
    for i in range(count):
        cpu, frames, repaints = s.cpu_ns(), s.frames, s.repaints
        # Narrowing by a column at a time, then widening back: every size differs from the last.
        for k in range(1, burst + 1):
            s.resize(columns - k if i % 2 == 0 else columns - burst + k, rows)
        if s.wait_frame(frames) is None:
            raise RuntimeError("no frame after a burst of resizes")
        s.settle(0.15)
        result["cpu"].append(s.cpu_ns() - cpu)
        result["frames"].append(s.frames - frames)
        result["repaints"].append(s.repaints - repaints)
        yield
    if count % 2:
        s.resize(columns, rows)
        s.wait_frame(s.frames)
        s.settle(0.05)
    return result


def idle(app, seconds):
    """CPU and frames while nothing happens (one step)."""
    s = app.session
    s.settle(0.3)
    cpu, ticks, frames = s.cpu_ns(), s.cpu_ticks_ns(), s.frames
    time.sleep(seconds)
    s.pump(0)
    yield
    return {"seconds": seconds, "cpu": s.cpu_ns() - cpu, "cpu_ticks": s.cpu_ticks_ns() - ticks,
            "frames": s.frames - frames}


def session_runs(binary, path, size, options, wide, narrow, searches=True):
    """One long session at `size`, as a generator of steps (see `side_by_side`) that
    returns the figures: idle, keys, rotations, resize bursts, filter (timed searches only
    when `searches`: the sample has no rows the patterns find); then the peak memory."""
    app = App(binary, path, *size)
    s = app.session
    try:
        if app.wait_indexed() is None:
            raise RuntimeError(f"{path} never finished indexing")
        s.settle()
        result = {"size": size}
        landscape = size == wide
        if landscape and options.idle > 0:
            result["idle"] = yield from idle(app, options.idle)
        if not landscape:
            app.key(b"m")  # portrait: the list is the popover
        ticks = s.cpu_ticks_ns()
        result["keys"] = yield from keystrokes(app, navigation_plan(app, options.keys), options.gap)
        result["keys_ticks"] = s.cpu_ticks_ns() - ticks
        if landscape:
            result["rotation"] = yield from rotations(app, options.rotations, wide, narrow, options.gap)
            result["bursts"] = yield from resize_bursts(app, options.bursts, wide)
            result["filter_keys"] = yield from filter_keys(app, options.filter_keys)
            if searches:
                result["filter_title"] = yield from filter_latency(app, options.pattern, options.filter_repeats, True)
                result["filter_all"] = yield from filter_latency(app, options.all_fields_pattern,
                                                                 options.filter_repeats, False)
        result["vm_hwm_kb"] = s.vm_hwm_kb()
        result["unknown_sequences"] = dict(s.screen.unknown)
        return result
    finally:
        app.close()


def side_by_side(runs):
    """Runs generators of steps (`session_runs`) one step of each in turn until all are
    done; returns what each returned, in order. With one run it is simply run through."""
    results = [None] * len(runs)
    running = list(enumerate(runs))
    while running:
        for entry in list(running):
            index, run = entry
            try:
                next(run)
            except StopIteration as done:
                results[index] = done.value
                running.remove(entry)
    return results
