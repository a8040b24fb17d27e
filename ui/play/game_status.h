// SPDX-License-Identifier: GPL-3.0-or-later
// What the game window says about the game: whose turn it is (or the result) and the captured
// counters in the status bar, and the result card on the board at the end. Both follow the board
// as shown: the status changes once a move has been shown, and the result card comes once the
// last move has (BoardView::caughtUp).
#pragma once

#include "core/game.h"

#include <QObject>
#include <QPointer>
#include <optional>

class QLabel;
class QMainWindow;

namespace tihbat {

class BoardView;
class ResultCard;
class GameSession;

class GameStatus : public QObject {
    Q_OBJECT
public:
    // Owned by `window`, whose status bar and title it fills.
    GameStatus(GameSession *session, BoardView *board, QMainWindow *window);

    QString turnText() const;

    // The status in the current language; an old message goes.
    void retranslateUi();
    // Another game: the status starts afresh and an open result card goes.
    void reset();
    // A move played: what was said about the position before it goes.
    void clearMessage();
    // A move taken back: the result waiting to be shown no longer holds.
    void forgetOutcome();
    // The result is shown once the last move has been (at once on a board with nothing left).
    void showOutcomeWhenShown(const Outcome &outcome);
    // The board shows the last move it was given: the status and the result card catch up.
    void catchUp();
    void update();
    void updateWhenShown();

private:
    void showEndOfGame();

    GameSession *m_session = nullptr;
    BoardView *m_board = nullptr;
    QMainWindow *m_window = nullptr;
    QLabel *m_turnLabel = nullptr;           // status bar, left
    QLabel *m_scoreLabel = nullptr;          // status bar, right
    QPointer<ResultCard> m_endCard;          // on the board
    std::optional<Outcome> m_pendingOutcome; // shown once the last move's animation ends
};

} // namespace tihbat
