// SPDX-License-Identifier: GPL-3.0-or-later
// The one place solver work is asked for while a window is open: hints, "what is best here",
// the values shown on the projector and the puzzles' solutions. The exact solver builds its tables
// lazily, up to a large fraction of a second for the biggest boards, so every question is answered
// on a worker thread and comes back by signal: the window never freezes while the solver works.
// Each question gets a ticket; an answer to a question that was overtaken is the caller's to drop.
#pragma once

#include "core/game.h"
#include "core/solver.h"
#include "game_model.h" // MoveStory as a metatype (Q_DECLARE_METATYPE)

#include <QObject>
#include <vector>

namespace tihbat {

struct Puzzle;

class AnalysisService : public QObject {
    Q_OBJECT
public:
    explicit AnalysisService(QObject *parent = nullptr);
    ~AnalysisService() override;

    // Every legal move of `game`'s side to move with its exact value (history included); the
    // answer comes by movesValued with the ticket returned here.
    quint64 valueMoves(const Game &game);
    // The same values on the calling thread (tihbat-cli's picture).
    static std::vector<MoveValue> valueMovesNow(const Game &game);
    // The exact verdict on every position of `game`'s line, from its start to its last move,
    // each with the history that led to it (a replay's values); by lineAnalysed.
    quint64 analyseLine(const Game &game);
    // The same verdicts on the calling thread (tihbat-cli's score sheet).
    static std::vector<PositionAnalysis> analyseLineNow(const Game &game);
    // A puzzle's solution as it is shown (core/puzzles.h: puzzleSolution): the best move, then
    // best play until the gain is captured; by puzzleSolved.
    quint64 solvePuzzle(const Puzzle &puzzle);
    // Questions asked and not yet answered.
    int pending() const { return m_pending; }

signals:
    void movesValued(quint64 ticket, const std::vector<tihbat::MoveValue> &values);
    // By position, 0 (the start) to the game's plies.
    void lineAnalysed(quint64 ticket, const std::vector<tihbat::PositionAnalysis> &analysis);
    void puzzleSolved(quint64 ticket, const std::vector<tihbat::MoveStory> &solution);

private:
    // Runs `work` on a worker thread and emits `answered` with the new ticket and its result.
    template <typename Result, typename Work>
    quint64 ask(Work work, void (AnalysisService::*answered)(quint64, const Result &));

    quint64 m_nextTicket = 0;
    int m_pending = 0;
};

} // namespace tihbat
