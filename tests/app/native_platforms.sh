#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The game starts and paints natively under a Wayland compositor (weston, headless) and under
# X11 (Xvfb), and quits cleanly: the same first-paint probe as the start-up benchmark.
# Usage: native_platforms.sh PATH_TO_TIHBAT
set -euo pipefail
tihbat=${1:?usage: native_platforms.sh PATH_TO_TIHBAT}
for tool in weston Xvfb; do
    command -v "$tool" >/dev/null || { echo "native_platforms: $tool is missing (bash .ci/setup-deps installs it)" >&2; exit 1; }
done

# Under AddressSanitizer (CI's second build) this checks starting and painting, not the
# graphics stacks' own allocations that stay until exit.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"

work=$(mktemp -d)
chmod 0700 "$work"
weston_pid=
cleanup() {
    if [ -n "$weston_pid" ]; then kill "$weston_pid" 2>/dev/null || true; wait "$weston_pid" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

# One game run: it must print "first-paint" and the window's size (the board painted) and exit
# with status 0.
start_and_paint() {
    local platform=$1; shift
    local out
    if ! out=$(env -u DISPLAY -u WAYLAND_DISPLAY HOME="$work/home" XDG_CONFIG_HOME="$work/home/config" \
        QT_QPA_PLATFORM="$platform" "$@" timeout 30 "$tihbat" --exit-after-first-paint \
        --autosave-file "$work/autosave.json" 2>"$work/$platform.err"); then
        echo "native_platforms: tihbat on $platform failed:" >&2; cat "$work/$platform.err" >&2; exit 1
    fi
    if [[ ! "$out" =~ ^first-paint\ [0-9]+x[0-9]+$ ]]; then
        echo "native_platforms: tihbat on $platform never painted (said: $out)" >&2
        cat "$work/$platform.err" >&2; exit 1
    fi
    echo "native_platforms: $platform: started, painted, quit"
}

# Wayland: weston 10's headless backend with the pixman renderer, its own private runtime
# directory (0700, as the Wayland socket needs) and socket, and the kiosk shell (no shell client
# to wait for: every window is shown at once, full screen); it runs as root in CI too.
export XDG_RUNTIME_DIR="$work/runtime"
mkdir -m 0700 "$XDG_RUNTIME_DIR"
weston --backend=headless-backend.so --use-pixman --width=1280 --height=800 \
    --shell=kiosk-shell.so --socket=wayland-tihbat-test --no-config --idle-time=0 \
    >"$work/weston.log" 2>&1 &
weston_pid=$!
for _ in $(seq 100); do
    [ -S "$XDG_RUNTIME_DIR/wayland-tihbat-test" ] && break
    kill -0 "$weston_pid" 2>/dev/null || { echo "native_platforms: weston stopped:" >&2; cat "$work/weston.log" >&2; exit 1; }
    sleep 0.1
done
[ -S "$XDG_RUNTIME_DIR/wayland-tihbat-test" ] || { echo "native_platforms: weston made no socket" >&2; cat "$work/weston.log" >&2; exit 1; }
start_and_paint wayland WAYLAND_DISPLAY=wayland-tihbat-test

# X11 keeps working. Xvfb picks a free display itself (-displayfd): parallel runs on one machine
# never race for a number, as xvfb-run -a can.
Xvfb -displayfd 5 -screen 0 1280x800x24 -nolisten tcp 5>"$work/display" 2>"$work/xvfb.log" &
xvfb_pid=$!
for _ in $(seq 100); do
    [ -s "$work/display" ] && break
    kill -0 "$xvfb_pid" 2>/dev/null || { echo "native_platforms: Xvfb stopped:" >&2; cat "$work/xvfb.log" >&2; exit 1; }
    sleep 0.1
done
[ -s "$work/display" ] || { echo "native_platforms: Xvfb chose no display" >&2; exit 1; }
start_and_paint xcb DISPLAY=":$(head -n1 "$work/display")"
kill "$xvfb_pid"; wait "$xvfb_pid" 2>/dev/null || true
