#!/usr/bin/env bash
# The long run: the release binary on a 1,000,000-row CSV in tmux, driven by random use
# (moves, pages, jumps, focus, master width and visibility, filters typed and cleared,
# pastes, resizes between random sizes), sampling its resident memory and open file
# descriptors over time. Prints the samples and a verdict: memory flat after the first
# minute's plateau, no descriptor leaked, still alive. Memory is judged on RssAnon (the
# heap and stacks, what a leak grows); VmRSS also counts file pages (RssFile: the binary
# and its libraries; the table's file is read with pread), and is shown beside it.
#
#   SOAK_SECONDS   how long to run (default 3600; `make soak-short` uses 60)
#   SOAK_SAMPLE    seconds between samples (default 30, or 5 for runs under 5 minutes)
#   SOAK_ROWS      rows in the generated file (default 1000000)
#   SOAK_SEED      seed for the random use (default: the time), printed for a re-run
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${SOAK_SECONDS:-3600}
rows=${SOAK_ROWS:-1000000}
if [ "$seconds" -lt 300 ]; then sample=${SOAK_SAMPLE:-5}; else sample=${SOAK_SAMPLE:-30}; fi
seed=${SOAK_SEED:-$(date +%s)}
RANDOM=$seed

bin=.build/release  # built by `make soak`
[ -x "$bin/splitview" ] || { echo "soak: $bin/splitview is missing: run it as make soak" >&2; exit 2; }
data=.build/soak/rows-$rows.csv
mkdir -p .build/soak
[ -s "$data" ] || python3 scripts/bench/datagen.py "$rows" "$data"

socket=$(mktemp -u /tmp/splitview-soak.XXXXXX)
tmux_() { tmux -S "$socket" "$@"; }
cleanup() { tmux_ kill-server 2>/dev/null || true; rm -f "$socket"; }
trap cleanup EXIT
tmux_ -f /dev/null new-session -d -s soak -x 120 -y 40 \
    "exec env LANG=C.UTF-8 LC_ALL=C.UTF-8 TERM=xterm-256color $bin/splitview $data"
tmux_ set-option -t soak remain-on-exit on >/dev/null
pid=$(tmux_ display-message -p -t soak '#{pane_pid}')
for _ in $(seq 100); do  # the first screen (the rest is indexed in the background)
    tmux_ capture-pane -p -t soak | grep -q ' / ' && break
    sleep 0.1
done

keys=(j k Down Up PageDown PageUp C-d C-u Home End g G Tab Tab m m '<' '>' Enter Escape Left Right b Space)
letters=(i o r s t x y z c f n N)  # filter text; none of them edits if the filter did not open
random_use() {
    case $((RANDOM % 20)) in
    0) # type a filter, let it run, keep or clear it
        tmux_ send-keys -t soak / 
        for _ in $(seq $((RANDOM % 4 + 1))); do tmux_ send-keys -t soak -l "${letters[RANDOM % ${#letters[@]}]}"; done
        sleep 0.2
        if ((RANDOM % 2)); then tmux_ send-keys -t soak Enter; else tmux_ send-keys -t soak Escape; fi ;;
    1) # a resize between random sizes, now and then a tiny one
        tmux_ resize-window -t soak -x $((RANDOM % 180 + 10)) -y $((RANDOM % 55 + 3)) ;;
    2) # a bracketed paste (into the filter when it is open, ignored otherwise)
        tmux_ send-keys -t soak -l $'\e[200~pasted\r\ntext\e[201~' ;;
    *) tmux_ send-keys -t soak "${keys[RANDOM % ${#keys[@]}]}" ;;
    esac
}

rss() { awk '/^VmRSS/ { print $2 }' "/proc/$pid/status"; }
anon() { awk '/^RssAnon/ { print $2 }' "/proc/$pid/status"; }
file() { awk '/^RssFile/ { print $2 }' "/proc/$pid/status"; }
hwm() { awk '/^VmHWM/ { print $2 }' "/proc/$pid/status"; }
fds() { ls "/proc/$pid/fd" | wc -l; }
cpu() { awk '{ split($0, a, ") "); split(a[2], f, " "); print (f[12] + f[13]) / '"$(getconf CLK_TCK)"' }' "/proc/$pid/stat"; }

echo "soak: $bin/splitview on $rows rows ($(du -h "$data" | cut -f1)), ${seconds}s of random use, seed $seed"
printf '%8s %10s %10s %10s %5s %8s\n' seconds rss_kB anon_kB file_kB fds cpu_s
start=$(date +%s)
next_sample=0
samples_rss=()
samples_fds=()
samples_time=()
while :; do
    now=$(($(date +%s) - start))
    if [ "$(tmux_ display-message -p -t soak '#{pane_dead}')" = 1 ]; then
        echo "soak: FAILED: splitview died after ${now}s ($(tmux_ display-message -p -t soak '#{pane_dead_status} #{pane_dead_signal}'))"
        tmux_ capture-pane -p -t soak | tail -5
        exit 1
    fi
    if [ "$now" -ge "$next_sample" ]; then
        r=$(anon); f=$(fds)
        samples_rss+=("$r"); samples_fds+=("$f"); samples_time+=("$now")
        printf '%8d %10d %10d %10d %5d %8.1f\n' "$now" "$(rss)" "$r" "$(file)" "$f" "$(cpu)"
        next_sample=$((next_sample + sample))
    fi
    [ "$now" -ge "$seconds" ] && break
    random_use
    sleep 0.05
done

# The plateau: the highest sample in the first minute (the first third of a short run),
# after the one taken at the start. Growth is judged on the median of the last third of
# the samples, so a passing spike (a big window, a filter's results) that is given back
# does not count, a leak does.
plateau_end=$((seconds / 3 < 60 ? seconds / 3 : 60))
[ "$plateau_end" -lt "$sample" ] && plateau_end=$sample
plateau=0; peak=0; late=()
for i in "${!samples_rss[@]}"; do
    r=${samples_rss[$i]}
    [ "$i" -gt 0 ] && [ "${samples_time[$i]}" -le "$plateau_end" ] && [ "$r" -gt "$plateau" ] && plateau=$r
    [ "${samples_time[$i]}" -gt "$plateau_end" ] && [ "$r" -gt "$peak" ] && peak=$r
    [ "$i" -ge $((${#samples_rss[@]} * 2 / 3)) ] && late+=("$r")
done
late_median=$(printf '%s\n' "${late[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
first_fds=${samples_fds[0]}
last_fds=${samples_fds[${#samples_fds[@]}-1]}
echo "soak: RssAnon plateau ${plateau} kB (first ${plateau_end}s); median of the last third ${late_median} kB;"
echo "soak: highest RssAnon after the plateau ${peak} kB; peak VmRSS (VmHWM, file pages included) $(hwm) kB"
echo "soak: open descriptors ${first_fds} at start, ${last_fds} at the end"
tmux_ send-keys -t soak Escape
sleep 0.3
tmux_ send-keys -t soak q
sleep 0.3
if tmux_ capture-pane -p -t soak | grep -q 'unsaved changes'; then tmux_ send-keys -t soak d; fi
# Wait for the exit status; tmux 3.3a sometimes misses the SIGCHLD and needs a nudge.
server=$(tmux_ display-message -p '#{pid}')
for _ in $(seq 50); do
    status=$(tmux_ display-message -p -t soak '#{pane_dead}:#{pane_dead_status}#{pane_dead_signal}')
    case $status in 1:?*) break ;; esac
    kill -CHLD "$server" 2>/dev/null || true
    sleep 0.1
done
# Settling more than 10% (and 4 MB) above the plateau counts as growth.
if [ "$late_median" -gt $((plateau + plateau / 10 + 4096)) ]; then
    echo "soak: FAILED: memory grew past the plateau"; exit 1
fi
if [ "$last_fds" -gt "$first_fds" ]; then echo "soak: FAILED: descriptors leaked"; exit 1; fi
if [ "$status" != "1:0" ]; then echo "soak: FAILED: did not quit cleanly ($status)"; exit 1; fi
echo "soak: OK: memory flat, no descriptor leaked, quit cleanly"
