"""The tables `make bench` prints (Markdown, so they paste into the README as they are)."""

from statistics import median

from footprint import LABELS as FOOTPRINT_LABELS, PARTS as FOOTPRINT_PARTS
from instructions import LABELS as INSTRUCTION_LABELS

ISSUE_TOOLS = [  # the issue's figures for other tools, 120x40, for when they are not measured here
    ("less (list only, no detail)", "5 ms", "0.05 ms", "44", "2.4 MB"),
    ("tig", "17–21 ms", "0.35 ms", "1,440", "13.6 MB"),
    ("fzf with a preview pane", "36–52 ms", "6–7 ms", "2,800–5,500", "98 MB"),
    ("VisiData", "370–460 ms", "16–23 ms", "370–560", "131 MB"),
    ("a Textual master-detail app", "260–290 ms (2.2 s at 100k)", "6–27 ms", "5,000–16,400", "186 MB"),
]


def ms(ns, digits=2):
    return "–" if ns is None else f"{ns / 1e6:.{digits}f} ms"


def seconds_ms(seconds, digits=1):
    return "–" if seconds is None else f"{seconds * 1e3:.{digits}f} ms"


def med(values):
    values = [v for v in values or [] if v is not None]
    return median(values) if values else None


def count(value):
    return "–" if value is None else f"{value:,.0f}"


def megabytes(kb):
    return "–" if kb is None else f"{kb / 1024:.1f} MB"


def frame_range(frames):
    """"1 frame", or "1–2 frames" when bursts took different counts."""
    low, high = min(frames), max(frames)
    return f"{low} frame{'s' if low != 1 else ''}" if low == high else f"{low}–{high} frames"


def table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def key_cell(run, label, field="cpu"):
    entry = run.get("keys", {}).get(label)
    return ms(med(entry[field])) if entry else "–"


def rotation_cell(cpu):
    """A rotation's median, then each direction's: the rotations take turns, into 60x40
    first, and a rotation into 120x40 draws the list as well as the detail."""
    into_narrow, into_wide = med(cpu[0::2]), med(cpu[1::2])
    if into_narrow is None or into_wide is None:
        return ms(med(cpu))
    return f"{ms(med(cpu))} ({into_narrow / 1e6:.2f} / {ms(into_wide)})"


def render(results, options):
    out = []
    sets = results["sets"]
    rows = []
    for name, entry in sets.items():
        for size in ("120x40", "60x40"):
            run = entry.get(size)
            if not run:
                continue
            down = run.get("keys", {}).get("Down", {})
            filter_keys = run.get("filter_keys", {})
            rows.append([
                name, size,
                seconds_ms(med(run["first_screen"])), seconds_ms(med(run["indexed"]), 0),
                key_cell(run, "no-op"), key_cell(run, "Down"), key_cell(run, "PgDn"), key_cell(run, "End"),
                ms(med(filter_keys.get("key_main"))) if filter_keys else "–",
                rotation_cell(run["rotation"]["cpu"]) if "rotation" in run else "–",
                count(med(down.get("bytes"))), megabytes(run.get("vm_hwm_kb")),
            ])
    gap = f"each after {options.gap * 1000:.0f} ms of quiet" if options.gap else "back to back"
    out.append(f"Per keystroke (medians; keys {gap}; CPU is the process's own CPU time, all threads; a filter "
               "character's is the main thread's up to its frame; in 60x40 the list is the popover):\n")
    out.append(table(["data", "terminal", "first screen", "fully indexed", "CPU per no-op key", "per Down", "per PgDn",
                      "per End", "per filter char", "per rotation (all; into 60x40 / 120x40)", "bytes per Down",
                      "peak memory"], rows))

    spread = row_count_spread(sets)
    if spread:
        out.append("\nHow much the row count moves a key at 120x40 (the slowest of the medians on 1k, 100k and 1M "
                   "rows over the fastest; the sets' sessions ran side by side, a key of each in turn): "
                   + ", ".join(f"{label} {ratio:.2f}" for label, ratio in spread) + ".")

    floor = results.get("floor")
    if floor:
        out.append(f"\nThe machine's floor (floor.c: waits for a key, writes 900 bytes back, nothing else): "
                   f"{ms(med(floor['spaced']), 3)} per key after {floor['gap'] * 1000:.0f} ms of quiet, "
                   f"{ms(med(floor['back_to_back']), 3)} back to back.\n")

    rows = []
    for name, entry in sets.items():
        run = entry.get("120x40", {})
        if "filter_keys" not in run:
            continue
        keys, bursts, idle = run["filter_keys"], run["bursts"], run.get("idle", {})
        searched = lambda found: (f"{seconds_ms(med(found['first']))} / {seconds_ms(med(found['full']), 0)} "
                                  f"({found['matches']:,})") if found else "–"
        rows.append([
            name, searched(run.get("filter_title")), searched(run.get("filter_all")),
            f"{ms(med(keys['search_ui']))} / {ms(med(keys['search_background']), 1)}",
            f"{frame_range(bursts['frames'])}, {ms(med(bursts['cpu']))}",
            count(med(run["rotation"]["bytes"])),
            f"{ms(idle.get('cpu'), 3)} in {idle.get('seconds', 0):.0f} s" if idle else "–",
        ])
    out.append("\n\nFilter, resize and idle at 120x40 (medians):\n")
    out.append(table(["data", f'"{options.pattern}": first matches / full count',
                      f'"{options.all_fields_pattern}": first matches / full count',
                      "one search's CPU: UI / background", "burst of 12 resizes", "bytes per rotation", "idle CPU"], rows))

    counted = results.get("instructions")
    if counted:
        out.append("\n\nInstructions per keystroke under callgrind, 120x40 (End: End and Home alternately; "
                   "filter char: to the search's final frame, all threads, then the UI thread's part; "
                   "rotation: per resize, 120x40 to 60x40 and back):\n")
        out.append(table(["data"] + INSTRUCTION_LABELS,
                         [[name] + [count(figures.get(label)) for label in INSTRUCTION_LABELS]
                          for name, figures in counted.items()]))

    touched = results.get("footprint")
    if touched:
        out.append("\n\nLines touched per keystroke under lackey, 120x40 (distinct 64-byte lines of code and of "
                   "data, and 4 KB pages of code and of data, from wait to wait; End: End and Home alternately):\n")
        labels = [label for label in FOOTPRINT_LABELS if any(label in figures for figures in touched.values())]
        out.append(table(["data"] + [f"{label}: {part}" for label in labels for part in FOOTPRINT_PARTS],
                         [[name] + [count(figures.get(label, {}).get(part)) for label in labels
                                    for part in FOOTPRINT_PARTS]
                          for name, figures in touched.items()]))

    out.append("\n\nBeside other tools (120x40; splitview's figures above):\n")
    out.append(comparison(results))
    return "\n".join(out)


def row_count_spread(sets):
    """(kind, slowest over fastest) of each key kind's median CPU at 120x40 across the
    generated sets measured (1k, 100k, 1m), when there are at least two."""
    runs = [sets[name]["120x40"] for name in ("1k", "100k", "1m") if "120x40" in sets.get(name, {})]
    if len(runs) < 2:
        return []
    def key(label):
        return lambda run: run.get("keys", {}).get(label, {}).get("cpu")

    figures = {
        "no-op key": key("no-op"), "Down": key("Down"), "PgDn": key("PgDn"), "End": key("End"),
        "filter char": lambda run: run.get("filter_keys", {}).get("key_main"),
        "rotation": lambda run: run.get("rotation", {}).get("cpu"),
    }
    spread = []
    for label, take in figures.items():
        medians = [med(take(run)) for run in runs]
        if all(medians):
            spread.append((label, max(medians) / min(medians)))
    return spread


def comparison(results):
    sets = results["sets"]
    big = sets.get("100k", {}).get("120x40") or {}
    small = sets.get("1k", {}).get("120x40") or {}
    rows = []
    if small:
        down = small.get("keys", {}).get("Down", {})
        rows.append(["splitview (1k rows; peak memory at 100k)", seconds_ms(med(small["first_screen"])),
                     ms(med(down.get("cpu"))), count(med(down.get("bytes"))), megabytes(big.get("vm_hwm_kb"))])
    measured = results.get("others") or {}
    for tool, figures in measured.items():
        rows.append([tool + " (measured here)", seconds_ms(med(figures.get("first_screen"))),
                     ms(med(figures.get("cpu"))), count(med(figures.get("bytes"))), megabytes(figures.get("vm_hwm_kb"))])
    for name, *cells in ISSUE_TOOLS:
        if not any(name.split()[0] == tool.split()[0] for tool in measured):
            rows.append([name + " (from the issue)"] + cells)
    return table(["tool", "first screen", "CPU per Down key", "bytes per Down key", "peak memory, 100k rows"], rows)
