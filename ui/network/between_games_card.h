// SPDX-License-Identifier: GPL-3.0-or-later
// A class tournament's pupil between games, said on the board itself: a card over the board
// with where the pupil stands ("Waiting for round 3 — you have 4 points, place 2 of 9") and what
// comes next, so that a child does not miss it in the status line or take the board under it
// for a game to play. The card comes whenever the pupil waits and goes when its next game
// begins; Hide puts it away until the pupil's standing changes (the status line keeps the words).
#pragma once

#include "common/question_card.h"

#include <QObject>
#include <QPointer>

namespace tihbat {

class BoardView;
class NetworkGame;

class BetweenGamesCard : public QObject {
    Q_OBJECT
public:
    // Follows `game` on `board` (neither owned); a child of `game`, so it ends with it and
    // takes its card off the board then.
    BetweenGamesCard(NetworkGame *game, BoardView *board);
    ~BetweenGamesCard() override;

    // The card on the board now, if any (for tests).
    QuestionCard *card() const { return m_card; }

private:
    void follow();

    NetworkGame *m_game;
    QPointer<BoardView> m_board;
    QPointer<QuestionCard> m_card;
};

} // namespace tihbat
