#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails if the program given, or any library it links, needs a sound library: Qt Multimedia,
# PulseAudio, libsndfile or the codecs they pull in belong in the sound output module, which
# the game loads when it prepares its first sound, not before its window is up.
set -euo pipefail
program=$1
libraries=$(ldd "$program") || { echo "ldd cannot read $program" >&2; exit 1; }
sound='libQt6Multimedia|libpulse|libsndfile|libFLAC|libvorbis|libogg|libopus|libmpg123|libmp3lame'
found=$(grep -E "$sound" <<< "$libraries" || true)
if [ -n "$found" ]; then
    echo "$program loads sound libraries at start:" >&2
    echo "$found" >&2
    exit 1
fi
echo "$program: $(grep -c . <<< "$libraries") libraries, none for sound"
