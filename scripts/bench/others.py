"""The same measurements for other terminal tools people would use for the job, so the
README compares like with like: less (a list, no detail), tig (a git log with its diff
split open; the repository's commits are the generated rows), fzf with a preview pane,
and VisiData. Each runs in the same pseudo-terminal at 120x40.

As for splitview (splitview_runs.py), a key's frame is taken to be over when the output
pauses (`quiet`, per tool: fzf's preview arrives after its list). First screen is when
the output that put the 20th row's title on the screen arrived (tig: the newest
commit's). CPU includes waited-for children (fzf's preview commands)."""

import csv
import os
import shutil
import subprocess

import keys
from session import Session


def titles(path, count):
    with open(path, newline="") as f:
        rows = csv.reader(f)
        next(rows)
        return [row[1] for _, row in zip(range(count), rows)]


def last_title(path):
    with open(path, "rb") as f:
        f.seek(max(0, os.path.getsize(path) - 4096))
        line = f.read().rstrip(b"\n").rsplit(b"\n", 1)[-1].decode()
    return next(csv.reader([line]))[1]


def git_repository(root, name, path):
    """A repository whose commits are the rows (subject: title, author, a file holding
    the body), made once with git fast-import and cached beside the data."""
    folder = os.path.join(root, ".build", "bench-data", f"git-{name}")
    if os.path.exists(os.path.join(folder, ".done")):
        return folder
    shutil.rmtree(folder, ignore_errors=True)
    subprocess.run(["git", "init", "-q", "-b", "main", folder], check=True)
    stream = bytearray()
    with open(path, newline="") as f:
        rows = csv.reader(f)
        next(rows)
        for i, row in enumerate(rows):
            body, subject = row[7].encode(), row[1].encode()
            who = f"{row[2]} <a@example.com> {1600000000 + i} +0000".encode()
            stream += b"blob\nmark :%d\ndata %d\n%s\n" % (2 * i + 1, len(body), body)
            stream += b"commit refs/heads/main\nmark :%d\nauthor %s\ncommitter %s\ndata %d\n%s\n" % (
                2 * i + 2, who, who, len(subject), subject)
            if i:
                stream += b"from :%d\n" % (2 * i)
            stream += b"M 100644 :%d record.txt\n\n" % (2 * i + 1)
    subprocess.run(["git", "fast-import", "--quiet"], input=bytes(stream), cwd=folder, check=True)
    subprocess.run(["git", "checkout", "-q", "-f", "main"], cwd=folder, check=True)
    open(os.path.join(folder, ".done"), "w").close()
    return folder


def tools(root, name, path):
    """(label, argv, stdin, cwd, keys to open the master-detail view, quit keys, quiet seconds, marker title)."""
    twentieth = titles(path, 20)[-1][:12]
    found = []
    if shutil.which("less"):
        found.append(("less (list only, no detail)", ["less", "-S", path], None, None, b"", b"q", 0.02, twentieth))
    if shutil.which("tig") and shutil.which("git"):
        repo = git_repository(root, name, path)
        found.append(("tig (log and diff split)", ["tig"], None, repo, keys.ENTER, b"qqq", 0.03, last_title(path)[:12]))
    if shutil.which("fzf"):
        fzf = ["fzf", "--layout=reverse", "--preview", "echo {}", "--preview-window=right:60%:wrap"]
        found.append(("fzf with a preview pane", fzf, path, None, b"", b"\x1b", 0.06, twentieth))
    if shutil.which("vd"):
        found.append(("VisiData", ["vd", path], None, None, b"", b"gq", 0.05, twentieth))
    return found


def measure_tool(argv, stdin, cwd, opening, quit_keys, quiet, marker, repeats, presses):
    firsts = []
    for _ in range(repeats):
        session = start(argv, stdin, cwd)
        shown = session.wait_until(lambda: marker in session.screen.text(), timeout=120)
        firsts.append(None if shown is None else shown - session.started)
        session.close(quit_keys)
    session = start(argv, stdin, cwd)
    session.wait_until(lambda: marker in session.screen.text(), timeout=120)
    session.wait_quiet(0.3, timeout=10, first_output=False)
    if opening:
        session.send(opening)
        session.wait_quiet(0.3, timeout=10)
    cpu, written = [], []
    for _ in range(presses):
        c0, b0 = session.cpu_ns(), session.bytes
        session.send(keys.DOWN)
        session.wait_quiet(quiet, timeout=5)
        cpu.append(session.cpu_ns() - c0)
        written.append(session.bytes - b0)
    memory = session.vm_hwm_kb()
    session.close(quit_keys)
    return {"first_screen": firsts, "cpu": cpu, "bytes": written, "vm_hwm_kb": memory}


def start(argv, stdin, cwd):
    previous = os.getcwd()
    if cwd:
        os.chdir(cwd)
    try:
        return Session(argv, 120, 40, stdin_path=stdin)
    finally:
        os.chdir(previous)


def measure_all(root, options):
    """Every tool found: first screen, CPU and bytes per Down on 1k rows; first screen and
    peak memory on 100k."""
    import data
    small = data.dataset(root, "1k")
    big = data.dataset(root, "100k")
    results = {}
    for (label, *small_run), (_, *big_run) in zip(tools(root, "1k", small), tools(root, "100k", big)):
        print(f"measuring {label}", flush=True)
        presses = max(10, options.keys // 5)
        figures = measure_tool(*small_run, repeats=options.repeats, presses=presses)
        large = measure_tool(*big_run, repeats=max(1, options.repeats // 2), presses=5)
        figures["first_screen_100k"] = large["first_screen"]
        figures["vm_hwm_kb"] = large["vm_hwm_kb"]
        results[label] = figures
    return results

