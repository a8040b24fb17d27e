#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Starts the game (the program given) with a sound server running (run it under
# with_sound_server.sh) and waits until the game has connected to the server: which only the
# sound output module does, so the game found and loaded it where it looks by itself (beside
# the program in a build tree, ../lib/<triplet>/tihbat from an installed /usr/games/tihbat).
# Fails if the game says its sound is off, quits, or never connects.
set -uo pipefail
program=$1
command -v pactl >/dev/null || { echo "game_opens_sound_output: pactl is not installed" >&2; exit 1; }
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
name=$(basename "$program")
connected=""
# The output is opened a second after the window is up; allow a slow, busy machine 20 s.
for _ in $(seq 200); do
    if pactl list clients 2>/dev/null | grep -qF "application.process.binary = \"$name\""; then
        connected=yes
        break
    fi
    kill -0 "$game" 2>/dev/null || break
    sleep 0.1
done
if grep -q 'Sound is off' "$home/stderr" || [ -z "$connected" ]; then
    echo "game_opens_sound_output: $program did not open the sound output; its stderr:" >&2
    cat "$home/stderr" >&2
    exit 1
fi
kill -0 "$game" 2>/dev/null || { echo "game_opens_sound_output: $program quit" >&2; exit 1; }
echo "$program connected to the sound server"
