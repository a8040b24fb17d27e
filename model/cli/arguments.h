// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli's command line: which command, which rule options, where the game starts, and the
// operands (the moves). Parsing checks everything it can without playing a move.
#pragma once

#include "core/match.h"
#include "core/puzzles.h"
#include "core/types.h"

#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace tihbat::cli {

// Bad input of any kind. The message says what and where; runCli prints it and exits 2.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

enum class Command : std::uint8_t { Help, Version, Play, Solve, Analyze, Match, Puzzles };

// match: who plays South and North, how many games, and the seed they are played from.
struct MatchRequest {
    static constexpr int DefaultGames = 100;
    static constexpr int MaxGames = 100000;

    std::optional<Contender> south;
    std::optional<Contender> north;
    int games = DefaultGames;
    std::uint32_t seed = 1;
};

// puzzles: which of the shipped puzzles to print (all by default).
struct PuzzleRequest {
    std::optional<PuzzleDifficulty> difficulty;
    std::optional<int> countersPerPit;
    std::optional<int> id;
};

struct Invocation {
    Command command = Command::Help;
    RuleOptions options;
    // Where the game starts: the options' start position unless a position was set up, or the
    // game read from a record file (--record; analyze's FILE operand).
    std::optional<GameState> setUp;
    std::optional<std::string> recordPath;
    // Which game of the record, counting from 1 (--game); empty means the first (play, solve)
    // or every game (analyze).
    std::optional<int> gameNumber;
    // analyze: where the annotated record goes (--output); empty means standard output.
    std::optional<std::string> outputPath;
    MatchRequest match;
    PuzzleRequest puzzles;
    // The moves, in order, as written (after a record, they are played on from its end).
    std::vector<std::string> operands;
};

// args excludes the program name.
Invocation parseArguments(std::span<const std::string> args);

// "A B a b S|N" and optionally "S N" captured counts, checked to be a position a game can reach
// in total and parity. Throws UsageError naming the option.
GameState parseSetUp(std::string_view position, std::optional<std::string_view> captured);

} // namespace tihbat::cli
