// SPDX-License-Identifier: GPL-3.0-or-later
#include "standings.h"

#include <algorithm>

namespace tihbat::tournament {

int pointsOf(const GameResult &game, int player) {
    if (!game.winner)
        return DrawPoints;
    return *game.winner == player ? WinPoints : 0;
}

std::vector<Standing> standings(int players, std::span<const GameResult> results,
                                std::span<const int> swissByes) {
    std::vector<Standing> table(static_cast<std::size_t>(players));
    for (int p = 0; p < players; ++p)
        table[static_cast<std::size_t>(p)].player = p;
    for (const GameResult &game : results) {
        for (const int side : {0, 1}) {
            const int player = side == 0 ? game.south : game.north;
            Standing &s = table[static_cast<std::size_t>(player)];
            s.captured += game.finalScore[static_cast<std::size_t>(side)];
            s.points += pointsOf(game, player);
            if (!game.winner)
                ++s.drawn;
            else if (*game.winner == player)
                ++s.won;
            else
                ++s.lost;
        }
    }
    for (const int player : swissByes) {
        Standing &s = table[static_cast<std::size_t>(player)];
        ++s.byes;
        s.points += WinPoints;
    }
    auto before = [](const Standing &a, const Standing &b) {
        if (a.points != b.points)
            return a.points > b.points;
        return a.captured > b.captured;
    };
    std::stable_sort(table.begin(), table.end(), before);
    // Within each group tied on points and counters: the games between them decide.
    for (std::size_t start = 0; start < table.size();) {
        std::size_t end = start + 1;
        while (end < table.size() && !before(table[start], table[end]))
            ++end;
        if (end - start > 1) {
            std::vector<int> group;
            for (std::size_t i = start; i < end; ++i)
                group.push_back(table[i].player);
            auto inGroup = [&group](int p) {
                return std::find(group.begin(), group.end(), p) != group.end();
            };
            for (std::size_t i = start; i < end; ++i) {
                for (const GameResult &game : results)
                    if ((game.south == table[i].player || game.north == table[i].player) &&
                        inGroup(game.south) && inGroup(game.north))
                        table[i].headToHead += pointsOf(game, table[i].player);
            }
            std::stable_sort(table.begin() + static_cast<std::ptrdiff_t>(start),
                             table.begin() + static_cast<std::ptrdiff_t>(end),
                             [](const Standing &a, const Standing &b) {
                                 if (a.headToHead != b.headToHead)
                                     return a.headToHead > b.headToHead;
                                 return a.player < b.player;
                             });
        }
        start = end;
    }
    return table;
}

} // namespace tihbat::tournament
