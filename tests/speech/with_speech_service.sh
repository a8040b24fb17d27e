#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a command with a speech service of its own: a private PulseAudio server (a null sink,
# nothing is heard, and a recording of what it plays) and speech-dispatcher with the espeak-ng
# module and a log at level 5, in a runtime folder of their own, stopped afterwards. The command
# finds them through:
#   TIHBAT_SPEECH_LOG        speech-dispatcher's log (each text it was asked to say, the audio)
#   TIHBAT_SPEECH_RECORDING  what the sound server played: raw signed 16-bit mono at 22050 Hz
#   TIHBAT_SPEECH_PID        speech-dispatcher's process, for a test that kills it
# Exits 77 (the test is skipped) with the reason when the machine lacks a part of it.
set -uo pipefail
skip() { echo "with_speech_service: SKIP: $*" >&2; exit 77; }
for program in speech-dispatcher pulseaudio parec; do
    command -v "$program" >/dev/null || skip "$program is not installed"
done
module=/usr/lib/speech-dispatcher-modules/sd_espeak-ng
[ -x "$module" ] || skip "speech-dispatcher's espeak-ng module ($module) is not installed"
[ -f /etc/speech-dispatcher/modules/espeak-ng.conf ] || skip "espeak-ng.conf is missing"

runtime=$(mktemp -d)
chmod 0700 "$runtime"
export XDG_RUNTIME_DIR="$runtime" PULSE_RUNTIME_PATH="$runtime/pulse" HOME="$runtime" \
       XDG_CONFIG_HOME="$runtime/config"
pids=()
stop() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null; done
    rm -rf "$runtime"
}
trap stop EXIT

pulseaudio --daemonize=no --exit-idle-time=-1 -n \
    --load="module-null-sink sink_name=speech" --load="module-native-protocol-unix" \
    2>"$runtime/pulse.log" &
pids+=($!)
for _ in $(seq 200); do [ -S "$runtime/pulse/native" ] && break; sleep 0.05; done
[ -S "$runtime/pulse/native" ] || { cat "$runtime/pulse.log" >&2; echo "with_speech_service: PulseAudio did not start" >&2; exit 1; }
parec -d speech.monitor --latency-msec=50 --format=s16le --rate=22050 --channels=1 >"$runtime/played.raw" &
pids+=($!)

# Only the espeak-ng module, playing through the server above; no idle timeout.
mkdir -p "$XDG_CONFIG_HOME/speech-dispatcher/modules" "$runtime/log"
cat >"$XDG_CONFIG_HOME/speech-dispatcher/speechd.conf" <<CONF
LogLevel 5
AudioOutputMethod "pulse"
AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
DefaultModule espeak-ng
CONF
cp /etc/speech-dispatcher/modules/espeak-ng.conf "$XDG_CONFIG_HOME/speech-dispatcher/modules/"
speech-dispatcher -s -l 5 -L "$runtime/log" -t 0 2>"$runtime/speechd.stderr" &
speechd=$!
pids+=($speechd)
socket="$runtime/speech-dispatcher/speechd.sock"
for _ in $(seq 400); do [ -S "$socket" ] && break; sleep 0.05; done
[ -S "$socket" ] || { tail -20 "$runtime/speechd.stderr" >&2; echo "with_speech_service: speech-dispatcher did not start" >&2; exit 1; }

# Under AddressSanitizer, its strstr check measures the whole reply at every call: libspeechd
# parses espeak-ng's list of voices (thousands of lines) with strstr, which took Qt TextToSpeech's
# start from under a second to past three minutes. The check is for this test's process only.
[ -n "${ASAN_OPTIONS:-}" ] && export ASAN_OPTIONS="$ASAN_OPTIONS:intercept_strstr=0"

TIHBAT_SPEECH_LOG="$runtime/log/speech-dispatcher.log" TIHBAT_SPEECH_RECORDING="$runtime/played.raw" \
TIHBAT_SPEECH_PID=$speechd "$@"
