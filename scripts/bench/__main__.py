"""make bench: splitview's benchmark, through a pseudo-terminal.

    python3 scripts/bench [--quick] [--sets sample,1k,100k,1m,1m.gz] [--others] [--instructions [--callgrind-dir DIR]] [--json FILE]

Runs the release binary (.build/release/splitview) on the sample table and on 1k, 100k
and 1M generated rows, at 120x40 and 60x40 with TERM=xterm-256color, and prints medians.
It measures and prints; it never fails on a timing. See README.md, "Performance", for
what each column means and how it is measured.
"""

import argparse
import json
import os
import platform
import sys
import time

sys.dont_write_bytecode = True  # keep the source tree clean

import data  # noqa: E402
import floor  # noqa: E402
import report  # noqa: E402
import splitview_runs  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
WIDE, NARROW = (120, 40), (60, 40)


def parse():
    parser = argparse.ArgumentParser(prog="bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--sets", default="sample,1k,100k,1m,1m.gz", help="data sets to measure")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "splitview"))
    parser.add_argument("--repeats", type=int, default=7, help="fresh processes per first-screen figure")
    parser.add_argument("--keys", type=int, default=300, help="keystrokes per key kind")
    parser.add_argument("--gap", type=float, default=0.02,
                        help="seconds of quiet before each key and rotation, as between a person's keys "
                             "(0: back to back, with the CPU still busy from the last)")
    parser.add_argument("--rotations", type=int, default=100)
    parser.add_argument("--bursts", type=int, default=15, help="bursts of 12 resizes")
    parser.add_argument("--filter-keys", type=int, default=20, help="filter characters typed (each search completed)")
    parser.add_argument("--filter-repeats", type=int, default=5)
    parser.add_argument("--pattern", default="crimson", help="filter typed for the title column")
    parser.add_argument("--all-fields-pattern", default="*zimmer", help="filter typed for all fields")
    parser.add_argument("--idle", type=float, default=5.0, help="seconds of idle measured")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions, for a quick look")
    parser.add_argument("--others", action="store_true", help="also measure less, fzf, tig and VisiData if installed")
    parser.add_argument("--instructions", action="store_true",
                        help="also count instructions per key under callgrind, and lines touched per key under "
                             "lackey (needs valgrind; a few minutes)")
    parser.add_argument("--callgrind-dir", help="with --instructions, keep callgrind's output files in DIR/SET")
    parser.add_argument("--json", default=os.path.join(ROOT, ".build", "bench-results.json"))
    options = parser.parse_args()
    if options.quick:
        options.repeats, options.keys, options.rotations, options.bursts = 3, 60, 20, 5
        options.filter_keys, options.filter_repeats, options.idle = 5, 2, 2.0
    return options


def machine():
    model = "unknown CPU"
    with open("/proc/cpuinfo") as cpuinfo:
        for line in cpuinfo:
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    with open("/proc/meminfo") as meminfo:
        memory_kb = int(meminfo.readline().split()[1])
    return {"cpus": os.cpu_count(), "model": model, "memory_gb": round(memory_kb / 1024 / 1024, 1),
            "kernel": platform.release()}


def main():
    options = parse()
    if not os.access(options.binary, os.X_OK):
        sys.exit(f"bench: {options.binary} is missing; run `make bench` (it builds the release binary)")
    started = time.time()
    results = {"machine": machine(), "sets": {}, "others": {}}
    print("machine: {cpus} CPUs, {model}, {memory_gb} GB".format(**results["machine"]), flush=True)
    names = options.sets.split(",")
    paths = {name: data.dataset(ROOT, name) for name in names}
    for name in names:
        results["sets"][name] = {"path": os.path.relpath(paths[name], ROOT)}
    for size in (WIDE, NARROW):
        label = f"{size[0]}x{size[1]}"
        for name in names:
            print(f"measuring {name} at {label}: first screens", flush=True)
            results["sets"][name][label] = splitview_runs.first_screen(options.binary, paths[name], *size,
                                                                       options.repeats)
        # Every set's session at once, a key of each in turn (see splitview_runs).
        print(f"measuring {', '.join(names)} at {label} side by side", flush=True)
        sessions = [splitview_runs.session_runs(options.binary, paths[name], size, options, WIDE, NARROW,
                                                searches=name != "sample") for name in names]
        for name, figures in zip(names, splitview_runs.side_by_side(sessions)):
            results["sets"][name][label].update(figures)
    results["floor"] = floor.measure(ROOT, options.keys // 2, options.gap or 0.02)
    if options.others:
        import others
        results["others"] = others.measure_all(ROOT, options)
    if options.instructions:
        import instructions
        if not instructions.available():
            sys.exit("bench: --instructions needs valgrind (callgrind) and strip")
        results["instructions"] = {}
        for name in options.sets.split(","):
            print(f"counting instructions on {name}", flush=True)
            keep = os.path.join(options.callgrind_dir, name) if options.callgrind_dir else None
            results["instructions"][name] = instructions.measure(options.binary, data.dataset(ROOT, name),
                                                                 keep=keep)
        # Lackey is slower still, and the lines a key touches do not grow with the rows:
        # the smallest generated set only.
        import footprint
        name = next((name for name in ("1k", "100k", "1m") if name in options.sets.split(",")), None)
        if name:
            print(f"counting lines touched on {name}", flush=True)
            results["footprint"] = {name: footprint.measure(ROOT, options.binary, data.dataset(ROOT, name))}
    results["seconds"] = round(time.time() - started, 1)
    os.makedirs(os.path.dirname(options.json), exist_ok=True)
    with open(options.json, "w") as out:
        json.dump(results, out, indent=1)
    print()
    print(report.render(results, options))
    print(f"\n{results['seconds']:.0f} s; raw figures in {os.path.relpath(options.json, ROOT)}")


if __name__ == "__main__":
    main()
