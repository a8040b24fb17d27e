// SPDX-License-Identifier: GPL-3.0-or-later
// Matches between computer players (or uniformly random play): how the levels are measured.
#pragma once

#include "computer_player.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace tihbat {

// Who plays a side in a match: a computer level, or uniformly random moves (no level).
struct Contender {
    std::optional<Level> level;

    static Contender random() { return {}; }
    static Contender of(Level level) { return {level}; }
    bool operator==(const Contender &) const = default;
};

// The command-line name of a contender: beginner, easy, medium, hard, perfect or random.
std::string_view contenderName(Contender contender);
std::optional<Contender> contenderNamed(std::string_view name);

struct MatchResult {
    int games = 0;
    int southWins = 0;
    int northWins = 0;
    int draws = 0;
    long long marginSum = 0; // final score difference South minus North, summed over the games

    double meanMargin() const { return games ? double(marginSum) / games : 0.0; }
};

// Plays `games` games between South and North with the given rule options, except that the
// first mover alternates (South in the first game, North in the second, ...), so neither player
// keeps the first move's edge. Each game's players get seeds made from `seed` and the game's
// number: the same arguments give the same games.
MatchResult playMatch(Contender south, Contender north, RuleOptions options, int games,
                      std::uint32_t seed);

} // namespace tihbat
