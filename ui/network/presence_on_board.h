// SPDX-License-Identifier: GPL-3.0-or-later
// Who is in a network game, said on a board's name plates, so that both players and every
// watcher (the projector too) see it on the board itself: "has left" in the alert colour while
// a player is gone, "is back" or "has joined" for a few seconds when they come.
#pragma once

#include "network_game/network_game.h"

#include <QObject>
#include <QPointer>
#include <array>

class QTimer;

namespace tihbat {

class BoardView;

class PresenceOnBoard : public QObject {
    Q_OBJECT
public:
    // How long "is back" and "has joined" stay on the plate.
    static constexpr int ArrivalShownMs = 6000;

    // Follows `game` on `board` (neither owned); a child of `game`, so it ends with it and
    // takes its notices off the board then.
    PresenceOnBoard(NetworkGame *game, BoardView *board);
    ~PresenceOnBoard() override;

    // The words on a plate, for tests and screenshots.
    static QString leftTag();
    static QString backTag();
    static QString joinedTag();
    static QString lostTag();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void onPresence(Side side, NetworkGame::Presence presence);
    void show();

    QPointer<NetworkGame> m_game;
    QPointer<BoardView> m_board;
    std::array<QTimer *, 2> m_arrival{}; // children: how long an arrival stays said
    std::array<NetworkGame::Presence, 2> m_arrived{};
};

} // namespace tihbat
