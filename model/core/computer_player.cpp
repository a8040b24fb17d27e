#include "computer_player.h"

#include <algorithm>
#include <cassert>
#include <limits>

namespace tihbat {

LevelProfile profileOf(Level level) {
    switch (level) {
    case Level::Beginner:
        return {0.6, std::numeric_limits<int>::max()};
    case Level::Easy:
        return {0.4, 8};
    case Level::Medium:
        return {0.25, 4};
    case Level::Hard:
        return {0.1, 2};
    case Level::Perfect:
        break;
    }
    return {0.0, 0};
}

ComputerPlayer::ComputerPlayer(Level level, std::uint32_t seed)
    : m_level(level)
    , m_random(seed) {}

namespace {

// Plies until the end after a move, for the tie-break between equally good moves.
int pliesAfter(const Game &game, const Solver &solver, int pit, Side hurrying) {
    Game next = game;
    const auto result = next.play(pit);
    assert(std::holds_alternative<MoveStory>(result));
    if (next.isOver())
        return 0;
    return solver.pliesToEnd(next.position(), hurrying);
}

// Perfect's choice among the best moves: winning (or drawn), the one that ends the game
// soonest; losing, the one that lasts as long as the winner allows.
int tieBreak(const Game &game, const Solver &solver, const PositionAnalysis &analysis) {
    const Side mover = game.position().toMove;
    const bool losing = (mover == Side::South ? analysis.value : -analysis.value) < 0;
    const Side hurrying = losing ? opponent(mover) : mover;
    int chosen = -1;
    int chosenPlies = 0;
    for (const int pit : analysis.bestPits) {
        const int plies = pliesAfter(game, solver, pit, hurrying);
        if (chosen < 0 || (losing ? plies > chosenPlies : plies < chosenPlies)) {
            chosen = pit;
            chosenPlies = plies;
        }
    }
    return chosen;
}

} // namespace

int ComputerPlayer::perfectMove(const Game &game, const Solver &solver) {
    return tieBreak(game, solver, solver.analyse(game));
}

int ComputerPlayer::chooseMove(const Game &game) {
    const auto solver = sharedSolver(game.options().chainCapture);
    const PositionAnalysis analysis = solver->analyse(game);
    assert(!analysis.bestPits.empty());
    const int best = tieBreak(game, *solver, analysis);
    const LevelProfile profile = profileOf(m_level);
    // One draw per move whatever the level, so a seed gives the same game at every level.
    const double roll = std::uniform_real_distribution<double>(0.0, 1.0)(m_random);
    if (roll >= profile.departureChance)
        return best;

    const int sgn = game.position().toMove == Side::South ? 1 : -1;
    // The other move, if it gives away no more than this level allows.
    for (const MoveValue &m : analysis.moveValues) {
        const int loss = sgn * (analysis.value - m.value);
        if (m.pit != best && loss <= profile.maxLoss)
            return m.pit;
    }
    return best;
}

} // namespace tihbat
