// SPDX-License-Identifier: GPL-3.0-or-later
// The other player's request, in a network game, to take back their last move: asked on the
// window's board like the game's other questions (a QuestionCard named "undoQuestion": Agree,
// the default, Enter; Decline, Escape). It blocks nothing: the game waits for the answer by
// itself, as the host holds every move while an undo waits. The answer goes to the NetworkGame.
// The card goes, unanswered, once the question no longer applies: the network game ends or
// goes, the host or link stops waiting for the answer (the asker left, the connection was lost,
// the host welcomed again), or the session's game changes.
#pragma once

#include <QCoreApplication>

namespace tihbat {

class BoardView;
class NetworkGame;
class QuestionCard;

class UndoQuestion {
    Q_DECLARE_TR_FUNCTIONS(tihbat::UndoQuestion)
public:
    // Asks on `board` for `game`'s other player and returns the card (deleted when closed).
    static QuestionCard *ask(NetworkGame *game, BoardView *board);
    // The card alone, worded for `name` (a name from the network), not shown; its buttons
    // close it and do nothing else.
    static QuestionCard *makeCard(BoardView *board, const QString &name);

    static QString question(const QString &name);
    static QString details();
    static QString agreeAnswer();
    static QString declineAnswer();
};

} // namespace tihbat
