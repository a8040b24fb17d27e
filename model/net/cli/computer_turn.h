// SPDX-License-Identifier: GPL-3.0-or-later
// The headless players' computer: its move is worked out on a worker thread, on copies, so the
// event loop keeps answering the peer (pings, a watcher joining) while a strong level thinks.
#pragma once

#include "core/computer_player.h"

#include <QFutureWatcher>
#include <QObject>
#include <utility>

namespace tihbat::net::cli {

class ComputerTurn : public QObject {
    Q_OBJECT
public:
    ComputerTurn(Level level, std::uint32_t seed, QObject *parent = nullptr);
    // Waits for a move still being worked out.
    ~ComputerTurn() override;

    // Works out a move in the game (not over); chosen follows. Ignored while thinking.
    void start(const Game &game);
    bool isThinking() const { return m_thinking; }

signals:
    // The move for the game as it was at `ply` moves.
    void chosen(int ply, int pit);

private:
    using Answer = std::pair<int, ComputerPlayer>;
    ComputerPlayer m_player;
    QFutureWatcher<Answer> m_watcher;
    int m_ply = 0;
    bool m_thinking = false;
};

} // namespace tihbat::net::cli
