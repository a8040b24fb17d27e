// SPDX-License-Identifier: GPL-3.0-or-later
// The question at start when the last game was not finished, as a card on the game window's
// board (a BoardCard) with the saved game shown behind it: who played whom and how many moves,
// Continue Game (the default: Enter; Escape too, so nothing is lost) or New Game. A screen
// reader hears the question as the card's name and the details as its description.
#pragma once

#include "common/board_card.h"
#include "game/session/saved_game.h"

class QLabel;

namespace tihbat {

class ContinueCard : public BoardCard {
    Q_OBJECT
public:
    // Lies on `board`, hidden until present(), which on a window not yet shown waits for it.
    ContinueCard(const SavedGame &saved, BoardView *board);

    QString questionText() const;
    QString detailsText() const;
    QPushButton *continueButton() const { return defaultButton(); }
    QPushButton *newGameButton() const { return otherButton(); }

signals:
    // Continue comes after the card has closed (closed()); New Game before, so that the new
    // game is there when closed() comes.
    void continueChosen();
    void newGameChosen();

protected:
    void retranslateUi() override;

private:
    SavedGame m_saved;
    QLabel *m_question = nullptr;
    QLabel *m_details = nullptr;
};

} // namespace tihbat
