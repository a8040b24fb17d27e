// SPDX-License-Identifier: GPL-3.0-or-later
// Starting another game in the game window: Game > New Game… (the setup dialog; the setup is
// remembered for the next start) and a replay's "Play on from here" (its game and rules, the
// players chosen in the same dialog). Both ask first when a game in progress would be replaced.
#pragma once

#include <QStringList>

class QWidget;

namespace tihbat {

class Game;
class GameModel;

class NewGameFlow {
public:
    static void askNewGame(GameModel &model, QWidget *parent);
    // `names`: the replayed record's South and North players, filled in where given.
    static void askPlayOn(GameModel &model, const Game &game, const QStringList &names,
                          QWidget *parent);
};

} // namespace tihbat
