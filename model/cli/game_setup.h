// SPDX-License-Identifier: GPL-3.0-or-later
// The game a tihbat-cli command works on: its start, then the moves given, each checked.
#pragma once

#include "arguments.h"
#include "core/game.h"

#include <span>
#include <string>

namespace tihbat::cli {

// The game the invocation starts from, before any move given on the command line: the rule
// options' start, the set-up position, or the record's game with all its moves played.
Game startingGame(const Invocation &invocation);

// Plays the moves in order. Throws UsageError for the first bad one, naming its number (the
// first move's is firstNumber, so moves played on after a record are numbered in the game), its
// text and why it is refused.
void playMoves(Game &game, std::span<const std::string> moves, int firstNumber = 1);

} // namespace tihbat::cli
