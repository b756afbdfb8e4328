"""Lines touched per keystroke under valgrind's lackey (--instructions): the distinct
64-byte lines of code and of data a Down, PgDn or End reaches, start to end.

After a pause, what a key costs here follows these more than its instructions: the
machine's caches no longer hold the program (README, Performance), so each line is
fetched again, most of them one after another. Like instruction counts, the figures do
not move with the machine's load. Lackey traces every instruction and memory access of
the program into footprint.c, which splits the trace at each time the UI thread enters
poll again (the end of a key) and counts the lines of each key."""

import os
import shutil
import statistics
import subprocess
import tempfile

import floor
import instructions
import keys
from session import Session
import splitview_runs

LABELS = ["Down", "PgDn", "End"]
PRESSES = 9


def poll_address(pid):
    """Where poll begins in process `pid`, from its map and the symbols of its C library."""
    with open(f"/proc/{pid}/maps") as maps:
        for line in maps:
            fields = line.split()
            if len(fields) == 6 and "/libc.so" in fields[5] and int(fields[2], 16) == 0:
                base, library = int(fields[0].split("-")[0], 16), fields[5]
                break
        else:
            raise RuntimeError("no C library in the map of the traced process")
    symbols = subprocess.run(["nm", "-D", "--defined-only", library], capture_output=True, text=True).stdout
    for line in symbols.splitlines():
        fields = line.split()
        if len(fields) == 3 and fields[2].split("@")[0] == "poll":
            return base + int(fields[0], 16)
    raise RuntimeError("no poll in " + library)


def measure(root, binary, path, presses=PRESSES):
    """{label: {"instructions", "code", "data"}: medians per press} at 120x40, for the
    keys in LABELS; {} without a C compiler."""
    counter = floor.build(root, "footprint")
    if not counter:
        return {}
    folder = tempfile.mkdtemp(prefix="splitview-lackey-")
    copy = instructions.stripped_copy(binary, folder)
    mark = os.path.join(folder, "mark")
    figures = {}
    try:
        for label, (prepare, press, _) in instructions.PLAN:
            if label not in LABELS:
                continue
            if os.path.exists(mark):
                os.remove(mark)
            trace, log = os.pipe()
            spans = subprocess.Popen([counter, mark], stdin=trace, stdout=subprocess.PIPE, text=True)
            os.close(trace)
            os.set_inheritable(log, True)
            argv = ["valgrind", "--tool=lackey", "--trace-mem=yes", f"--log-fd={log}", copy, path]
            app = splitview_runs.App.__new__(splitview_runs.App)
            try:
                app.session = Session(argv, *instructions.WIDE, marker=True)
            finally:
                os.close(log)
            app.wait_indexed(timeout=600)
            with open(mark + ".new", "w") as out:
                out.write(f"{poll_address(app.session.pid):x}\n")
            os.rename(mark + ".new", mark)
            prepare(app)
            app.session.settle(0.5)
            # One more than counted: the counter may find the mark only during the first.
            for index in range(presses + 1):
                press(app, index)
                app.session.settle(0.3)
            app.session.close(keys.CTRL_C, timeout=120)
            counted = [list(map(int, line.split())) for line in spans.communicate(timeout=600)[0].splitlines()]
            counted = counted[-presses:]
            if len(counted) < presses:
                raise RuntimeError(f"lackey's trace of {label} split into {len(counted)} keys, not {presses}")
            figures[label] = {name: int(statistics.median(span[column] for span in counted))
                              for column, name in enumerate(["instructions", "code", "data"])}
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return figures
