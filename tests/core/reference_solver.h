// SPDX-License-Identifier: GPL-3.0-or-later
// An exact solver for the real rule "a repeated position ends the game", written for the tests
// from RULES.md and reference_rules.h alone, by a different method from the core's.
//
// What the value is. With the repetition rule every game is finite, so a position (with the
// positions seen since the last capture) has a minimax value: the best final score difference
// South can force. Captures remove counters for good, so a game is a chain of segments of
// equal board total; after a capture no earlier position can come back, and the future from
// there is the value of the new position with no history. Within a segment no move changes the
// score: the game either leaves it by a capture (worth the captured counters plus the value of
// the next position, known from the smaller total) or ends by repetition (future worth 0: the
// board is shared equally).
//
// How it is computed here. Per board total, smallest first, value iteration proposes values:
// v_0 = 0 everywhere and v_{k+1} = max/min over the moves of (capture payoff, or v_k of the
// next position), iterated to a fixed point; v_k is the k-ply game whose unfinished plays
// count 0. The proposal is then *proved* for the real rule by certificates that need no theory
// of infinite games, only these local checks over every position q of the segment:
// - South can force at least t <= 0 from every q with V(q) >= t: South has a move, and North has
//   only moves, that capture for at least t or stay within {V >= t}. Playing such moves, every
//   play stays in that set until it captures (>= t) or repeats a position (0 >= t).
// - South can force at least t > 0: the same, and each such move that stays in the set lowers
//   the rank phi(q) = the least k with v_k(q) >= t. A strictly falling rank can never come back
//   to a position, so no repetition (worth 0 < t) can happen: every play captures for >= t.
// - North's bounds are the mirror image. V(q) is exact when both bounds hold at t = V(q).
// Capture payoffs use the already proved values of the smaller totals, so by induction every
// value is the exact value of the game with the real repetition rule. History (the positions
// since the last capture) is handled by making every move into a seen position an exit worth 0
// and proving the values of the part of the segment the current position can still reach.
//
// Cost: every total up to 28 counters, both chain options, about 0.25 s (Release, one core).
#pragma once

#include "reference_rules.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace reference {

class Solver {
public:
    // Solves and proves every position with at most maxTotal counters.
    Solver(bool chain, int maxTotal)
        : m_chain(chain) {
        m_levels.resize(maxTotal + 1);
        for (int total = 0; total <= maxTotal; ++total)
            buildLevel(total);
    }

    bool chain() const { return m_chain; }
    // Empty when every proposed value was proved; otherwise what failed, where.
    const std::string &failure() const { return m_failure; }
    int maxTotal() const { return static_cast<int>(m_levels.size()) - 1; }

    // The capture difference still to come (South minus North) from a position with no history.
    int futureValue(const Board &b) const {
        const Level &level = m_levels.at(b.total());
        return level.value[level.index(b)];
    }

    // The final score difference (South minus North) of a game under perfect play from here on,
    // its history included: the captures so far plus the value still to come. A finished game
    // has none to come: after a repetition the board is shared equally.
    int value(const Referee &game) {
        if (game.ending() != Ending::Running) {
            const std::array<int, 2> score = game.finalScore();
            return score[0] - score[1];
        }
        const std::array<int, 2> c = game.captured();
        return c[0] - c[1] + futureValue(game.sinceCapture());
    }

    // The same after each legal move, in the order of game.moves(). Each move is played on a
    // copy of the referee, which keeps every position since the last capture: a move back to
    // any of them (the oldest too) ends the game there, and one that captures starts afresh.
    std::vector<int> moveValues(const Referee &game) {
        std::vector<int> values;
        for (Spot from : game.moves()) {
            Referee after = game;
            after.play(from);
            values.push_back(value(after));
        }
        return values;
    }

    // The capture difference still to come given the positions since the last capture, the
    // current one last.
    int futureValue(const std::vector<Board> &sinceCapture) {
        const Board &root = sinceCapture.back();
        if (root.total() == 0)
            return 0;
        const Level &level = m_levels.at(root.total());
        std::vector<char> seen(level.boards.size(), 0);
        for (std::size_t i = 0; i + 1 < sinceCapture.size(); ++i)
            seen[level.index(sinceCapture[i])] = 1;
        // The part of the segment still reachable; moves into seen positions end the game.
        std::vector<int> local(level.boards.size(), -1);
        std::vector<int> order{level.index(root)};
        local[order[0]] = 0;
        Graph g;
        bool historyReachable = false;
        for (std::size_t i = 0; i < order.size(); ++i) {
            const int id = order[i];
            g.maximiser.push_back(level.boards[id].mover == 0);
            std::vector<Edge> out;
            for (Edge e : level.edges[id]) {
                if (e.to >= 0 && seen[e.to]) {
                    e = {-1, 0};
                    historyReachable = true;
                } else if (e.to >= 0) {
                    if (local[e.to] < 0) {
                        local[e.to] = static_cast<int>(order.size());
                        order.push_back(e.to);
                    }
                    e.to = local[e.to];
                }
                out.push_back(e);
            }
            g.edges.push_back(out);
        }
        // No earlier position within reach: the game from here is the very game the table
        // solved and proved (where a way back to this position is a repetition too).
        if (!historyReachable)
            return level.value[order[0]];
        std::vector<int> value;
        std::vector<std::vector<std::int8_t>> history;
        if (!iterate(g, value, history)) {
            fail("no fixed point with history", root);
            return 0;
        }
        if (!lowerBoundHolds(g, value, history, value[0]) ||
            !upperBoundHolds(g, value, history, value[0]))
            fail("value with history not proved", root);
        return value[0];
    }

private:
    struct Edge {
        int to = -1;    // the next position's index, or -1 for an exit
        int payoff = 0; // for an exit: the capture difference from here on
    };
    struct Graph {
        std::vector<bool> maximiser;
        std::vector<std::vector<Edge>> edges;
    };
    struct Level {
        int total = 0;
        std::vector<Board> boards;
        std::vector<int> lookup; // dense (mover, A, B, a) -> index
        std::vector<std::vector<Edge>> edges;
        std::vector<int> value;

        int key(const Board &b) const {
            const int n = total + 1;
            return ((b.mover * n + b.pits[0][0]) * n + b.pits[0][1]) * n + b.pits[1][0];
        }
        int index(const Board &b) const { return lookup[key(b)]; }
    };

    void fail(const std::string &what, const Board &b) {
        if (!m_failure.empty())
            return;
        m_failure = what + " at " + std::to_string(b.pits[0][0]) + " " +
                    std::to_string(b.pits[0][1]) + " " + std::to_string(b.pits[1][0]) + " " +
                    std::to_string(b.pits[1][1]) + (b.mover == 0 ? " S" : " N") +
                    (m_chain ? " (chain)" : "");
    }

    void buildLevel(int total) {
        Level &level = m_levels[total];
        level.total = total;
        const int n = total + 1;
        level.lookup.assign(2 * n * n * n, -1);
        for (int mover = 0; mover < 2; ++mover)
            for (int A = 0; A <= total; ++A)
                for (int B = 0; A + B <= total; ++B)
                    for (int a = 0; A + B + a <= total; ++a) {
                        Board b;
                        b.pits[0][0] = A;
                        b.pits[0][1] = B;
                        b.pits[1][0] = a;
                        b.pits[1][1] = total - A - B - a;
                        b.mover = mover;
                        level.lookup[level.key(b)] = static_cast<int>(level.boards.size());
                        level.boards.push_back(b);
                    }
        level.value.assign(level.boards.size(), 0);
        if (total == 0)
            return; // nothing left to play for
        level.edges.resize(level.boards.size());
        Graph g;
        for (std::size_t id = 0; id < level.boards.size(); ++id) {
            const Board &b = level.boards[id];
            g.maximiser.push_back(b.mover == 0);
            if (b.rowTotal(b.mover) == 0) {
                // The automatic pass: the same counts with the other player to move.
                Board passed = b;
                passed.mover = 1 - b.mover;
                level.edges[id].push_back({level.index(passed), 0});
            }
            for (Spot from : movesOf(b)) {
                const Sowing s = sowFrom(b, from, m_chain);
                if (s.captured == 0) {
                    level.edges[id].push_back({level.index(s.after), 0});
                } else {
                    const int sign = b.mover == 0 ? 1 : -1;
                    level.edges[id].push_back({-1, sign * s.captured + futureValue(s.after)});
                }
            }
            g.edges.push_back(level.edges[id]);
        }
        std::vector<std::vector<std::int8_t>> history;
        if (!iterate(g, level.value, history)) {
            fail("no fixed point", level.boards[0]);
            return;
        }
        std::vector<int> thresholds = level.value;
        std::sort(thresholds.begin(), thresholds.end());
        thresholds.erase(std::unique(thresholds.begin(), thresholds.end()), thresholds.end());
        for (int t : thresholds) {
            if (!lowerBoundHolds(g, level.value, history, t) ||
                !upperBoundHolds(g, level.value, history, t)) {
                for (std::size_t id = 0; id < level.boards.size(); ++id)
                    if (level.value[id] == t)
                        fail("value " + std::to_string(t) + " not proved", level.boards[id]);
            }
        }
    }

    // Value iteration from 0 to a fixed point; history[k] is v_k. It must settle within one
    // step per position plus one (the k-ply values are exact once k exceeds the positions).
    static bool iterate(const Graph &g, std::vector<int> &value,
                        std::vector<std::vector<std::int8_t>> &history) {
        const std::size_t n = g.edges.size();
        std::vector<int> current(n, 0);
        history.assign(1, std::vector<std::int8_t>(n, 0));
        for (std::size_t round = 0; round <= n + 1; ++round) {
            std::vector<int> next(n);
            for (std::size_t q = 0; q < n; ++q) {
                int best = g.maximiser[q] ? -1000 : 1000;
                for (const Edge &e : g.edges[q]) {
                    const int v = e.to < 0 ? e.payoff : current[e.to];
                    best = g.maximiser[q] ? std::max(best, v) : std::min(best, v);
                }
                next[q] = best;
            }
            if (next == current) {
                value = current;
                return true;
            }
            current = next;
            history.emplace_back(current.begin(), current.end());
        }
        return false;
    }

    // Every position worth at least t lets South force at least t under the real rule (see the
    // top of the file). `better(x, t)` is x >= t for South; the mirror image for North.
    template <typename Better>
    static bool boundHolds(const Graph &g, const std::vector<int> &value,
                           const std::vector<std::vector<std::int8_t>> &history, int t,
                           bool forSouth, Better better) {
        const std::size_t n = g.edges.size();
        // A repetition is worth 0: fine for this side when 0 is at least as good as t.
        const bool repetitionIsFine = better(0, t);
        std::vector<int> rank(n, 0);
        if (!repetitionIsFine) {
            for (std::size_t q = 0; q < n; ++q) {
                if (!better(value[q], t))
                    continue;
                std::size_t k = 0;
                while (k < history.size() && !better(history[k][q], t))
                    ++k;
                if (k == history.size())
                    return false;
                rank[q] = static_cast<int>(k);
            }
        }
        for (std::size_t q = 0; q < n; ++q) {
            if (!better(value[q], t))
                continue;
            bool any = false;
            bool all = true;
            for (const Edge &e : g.edges[q]) {
                bool good;
                if (e.to < 0)
                    good = better(e.payoff, t);
                else
                    good = better(value[e.to], t) && (repetitionIsFine || rank[e.to] < rank[q]);
                any = any || good;
                all = all && good;
            }
            const bool ours = g.maximiser[q] == forSouth;
            if (ours ? !any : !all)
                return false;
        }
        return true;
    }
    static bool lowerBoundHolds(const Graph &g, const std::vector<int> &value,
                                const std::vector<std::vector<std::int8_t>> &history, int t) {
        return boundHolds(g, value, history, t, true, [](int x, int y) { return x >= y; });
    }
    static bool upperBoundHolds(const Graph &g, const std::vector<int> &value,
                                const std::vector<std::vector<std::int8_t>> &history, int t) {
        return boundHolds(g, value, history, t, false, [](int x, int y) { return x <= y; });
    }

    bool m_chain;
    std::vector<Level> m_levels;
    std::string m_failure;
};

} // namespace reference
