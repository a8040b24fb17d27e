// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli join: joins a hosted game as its player and plays that side as the computer.
// Finishes with the report of the whole game, or one line saying why not (a refused code, no
// answer, a host that broke the protocol or left).
#pragma once

#include "headless_player.h"

namespace tihbat::net {
class GameLink;
} // namespace tihbat::net

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
    GameLink *m_link = nullptr; // child
};

} // namespace tihbat::net::cli
