// SPDX-License-Identifier: GPL-3.0-or-later
// The table of a class tournament. Scoring: a win 2 points, a draw 1, a loss 0 (whole numbers a
// child adds up; 1/½/0 in chess ranks the same). A Swiss bye counts 2 points, as a game won,
// without counters; an all-play-all round off counts nothing (everyone has as many). Ties are
// broken by the counters captured (the final score of every game, summed), then by the points
// of the games between the tied players, then by the order they joined in. Plain C++, no Qt.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <vector>

namespace tihbat::tournament {

constexpr int WinPoints = 2;
constexpr int DrawPoints = 1;

// A finished (or adjudicated) game: who played which side, the final counters by side index
// (South, North) and who won (empty: a draw).
struct GameResult {
    int south = 0;
    int north = 0;
    std::array<int, 2> finalScore{};
    std::optional<int> winner; // the player, not the side
    bool adjudicated = false;
};

struct Standing {
    int player = 0;
    int points = 0;
    int won = 0;
    int drawn = 0;
    int lost = 0;
    int byes = 0;       // Swiss byes (each worth a win's points)
    int captured = 0;   // counters, the first tie-break
    int headToHead = 0; // points in games between the players tied with this one
};

// The standings of `players` players, leader first. `swissByes` lists each player given a Swiss
// bye, once per bye.
// The points `player` (one of the game's two) scored in it: the scoring in one place, for the
// standings and the crosstable.
int pointsOf(const GameResult &game, int player);

std::vector<Standing> standings(int players, std::span<const GameResult> results,
                                std::span<const int> swissByes = {});

} // namespace tihbat::tournament
