#!/usr/bin/env bash
# Installs what building and testing need beyond the Swift toolchain: the ncurses and zlib
# headers and libraries, tmux for the end-to-end tests, and Python 3 for make bench.
# As root it uses apt-get; otherwise it names the packages to install and fails.
set -euo pipefail

missing=()
[ -e /usr/include/ncursesw/curses.h ] || missing+=(libncurses-dev)
[ -e /usr/include/zlib.h ] || missing+=(zlib1g-dev)
command -v tmux >/dev/null 2>&1 || missing+=(tmux)
# make bench (BENCH=1) drives the app from Python 3 (its pty and curses modules).
if [ -n "${BENCH:-}" ]; then python3 -c 'import pty, curses' >/dev/null 2>&1 || missing+=(python3); fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing ${missing[*]}" >&2
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
    echo "splitview needs these packages: ${missing[*]}" >&2
    echo "install them, e.g.: sudo apt-get install ${missing[*]}" >&2
    exit 1
fi
