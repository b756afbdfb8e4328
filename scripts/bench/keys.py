"""The bytes a terminal sends for each key, from the terminfo entry the programs use."""

import os

try:
    import curses
except ImportError:  # a Python built without curses: the xterm values below
    curses = None

TERM = "xterm-256color"

_FALLBACK = {
    "kcud1": b"\x1bOB", "kcuu1": b"\x1bOA", "knp": b"\x1b[6~", "kpp": b"\x1b[5~",
    "kend": b"\x1bOF", "khome": b"\x1bOH", "kbs": b"\x7f",
}


def _capability(name):
    try:
        value = curses.tigetstr(name) if curses else None
    except curses.error:
        value = None
    return value or _FALLBACK[name]


if curses:
    try:
        curses.setupterm(TERM, os.open(os.devnull, os.O_WRONLY))
    except curses.error:
        curses = None

DOWN = _capability("kcud1")
UP = _capability("kcuu1")
PAGE_DOWN = _capability("knp")
PAGE_UP = _capability("kpp")
END = _capability("kend")
HOME = _capability("khome")
BACKSPACE = _capability("kbs")
ESCAPE = b"\x1b"
ENTER = b"\r"
CTRL_C = b"\x03"
