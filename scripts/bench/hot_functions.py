"""Writes scripts/hot-functions.txt, the functions a keystroke runs, for the release build's
linker to lay out side by side (`make hot-functions`; README, Performance).

After a pause a key finds none of the program in the machine's caches, and each page of
code it runs costs a walk of the page tables as well as its lines. Compiled in the order
of the source, the code a Down runs lies on some 160 pages; laid out in the order the
keys first run it, on about 70.

The keys are those `make bench --instructions` counts (Down, PgDn, End, a filter
character, a rotation) on 1k generated rows, each under valgrind's lackey; the functions
are listed in the order the keys first run them. Only functions with a section of their
own are listed, as the linker moves whole sections: all of this package's (the release
build compiles them so) and some of the Swift runtime's and standard library's (most of
the standard library shares one section, which stays where it is). A list made before
the code changed still links: names it no longer finds are passed over, and what they
were is merely not laid out with the rest. Two runs list a few names differently (13
of 623 lines, once), as the filter's search runs on a thread at its own pace.

Usage: python3 scripts/bench/hot_functions.py [BINARY] (default: the release build)."""

import bisect
import glob
import os
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True
import data
import footprint
import instructions

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUTPUT = os.path.join(ROOT, "scripts", "hot-functions.txt")
MODULES = ["SplitKit", "CursesTerminal", "splitview"]
PRESSES = 5


def text_symbols(path):
    """(address, name) of the functions defined in the binary or object at `path`, sorted."""
    listing = subprocess.run(["nm", "--defined-only", path], capture_output=True, text=True, check=True).stdout
    symbols = [(int(fields[0], 16), fields[2]) for fields in map(str.split, listing.splitlines())
               if len(fields) == 3 and fields[1] in "tTwW"]
    return sorted(symbols)


def sectioned_functions(path):
    """The names of the functions of the object or archive at `path` that have a section
    to themselves (`.text.NAME`): those the linker can move one by one."""
    table = subprocess.run(["objdump", "-t", path], capture_output=True, text=True, check=True).stdout
    names = set()
    for line in table.splitlines():
        head, _, rest = line.partition("\t")
        # ADDRESS FLAGS SECTION<tab>SIZE [VISIBILITY] NAME, the flags 7 columns wide.
        if len(head) > 25 and head[23] == "F" and head[25:].startswith(".text.") and rest:
            names.add(rest.split()[-1])
    return names


def movable_functions():
    """The functions the release link can lay out one by one: all of this package's
    modules (compiled with -function-sections) and those of the Swift runtime and
    standard library that have sections of their own."""
    objects = [path for module in MODULES
               for path in glob.glob(os.path.join(ROOT, ".build", "release", f"{module}.build", "*.o"))]
    if not objects:
        raise RuntimeError("no object files in .build/release: run make release first")
    swift = os.path.realpath(shutil.which("swift"))
    libraries = glob.glob(os.path.join(os.path.dirname(os.path.dirname(swift)), "lib", "swift_static", "linux", "*.a"))
    names = set()
    for path in objects + libraries:
        names |= sectioned_functions(path)
    return names


def main():
    if not instructions.available() or not shutil.which("objdump"):
        sys.exit("make hot-functions needs valgrind and binutils (strip, nm, objdump)")
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "release", "splitview")
    symbols = text_symbols(binary)
    starts = [address for address, _ in symbols]
    movable = movable_functions()
    rows = data.dataset(ROOT, "1k")
    order, listed = [], set()
    for label, _, code in footprint.trace(ROOT, binary, rows, [label for label, _ in instructions.PLAN], PRESSES):
        before = len(order)
        for offset in code:
            index = bisect.bisect_right(starts, offset) - 1
            name = symbols[index][1] if index >= 0 else None
            if name in movable and name not in listed:
                listed.add(name)
                order.append(name)
        print(f"{label}: {len(order) - before} functions more", file=sys.stderr)
    if not order:
        raise RuntimeError("lackey traced no keys (is a C compiler installed?)")
    with open(OUTPUT, "w") as out:
        out.write("\n".join(order) + "\n")
    print(f"{len(order)} functions written to {os.path.relpath(OUTPUT, ROOT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
