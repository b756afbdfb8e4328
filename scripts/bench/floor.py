"""The machine's floor for a key: floor.c, a C program that waits for a key and writes
a 900-byte frame back and nothing else, measured by the same runner and protocol as
splitview, so what this machine charges any program per key is known apart from what
splitview adds."""

import os
import shutil
import subprocess

from session import Session


def build(root, name="floor"):
    """Compiles NAME.c, beside this file, into .build/bench-NAME; None without a C compiler."""
    compiler = shutil.which("cc") or shutil.which("gcc")
    if not compiler:
        return None
    binary = os.path.join(root, ".build", "bench-" + name)
    source = os.path.join(os.path.dirname(__file__), name + ".c")
    subprocess.run([compiler, "-O2", "-o", binary, source], check=True)
    return binary


def measure(root, presses, gap):
    """{"gap": `gap`, "spaced": CPU ns per key, each ended by `gap` seconds of quiet,
    "back_to_back": the same, each ended with its frame}, or {} without a C compiler."""
    binary = build(root)
    if not binary:
        return {}
    session = Session([binary], 120, 40)
    result = {"gap": gap, "spaced": [], "back_to_back": []}
    try:
        for label, quiet in (("spaced", gap), ("back_to_back", 0)):
            for _ in range(presses):
                cpu, frames = session.cpu_ns(), session.frames
                session.send(b"j")
                if session.wait_frame_end(frames, timeout=5) is None:
                    raise RuntimeError("the floor program drew no frame")
                if quiet:
                    session.settle(quiet)
                result[label].append(session.cpu_ns() - cpu)
    finally:
        session.close(b"q")
    return result
