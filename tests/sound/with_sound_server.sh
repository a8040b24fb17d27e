#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a command with a private PulseAudio server (a null sink: nothing is heard) and stops the
# server afterwards. Fails if no server can be started: the test it wraps needs one.
set -uo pipefail
command -v pulseaudio >/dev/null || { echo "with_sound_server: pulseaudio is not installed" >&2; exit 1; }
runtime=$(mktemp -d)
chmod 0700 "$runtime"
export XDG_RUNTIME_DIR="$runtime" PULSE_RUNTIME_PATH="$runtime/pulse" HOME="$runtime"
# -n: no default configuration; just a null sink and the socket clients connect to.
pulseaudio --daemonize=no --exit-idle-time=-1 -n \
    --load="module-null-sink sink_name=silence" --load="module-native-protocol-unix" \
    2>"$runtime/pulse.log" &
server=$!
stop() {
    kill "$server" 2>/dev/null
    wait "$server" 2>/dev/null
    rm -rf "$runtime"
}
trap stop EXIT
# The server is ready when its socket is there (or it has died, which is an error).
for _ in $(seq 200); do
    [ -S "$runtime/pulse/native" ] && break
    kill -0 "$server" 2>/dev/null || break
    sleep 0.05
done
if [ ! -S "$runtime/pulse/native" ]; then
    echo "with_sound_server: the PulseAudio server did not start:" >&2
    cat "$runtime/pulse.log" >&2
    exit 1
fi
TIHBAT_SOUND_SERVER_REQUIRED=1 "$@"
