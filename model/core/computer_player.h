// SPDX-License-Identifier: GPL-3.0-or-later
// Computer players from a child's first game to perfect play, all driven by the exact solver.
//
// Beginner to Hard weigh their moves by the solver's exact values: a move worth d counters less
// than the best is played e^(-d/T) times as often as the best, with a temperature T per level
// (tuned by measurement so that each level beats the one below; see README). Perfect never leaves
// the solver's value and, among the moves that keep it, plays the one with the best expected
// result against a fallible opponent, looking a few moves ahead.
#pragma once

#include "game.h"
#include "level.h"
#include "solver.h"

#include <cstdint>
#include <memory>
#include <random>
#include <vector>

namespace tihbat {

// How a level weighs its moves, in counters of the final score: the larger, the more often it
// plays a worse move. 0 for Perfect, which never does.
double temperatureOf(Level level);

// The chance of each move (in the order given) for a player at this temperature; `values` are
// the moves' values from the mover's side. Temperature 0 shares the chance among the best.
std::vector<double> moveChances(const std::vector<int> &values, double temperature);

class ComputerPlayer {
public:
    ComputerPlayer(Level level, std::uint32_t seed);

    Level level() const { return m_level; }
    // A legal move for the side to move; the game must not be over.
    int chooseMove(const Game &game);

    // Perfect's move: one that keeps the solver's value; among several, the one with the best
    // expected result against an opponent playing like `Level::Medium`, `PerfectLookahead`
    // plies deep with the exact values at the horizon.
    static int perfectMove(const Game &game, const Solver &solver);
    // The expected final score difference (mover's side) of playing `pit` in the game, by the
    // same model Perfect uses.
    static double expectedAgainstModel(const Game &game, const Solver &solver, int pit);
    static constexpr int PerfectLookahead = 6;

private:
    Level m_level;
    std::mt19937 m_random;
};

// A uniformly random legal move: the yardstick the levels are measured against.
class RandomPlayer {
public:
    explicit RandomPlayer(std::uint32_t seed)
        : m_random(seed) {}
    int chooseMove(const Game &game);

private:
    std::mt19937 m_random;
};

} // namespace tihbat
