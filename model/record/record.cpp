// SPDX-License-Identifier: GPL-3.0-or-later
#include "record.h"

#include "core/notation.h"
#include "files/safe_file.h"
#include "record_text.h"

#include <algorithm>

namespace tihbat::record {

namespace {

bool isAsciiLetter(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}
bool isAsciiDigit(char c) {
    return c >= '0' && c <= '9';
}

std::string pitName(int pit) {
    return std::string("pit ") + pitLetter(pit);
}

} // namespace

bool isInterpretedTag(std::string_view name) {
    return name == GameTag || name == ResultTag || name == CountersTag || name == ChainCaptureTag ||
           name == FirstToMoveTag || name == PositionTag;
}

bool isValidTagName(std::string_view name) {
    if (name.empty() || name.size() > MaxTagNameBytes || !isAsciiLetter(name.front()))
        return false;
    return std::all_of(name.begin(), name.end(),
                       [](char c) { return isAsciiLetter(c) || isAsciiDigit(c) || c == '_'; });
}

std::optional<std::string> GameRecord::tag(std::string_view name) const {
    for (const Tag &t : tags) {
        if (t.name == name)
            return t.value;
    }
    return std::nullopt;
}

void GameRecord::setTag(std::string_view name, std::string_view value) {
    for (Tag &t : tags) {
        if (t.name == name) {
            t.value = value;
            return;
        }
    }
    tags.push_back({std::string(name), std::string(value)});
}

std::vector<Tag> defaultRoster() {
    return {{"Event", "?"}, {"Site", "?"},  {"Date", "????.??.??"},
            {"Round", "?"}, {"South", "?"}, {"North", "?"}};
}

std::string ParseError::describe() const {
    if (line <= 0)
        return message;
    return "line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + message;
}

std::optional<std::string> setupProblem(const RuleOptions &options, const GameState &setup) {
    if (!options.isValid())
        return "Counters must be from 1 to 12";
    int total = 0;
    for (int pit = 0; pit < PitCount; ++pit) {
        const int counters = setup.position.pits[pit];
        if (counters < 0 || counters > MaxBoardCounters)
            return pitName(pit) + " holds " + std::to_string(counters) +
                   " counters; a pit holds from 0 to " + std::to_string(MaxBoardCounters);
        total += counters;
    }
    for (Side side : {Side::South, Side::North}) {
        const int captured = setup.captured[sideIndex(side)];
        if (captured < 0 || captured > MaxBoardCounters)
            return detail::sideName(side) + " has captured " + std::to_string(captured) +
                   " counters; that is from 0 to " + std::to_string(MaxBoardCounters);
        if (captured % 2 != 0)
            return detail::sideName(side) + " has captured " + std::to_string(captured) +
                   " counters, an odd number; captures always take 2, 4, 6 or 8";
        total += captured;
    }
    const int expected = PitCount * options.countersPerPit;
    if (total != expected)
        return "the pits and the captures hold " + std::to_string(total) +
               " counters, but a game with " + std::to_string(options.countersPerPit) +
               " counters per pit has " + std::to_string(expected);
    return std::nullopt;
}

Replay gameOf(const GameRecord &record) {
    Replay replay;
    if (!record.options.isValid()) {
        replay.problem = "Counters must be from 1 to 12";
        return replay;
    }
    if (record.setup) {
        if (auto problem = setupProblem(record.options, *record.setup)) {
            replay.problem = "the set-up position is wrong: " + *problem;
            return replay;
        }
    }
    Game game = record.setup ? Game(record.options, *record.setup) : Game(record.options);
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        const int pit = record.moves[i].pit;
        if (const MoveError error = game.check(pit); error != MoveError::None) {
            replay.problem = "move " + std::to_string(i + 1) + " (" + pitLetter(pit) +
                             ") is not legal: " + detail::moveRefusal(game, pit, error);
            return replay;
        }
        game.play(pit);
    }
    replay.game = std::move(game);
    return replay;
}

GameRecord recordOf(const Game &game, std::vector<Tag> tags) {
    GameRecord record;
    record.tags = std::move(tags);
    record.options = game.options();
    const GameState normalStart{startPosition(game.options()), {0, 0}};
    if (game.start() != normalStart) {
        record.setup = game.start();
        // The reader takes who moves first from the position; keep the two in agreement.
        record.options.firstToMove = game.start().position.toMove;
    }
    for (int pit : game.moves())
        record.moves.push_back({pit, {}});
    return record;
}

std::string resultToken(const Game &game) {
    if (const auto outcome = game.outcome())
        return detail::scoreText(*outcome);
    return "*";
}

ReadResult readRecordFile(const std::filesystem::path &path) {
    // One byte more than the limit lets the reader say where the limit was passed. A FIFO, a
    // device or a directory is refused before a byte is read.
    files::ReadFileResult file = files::readFileLimited(path.string(), MaxFileBytes, true);
    if (!file.ok()) {
        ReadResult result;
        result.error = ParseError{0, 0, file.error->describe()};
        return result;
    }
    return readRecords(file.bytes);
}

} // namespace tihbat::record
