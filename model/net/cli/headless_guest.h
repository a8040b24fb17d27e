// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli join: joins a hosted game as its player and plays that side as the computer. A
// host that refuses the hello's version may be a class tournament's: the join is tried again
// as a pupil (TournamentProtocolVersion), which plays every game it is paired for, comes back
// by itself after a lost connection, and reports its games and its place at the end.
// Finishes with the report of the whole game, or one line saying why not (a refused code, no
// answer, a host that broke the protocol or left, or one that has not moved for the
// invocation's idle time while it was the host's turn). Every wait ends: the game gets a move
// further than ever before at least once an idle time, and a hosted game has at most
// MaxGamePlies moves.
#pragma once

#include "headless_player.h"
#include "net/message.h"

#include <optional>
#include <string>
#include <vector>

namespace tihbat::net {
class GameLink;
} // namespace tihbat::net

class QTimer;

namespace tihbat::net::cli {

class HeadlessGuest : public HeadlessPlayer {
    Q_OBJECT
public:
    explicit HeadlessGuest(const NetInvocation &invocation, QObject *parent = nullptr);
    ~HeadlessGuest() override;

    void start();

protected:
    Seat seat() const override;
    MoveError play(int pit) override;
    void stop() override;

private:
    void join();
    void onChange();
    void onWelcomed();
    void onWaiting(const Waiting &where);
    // Keeps the game just played (once) for the tournament's report.
    void recordGame(bool adjudicated);
    // After a change: the idle time starts again if the game is further than ever before.
    void onProgress();
    void onIdle();

    GameLink *m_link = nullptr; // child
    QTimer *m_idle = nullptr;   // child
    int m_furthest = -1;        // the most moves the game has had
    int m_sentAtPly = -1;       // the ply of this side's last move sent
    int m_ownTurnWaits = 0;     // idle times spent on this side's turn since the last progress
    // A tournament's pupil: its games so far.
    bool m_tournament = false;
    bool m_recorded = true; // the current game is in m_games already (or there is none)
    std::optional<Side> m_side;
    int m_gameNumber = 0; // counts the games welcomed to
    int m_sentInGame = 0; // the game of the last move sent
    QString m_opponent;
    std::vector<std::string> m_games;
};

} // namespace tihbat::net::cli
