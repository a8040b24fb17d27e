// SPDX-License-Identifier: GPL-3.0-or-later
// One game of a class tournament on the projector, live: the presentation window (ui/classroom)
// shows the game of a table of the current round, both sides Remote (nobody plays here), and
// over the board a line naming the pupils and their sides. The game is hosted in this process,
// so it follows the TournamentHost's signals: the position at once, every later move animated
// as it is played (catching up if it falls behind), the end with its result. It never freezes
// silently: a pupil who leaves and an adjudicated game are said on that line (and on the name
// plates, which the projector's look hides under its big counts). Once the next round begins,
// the game watched stays as it ended.
#pragma once

#include "game/session/game_model.h"
#include "tournament/tournament.h"

#include <QObject>
#include <QPointer>
#include <array>

class QLabel;
class QTimer;

namespace tihbat {

class GameSession;
class PresentationWindow;

namespace net {
class TournamentHost;
}

class TableProjector : public QObject, public MoveRelay {
    Q_OBJECT
public:
    // Follows games of `host` (not owned; it outlives this).
    explicit TableProjector(net::TournamentHost *host, QObject *parent = nullptr);
    ~TableProjector() override;

    // Shows the game of `table` of the current round on the projector: the presentation window
    // opens on `screenOf`'s screen, or the one open switches to this game.
    void watch(int table, QWidget *screenOf = nullptr);
    // Closes the presentation window.
    void close();
    bool isWatching() const;
    // The table watched (of round round()), while watching.
    int table() const { return m_table; }
    PresentationWindow *window() const;
    // The line over the board: which game it is, and how it ended when adjudicated.
    QLabel *titleLine() const;

    // Nobody plays on the projector's board.
    MoveError relayPit(int pit) override;
    bool relayUndo() override;

signals:
    // The presentation window was opened (not when it switched games).
    void opened();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The table watched, in its round (which stays when the next round begins).
    const tournament::Table &followed() const;
    // Whether `table` of the current round is the one watched.
    bool isFollowed(int table) const;
    // The host's game of the table, shown as it is now (no animation).
    void showGame();
    void onMove(int table, const MoveStory &story);
    void showTitle();
    // Who of the two is gone, on their plates ("has left"), or back for a while.
    void showPresence();
    void onPresence(int player, bool returning);

    net::TournamentHost *m_host = nullptr;
    QPointer<PresentationWindow> m_window; // deletes itself when closed
    QPointer<GameSession> m_session;       // the window's child
    QPointer<QLabel> m_title;              // the window's child
    int m_table = -1;
    int m_round = 0;                  // the round the table is of (1-based)
    std::array<QTimer *, 2> m_back{}; // children: how long "is back" stays said
};

} // namespace tihbat
