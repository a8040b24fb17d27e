#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Mutation check of the core tests: applies each mutation below to a scratch copy of the source,
# builds the core tests there, runs them and reports which tests kill each mutation. Every
# mutation must be killed (exit status 1 otherwise; 2 when a mutation no longer applies).
# Not run by CI (about ten minutes on two cores). Usage:
#   tests/mutation/run_mutations.sh [SCRATCH_DIR]      (default: a new temporary directory)
#   TIHBAT_MUTATIONS="name ..." tests/mutation/run_mutations.sh   (only these mutations)
set -euo pipefail

root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
scratch=${1:-$(mktemp -d -t tihbat-mutation.XXXXXX)}
jobs=${JOBS:-2}
tests=(tst_rules tst_invariants tst_reference tst_solver)

# name | file | exact text (must occur once) | replacement; "\n" in the texts is a newline.
mutations=$(cat <<'LIST'
first-counter-not-back|model/core/rules.cpp|for (int i = 0, target = pit;|for (int i = 0, target = nextPit(pit);
first-counter-not-back|model/core/rules.cpp|pits[(pit + k) % PitCount] += (n - k + PitCount - 1) / PitCount;|pits[(pit + 1 + k) % PitCount] += (n - k + PitCount - 1) / PitCount;
first-counter-not-back|model/core/rules.cpp|const int last = (pit + n - 1) % PitCount;|const int last = (pit + n) % PitCount;
first-counter-not-back|model/core/rules.cpp|const int beforeLast = n >= 2 ? (pit + n - 2) % PitCount : -1;|const int beforeLast = n >= 2 ? (pit + n - 1) % PitCount : -1;
capture-only-2-4-6|model/core/rules.cpp|counters == 6 \|\| counters == 8;|counters == 6;
capture-on-any-side|model/core/rules.cpp|if (ownerOf(last) != mover \|\| !isCaptureCount(pits[last]))|if (!isCaptureCount(pits[last]))
chain-across-sides|model/core/rules.cpp|beforeLast >= 0 && ownerOf(beforeLast) == mover &&|beforeLast >= 0 &&
no-automatic-pass|model/core/rules.cpp|} else if (mustPass(next.position)) {|} else if (false) {
repetition-ignores-side-to-move|model/core/game.cpp|m_seen.end(),\n                     p) != m_seen.end();|m_seen.end(), [&](const Position &q) { return q.pits == p.pits; }) != m_seen.end();
repetition-ignores-side-to-move|model/core/game.cpp|std::find(m_seen.begin()|std::find_if(m_seen.begin()
pass-position-not-recorded|model/core/game.cpp|                m_seen.push_back(passing);\n|
board-not-shared-at-end|model/core/game.cpp|out.finalScore = {state.captured[0] + share, state.captured[1] + share};|out.finalScore = {state.captured[0] + 2 * share, state.captured[1]};
undo-forgets-last-capture|model/core/game.cpp|    m_segmentStart = m_bookmarks.back().segmentStart;\n|
solver-ignores-history|model/core/solver.cpp|    if (!historyMatters)\n|    if (true)\n
move-values-ignore-history|model/core/solver.cpp|            future = futureValue(history);|            future = futureValue(t.next);
capture-payoff-for-south|model/core/solver.cpp|return sign(mover) * t.captured + m_levels|return t.captured + m_levels
attractor-needs-every-move|model/core/solver.cpp|waiting[v] = g.owner[v] == player ? 1 : g.edgeCount[v];|waiting[v] = g.owner[v] == player ? g.edgeCount[v] : 1;
LIST
)

apply() { # file old new: replaces the one occurrence of old, or fails
    python3 - "$@" <<'PY'
import sys
path, old, new = sys.argv[1], sys.argv[2].replace('\\n', '\n').replace('\\|', '|'), \
    sys.argv[3].replace('\\n', '\n').replace('\\|', '|')
text = open(path).read()
if text.count(old) != 1:
    sys.exit(f"{path}: expected one occurrence of {old!r}, found {text.count(old)}")
open(path, 'w').write(text.replace(old, new))
PY
}

# Splits a list line on unescaped |.
fields() { python3 -c 'import re,sys; print("\n".join(re.split(r"(?<!\\)\|", sys.argv[1])))' "$1"; }

echo "scratch copy: $scratch"
mkdir -p "$scratch/src"
git -C "$root" ls-files -z --cached --others --exclude-standard | (cd "$root" && tar --null -T - -cf -) | tar -C "$scratch/src" -m -xf - # -m: new times, so all rebuilds
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S "$scratch/src" -B "$scratch/build" -DCMAKE_BUILD_TYPE=Release "${launcher[@]}" >/dev/null

# Runs the tests; prints the names of those that fail.
run_tests() {
    cmake --build "$scratch/build" -j"$jobs" --target "${tests[@]}" >"$scratch/build.log" 2>&1 ||
        { echo "(does not build)"; return; }
    local failed=() status
    for t in "${tests[@]}"; do
        # A mutant can make a search run away: two minutes and 3 GB at most, counted as a kill.
        status=0
        (ulimit -v 3000000; QT_QPA_PLATFORM=offscreen QTEST_DISABLE_STACK_DUMP=1 \
            QTEST_DISABLE_CORE_DUMP=1 timeout -k 5 120 "$scratch/build/tests/core/$t") \
            >"$scratch/$t.log" 2>&1 || status=$?
        case $status in
        0) ;;
        124) failed+=("$t(timeout)") ;;
        12[5-9] | 1[3-9][0-9] | 2[0-9][0-9]) failed+=("$t(crash)") ;;
        *) failed+=("$t") ;; # Qt Test's status: the number of failed tests
        esac
    done
    echo "${failed[*]}"
}

echo "baseline: building and running ${tests[*]}"
baseline=$(run_tests)
[ -z "$baseline" ] || { echo "the unmutated tests fail: $baseline" >&2; exit 1; }

# Puts the core sources back as they are in the repository.
restore() { cp "$root"/model/core/*.cpp "$root"/model/core/*.h "$scratch/src/model/core/"; }

names=$(echo "$mutations" | cut -d'|' -f1 | uniq)
[ -z "${TIHBAT_MUTATIONS:-}" ] || names=$TIHBAT_MUTATIONS
status=0
printf '\n%-34s %s\n' "mutation" "killed by"
for name in $names; do
    files=()
    while IFS= read -r line; do
        [ "${line%%|*}" = "$name" ] || continue
        mapfile -t f < <(fields "$line")
        apply "$scratch/src/${f[1]}" "${f[2]}" "${f[3]}" || { status=2; restore; continue 2; }
        files+=("${f[1]}")
    done <<<"$mutations"
    [ ${#files[@]} -gt 0 ] || { echo "unknown mutation $name" >&2; status=2; continue; }
    killers=$(run_tests)
    printf '%-34s %s\n' "$name" "${killers:-SURVIVED}"
    [ -n "$killers" ] || status=1
    restore
done
exit $status
