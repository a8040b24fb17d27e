// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver.h"

#include <algorithm>
#include <cassert>
#include <optional>
#include <stdexcept>

namespace tihbat {

namespace {

// Index of a board among all boards with the same total, in the order A, B, a (b follows).
class BoardIndex {
public:
    BoardIndex() {
        for (int t = 0; t <= MaxBoardCounters; ++t) {
            int sum = 0;
            for (int a = 0; a <= t; ++a) {
                m_rowStart[t][a] = sum;
                sum += (t - a + 1) * (t - a + 2) / 2;
            }
            m_count[t] = sum;
        }
    }
    int boards(int total) const { return m_count[total]; }
    int of(const std::array<int, PitCount> &pits, int total) const {
        const int rest = total - pits[0];
        return m_rowStart[total][pits[0]] + pits[1] * (rest + 1) - pits[1] * (pits[1] - 1) / 2 +
               pits[2];
    }

private:
    std::array<std::array<int, MaxBoardCounters + 1>, MaxBoardCounters + 1> m_rowStart{};
    std::array<int, MaxBoardCounters + 1> m_count{};
};

const BoardIndex &boardIndex() {
    static const BoardIndex index;
    return index;
}

int nodeOf(const Position &p) {
    return boardIndex().of(p.pits, p.boardTotal()) * 2 + sideIndex(p.toMove);
}

Position positionOf(int node, int total) {
    // Only used while enumerating; walks the same order as BoardIndex.
    Position p;
    p.toMove = static_cast<Side>(node % 2);
    int rest = node / 2;
    for (int a = 0; a <= total; ++a) {
        const int row = (total - a + 1) * (total - a + 2) / 2;
        if (rest < row) {
            p.pits[0] = a;
            const int r = total - a;
            for (int b = 0; b <= r; ++b) {
                if (rest < r - b + 1) {
                    p.pits[1] = b;
                    p.pits[2] = rest;
                    p.pits[3] = r - b - rest;
                    return p;
                }
                rest -= r - b + 1;
            }
        }
        rest -= row;
    }
    assert(false);
    return p;
}

constexpr int sign(Side s) {
    return s == Side::South ? 1 : -1;
}

// A segment of the game as a graph: up to two moves per node, each either to another node of
// the segment or out of it with a known payoff (a capture, or a repetition worth 0).
struct SegmentGraph {
    struct Edge {
        std::int32_t to = -1; // node, or -1 for an exit
        std::int16_t payoff = 0;
    };
    std::vector<Side> owner;
    std::vector<std::array<Edge, 2>> edges;
    std::vector<std::uint8_t> edgeCount;
    std::vector<std::int32_t> predStart; // reverse edges, compressed by target
    std::vector<std::int32_t> preds;

    int size() const { return static_cast<int>(owner.size()); }
    int add(Side side) {
        owner.push_back(side);
        edges.emplace_back();
        edgeCount.push_back(0);
        return size() - 1;
    }
    void addEdge(int from, const Edge &e) { edges[from][edgeCount[from]++] = e; }
    void linkPredecessors() {
        predStart.assign(owner.size() + 1, 0);
        for (int v = 0; v < size(); ++v)
            for (int i = 0; i < edgeCount[v]; ++i)
                if (edges[v][i].to >= 0)
                    ++predStart[edges[v][i].to + 1];
        for (std::size_t v = 1; v < predStart.size(); ++v)
            predStart[v] += predStart[v - 1];
        preds.resize(predStart.back());
        std::vector<std::int32_t> fill(predStart.begin(), predStart.end() - 1);
        for (int v = 0; v < size(); ++v)
            for (int i = 0; i < edgeCount[v]; ++i)
                if (edges[v][i].to >= 0)
                    preds[fill[edges[v][i].to]++] = v;
    }
};

// The value of every node of the graph (South maximises, North minimises; never exiting is 0).
// South gets at least t > 0 exactly on its attractor to the exits worth t or more; North holds
// South below t <= 0 exactly on its attractor to the exits worth less than t. Both attractors only
// grow as t moves away from 0, so each side's is grown once, exit by exit in order of payoff, and
// a node is worth the payoff at which it joins (or 0 if it joins neither).
std::vector<std::int8_t> solveSegment(const SegmentGraph &g) {
    const int n = g.size();
    // The exits in order of payoff (a counting sort: payoffs lie within +-MaxBoardCounters).
    constexpr int Payoffs = 2 * MaxBoardCounters + 1;
    std::array<int, Payoffs + 1> start{};
    for (int v = 0; v < n; ++v)
        for (int i = 0; i < g.edgeCount[v]; ++i)
            if (g.edges[v][i].to < 0)
                ++start[g.edges[v][i].payoff + MaxBoardCounters + 1];
    for (int k = 1; k <= Payoffs; ++k)
        start[k] += start[k - 1];
    std::vector<std::pair<int, int>> exits(start[Payoffs]); // payoff, node
    for (int v = 0; v < n; ++v)
        for (int i = 0; i < g.edgeCount[v]; ++i)
            if (const int payoff = g.edges[v][i].payoff; g.edges[v][i].to < 0)
                exits[start[payoff + MaxBoardCounters]++] = {payoff, v};

    std::vector<std::int8_t> value(n, 0);
    std::vector<char> in(n);
    std::vector<int> waiting(n); // moves not yet known to lead in (the player needs just one)
    std::vector<int> queue;
    queue.reserve(n);
    auto grow = [&](Side player, auto first, auto last) {
        std::fill(in.begin(), in.end(), 0);
        for (int v = 0; v < n; ++v)
            waiting[v] = g.owner[v] == player ? 1 : g.edgeCount[v];
        while (first != last) {
            const int payoff = first->first;
            queue.clear();
            for (; first != last && first->first == payoff; ++first) {
                const int v = first->second;
                if (!in[v] && --waiting[v] == 0) {
                    in[v] = 1;
                    queue.push_back(v);
                }
            }
            for (std::size_t head = 0; head < queue.size(); ++head) {
                const int v = queue[head];
                value[v] = static_cast<std::int8_t>(payoff);
                for (int k = g.predStart[v]; k < g.predStart[v + 1]; ++k) {
                    const int p = g.preds[k];
                    if (!in[p] && --waiting[p] == 0) {
                        in[p] = 1;
                        queue.push_back(p);
                    }
                }
            }
        }
    };
    const auto zero = std::lower_bound(exits.begin(), exits.end(), std::pair{1, 0});
    const auto negative = std::lower_bound(exits.begin(), exits.end(), std::pair{0, 0});
    grow(Side::South, std::make_reverse_iterator(exits.end()), std::make_reverse_iterator(zero));
    grow(Side::North, exits.begin(), negative);
    return value;
}

} // namespace

struct Solver::Level {
    std::vector<std::int8_t> value; // by node
};

Solver::Solver(bool chainCapture)
    : m_chainCapture(chainCapture)
    , m_levels(MaxBoardCounters + 1) {}

Solver::~Solver() = default;

void Solver::prepare(int boardTotal) const {
    if (boardTotal < 0 || boardTotal > MaxBoardCounters)
        throw std::out_of_range("board total outside the solver's range");
    std::lock_guard lock(m_mutex);
    for (int t = boardTotal % 2; t <= boardTotal; t += 2)
        if (!m_levels[t])
            build(t);
}

const Solver::Level &Solver::level(int boardTotal) const {
    prepare(boardTotal);
    return *m_levels[boardTotal];
}

int Solver::exitPayoff(Side mover, const Transition &t) const {
    // Called while building or after prepare(), so the smaller total is there.
    const int rest = t.next.boardTotal();
    return sign(mover) * t.captured + m_levels[rest]->value[nodeOf(t.next)];
}

void Solver::build(int total) const {
    auto lvl = std::make_unique<Level>();
    const int nodes = boardIndex().boards(total) * 2;
    SegmentGraph g;
    g.owner.reserve(nodes);
    for (int v = 0; v < nodes; ++v) {
        const Position p = positionOf(v, total);
        g.add(p.toMove);
        if (total == 0)
            continue; // the game is over: no moves, worth 0
        if (mustPass(p)) {
            g.addEdge(v, {nodeOf(afterPass(p)), 0});
            continue;
        }
        for (int pit : pitsOf(p.toMove)) {
            if (p.pits[pit] == 0)
                continue;
            const Transition t = successor(p, pit, m_chainCapture);
            if (t.captured == 0) {
                g.addEdge(v, {nodeOf(t.next), 0});
                continue;
            }
            g.addEdge(v, {-1, static_cast<std::int16_t>(exitPayoff(p.toMove, t))});
        }
    }
    g.linkPredecessors();
    lvl->value = solveSegment(g);
    m_levels[total] = std::move(lvl);
}

int Solver::futureValue(const Position &position) const {
    return level(position.boardTotal()).value[nodeOf(position)];
}

int Solver::futureValue(std::span<const Position> sinceCapture) const {
    assert(!sinceCapture.empty());
    const Position &current = sinceCapture.back();
    if (current.boardTotal() == 0)
        return 0;
    const SegmentValues segment = segmentValues(sinceCapture, false);
    return segment.values.empty() ? level(current.boardTotal()).value[nodeOf(current)]
                                  : segment.values[0];
}

Solver::SegmentValues Solver::segmentValues(std::span<const Position> sinceCapture,
                                            bool currentCounts) const {
    assert(!sinceCapture.empty());
    const Position &current = sinceCapture.back();
    const int total = current.boardTotal();
    const Level &plain = level(total);

    const int nodes = static_cast<int>(plain.value.size());
    std::vector<char> inHistory(nodes, 0);
    for (const Position &p : sinceCapture) {
        if (p.boardTotal() != total)
            throw std::invalid_argument("positions since the last capture differ in total");
        inHistory[nodeOf(p)] = 1;
    }

    // The part of the segment still reachable; entering a history position ends the game.
    SegmentGraph g;
    std::vector<std::int32_t> local(nodes, -1);
    std::vector<Position> positions{current};
    local[nodeOf(current)] = g.add(current.toMove);
    bool historyMatters = false;
    auto edgeTo = [&](const Position &next) -> SegmentGraph::Edge {
        const int node = nodeOf(next);
        if (inHistory[node]) {
            historyMatters = historyMatters || currentCounts || !(next == current);
            return {-1, 0};
        }
        if (local[node] < 0) {
            local[node] = g.add(next.toMove);
            positions.push_back(next);
        }
        return {local[node], 0};
    };
    for (std::size_t i = 0; i < positions.size(); ++i) {
        const Position p = positions[i];
        const int v = static_cast<int>(i);
        if (mustPass(p)) {
            g.addEdge(v, edgeTo(afterPass(p)));
            continue;
        }
        for (int pit : pitsOf(p.toMove)) {
            if (p.pits[pit] == 0)
                continue;
            const Transition t = successor(p, pit, m_chainCapture);
            if (t.captured == 0)
                g.addEdge(v, edgeTo(t.next));
            else
                g.addEdge(v, {-1, static_cast<std::int16_t>(exitPayoff(p.toMove, t))});
        }
    }
    // Earlier positions out of reach change nothing: the plain table is exact then.
    if (!historyMatters)
        return {};
    g.linkPredecessors();
    SegmentValues segment;
    segment.values = solveSegment(g);
    segment.local = std::move(local);
    return segment;
}

int Solver::value(const Game &game) const {
    // A finished game has no future: after a repetition the board is shared, not played on.
    if (const std::optional<Outcome> outcome = game.outcome())
        return outcome->finalScore[0] - outcome->finalScore[1];
    return value(game.state(), game.positionsSinceCapture());
}

int Solver::value(const GameState &state, std::span<const Position> sinceCapture) const {
    return state.capturedDifference() + futureValue(sinceCapture);
}

std::vector<MoveValue> Solver::moveValues(const Game &game) const {
    if (game.isOver())
        return {};
    return moveValues(game.state(), game.positionsSinceCapture());
}

std::vector<MoveValue> Solver::moveValues(const GameState &state,
                                          std::span<const Position> sinceCapture) const {
    std::vector<MoveValue> values;
    const Position &p = state.position;
    const Level &plain = level(p.boardTotal());
    // One solve of the reachable segment values every move at once: a position after a move,
    // with the history and itself behind it, is worth its node's value in the segment solved
    // from here (the game stopped at the first repetition has the endless game's value, from
    // any node). Solved only when a move needs it.
    std::optional<SegmentValues> segment;
    for (int pit : legalMoves(p)) {
        const Transition t = successor(p, pit, m_chainCapture);
        int future = 0;
        if (t.captured > 0) {
            future = exitPayoff(p.toMove, t);
        } else if (std::find(sinceCapture.begin(), sinceCapture.end(), t.next) ==
                   sinceCapture.end()) {
            if (!segment)
                segment = segmentValues(sinceCapture, true);
            future = segment->values.empty() ? plain.value[nodeOf(t.next)]
                                             : segment->values[segment->local[nodeOf(t.next)]];
        } // else the move repeats a position and the game ends on it
        values.push_back({pit, state.capturedDifference() + future});
    }
    return values;
}

PositionAnalysis Solver::analyse(const Game &game) const {
    PositionAnalysis analysis;
    analysis.moveValues = moveValues(game);
    // The position's value is its best move's (minimax over the same history), so the segment
    // is solved once per move rather than once more for the position: a third of analyze's cost.
    if (analysis.moveValues.empty()) {
        analysis.value = value(game);
    } else {
        const bool south = game.position().toMove == Side::South;
        analysis.value = analysis.moveValues.front().value;
        for (const MoveValue &mv : analysis.moveValues)
            analysis.value =
                south ? std::max(analysis.value, mv.value) : std::min(analysis.value, mv.value);
    }
    for (const MoveValue &mv : analysis.moveValues)
        if (mv.value == analysis.value)
            analysis.bestPits.push_back(mv.pit);
    return analysis;
}

std::size_t Solver::tableBytes() const {
    std::lock_guard lock(m_mutex);
    std::size_t bytes = 0;
    for (const auto &l : m_levels) {
        if (!l)
            continue;
        bytes += sizeof(Level) + l->value.capacity() * sizeof(std::int8_t);
    }
    return bytes;
}

std::shared_ptr<const Solver> sharedSolver(bool chainCapture) {
    static const std::array<std::shared_ptr<const Solver>, 2> solvers{
        std::make_shared<const Solver>(false), std::make_shared<const Solver>(true)};
    return solvers[chainCapture ? 1 : 0];
}

} // namespace tihbat
