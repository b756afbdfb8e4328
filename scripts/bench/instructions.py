"""Instructions per keystroke under callgrind (--instructions): a figure the shared
machine's noise cannot move, to show that a key costs the same on 1k, 100k and 1M rows.

valgrind 3.19 cannot read the DWARF 5 the Swift toolchain emits, so a copy of the binary
with its debug sections stripped is run (symbols stay). Instrumentation is switched on
only around the counted keys, with callgrind_control, and counts every thread, each
apart (--separate-threads), so the UI thread's share is known too:

- Down, PgDn, End: the key up to its frame (the UI thread; nothing else runs).
- filter char: 'e' typed into the open filter line, up to the frame with the search's
  final count: the UI thread's frames and the background thread's search. A Backspace,
  not counted, takes it back before the next.
- rotation: one resize of the pty (120x40 to 60x40 and back, each counted), up to its
  frame and a pause for any further one."""

import glob
import os
import re
import shutil
import subprocess
import tempfile

import keys
from session import Session
import splitview_runs

WIDE, NARROW = (120, 40), (60, 40)
PRESSES = 25
# The figures measured, in the order of the report's columns.
LABELS = ["Down", "PgDn", "End", "filter char", "filter char UI", "rotation"]


def available():
    return all(shutil.which(tool) for tool in ("valgrind", "callgrind_control", "callgrind_annotate", "strip"))


def _keys(before, cycle):
    """A plan of keys: `before` pressed uncounted, then `cycle`'s keys counted in turn."""
    def prepare(app):
        for key in before:
            app.key(key, timeout=60)

    def press(app, index):
        app.key(cycle[index % len(cycle)], timeout=60)
    return prepare, press, None


def _filter():
    complete = lambda screen: (splitview_runs.filter_state(screen) or (False,))[0]

    def prepare(app):
        app.key(b"/", timeout=60)

    def press(app, index):
        app.key(b"e", timeout=60)
        if app.wait_screen(complete, timeout=120) is None:
            raise RuntimeError("the filter never completed:\n" + app.session.screen.text())
        app.session.settle(0.3)

    def undo(app, index):
        app.key(keys.BACKSPACE, timeout=60)
        app.wait_screen(complete, timeout=120)
        app.session.settle(0.3)
    return prepare, press, undo


def _rotation():
    def press(app, index):
        s = app.session
        frames = s.frames
        s.resize(*(NARROW if index % 2 == 0 else WIDE))
        if s.wait_frame(frames, timeout=60) is None:
            raise RuntimeError("no frame after a resize")
        s.settle(0.3)
    return lambda app: None, press, None


# (label, plan): the Downs counted scroll the list by a row, as most Downs of a long list do.
PLAN = [("Down", _keys([keys.DOWN] * 40, [keys.DOWN])), ("PgDn", _keys([], [keys.PAGE_DOWN])),
        ("End", _keys([], [keys.END, keys.HOME])), ("filter char", _filter()), ("rotation", _rotation())]


def _control(pid, state):
    subprocess.run(["callgrind_control", "-i", state, str(pid)], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def _total(path):
    """The instructions counted in one callgrind output file (a thread that ran none
    while counting shows "." for its total)."""
    report = subprocess.run(["callgrind_annotate", path], capture_output=True, text=True).stdout
    total = re.search(r"([\d,]+|\.)( \(100\.0%\))?\s+PROGRAM TOTALS", report)
    return None if not total else 0 if total.group(1) == "." else int(total.group(1).replace(",", ""))


def stripped_copy(binary, folder):
    """A copy of `binary` in `folder` without the debug sections valgrind cannot read."""
    copy = os.path.join(folder, "splitview")
    shutil.copy(binary, copy)
    subprocess.run(["strip", "--strip-debug", copy], check=True)
    return copy


def measure(binary, path, presses=PRESSES, keep=None):
    """{label: instructions per press} for one data set at 120x40, labelled as in LABELS.
    With `keep`, a folder, the callgrind output files are left there (LABEL.out-NN, one
    per thread, 01 the UI thread) for callgrind_annotate."""
    folder = tempfile.mkdtemp(prefix="splitview-callgrind-")
    copy = stripped_copy(binary, folder)
    figures = {}
    try:
        for label, (prepare, press, undo) in PLAN:
            out = os.path.join(folder, label.replace(" ", "-") + ".out")
            argv = ["valgrind", "--tool=callgrind", "--instr-atstart=no", "--separate-threads=yes",
                    f"--callgrind-out-file={out}", copy, path]
            app = splitview_runs.App.__new__(splitview_runs.App)
            app.session = Session(argv, *WIDE)
            app.wait_indexed(timeout=600)
            prepare(app)
            app.session.settle(0.5)
            for index in range(presses):
                _control(app.session.pid, "on")
                press(app, index)
                _control(app.session.pid, "off")
                if undo:
                    undo(app, index)
            app.session.close(keys.CTRL_C, timeout=120)
            threads = sorted(glob.glob(out + "-*"))
            if keep:
                os.makedirs(keep, exist_ok=True)
                for thread in threads:
                    shutil.copy(thread, keep)
            counts = [_total(thread) for thread in threads]
            if not threads or None in counts:
                figures[label] = None
                continue
            figures[label] = sum(counts) // presses
            if label == "filter char":
                figures["filter char UI"] = counts[0] // presses
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return figures
