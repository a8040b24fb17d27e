// SPDX-License-Identifier: GPL-3.0-or-later
// Starting another game in the game window: Game > New Game… (the New Game card on the board;
// the setup is remembered for the next start) and a replay's "Play on from here" (its game and
// rules, the players chosen on the same card). Both ask first when a game in progress would be
// replaced. The game's own words for a player ("Computer (Easy)", "South") are never taken for
// a name someone typed: they say who plays.
#pragma once

#include "game/session/game_model.h"

#include <QStringList>

namespace tihbat {

class BoardView;
class Game;

class NewGameFlow {
public:
    static void askNewGame(GameModel &model, BoardView *board);
    // `names`: the replayed record's South and North players, filled in where given.
    static void askPlayOn(GameModel &model, const Game &game, const QStringList &names,
                          BoardView *board);
    // `player` as `name` describes them: "Computer (Easy)" (the game's words for a computer
    // without a name, in the current language) is the computer at that level with no name; the
    // sides' own names are a person with no name; anything else is the player's name.
    static PlayerSetup playerNamed(PlayerSetup player, Side side, const QString &name);
};

} // namespace tihbat
