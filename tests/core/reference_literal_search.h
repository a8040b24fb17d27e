// SPDX-License-Identifier: GPL-3.0-or-later
// The value of a position with a history, by the letter of RULES.md and nothing else: every line
// of play is followed to its end, which is either a capture or the first position that comes
// back since the last capture (the oldest one included: the game stops and the board is shared
// equally, so nothing more is won). No fixed points, no exits, no theory of endless games: a
// check of the reference solver's history-aware values (reference_solver.h) that owes nothing
// to how they are computed. After a capture the history starts afresh, so the line is worth the
// capture plus the proved value of the new position without history (the reference's tables).
//
// The lines are searched with alpha-beta pruning, which keeps the exact minimax value; the
// search is exponential all the same, so it gives up (no value) beyond a budget of positions
// visited: it settles the small boards and the ends of segments, not every position.
#pragma once

#include "reference_solver.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace reference {

class LiteralSearch {
public:
    LiteralSearch(Solver &tables, long budget)
        : m_tables(tables)
        , m_budget(budget) {}

    // The capture difference (South minus North) still to come under perfect play, given the
    // positions since the last capture, the current one last; none if the budget ran out.
    std::optional<int> futureValue(const std::vector<Board> &sinceCapture) {
        m_visited = 0;
        std::vector<Board> line = sinceCapture;
        return search(line, -Infinite, Infinite);
    }

private:
    static constexpr int Infinite = 1000;

    static bool seen(const std::vector<Board> &line, const Board &b) {
        return std::find(line.begin(), line.end(), b) != line.end();
    }

    // The value of line.back() with everything before it seen; exact when it lies within
    // (alpha, beta), and a bound on the same side otherwise (alpha-beta's fail-hard rule).
    std::optional<int> search(std::vector<Board> &line, int alpha, int beta) {
        if (++m_visited > m_budget)
            return std::nullopt;
        const Board here = line.back();
        const bool south = here.mover == 0;
        int best = south ? -Infinite : Infinite;
        for (Spot from : movesOf(here)) {
            const Sowing s = sowFrom(here, from, m_tables.chain());
            int value = 0; // a repetition: the board is shared, nothing more to come
            if (s.captured > 0) {
                value = (south ? s.captured : -s.captured) + m_tables.futureValue(s.after);
            } else if (!seen(line, s.after)) {
                const std::size_t length = line.size();
                line.push_back(s.after);
                Board next = s.after;
                bool repeated = false;
                if (next.rowTotal(next.mover) == 0) {
                    // The automatic pass makes a position of its own, which may come back too.
                    next.mover = 1 - next.mover;
                    repeated = seen(line, next);
                    line.push_back(next);
                }
                std::optional<int> deeper = repeated ? 0 : search(line, alpha, beta);
                line.resize(length);
                if (!deeper)
                    return std::nullopt;
                value = *deeper;
            }
            best = south ? std::max(best, value) : std::min(best, value);
            if (south)
                alpha = std::max(alpha, value);
            else
                beta = std::min(beta, value);
            if (alpha >= beta)
                break;
        }
        return best;
    }

    Solver &m_tables;
    long m_budget;
    long m_visited = 0;
};

} // namespace reference
