// SPDX-License-Identifier: GPL-3.0-or-later
// The question before a game in progress is replaced: New Game, Play on from here (a record),
// the position editor's Play from Here. A game with moves made and not over would be lost, so
// the person chooses: Replace, or Keep Playing (the default, also Esc). A finished game or one
// without a move is replaced without asking.
#pragma once

#include <QCoreApplication>

class QWidget;

namespace tihbat {

class GameModel;

class ReplaceGameQuestion {
    Q_DECLARE_TR_FUNCTIONS(tihbat::ReplaceGameQuestion)
public:
    // Moves made and not over: replacing it would lose something.
    static bool isInProgress(const GameModel &model);
    // Whether the game may be replaced now: not in progress, or the person said Replace. Asks
    // in a modal box over `parent` (objectName "replaceGameQuestion").
    static bool mayReplace(const GameModel &model, QWidget *parent);
};

} // namespace tihbat
