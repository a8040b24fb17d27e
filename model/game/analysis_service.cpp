// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis_service.h"

#include <QFutureWatcher>
#include <QtConcurrent>

namespace tihbat {

AnalysisService::AnalysisService(QObject *parent)
    : QObject(parent) {
    qRegisterMetaType<std::vector<tihbat::MoveValue>>();
}

// The watchers are children: a service that goes away first waits for nothing, and its
// answers are never delivered.
AnalysisService::~AnalysisService() = default;

quint64 AnalysisService::valueMoves(const Game &game) {
    const quint64 ticket = ++m_nextTicket;
    ++m_pending;
    auto *watcher = new QFutureWatcher<std::vector<MoveValue>>(this);
    connect(watcher, &QFutureWatcher<std::vector<MoveValue>>::finished, this,
            [this, watcher, ticket] {
                --m_pending;
                const std::vector<MoveValue> values = watcher->result();
                watcher->deleteLater();
                emit movesValued(ticket, values);
            });
    // The thread works on a copy of the game; the shared solver is safe across threads.
    watcher->setFuture(QtConcurrent::run([game] {
        if (game.isOver())
            return std::vector<MoveValue>{};
        return sharedSolver(game.options().chainCapture)->moveValues(game);
    }));
    return ticket;
}

} // namespace tihbat
