// SPDX-License-Identifier: GPL-3.0-or-later
// The result of a game as a card laid on the board, in the board's own look (its cream paper and
// dark wood, or white on black on the projector board): who won and by how much, both players'
// final counters, why the game ended, and Play Again (the default: Enter) or Close (Escape).
// It takes the keyboard when it comes and tells a screen reader the result (a BoardCard). Closing
// it leaves the pits in view, the final scores staying on the name plates.
#pragma once

#include "common/board_card.h"
#include "core/game.h"

class QLabel;

namespace tihbat {

class BoardView;
class GameModel;

class ResultCard : public BoardCard {
    Q_OBJECT
public:
    // Lies on `board` (a child of its viewport), centred and kept centred on resizes.
    ResultCard(const GameModel *model, const Outcome &outcome, BoardView *board);

    QString resultText() const;
    QString scoresText() const;
    QString reasonText() const;
    QPushButton *playAgainButton() const { return defaultButton(); }
    QPushButton *closeButton() const { return otherButton(); }

signals:
    void playAgainChosen();

protected:
    void retranslateUi() override;

private:
    const GameModel *m_model = nullptr;
    Outcome m_outcome;
    QLabel *m_result = nullptr;
    QLabel *m_scores = nullptr;
    QLabel *m_reason = nullptr;
};

} // namespace tihbat
