// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis_service.h"

#include "core/puzzles.h"

#include <QFutureWatcher>
#include <QtConcurrent>

namespace tihbat {

AnalysisService::AnalysisService(QObject *parent)
    : QObject(parent) {
    qRegisterMetaType<std::vector<tihbat::MoveValue>>();
    qRegisterMetaType<std::vector<tihbat::PositionAnalysis>>();
    qRegisterMetaType<std::vector<tihbat::MoveStory>>();
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
    watcher->setFuture(QtConcurrent::run([game] { return valueMovesNow(game); }));
    return ticket;
}

std::vector<MoveValue> AnalysisService::valueMovesNow(const Game &game) {
    return sharedSolver(game.options().chainCapture)->moveValues(game);
}

quint64 AnalysisService::analyseLine(const Game &game) {
    using Analysis = std::vector<PositionAnalysis>;
    const quint64 ticket = ++m_nextTicket;
    ++m_pending;
    auto *watcher = new QFutureWatcher<Analysis>(this);
    connect(watcher, &QFutureWatcher<Analysis>::finished, this, [this, watcher, ticket] {
        --m_pending;
        const Analysis analysis = watcher->result();
        watcher->deleteLater();
        emit lineAnalysed(ticket, analysis);
    });
    watcher->setFuture(QtConcurrent::run([game] { return analyseLineNow(game); }));
    return ticket;
}

std::vector<PositionAnalysis> AnalysisService::analyseLineNow(const Game &game) {
    const Solver &solver = *sharedSolver(game.options().chainCapture);
    // One pass from the start: each position is analysed with the history that led to it.
    std::vector<PositionAnalysis> analysis;
    analysis.reserve(static_cast<std::size_t>(game.plies()) + 1);
    Game line = game.prefix(0);
    analysis.push_back(solver.analyse(line));
    for (const MoveStory &story : game.stories()) {
        line.play(story.pit);
        analysis.push_back(solver.analyse(line));
    }
    return analysis;
}

quint64 AnalysisService::solvePuzzle(const Puzzle &puzzle) {
    using Solution = std::vector<MoveStory>;
    const quint64 ticket = ++m_nextTicket;
    ++m_pending;
    auto *watcher = new QFutureWatcher<Solution>(this);
    connect(watcher, &QFutureWatcher<Solution>::finished, this, [this, watcher, ticket] {
        --m_pending;
        const Solution solution = watcher->result();
        watcher->deleteLater();
        emit puzzleSolved(ticket, solution);
    });
    watcher->setFuture(QtConcurrent::run(
        [puzzle] { return puzzleSolution(puzzle, *sharedSolver(puzzle.options().chainCapture)); }));
    return ticket;
}

} // namespace tihbat
