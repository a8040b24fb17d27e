#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# game_opens_sound_output.sh [--play] PROGRAM
# Starts the game (PROGRAM) with a sound server running (run it under with_sound_server.sh) and
# waits until the game has connected to the server, which only the sound output module does:
# so the game found and loaded the module where it looks by itself (beside the program in a
# build tree, ../lib/<triplet>/tihbat from an installed /usr/games/tihbat). With --play (on an X
# display, with xdotool) it then plays pit A from the keyboard and waits until the counters'
# clicks reach the server as a stream of the game. Fails if the game says its sound is off,
# quits, or never gets that far.
set -uo pipefail
play=""
if [ "${1:-}" = "--play" ]; then play=yes; shift; fi
program=$1
need() { command -v "$1" >/dev/null || { echo "game_opens_sound_output: $1 is not installed" >&2; exit 1; }; }
need pactl
[ -z "$play" ] || need xdotool
unset TIHBAT_MODULE_DIR
home=$(mktemp -d)
HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
XDG_CACHE_HOME="$home/cache" "$program" 2>"$home/stderr" &
game=$!
stop() {
    kill "$game" 2>/dev/null
    wait "$game" 2>/dev/null
    rm -rf "$home"
}
trap stop EXIT
fail() {
    echo "game_opens_sound_output: $program $1; its stderr:" >&2
    cat "$home/stderr" >&2
    exit 1
}
binary="application.process.binary = \"$(basename "$program")\""
# wait_for "pactl arguments": until the server lists something of the game there (20 s: the
# output is opened a second after the window is up, on a machine that may be busy).
wait_for() {
    for _ in $(seq 200); do
        # shellcheck disable=SC2086
        pactl list $1 2>/dev/null | grep -qF "$binary" && return 0
        kill -0 "$game" 2>/dev/null || fail "quit"
        sleep 0.1
    done
    return 1
}
wait_for clients || fail "did not open the sound output"
! grep -q 'Sound is off' "$home/stderr" || fail "says its sound is off"
echo "$program connected to the sound server"
[ -n "$play" ] || exit 0

window=""
for _ in $(seq 100); do
    window=$(xdotool search --pid "$game" --onlyvisible 2>/dev/null | head -n 1)
    [ -n "$window" ] && break
    sleep 0.1
done
[ -n "$window" ] || fail "shows no window"
xdotool windowfocus --sync "$window"
xdotool key --window "$window" a
wait_for sink-inputs || fail "played no sound for pit A"
echo "$program played pit A's sounds through the server"
