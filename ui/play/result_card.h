// SPDX-License-Identifier: GPL-3.0-or-later
// The result of a game as a card laid on the board, in the board's own look (its cream paper and
// dark wood, or white on black on the projector board): who won and by how much, both players'
// final counters, why the game ended, and Play Again (the default: Enter) or Close (Escape).
// It takes the keyboard when it comes and tells a screen reader the result. Closing it leaves
// the pits in view, the final scores staying on the name plates; it is deleted when closed and
// worded again on a language switch. The text grows with the board (GrowingFont).
#pragma once

#include "core/game.h"

#include <QFrame>
#include <QPushButton> // the buttons are handed out

class QLabel;

namespace tihbat {

class BoardView;
class GameModel;
class GrowingFont;

class ResultCard : public QFrame {
    Q_OBJECT
public:
    // Lies on `board` (a child of its viewport), centred and kept centred on resizes.
    ResultCard(const GameModel *model, const Outcome &outcome, BoardView *board);

    QString resultText() const;
    QString scoresText() const;
    QString reasonText() const;
    QPushButton *playAgainButton() const { return m_playAgain; }
    QPushButton *closeButton() const { return m_close; }
    // Shows the card, gives Play Again the keyboard and tells assistive technology.
    void present();

signals:
    void playAgainChosen();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void retranslateUi();
    void recolour();
    void place();

    const GameModel *m_model = nullptr;
    Outcome m_outcome;
    BoardView *m_board = nullptr;
    GrowingFont *m_font = nullptr; // child of the board
    QLabel *m_result = nullptr;
    QLabel *m_scores = nullptr;
    QLabel *m_reason = nullptr;
    QPushButton *m_playAgain = nullptr;
    QPushButton *m_close = nullptr;
};

} // namespace tihbat
