// SPDX-License-Identifier: GPL-3.0-or-later
// The exact solver: the value of every Tihbat position under perfect play, repetition rule
// included.
//
// Why it is exact. Captures remove counters for good, so a game falls into segments of equal
// board total, and positions from before the last capture can never recur. Within a segment no
// move changes the score; a capture leaves it with a payoff known from smaller totals; a
// repetition ends the game and adds nothing more. That is a two-player game on a finite graph
// with payoffs on exits where a play that never exits is worth 0. Such games have optimal
// positional strategies that are optimal from every node, and along them the value never moves
// against the side using them, so a cycle under them would let the other side hold the value
// to 0: the game that stops at the first repetition has the same value as the endless one.
// Values are found per threshold t by attractors: South gets at least t > 0 where South can
// force an exit worth t or more; at least t <= 0 where North cannot force one worth less.
// History only turns the earlier positions of the segment into exits worth 0, so a position with
// history is the same computation on the part of the segment it can still reach.
#pragma once

#include "game.h"
#include "move_value.h"

#include <cstdint>
#include <memory>
#include <mutex>
#include <span>
#include <vector>

namespace tihbat {

class Solver {
public:
    explicit Solver(bool chainCapture);
    ~Solver();
    Solver(const Solver &) = delete;
    Solver &operator=(const Solver &) = delete;

    bool chainCapture() const { return m_chainCapture; }

    // The capture difference still to come (South minus North) under perfect play, for a
    // position with no history (as right after a capture or at the start).
    int futureValue(const Position &position) const;
    // The same given every position since the last capture, the current one last.
    int futureValue(std::span<const Position> sinceCapture) const;

    // The final score difference (South minus North) under perfect play from the game's state.
    int value(const Game &game) const;
    int value(const GameState &state, std::span<const Position> sinceCapture) const;

    // Every legal move of the side to move, in pit order, with the value after it.
    std::vector<MoveValue> moveValues(const Game &game) const;
    std::vector<MoveValue> moveValues(const GameState &state,
                                      std::span<const Position> sinceCapture) const;

    // The value, every move's value and the best moves, in one go.
    PositionAnalysis analyse(const Game &game) const;

    // Builds the tables for every total up to this one with its parity (lazy otherwise).
    void prepare(int boardTotal) const;
    std::size_t tableBytes() const;

private:
    struct Level;
    const Level &level(int boardTotal) const;
    void build(int boardTotal) const;
    int exitPayoff(Side mover, const Transition &t) const;
    // The part of the current segment reachable from the current position (sinceCapture's
    // last), solved with the history's positions as exits worth 0: the value of every node
    // (`values`, by `local[nodeOf(p)]`). Left empty when no history position matters, for the
    // plain table is exact then; `currentCounts` makes a way back to the current position
    // matter too (as it does for the positions after it).
    struct SegmentValues {
        std::vector<std::int32_t> local;
        std::vector<std::int8_t> values;
    };
    SegmentValues segmentValues(std::span<const Position> sinceCapture, bool currentCounts) const;

    bool m_chainCapture;
    mutable std::mutex m_mutex;
    mutable std::vector<std::unique_ptr<Level>> m_levels; // by board total, fixed size
};

// One solver per chain option, shared by the whole program and filled in lazily.
std::shared_ptr<const Solver> sharedSolver(bool chainCapture);

} // namespace tihbat
