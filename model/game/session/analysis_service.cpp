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

template <typename Result, typename Work>
quint64 AnalysisService::ask(Work work,
                             void (AnalysisService::*answered)(quint64, const Result &)) {
    const quint64 ticket = ++m_nextTicket;
    ++m_pending;
    auto *watcher = new QFutureWatcher<Result>(this);
    connect(watcher, &QFutureWatcher<Result>::finished, this, [this, watcher, ticket, answered] {
        --m_pending;
        const Result result = watcher->result();
        watcher->deleteLater();
        emit(this->*answered)(ticket, result);
    });
    watcher->setFuture(QtConcurrent::run(std::move(work)));
    return ticket;
}

// The threads work on copies; the shared solver is safe across threads.
quint64 AnalysisService::valueMoves(const Game &game) {
    return ask([game] { return valueMovesNow(game); }, &AnalysisService::movesValued);
}

std::vector<MoveValue> AnalysisService::valueMovesNow(const Game &game) {
    return sharedSolver(game.options().chainCapture)->moveValues(game);
}

quint64 AnalysisService::analyseLine(const Game &game) {
    return ask([game] { return analyseLineNow(game); }, &AnalysisService::lineAnalysed);
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
    return ask(
        [puzzle] { return puzzleSolution(puzzle, *sharedSolver(puzzle.options().chainCapture)); },
        &AnalysisService::puzzleSolved);
}

} // namespace tihbat
