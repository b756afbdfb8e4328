"""Instructions per keystroke under callgrind (--instructions): a figure the shared
machine's noise cannot move, to show that a key costs the same on 1k, 100k and 1M rows.

valgrind 3.19 cannot read the DWARF 5 the Swift toolchain emits, so a copy of the binary
with its debug sections stripped is run (symbols stay). Instrumentation is switched on
only around the keys, with callgrind_control; the count includes the whole process."""

import os
import re
import shutil
import subprocess
import tempfile

import keys
from session import Session
import splitview_runs

# (label, keys pressed before counting, keys counted in turn): the Downs counted scroll
# the list by a row, as most Downs of a long list do.
PLAN = [("Down", [keys.DOWN] * 40, [keys.DOWN]), ("PgDn", [], [keys.PAGE_DOWN]), ("End", [], [keys.END, keys.HOME])]


def available():
    return all(shutil.which(tool) for tool in ("valgrind", "callgrind_control", "callgrind_annotate", "strip"))


def measure(binary, path, presses):
    """{key: instructions per press} for one data set at 120x40."""
    folder = tempfile.mkdtemp(prefix="splitview-callgrind-")
    copy = os.path.join(folder, "splitview")
    shutil.copy(binary, copy)
    subprocess.run(["strip", "--strip-debug", copy], check=True)
    figures = {}
    try:
        for label, before, cycle in PLAN:
            out = os.path.join(folder, f"{label}.out")
            argv = ["valgrind", "--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={out}", copy, path]
            app = splitview_runs.App.__new__(splitview_runs.App)
            app.session = Session(argv, 120, 40, marker=True)
            app.wait_indexed(timeout=600)
            for key in before:
                app.key(key, timeout=60)
            app.session.settle(0.5)
            control = ["callgrind_control", "-i"]
            subprocess.run(control + ["on", str(app.session.pid)], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            for press in range(presses):
                app.key(cycle[press % len(cycle)], timeout=60)
            subprocess.run(control + ["off", str(app.session.pid)], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            app.session.close(keys.CTRL_C, timeout=120)
            report = subprocess.run(["callgrind_annotate", out], capture_output=True, text=True).stdout
            total = re.search(r"([\d,]+) \(100\.0%\)\s+PROGRAM TOTALS", report) or re.search(r"([\d,]+)\s+PROGRAM TOTALS", report)
            figures[label] = int(total.group(1).replace(",", "")) // presses if total else None
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return figures
