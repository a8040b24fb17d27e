// Computer players from a child's first game to perfect play, all driven by the exact solver.
#pragma once

#include "game.h"
#include "solver.h"

#include <cstdint>
#include <memory>
#include <random>

namespace tihbat {

enum class Level : std::uint8_t { Beginner, Easy, Medium, Hard, Perfect };
constexpr int LevelCount = 5;

// How a level plays: how often it leaves the best move, and the most it may give away then
// (in counters of the final score). Perfect never leaves it.
struct LevelProfile {
    double departureChance = 0.0;
    int maxLoss = 0;
};
LevelProfile profileOf(Level level);

class ComputerPlayer {
public:
    ComputerPlayer(Level level, std::uint32_t seed);

    Level level() const { return m_level; }
    // A legal move for the side to move; the game must not be over.
    int chooseMove(const Game &game);

    // The best move by the solver; among equals the winning (or drawn) side ends the game
    // soonest, the losing side holds out longest.
    static int perfectMove(const Game &game, const Solver &solver);

private:
    Level m_level;
    std::mt19937 m_random;
};

} // namespace tihbat
