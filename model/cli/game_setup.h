// The game a tihbat-cli command works on: its start, then the moves given, each checked.
#pragma once

#include "arguments.h"
#include "core/game.h"

#include <span>
#include <string>

namespace tihbat::cli {

// The game the invocation starts from, before any move.
Game startingGame(const Invocation &invocation);

// Plays the moves in order. Throws UsageError for the first bad one, naming its number (from 1),
// its text and why it is refused.
void playMoves(Game &game, std::span<const std::string> moves);

} // namespace tihbat::cli
