// SPDX-License-Identifier: GPL-3.0-or-later
// A person's way through the puzzles, kept in the settings: which are solved, the puzzle they
// were at, the current streak (puzzles solved at the first try in a row) and the best streak.
#pragma once

#include "core/puzzles.h"

#include <QString>
#include <set>

namespace tihbat {

class PuzzleProgress {
public:
    // The longest streak kept, whatever an edited settings file says.
    static constexpr int MaxStreak = 1'000'000;

    // Reads what the settings hold under `group` ("puzzles" for the game itself): ids of puzzles
    // the game does not ship are ignored, streaks clamped.
    explicit PuzzleProgress(QString group = QStringLiteral("puzzles"));

    bool isSolved(int id) const { return m_solved.count(id) > 0; }
    int solvedCount() const { return static_cast<int>(m_solved.size()); }
    int streak() const { return m_streak; }
    int bestStreak() const { return m_bestStreak; }
    // The puzzle shown last (0 before the first).
    int currentId() const { return m_currentId; }
    void setCurrentId(int id);

    // The right move was found. At the first try (no wrong move, no Show me) it lengthens the
    // streak; the puzzle counts as solved either way.
    void recordSolved(int id, bool firstTry);
    // A wrong move, or the solution shown before it was found: the streak starts again.
    void recordMiss();

    // The first unsolved puzzle after `afterId` in the collection's order, coming round to the
    // start; the one after `afterId` when every puzzle is solved.
    int nextPuzzle(const std::vector<Puzzle> &puzzles, int afterId) const;

private:
    void save() const;

    QString m_group;
    std::set<int> m_solved;
    int m_streak = 0;
    int m_bestStreak = 0;
    int m_currentId = 0;
};

} // namespace tihbat
