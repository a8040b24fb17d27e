// SPDX-License-Identifier: GPL-3.0-or-later
// Starting another game in the game window: Game > New Game… (the setup dialog; the setup is
// remembered for the next start) and a replay's "Play on from here" (its game and rules, the
// players chosen in the same dialog). Both ask first when a game in progress would be replaced.
#pragma once

class QWidget;

namespace tihbat {

class Game;
class GameModel;

class NewGameFlow {
public:
    static void askNewGame(GameModel &model, QWidget *parent);
    static void askPlayOn(GameModel &model, const Game &game, QWidget *parent);
};

} // namespace tihbat
