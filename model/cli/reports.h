// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON objects tihbat-cli prints, one per command (fields as in tihbat-cli --help).
#pragma once

#include "core/game.h"
#include "core/match.h"
#include "core/puzzles.h"
#include "core/solver.h"

#include <string>

namespace tihbat::cli {

// The game's state and, when it is over, why and with what result.
std::string playReport(const Game &game);

// The game's state, its value under perfect play, the final score that play leads to, and every
// legal move with its value.
std::string solveReport(const Game &game, const Solver &solver);

// A match's games, wins of each side, draws and mean final margin (South minus North).
std::string matchReport(const MatchResult &result);

// One puzzle: its id, the position in --position syntax, the captures so far, the side to move,
// the counters per pit of its game, the best move(s), what they gain, the margin over the next
// best move, the depth, the difficulty and every move's gain.
std::string puzzleReport(const Puzzle &puzzle);

} // namespace tihbat::cli
