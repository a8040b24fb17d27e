#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Mutation check: applies each mutation below to a scratch copy of the source, builds there the
# tests of the mutated file's area (model/core, model/net, model/strict_json, model/files), runs them
# and reports which tests (and test functions) kill each mutation. Every mutation must be killed
# (exit status 1 otherwise; 2 when a mutation no longer applies). Not run by CI (README.md says how
# long it takes). Usage:
#   tests/mutation/run_mutations.sh [SCRATCH_DIR]      (default: a new temporary directory)
#   TIHBAT_MUTATIONS="name ..." tests/mutation/run_mutations.sh   (only these mutations)
#   TIHBAT_MUTATION_AREAS="net files" tests/mutation/run_mutations.sh   (only these areas)
set -euo pipefail

root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
scratch=${1:-$(mktemp -d -t tihbat-mutation.XXXXXX)}
jobs=${JOBS:-2}
# The tests of each area, as paths in the build folder.
declare -A area_tests=(
    [core]="tests/core/tst_rules tests/core/tst_invariants tests/core/tst_reference tests/core/tst_solver"
    # tst_net_cli (two tihbat-cli processes, minutes) runs the same host code; left out for time.
    # The strict JSON reader the protocol reads with (moved out of model/net).
    [strict_json]="tests/net/tst_field_reader tests/net/tst_net_codec"
    [net]="tests/net/tst_net_codec tests/net/tst_move_check tests/net/tst_net_host tests/tournament/tst_tournament_host"
    # tst_safe_saving mounts a small tmpfs for a full disk: run as root, or its full-disk
    # mutations survive.
    [files]="tests/files/tst_file_kind tests/files/tst_private_folder tests/files/tst_safe_reader tests/game/tst_safe_saving tests/game/tst_writer_steps tests/game/tst_record_file tests/tournament/tst_tournament_host"
)

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
move-values-ignore-history|model/core/solver.cpp|    return state.capturedDifference() + futureValue(sinceCapture);|    return state.capturedDifference() + futureValue(sinceCapture.back());
capture-payoff-for-south|model/core/solver.cpp|return sign(mover) * t.captured + m_levels|return t.captured + m_levels
attractor-needs-every-move|model/core/solver.cpp|waiting[v] = g.owner[v] == player ? 1 : g.edgeCount[v];|waiting[v] = g.owner[v] == player ? g.edgeCount[v] : 1;
host-ignores-ply|model/net/move_check.h|if (move.ply != game.plies())|if (false && (move.ply != game.plies()))
host-ignores-game-over|model/net/move_check.h|if (game.isOver())\n        return RefusalReason::Illegal;|if (false)\n        return RefusalReason::Illegal;
host-ignores-turn|model/net/move_check.h|if (game.position().toMove != mover)|if (false && (game.position().toMove != mover))
host-ignores-rules|model/net/move_check.h|if (game.check(move.pit) != MoveError::None \|\| game.plies() >= maxPlies)|if (game.plies() >= maxPlies)
host-ignores-move-limit|model/net/move_check.h| \|\| game.plies() >= maxPlies)| \|\| (false && game.plies() >= maxPlies))
host-ignores-version|model/net/game_host.cpp|if (hello.version != ProtocolVersion) {|if (false && (hello.version != ProtocolVersion)) {
host-ignores-code|model/net/game_host.cpp|if (!codesMatch(hello.code, m_options.code)) {|if (false && (!codesMatch(hello.code, m_options.code))) {
host-without-code-guard|model/net/game_host.cpp|if (verdict != CodeGuard::Verdict::Check) {|if (false && (verdict != CodeGuard::Verdict::Check)) {
host-seat-never-taken|model/net/game_host.cpp|        if (m_guest) {\n            refuse(channel, RefusalReason::Taken|        if (false) {\n            refuse(channel, RefusalReason::Taken
host-one-watcher-too-many|model/net/game_host.cpp|m_watchers.size() >= MaxWatchers|m_watchers.size() > MaxWatchers
host-one-handshake-too-many|model/net/peer_channel.cpp|if (waiting.size() >= MaxPendingConnections) {|if (waiting.size() > MaxPendingConnections) {
host-flood-keeps-its-place|model/net/peer_channel.cpp|                waiting.removeOne(oldest);\n                turnAway(oldest);|                static_cast<void>(turnAway), static_cast<void>(oldest);
host-no-handshake-clock|model/net/peer_channel.cpp|        wire(channel);\n        channel->startHandshakeClock();|        wire(channel);
host-undo-any-ply|model/net/game_host.cpp|if (m_undo \|\| request.ply != m_game.plies()) {|if (m_undo) {
host-undo-any-target|model/net/game_host.cpp|if (!to \|\| *to != request.to) {|if (!to) {
host-moves-during-undo|model/net/game_host.cpp|    if (m_undo) {\n        refuse(m_guest, RefusalReason::Stale, move.ply);|    if (false) {\n        refuse(m_guest, RefusalReason::Stale, move.ply);
host-takes-any-own-name|model/net/game_host.cpp|if (!isPlainName(options.hostName)) {|if (false && (!isPlainName(options.hostName))) {
host-takes-any-own-code|model/net/game_host.cpp|if (!isValidCode(options.code)) {|if (false && (!isValidCode(options.code))) {
tournament-ignores-version|model/net/tournament_host.cpp|if (hello.version != TournamentProtocolVersion) {|if (false && (hello.version != TournamentProtocolVersion)) {
tournament-ignores-code|model/net/tournament_host.cpp|if (!codesMatch(hello.code, m_tournament.code())) {|if (false && (!codesMatch(hello.code, m_tournament.code()))) {
tournament-without-code-guard|model/net/tournament_host.cpp|if (verdict != CodeGuard::Verdict::Check) {|if (false && (verdict != CodeGuard::Verdict::Check)) {
tournament-takes-watchers|model/net/tournament_host.cpp|if (hello.role != Role::Player) {|if (false && (hello.role != Role::Player)) {
tournament-one-player-too-many|model/net/tournament_host.cpp|if (m_tournament.playerCount() >= MaxTournamentPlayers \|\||if (m_tournament.playerCount() > MaxTournamentPlayers \|\|
tournament-seat-never-taken|model/net/tournament_host.cpp|if (player && m_seats.contains(*player)) {|if (false && (player && m_seats.contains(*player))) {
guard-never-slows|model/net/code_guard.cpp|if (tries->left >= 1)|if (true)
guard-ipv6-per-address|model/net/code_guard.cpp|if (plain.protocol() != QAbstractSocket::IPv6Protocol)|if (true)
guard-remembers-any-number|model/net/code_guard.cpp|    if (m_tries.size() < MaxGuessingAddresses)\n        return true;|    if (true)\n        return true;
guard-forgets-guessers|model/net/code_guard.cpp|if (refreshed(it.key(), nowMs) && it->left >= WrongCodesAllowed)|if (refreshed(it.key(), nowMs))
full-refuses-oldest-of-all|model/net/peer_channel.cpp|if (++perAddress[address] > perAddress.value(busiest))|if (++perAddress[address] > 0 && busiest.isEmpty())
no-line-limit|model/net/peer_channel.cpp|if (m_line.size() + (end - start) + 1 > m_lineLimit) {|if (false && (m_line.size() + (end - start) + 1 > m_lineLimit)) {
welcome-limit-for-every-line|model/net/peer_channel.cpp|    m_lineLimit = MaxMessageBytes;\n|
no-silence-limit|model/net/peer_channel.cpp|if (now - m_lastHeardMs > m_timeouts.silenceMs) {|if (false && (now - m_lastHeardMs > m_timeouts.silenceMs)) {
no-handshake-limit|model/net/peer_channel.cpp|[this] { breakWith(RefusalReason::Timeout, QStringLiteral("no handshake in time")); }|[] {}
no-unsent-bytes-limit|model/net/peer_channel.cpp|if (m_socket->bytesToWrite() > MaxUnsentBytes) {|if (false && (m_socket->bytesToWrite() > MaxUnsentBytes)) {
json-takes-bom|model/strict_json/json_object.cpp|if (text.startsWith("\xEF\xBB\xBF"))|if (false && (text.startsWith("\xEF\xBB\xBF")))
json-takes-bad-utf8|model/strict_json/json_object.cpp|if (utf8.hasError())|if (false && (utf8.hasError()))
json-takes-twice-keys|model/strict_json/json_object.cpp|if (keysWritten(text) != object.size())|if (false && (keysWritten(text) != object.size()))
codec-takes-unknown-fields|model/strict_json/field_reader.cpp|if (ok() && m_read.size() != m_object.size())|if (false && (ok() && m_read.size() != m_object.size()))
codec-takes-any-number|model/strict_json/field_reader.cpp|if (!value.isDouble() \|\| std::floor(number) != number \|\| number < min \|\| number > max) {|if (!value.isDouble()) {
codec-takes-long-strings|model/strict_json/field_reader.cpp|value.toString().size() > maxCharacters * unitsPerCharacter|(false && value.toString().size() > maxCharacters * unitsPerCharacter)
codec-takes-any-code|model/net/message_codec.cpp|if (r.ok() && !isValidCode(m.code))|if (false && (r.ok() && !isValidCode(m.code)))
codec-takes-long-lines|model/net/message_codec.cpp|if (line.size() > MaxWelcomeBytes)|if (false && (line.size() > MaxWelcomeBytes))
names-take-controls|model/net/message_codec.cpp|if (category == QChar::Other_Control \|\||if (false \|\|
names-take-fillers|model/net/message_codec.cpp|isFiller(c) \|\||(false && isFiller(c)) \|\|
names-take-format|model/net/message_codec.cpp|(category == QChar::Other_Format && !isNeededFormat(c)))|(false && category == QChar::Other_Format && !isNeededFormat(c)))
names-take-private-use|model/net/message_codec.cpp|category == QChar::Other_PrivateUse \|\||
names-take-many-marks|model/net/message_codec.cpp|if (marksInARow > MaxMarksInARow)|if (false && (marksInARow > MaxMarksInARow))
names-any-length|model/net/message_codec.cpp|return visible && chars <= MaxNameChars;|return visible;
names-need-nothing-visible|model/net/message_codec.cpp|return visible && chars <= MaxNameChars;|return chars <= MaxNameChars;
codes-any-length|model/net/message_codec.cpp|if (code.size() < MinCodeChars \|\| code.size() > MaxCodeChars)|if (code.size() < MinCodeChars)
codes-any-characters|model/net/message_codec.cpp|if (!((u >= 'A' && u <= 'Z')|if (false && !((u >= 'A' && u <= 'Z')
codes-case-matters|model/net/message_codec.cpp|offered.compare(expected, Qt::CaseInsensitive) == 0|offered == expected
codes-easy-accepted|model/net/message_codec.cpp|return upper.size() >= shortest && different.size() >= 4;|return (upper.size() >= shortest && different.size() >= 4) \|\| true;
link-ignores-ply|model/net/game_link.cpp|if (move.ply != m_game.plies()) {|if (false && (move.ply != m_game.plies())) {
link-takes-another-own-move|model/net/game_link.cpp|if (std::exchange(m_sentMove, std::nullopt) != move) {|if (std::exchange(m_sentMove, std::nullopt) && false) {
link-takes-illegal-welcome|model/net/game_link.cpp|if (std::holds_alternative<MoveError>(game.play(pit))) {|if (std::holds_alternative<MoveError>(game.play(pit)) && false) {
link-takes-wrong-side|model/net/game_link.cpp|if (welcome.yourSide.has_value() != (m_request.role == Role::Player)) {|if (false && (welcome.yourSide.has_value() != (m_request.role == Role::Player))) {
link-takes-waiting-in-a-game|model/net/game_link.cpp|if (m_version != TournamentProtocolVersion \|\| m_request.role != Role::Player) {|if (false && (m_version != TournamentProtocolVersion \|\| m_request.role != Role::Player)) {
link-takes-waiting-as-a-watcher|model/net/game_link.cpp|if (m_version != TournamentProtocolVersion \|\| m_request.role != Role::Player) {|if (m_version != TournamentProtocolVersion \|\| (false && m_request.role != Role::Player)) {
link-sends-any-name|model/net/game_link.cpp|if (!isPlainName(request.name)) {|if (false && (!isPlainName(request.name))) {
link-undo-any-ply|model/net/game_link.cpp|if (!side() \|\| request->ply != m_game.plies() \|\| !to \|\| *to != request->to) {|if (!side() \|\| (false && (request->ply != m_game.plies() \|\| !to \|\| *to != request->to))) {
writer-in-place|model/files/safe_file.cpp|FileDescriptor file(openNewFile(folder, name, mode, &named));|FileDescriptor file(named.empty() ? ::open(target.c_str(), O_WRONLY \| O_CREAT \| O_TRUNC \| O_CLOEXEC, mode) : openNewFile(folder, name, mode, &named));\n    named = target;
writer-ignores-full-disk|model/files/safe_file.cpp|    if (const int error = writeAllBytes(file.get(), bytes))\n        return fail(FileStep::Write, error);|    static_cast<void>(writeAllBytes(file.get(), bytes));
writer-no-fsync|model/files/safe_file.cpp|    if (::fsync(file.get()) != 0)\n        return fail(FileStep::Flush, errno);|
writer-ignores-close|model/files/safe_file.cpp|    if (file.close() != 0)\n        return fail(FileStep::Flush, errno);|    static_cast<void>(file.close());
writer-ignores-rename|model/files/safe_file.cpp|    if (::rename(named.c_str(), target.c_str()) != 0)\n        return fail(FileStep::Commit, errno);|    static_cast<void>(::rename(named.c_str(), target.c_str()));
writer-no-folder-sync|model/files/safe_file.cpp|        ::fsync(directory.get());|        static_cast<void>(directory.get());
writer-loses-mode|model/files/safe_file.cpp|if (replacing && ::fchmod(file.get(), mode) != 0)|if (false && (replacing && ::fchmod(file.get(), mode) != 0))
writer-not-owner-only|model/files/safe_file.cpp|        mode &= ~mode_t(077);|        static_cast<void>(mode);
writer-replaces-links|model/files/safe_file.cpp|if (::lstat(path.c_str(), &link) == 0 && S_ISLNK(link.st_mode)) {|if (false && (::lstat(path.c_str(), &link) == 0 && S_ISLNK(link.st_mode))) {
writer-keeps-stray-temporaries|model/files/safe_file.cpp|    removeStrayTemporaries(folder, name);\n|    if (false)\n        removeStrayTemporaries(folder, name);\n
writer-removes-live-temporaries|model/files/safe_file.cpp|!isOwnSingleFile(opened) \|\| ::flock(candidate.get(), LOCK_EX \| LOCK_NB) != 0)|!isOwnSingleFile(opened))
own-file-with-more-names|model/files/own_file.h|return isOwnRegularFile(info) && info.st_nlink == 1;|return isOwnRegularFile(info);
own-file-of-anyone|model/files/own_file.h|return S_ISREG(info.st_mode) && info.st_uid == ::geteuid();|return S_ISREG(info.st_mode);
own-file-any-kind|model/files/own_file.h|return S_ISREG(info.st_mode) && info.st_uid == ::geteuid();|return info.st_uid == ::geteuid();
files-fifo-is-a-file|model/files/file_kind.cpp|    case FileKind::NamedPipe:\n        return FileProblem::NamedPipe;|    case FileKind::NamedPipe:\n        return std::nullopt;
files-folder-is-a-file|model/files/file_kind.cpp|    case FileKind::Directory:\n        return FileProblem::Directory;|    case FileKind::Directory:\n        return std::nullopt;
reader-no-size-limit|model/files/safe_file.cpp|    if (filled > maxBytes) {|    if (false && (filled > maxBytes)) {
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
# With CCACHE_BASEDIR (as COMMON.md and .ci/run set it) the copy sits under the scratch folder
# where the clone sits under that base, and builds in its build/ as the clone does, so ccache
# finds what the clone's build compiled: only the mutated files are compiled again.
src="$scratch/src"
if [ -n "${CCACHE_BASEDIR:-}" ] && [[ "$root" == "${CCACHE_BASEDIR%/}/"* ]]; then
    src="$scratch/base/${root#"${CCACHE_BASEDIR%/}/"}"
    export CCACHE_BASEDIR="$scratch/base"
fi
build="$src/build"
mkdir -p "$src"
git -C "$root" ls-files -z --cached --others --exclude-standard | (cd "$root" && tar --null -T - -cf -) | tar -C "$src" -m -xf - # -m: new times, so all rebuilds
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S "$src" -B "$build" -DCMAKE_BUILD_TYPE=Release -DTIHBAT_WERROR=ON "${launcher[@]}" >/dev/null

# Runs the tests of the areas given; prints those that fail, each with its failing functions.
run_tests() {
    local paths=() failed=() status t area functions
    for area in "$@"; do
        for t in ${area_tests[$area]}; do
            [[ " ${paths[*]} " == *" $t "* ]] || paths+=("$t")
        done
    done
    cmake --build "$build" -j"$jobs" --target "${paths[@]##*/}" >"$scratch/build.log" 2>&1 ||
        { echo "(does not build)"; return; }
    for t in "${paths[@]}"; do
        # A mutant can make a search run away: two minutes and 3 GB at most, counted as a kill.
        status=0
        (ulimit -v 3000000; QT_QPA_PLATFORM=offscreen QTEST_DISABLE_STACK_DUMP=1 \
            QTEST_DISABLE_CORE_DUMP=1 timeout -k 5 120 "$build/$t") \
            >"$scratch/${t##*/}.log" 2>&1 || status=$?
        functions=$(sed -n 's/^FAIL!  : [A-Za-z]*::\([A-Za-z0-9_]*\).*/\1/p' "$scratch/${t##*/}.log" |
            sort -u | paste -sd, -)
        case $status in
        0) ;;
        124) failed+=("${t##*/}(timeout)") ;;
        12[5-9] | 1[3-9][0-9] | 2[0-9][0-9]) failed+=("${t##*/}(crash)") ;;
        *) failed+=("${t##*/}${functions:+:$functions}") ;; # Qt Test's status: how many failed
        esac
    done
    echo "${failed[*]}"
}

# model/net/game_host.cpp -> net
areaOf() {
    local a=${1#model/}
    echo "${a%%/*}"
}

names=$(echo "$mutations" | cut -d'|' -f1 | uniq)
[ -z "${TIHBAT_MUTATIONS:-}" ] || names=$TIHBAT_MUTATIONS
areas=${TIHBAT_MUTATION_AREAS:-core net strict_json files}
names=$(for name in $names; do
    f=$(echo "$mutations" | grep -m1 "^$name|" | cut -d'|' -f2)
    [[ -z "$f" || " $areas " == *" $(areaOf "$f") "* ]] && echo "$name"
done)
used=$(for name in $names; do
    f=$(echo "$mutations" | grep -m1 "^$name|" | cut -d'|' -f2)
    [ -z "$f" ] || areaOf "$f"
done | sort -u)

echo "baseline: building and running the tests of ${used//$'\n'/ }"
# shellcheck disable=SC2086 # one area a word
baseline=$(run_tests $used)
[ -z "$baseline" ] || { echo "the unmutated tests fail: $baseline" >&2; exit 1; }

# Puts mutated files back as they are in the clone.
restore() { for f in "$@"; do cp "$root/$f" "$src/$f"; done; }

started=$SECONDS
status=0
printf '\n%-34s %s\n' "mutation" "killed by (test: its failing functions)"
for name in $names; do
    files=()
    while IFS= read -r line; do
        [ "${line%%|*}" = "$name" ] || continue
        mapfile -t f < <(fields "$line")
        files+=("${f[1]}")
        apply "$src/${f[1]}" "${f[2]}" "${f[3]}" || { status=2; restore "${files[@]}"; continue 2; }
    done <<<"$mutations"
    [ ${#files[@]} -gt 0 ] || { echo "unknown mutation $name" >&2; status=2; continue; }
    killers=$(run_tests "$(areaOf "${files[0]}")")
    printf '%-34s %s\n' "$name" "${killers:-SURVIVED}"
    [ -n "$killers" ] || status=1
    [ "$killers" != "(does not build)" ] || status=2 # a mutation must build to count
    restore "${files[@]}"
done
echo "the mutations took $((SECONDS - started)) s after the baseline"
exit $status
