// SPDX-License-Identifier: GPL-3.0-or-later
#include "computer_player.h"

#include <algorithm>
#include <cassert>
#include <cmath>

namespace tihbat {

double temperatureOf(Level level) {
    switch (level) {
    case Level::Beginner:
        return 20.0;
    case Level::Easy:
        return 5.0;
    case Level::Medium:
        return 2.0;
    case Level::Hard:
        return 1.0;
    case Level::Perfect:
        break;
    }
    return 0.0;
}

std::vector<double> moveChances(const std::vector<int> &values, double temperature) {
    assert(!values.empty());
    const int best = *std::max_element(values.begin(), values.end());
    std::vector<double> chances;
    chances.reserve(values.size());
    double sum = 0.0;
    for (const int v : values) {
        const double weight =
            temperature > 0.0 ? std::exp((v - best) / temperature) : static_cast<double>(v == best);
        chances.push_back(weight);
        sum += weight;
    }
    for (double &c : chances)
        c /= sum;
    return chances;
}

namespace {

constexpr int sign(Side s) {
    return s == Side::South ? 1 : -1;
}

// The opponent Perfect plays against in its head: fallible, but not careless.
constexpr Level ModelOpponent = Level::Medium;

// Perfect's look-ahead. `game` is played on and taken back, so it comes out unchanged.
class Lookahead {
public:
    Lookahead(const Solver &solver, Side perfect)
        : m_solver(solver)
        , m_perfect(perfect) {}

    // The expected final difference from Perfect's side after the move, `depth` plies deep.
    double afterMove(Game &game, int pit, int depth) {
        const auto played = game.play(pit);
        assert(std::holds_alternative<MoveStory>(played));
        (void)played;
        const double result = fromHere(game, depth - 1);
        game.undo();
        return result;
    }

private:
    double fromHere(Game &game, int depth) {
        if (game.isOver() || depth <= 0)
            return sign(m_perfect) * m_solver.value(game);
        const Side mover = game.position().toMove;
        const std::vector<MoveValue> moves = m_solver.moveValues(game);
        std::vector<int> values;
        for (const MoveValue &m : moves)
            values.push_back(sign(mover) * m.value);
        const int best = *std::max_element(values.begin(), values.end());
        if (mover == m_perfect) {
            // Perfect itself keeps the value, and takes the best of the value-keeping moves.
            double result = -1e9;
            for (std::size_t i = 0; i < moves.size(); ++i)
                if (values[i] == best)
                    result = std::max(result, depth == 1 ? double(best)
                                                         : afterMove(game, moves[i].pit, depth));
            return result;
        }
        const std::vector<double> chances = moveChances(values, temperatureOf(ModelOpponent));
        double result = 0.0;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const double after =
                depth == 1 ? -double(values[i]) : afterMove(game, moves[i].pit, depth);
            result += chances[i] * after;
        }
        return result;
    }

    const Solver &m_solver;
    Side m_perfect;
};

int perfectChoice(const Game &game, const Solver &solver, const std::vector<MoveValue> &moves) {
    const Side mover = game.position().toMove;
    int best = moves.front().value * sign(mover);
    for (const MoveValue &m : moves)
        best = std::max(best, m.value * sign(mover));
    std::vector<int> keeping;
    for (const MoveValue &m : moves)
        if (m.value * sign(mover) == best)
            keeping.push_back(m.pit);
    if (keeping.size() == 1)
        return keeping.front();
    Game scratch = game;
    Lookahead lookahead(solver, mover);
    int chosen = keeping.front();
    double chosenExpected = -1e9;
    for (const int pit : keeping) {
        const double expected = lookahead.afterMove(scratch, pit, ComputerPlayer::PerfectLookahead);
        if (expected > chosenExpected + 1e-9) {
            chosen = pit;
            chosenExpected = expected;
        }
    }
    return chosen;
}

} // namespace

ComputerPlayer::ComputerPlayer(Level level, std::uint32_t seed)
    : m_level(level)
    , m_random(seed) {}

int ComputerPlayer::perfectMove(const Game &game, const Solver &solver) {
    return perfectChoice(game, solver, solver.moveValues(game));
}

double ComputerPlayer::expectedAgainstModel(const Game &game, const Solver &solver, int pit) {
    Game scratch = game;
    return Lookahead(solver, game.position().toMove).afterMove(scratch, pit, PerfectLookahead);
}

int ComputerPlayer::chooseMove(const Game &game) {
    assert(!game.isOver());
    const auto solver = sharedSolver(game.options().chainCapture);
    const std::vector<MoveValue> moves = solver->moveValues(game);
    assert(!moves.empty());
    // One draw per move whatever the level, so a seed gives the same game at every level.
    const double roll = std::uniform_real_distribution<double>(0.0, 1.0)(m_random);
    if (m_level == Level::Perfect)
        return perfectChoice(game, *solver, moves);

    std::vector<int> values;
    for (const MoveValue &m : moves)
        values.push_back(sign(game.position().toMove) * m.value);
    const std::vector<double> chances = moveChances(values, temperatureOf(m_level));
    double cumulative = 0.0;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        cumulative += chances[i];
        if (roll < cumulative)
            return moves[i].pit;
    }
    return moves.back().pit;
}

int RandomPlayer::chooseMove(const Game &game) {
    const std::vector<int> moves = game.legalMoves();
    assert(!moves.empty());
    return moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(m_random)];
}

} // namespace tihbat
