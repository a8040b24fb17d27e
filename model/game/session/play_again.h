// SPDX-License-Identifier: GPL-3.0-or-later
// Play Again at the end of a game: the same players and rules, and the other side starts, so
// that against the computer and in hot seat alike each player begins every other game.
#pragma once

#include "game_model.h"

namespace tihbat {

// The setup of the next game after `played` (set up with `setup`): the side that did not move
// first in it moves first. A game continued from a record or a set-up position counts from its
// own start.
inline GameSetup playAgainSetup(const GameSetup &setup, const Game &played) {
    GameSetup next = setup;
    next.rules.firstToMove = opponent(played.start().position.toMove);
    return next;
}

} // namespace tihbat
