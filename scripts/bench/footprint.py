"""Lines touched per keystroke under valgrind's lackey (--instructions): the distinct
64-byte lines of code and of data a Down, PgDn or End reaches, start to end, and the
pages of code and of data.

After a pause, what a key costs here follows these more than its instructions: the
machine's caches no longer hold the program (README, Performance), so each line is
fetched again, most of them one after another. Like instruction counts, the figures do
not move with the machine's load. Lackey traces every instruction and memory access of
the program into footprint.c, which splits the trace at each time the UI thread enters
epoll_wait again (the end of a key) and counts the lines of each key."""

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
# What footprint.c counts for each key, in its order.
PARTS = ["instructions", "code", "data", "code pages", "data pages"]
PRESSES = 9


def mapped_range(pid, path):
    """The addresses the file `path` is mapped at in process `pid`, first to last, a range:
    it starts at the file's load address, so `address - start` is the address in the file."""
    with open(f"/proc/{pid}/maps") as maps:
        spans = [[int(address, 16) for address in fields[0].split("-")] for fields in map(str.split, maps)
                 if len(fields) == 6 and os.path.realpath(fields[5]) == os.path.realpath(path)]
    if not spans:
        raise RuntimeError(f"{path} is not mapped in process {pid}")
    return range(min(start for start, _ in spans), max(end for _, end in spans))


def wait_address(pid):
    """Where epoll_wait, which the UI thread waits in between keys, begins in process
    `pid`, from its map and the symbols of its C library."""
    with open(f"/proc/{pid}/maps") as maps:
        library = next((fields[5] for fields in map(str.split, maps)
                        if len(fields) == 6 and "/libc.so" in fields[5] and int(fields[2], 16) == 0), None)
    if library is None:
        raise RuntimeError("no C library in the map of the traced process")
    symbols = subprocess.run(["nm", "-D", "--defined-only", library], capture_output=True, text=True).stdout
    for line in symbols.splitlines():
        fields = line.split()
        if len(fields) == 3 and fields[2].split("@")[0] == "epoll_wait":
            return mapped_range(pid, library).start + int(fields[0], 16)
    raise RuntimeError("no epoll_wait in " + library)


def trace(root, binary, path, labels, presses=PRESSES):
    """Runs the keys of each of `labels` (from `instructions.PLAN`) under lackey at 120x40,
    each in a fresh process, and yields for each (label, spans): `spans` are the last
    `presses` keys' counts (PARTS). Yields nothing without a C compiler."""
    counter = floor.build(root, "footprint")
    if not counter:
        return
    folder = tempfile.mkdtemp(prefix="splitview-lackey-")
    copy = instructions.stripped_copy(binary, folder)
    mark = os.path.join(folder, "mark")
    try:
        for label, (prepare, press, _) in instructions.PLAN:
            if label not in labels:
                continue
            if os.path.exists(mark):
                os.remove(mark)
            reader, log = os.pipe()
            spans = subprocess.Popen([counter, mark], stdin=reader, stdout=subprocess.PIPE, text=True)
            os.close(reader)
            os.set_inheritable(log, True)
            argv = ["valgrind", "--tool=lackey", "--trace-mem=yes", f"--log-fd={log}", copy, path]
            app = splitview_runs.App.__new__(splitview_runs.App)
            try:
                app.session = Session(argv, *instructions.WIDE)
            finally:
                os.close(log)
            app.wait_indexed(timeout=600)
            with open(mark + ".new", "w") as out:
                out.write(f"{wait_address(app.session.pid):x}\n")
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
            yield label, counted
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def measure(root, binary, path, presses=PRESSES):
    """{label: {part: median per press}} at 120x40 for the keys in LABELS, the parts
    those of PARTS; {} without a C compiler."""
    return {label: {name: int(statistics.median(span[column] for span in spans))
                    for column, name in enumerate(PARTS)}
            for label, spans in trace(root, binary, path, LABELS, presses)}
