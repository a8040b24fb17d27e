// SPDX-License-Identifier: GPL-3.0-or-later
// The game window's Game > Play over the Network…: opens the NetworkDialog and turns what it
// hands out into a NetworkGame of the window's session (hosting or joined), or into a
// presentation window watching a hosted game. While a network game lasts it says on the status
// bar who has left, asks the person when the other player wants to take moves back, and shows
// the board from the person's own side.
#pragma once

#include "game/session/saved_game.h"
#include "network/join_page.h"

#include <QObject>
#include <QPointer>

class QAction;
class QLabel;
class QMainWindow;

namespace tihbat {

class BoardView;
class GameNameLabel;
class GameSession;
class NetworkDialog;
class NetworkGame;

namespace net {
class GameHost;
class GameLink;
} // namespace net

class NetworkActions : public QObject {
    Q_OBJECT
public:
    // The action works in `window` (which owns this) on its `session` and `board`.
    NetworkActions(QMainWindow *window, GameSession *session, BoardView *board);

    QAction *action() const { return m_action; }
    // The network game being played in the window, if any.
    NetworkGame *game() const;
    NetworkDialog *dialog() const;
    // Opens (or raises) the dialog.
    void open();
    // Goes back to the network game the window's saved game was in when the program ended
    // without leaving it (a crash, a kill): hosts it again on the same port with the same code,
    // or joins its host again. If it cannot be hosted again, the game goes on here, on this
    // computer, and the status bar says why.
    // `saved` must have a network seat.
    void resume(const SavedGame &saved);
    // Games hosted here listen on the loopback only and are not announced; the dialog lists
    // none (tests; windows of one computer). Off at first.
    void setLoopbackOnly(bool on) { m_loopbackOnly = on; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void host(net::GameHost *host, bool loopbackOnly);
    void play(NetworkGame *game);
    // `game`'s link failed for good: the game goes on here between the people at this screen,
    // and `why` is said.
    void keepLocally(NetworkGame *game, const QString &why);
    // Says `why` on the status bar until another game begins.
    void sayUntilAnotherGame(const QString &why);
    void showNotice(const QString &notice);
    void watch(net::GameLink *link);
    void askUndo();
    void retranslateUi();

    QMainWindow *m_window = nullptr;
    GameSession *m_session = nullptr;
    BoardView *m_board = nullptr;
    QAction *m_action = nullptr;      // child
    QLabel *m_notice = nullptr;       // on the window's status bar
    QPointer<NetworkDialog> m_dialog; // deletes itself when closed
    QPointer<NetworkGame> m_game;     // child, while a network game is played
    bool m_loopbackOnly = false;

    GameNameLabel *m_gameName = nullptr; // on the status bar: the game joined, if any
};

} // namespace tihbat
