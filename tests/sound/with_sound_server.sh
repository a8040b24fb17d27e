#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a command with a private PulseAudio server (a null sink: nothing is heard) and stops the
# server afterwards. Fails if no server can be started: the test it wraps needs one.
set -euo pipefail
runtime=$(mktemp -d)
chmod 0700 "$runtime"
export XDG_RUNTIME_DIR="$runtime" PULSE_RUNTIME_PATH="$runtime/pulse" HOME="$runtime"
cleanup() {
    pulseaudio --kill 2>/dev/null || true
    rm -rf "$runtime"
}
trap cleanup EXIT
command -v pulseaudio >/dev/null || { echo "with_sound_server: pulseaudio is not installed" >&2; exit 1; }
# -n: no default configuration; just a null sink and the socket clients connect to.
pulseaudio --daemonize=yes --exit-idle-time=-1 -n \
    --load="module-null-sink sink_name=silence" --load="module-native-protocol-unix" \
    --log-target=stderr 2>"$runtime/pulse.log" || { cat "$runtime/pulse.log" >&2; exit 1; }
for _ in $(seq 100); do
    [ -S "$runtime/pulse/native" ] && break
    pulseaudio --check 2>/dev/null || true
    sleep 0.05
done
[ -S "$runtime/pulse/native" ] || { echo "with_sound_server: no server socket" >&2; exit 1; }
TIHBAT_SOUND_SERVER_REQUIRED=1 "$@"
