// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli host: hosts a game and plays the host's side as the computer; waits for a player
// (and for a player who left to come back) up to the given time. Finishes with the report of
// the whole game, or one line saying why not.
#pragma once

#include "headless_player.h"

class QTimer;

namespace tihbat::net {
class GameHost;
class GameAnnouncer;
} // namespace tihbat::net

namespace tihbat::net::cli {

class HeadlessHost : public HeadlessPlayer {
    Q_OBJECT
public:
    explicit HeadlessHost(const NetInvocation &invocation, QObject *parent = nullptr);
    ~HeadlessHost() override;

    // Starts listening. False, with error(), if it cannot.
    bool start();
    quint16 port() const;

signals:
    // Someone keeps giving wrong codes (GameHost::codeGuessing).
    void codeGuessing(const QString &address);

protected:
    Seat seat() const override;
    MoveError play(int pit) override;
    void stop() override;

private:
    GameHost *m_host = nullptr;           // child
    GameAnnouncer *m_announcer = nullptr; // child
    QTimer *m_waitTimer = nullptr;        // child: for a player to join or come back
};

} // namespace tihbat::net::cli
