// SPDX-License-Identifier: GPL-3.0-or-later
#include "computer_turn.h"

#include <QtConcurrent>

namespace tihbat::net::cli {

ComputerTurn::ComputerTurn(Level level, std::uint32_t seed, QObject *parent)
    : QObject(parent)
    , m_player(level, seed) {
    connect(&m_watcher, &QFutureWatcher<Answer>::finished, this, [this] {
        const Answer answer = m_watcher.result();
        m_player = answer.second; // its randomness goes on from where the thread left it
        m_thinking = false;
        emit chosen(m_ply, answer.first);
    });
}

ComputerTurn::~ComputerTurn() {
    m_watcher.waitForFinished();
}

void ComputerTurn::start(const Game &game) {
    if (m_thinking)
        return;
    m_thinking = true;
    m_ply = game.plies();
    m_watcher.setFuture(QtConcurrent::run([game, player = m_player]() mutable {
        const int pit = player.chooseMove(game);
        return Answer{pit, player};
    }));
}

} // namespace tihbat::net::cli
