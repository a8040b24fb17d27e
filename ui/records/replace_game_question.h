// SPDX-License-Identifier: GPL-3.0-or-later
// The question before a game in progress is replaced: New Game, Play on from here (a record),
// the position editor's Play from Here. A game with moves made and not over would be lost, so
// the person chooses on a card on the board: Keep Playing (the default, also Esc) or Replace. A
// finished game or one without a move is replaced without asking.
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
    // on the board shown in `parent`, a QuestionCard named "replaceGameQuestion" that waits for
    // the answer (a modal box of that name where `parent` shows no board).
    static bool mayReplace(const GameModel &model, QWidget *parent);

    static QString question();
    static QString details(int plies);
    static QString replaceAnswer();
    static QString keepAnswer();

private:
    static bool askInBox(int plies, QWidget *parent);
};

} // namespace tihbat
