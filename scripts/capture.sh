#!/usr/bin/env bash
# Prints what the real binary shows at WIDTHxHEIGHT after typing KEYS (tmux key names),
# for the README's screenshots: scripts/capture.sh 100 20 m Down
# Runs the debug build in a private tmux server without any configuration file.
set -euo pipefail
width=$1 height=$2
shift 2
binary="$(cd "$(dirname "$0")/.." && pwd)/.build/debug/splitview"
socket="$(mktemp -u /tmp/splitview-capture.XXXXXX)"
trap 'tmux -S "$socket" kill-server 2>/dev/null || true' EXIT
tmux -S "$socket" -f /dev/null new-session -d -x "$width" -y "$height" \
    "env LANG=C.UTF-8 TERM=xterm-256color '$binary' --no-config; sleep 60"
wait_for() {
    for _ in $(seq 200); do
        tmux -S "$socket" capture-pane -p | grep -q -- "$1" && return 0
        sleep 0.05
    done
    echo "capture: timed out waiting for $1" >&2
    exit 1
}
wait_for " / 118"
for key in "$@"; do
    before=$(tmux -S "$socket" capture-pane -p)
    tmux -S "$socket" send-keys "$key"
    for _ in $(seq 100); do
        [ "$(tmux -S "$socket" capture-pane -p)" != "$before" ] && break
        sleep 0.05
    done
done
tmux -S "$socket" capture-pane -p | sed 's/[[:space:]]*$//'
