#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the network message parser's libFuzzer target with clang and fuzzes it.
# Usage: tests/net/run_fuzz.sh [SECONDS] [BUILD_DIR]
#   SECONDS    how long to fuzz (default 60)
#   BUILD_DIR  the clang build folder (default <repo>/build-fuzz)
# Exits non-zero if the build fails or the fuzzer finds a crash, a hang (over 5 s for one
# input), a leak, a memory blow-up (over 2 GiB) or an encode/parse mismatch. The input that
# failed is left in BUILD_DIR/fuzz-net-artifacts/; copy it to tests/net/corpus/regression/.
set -eu

seconds=${1:-60}
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
build=${2:-$repo/build-fuzz}

CC=clang CXX=clang++ cmake -S "$repo" -B "$build" -DTIHBAT_FUZZ=ON -DTIHBAT_BUILD_TESTS=ON \
    -DTIHBAT_WERROR=ON >/dev/null
cmake --build "$build" --target fuzz_net_message -j"$(nproc)"

# New inputs go to a scratch folder; the committed corpus only seeds the run.
work="$build/fuzz-net-corpus"
artifacts="$build/fuzz-net-artifacts"
mkdir -p "$work" "$artifacts"

status=0
"$build/tests/net/fuzz_net_message" "$work" "$here/corpus/good" "$here/corpus/bad" \
    "$here/corpus/regression" -dict="$here/fuzz_net_message.dict" -max_len=20000 \
    -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 \
    -artifact_prefix="$artifacts/" -print_final_stats=1 || status=$?

if [ "$status" -ne 0 ]; then
    echo "run_fuzz.sh: the fuzzer failed (exit $status); inputs in $artifacts:" >&2
    ls -l "$artifacts" >&2
fi
exit "$status"
