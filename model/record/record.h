// SPDX-License-Identifier: GPL-3.0-or-later
// Game records: the PGN-style `.tihbat` text format (see FORMAT.md), its strict reader and its
// writer. Plain C++ without Qt, so the reader can be fuzzed; the Qt layer adds atomic saving.
#pragma once

#include "core/game.h"

#include <cstddef>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tihbat::record {

// Limits of the reader. Anything beyond them is refused with a message, so a hostile file
// costs bounded memory and time (the work is linear in the file size).
inline constexpr std::size_t MaxFileBytes = 4 * 1024 * 1024;
inline constexpr int MaxGamesPerFile = 10000;
inline constexpr int MaxMovesPerGame = 5000;
inline constexpr int MaxTagsPerGame = 100;
inline constexpr std::size_t MaxTagNameBytes = 64;
inline constexpr std::size_t MaxTagValueBytes = 1024;
inline constexpr std::size_t MaxCommentBytes = 16 * 1024;
inline constexpr int MaxCommentsPerGame = 10000;

// Tags the reader interprets itself; they live in typed fields of GameRecord, never in tags.
inline constexpr std::string_view GameTag = "Game";
inline constexpr std::string_view GameTagValue = "Tihbat";
inline constexpr std::string_view ResultTag = "Result";
inline constexpr std::string_view CountersTag = "Counters";
inline constexpr std::string_view ChainCaptureTag = "ChainCapture";
inline constexpr std::string_view FirstToMoveTag = "FirstToMove";
inline constexpr std::string_view PositionTag = "Position";

bool isInterpretedTag(std::string_view name);
// Letters, digits and '_', starting with a letter, at most MaxTagNameBytes long.
bool isValidTagName(std::string_view name);

struct Tag {
    std::string name;
    std::string value;
    bool operator==(const Tag &) const = default;
};

struct RecordedMove {
    int pit = PitA;
    std::vector<std::string> commentsAfter; // each without its braces, exactly as written
    bool operator==(const RecordedMove &) const = default;
};

struct GameRecord {
    // Descriptive tags (Event, Site, Date, Round, South, North and any unknown ones) in file
    // order. The interpreted tags are the typed fields below.
    std::vector<Tag> tags;
    RuleOptions options;
    // A set-up start position with the counters captured before it; empty for the normal start.
    std::optional<GameState> setup;
    std::vector<std::string> commentsBefore; // before the first move
    std::vector<RecordedMove> moves;         // passes are never recorded

    std::optional<std::string> tag(std::string_view name) const;
    // Replaces the value of an existing tag or appends a new one.
    void setTag(std::string_view name, std::string_view value);
    bool operator==(const GameRecord &) const = default;
};

// Event "?", Site "?", Date "????.??.??", Round "?", South "?", North "?".
std::vector<Tag> defaultRoster();

// Where and why a file was refused. line and column count from 1 (columns in characters);
// 0 means the problem concerns the whole file (e.g. it could not be opened).
struct ParseError {
    int line = 0;
    int column = 0;
    std::string message;
    // "line 7, column 12: move 5 (b) is not legal: it is South's turn"
    std::string describe() const;
};

struct ReadResult {
    std::vector<GameRecord> games;
    std::optional<ParseError> error; // set means games is empty
    bool ok() const { return !error.has_value(); }
};

// Reads every game of a file, checking every move, capture mark and result against the rules.
[[nodiscard]] ReadResult readRecords(std::string_view text);
// Reads at most MaxFileBytes (plus one byte to notice a larger file) and parses them.
[[nodiscard]] ReadResult readRecordFile(const std::filesystem::path &path);

// The file text for the games, each followed by a blank line. Capture marks and results are
// worked out from the rules. Comments cannot hold '}' (written as ')'), tag values cannot
// hold line breaks (written as spaces); tags with invalid or interpreted names are skipped.
std::string writeRecords(std::span<const GameRecord> games);
std::string writeRecord(const GameRecord &game);

// Why a set-up position cannot start a game with these options, or nothing if it can.
std::optional<std::string> setupProblem(const RuleOptions &options, const GameState &setup);

// Replays a record through the rules.
struct Replay {
    std::optional<Game> game; // empty when the record is not a legal game
    std::string problem;      // why not, in plain English
};
Replay gameOf(const GameRecord &record);

// A record of the moves played so far (undone moves excluded), without comments. A game
// whose start is not the normal one gets it as set-up (after any automatic opening pass).
GameRecord recordOf(const Game &game, std::vector<Tag> tags = defaultRoster());

// "16-12" (South's score first) for a finished game, "*" for one still in play.
std::string resultToken(const Game &game);

} // namespace tihbat::record
