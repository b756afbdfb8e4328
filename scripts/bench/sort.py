"""Sorting a large table (not part of `make bench`): for each column given, the wall time
from `s` COLUMN Enter to "sorted by" on a fully indexed table, the CPU the other threads
(the sort) used meanwhile, the main thread's CPU per Down pressed while it runs, and the
time from launch with --sort to sorted.

    python3 scripts/bench/sort.py BINARY FILE COLUMN...

FILE must hold 1,000,000 rows (the status bar's count is waited for)."""

import sys
import time

import keys
from session import Session, now


def sort_by_key(binary, path, column):
    session = Session([binary, "--no-config", path], 120, 40)
    try:
        session.wait_until(lambda: "1,000,000 rows" in session.screen.text(), timeout=60)
        session.settle(0.5)
        session.send(b"s")
        session.settle(0.2)
        session.send(column.encode())
        session.settle(0.2)
        start, cpu, main = now(), session.cpu_ns(), session.cpu_ns(main_thread_only=True)
        session.send(keys.ENTER)
        session.wait_until(lambda: "sorting" in session.screen.text(), timeout=10)
        downs = []
        while "sorting" in session.screen.text():
            before, frames = session.cpu_ns(main_thread_only=True), session.frames
            session.send(keys.DOWN)
            if session.wait_frame_end(frames, timeout=5) is None or "sorting" not in session.screen.text():
                break
            downs.append(session.cpu_ns(main_thread_only=True) - before)
            time.sleep(0.02)
        session.wait_until(lambda: "sorted by" in session.screen.text(), timeout=60)
        wall = now() - start
        others = (session.cpu_ns() - cpu) - (session.cpu_ns(main_thread_only=True) - main)
        downs.sort()
        median = downs[len(downs) // 2] / 1e6 if downs else float("nan")
        return wall, others / 1e9, len(downs), median, session.vm_hwm_kb() / 1024
    finally:
        session.close(b"q")


def sort_at_launch(binary, path, column):
    session = Session([binary, "--no-config", "--sort", column, path], 120, 40)
    try:
        session.wait_until(lambda: "sorted by" in session.screen.text(), timeout=60)
        return now() - session.started
    finally:
        session.close(b"q")


def main(binary, path, columns):
    for column in columns:
        wall, others, count, median, peak = sort_by_key(binary, path, column)
        launch = sort_at_launch(binary, path, column)
        print(f"{column}: s to sorted {wall:.2f} s (sort CPU {others:.2f} s); {count} Downs meanwhile, "
              f"median {median:.3f} ms main-thread CPU; peak {peak:.0f} MB; launch to sorted {launch:.2f} s")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3:])
