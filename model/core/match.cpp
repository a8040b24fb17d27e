// SPDX-License-Identifier: GPL-3.0-or-later
#include "match.h"

#include <array>
#include <stdexcept>
#include <variant>

namespace tihbat {

namespace {

// One side's player for one game.
class MatchPlayer {
public:
    MatchPlayer(Contender contender, std::uint32_t seed) {
        if (contender.level)
            m_player.emplace<ComputerPlayer>(*contender.level, seed);
        else
            m_player.emplace<RandomPlayer>(seed);
    }
    int chooseMove(const Game &game) {
        return std::visit([&](auto &player) { return player.chooseMove(game); }, m_player);
    }

private:
    std::variant<RandomPlayer, ComputerPlayer> m_player{RandomPlayer(0)};
};

// Well-spread seeds from the match seed, the game's number and the side.
std::uint32_t playerSeed(std::uint32_t seed, int game, Side side) {
    std::seed_seq sequence{seed, static_cast<std::uint32_t>(game),
                           static_cast<std::uint32_t>(sideIndex(side))};
    std::array<std::uint32_t, 1> out{};
    sequence.generate(out.begin(), out.end());
    return out[0];
}

} // namespace

std::string_view contenderName(Contender contender) {
    return contender.level ? levelKey(*contender.level) : "random";
}

std::optional<Contender> contenderNamed(std::string_view name) {
    if (name == "random")
        return Contender::random();
    if (const std::optional<Level> level = levelFromKey(name))
        return Contender::of(*level);
    return std::nullopt;
}

MatchResult playMatch(Contender south, Contender north, RuleOptions options, int games,
                      std::uint32_t seed) {
    if (!options.isValid() || games < 0)
        throw std::invalid_argument("bad match options");
    MatchResult result;
    for (int i = 0; i < games; ++i) {
        options.firstToMove = i % 2 == 0 ? Side::South : Side::North;
        MatchPlayer southPlayer(south, playerSeed(seed, i, Side::South));
        MatchPlayer northPlayer(north, playerSeed(seed, i, Side::North));
        Game game(options);
        while (!game.isOver()) {
            MatchPlayer &mover = game.position().toMove == Side::South ? southPlayer : northPlayer;
            const auto played = game.play(mover.chooseMove(game));
            if (!std::holds_alternative<MoveStory>(played))
                throw std::logic_error("a computer player chose an illegal move");
        }
        const Outcome outcome = *game.outcome();
        ++result.games;
        result.marginSum += outcome.finalScore[0] - outcome.finalScore[1];
        if (!outcome.winner)
            ++result.draws;
        else if (*outcome.winner == Side::South)
            ++result.southWins;
        else
            ++result.northWins;
    }
    return result;
}

} // namespace tihbat
