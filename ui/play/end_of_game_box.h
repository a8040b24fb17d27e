// SPDX-License-Identifier: GPL-3.0-or-later
// The box at the end of a game: who won and by how much, the final scores, why the game ended
// (all captured, or a repeated position and the equal share), and "Play Again" with the same
// players and rules. Not modal for the program, deleted when closed, worded again on a
// language switch.
#pragma once

#include "core/game.h"

#include <QMessageBox>
#include <QPointer>

namespace tihbat {

class GameModel;

class EndOfGameBox : public QMessageBox {
    Q_OBJECT
public:
    EndOfGameBox(const GameModel *model, const Outcome &outcome, QWidget *parent);

signals:
    void playAgainChosen();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    const GameModel *m_model = nullptr;
    Outcome m_outcome;
    QPushButton *m_playAgain = nullptr;
};

} // namespace tihbat
