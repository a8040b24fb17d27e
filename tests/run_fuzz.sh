#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds one of the libFuzzer targets with clang and fuzzes it.
# Usage: tests/run_fuzz.sh record|net [SECONDS] [BUILD_DIR]
#   record     the record reader and analyze's comment check (tests/record/fuzz_record)
#   net        the network protocol's message parser (tests/net/fuzz_net_message)
#   SECONDS    how long to fuzz (default 60)
#   BUILD_DIR  the clang build folder (default <repo>/build-fuzz)
# Exits non-zero if the build fails or the fuzzer finds a crash, a hang (over 5 s for one
# input), a leak, a memory blow-up (over 2 GiB) or a write/read (encode/parse) mismatch. The
# input that failed is left in BUILD_DIR/fuzz-<which>-artifacts/; copy it to the target's
# corpus/regression/ folder.
set -eu

which=${1:-}
seconds=${2:-60}
tests=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$tests/.." && pwd)
build=${3:-$repo/build-fuzz}

case "$which" in
record) folder=record target=fuzz_record extra= ;;
# A welcome, the longest message, is at most 16 KiB; longer inputs only test the size check.
net) folder=net target=fuzz_net_message extra=-max_len=20000 ;;
*)
    echo "usage: $0 record|net [SECONDS] [BUILD_DIR]" >&2
    exit 2
    ;;
esac
here="$tests/$folder"

CC=clang CXX=clang++ cmake -S "$repo" -B "$build" -DTIHBAT_FUZZ=ON -DTIHBAT_BUILD_TESTS=ON \
    -DTIHBAT_WERROR=ON >/dev/null
cmake --build "$build" --target "$target" -j"$(nproc)"

# New inputs go to a scratch folder; the committed corpus only seeds the run.
work="$build/fuzz-$which-corpus"
artifacts="$build/fuzz-$which-artifacts"
mkdir -p "$work" "$artifacts"

status=0
# shellcheck disable=SC2086 # $extra is one flag or none
"$build/tests/$folder/$target" "$work" "$here/corpus/good" "$here/corpus/bad" \
    "$here/corpus/regression" -dict="$here/$target.dict" $extra \
    -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 \
    -artifact_prefix="$artifacts/" -print_final_stats=1 || status=$?

if [ "$status" -ne 0 ]; then
    echo "run_fuzz.sh: the $which fuzzer failed (exit $status); inputs in $artifacts:" >&2
    ls -l "$artifacts" >&2
fi
exit "$status"
