// SPDX-License-Identifier: GPL-3.0-or-later
#include "pairing.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <map>
#include <tuple>

namespace tihbat::tournament {

std::vector<Round> doubleRoundRobin(int players) {
    if (players < 2)
        return {};
    // An odd class plays with a phantom: whoever meets it has the bye.
    const int m = players % 2 == 0 ? players : players + 1;
    const int fixed = m - 1;
    std::vector<Round> first;
    for (int r = 0; r < m - 1; ++r) {
        Round round;
        auto add = [&round, players](int south, int north) {
            if (south >= players)
                round.bye = north;
            else if (north >= players)
                round.bye = south;
            else
                round.games.push_back({south, north});
        };
        // The circle method: `fixed` stays, the others turn one place a round; the fixed
        // player's side alternates by round and the others' by their distance on the circle.
        if (r % 2 == 0)
            add(r, fixed);
        else
            add(fixed, r);
        for (int i = 1; i < m / 2; ++i) {
            const int a = (r + i) % (m - 1);
            const int b = (r - i + (m - 1)) % (m - 1);
            if (i % 2 == 1)
                add(a, b);
            else
                add(b, a);
        }
        first.push_back(std::move(round));
    }
    std::vector<Round> all = first;
    for (const Round &round : first) {
        Round swapped{{}, round.bye};
        for (const Pairing &p : round.games)
            swapped.games.push_back({p.north, p.south});
        all.push_back(std::move(swapped));
    }
    return all;
}

std::vector<Round> packRounds(int players, std::set<std::pair<int, int>> left) {
    std::vector<Round> rounds;
    while (!left.empty()) {
        std::vector<int> count(static_cast<std::size_t>(players), 0);
        for (const auto &[s, n] : left) {
            ++count[static_cast<std::size_t>(s)];
            ++count[static_cast<std::size_t>(n)];
        }
        std::vector<std::pair<int, int>> order(left.begin(), left.end());
        auto busy = [&count](const std::pair<int, int> &p) {
            const int a = count[static_cast<std::size_t>(p.first)];
            const int b = count[static_cast<std::size_t>(p.second)];
            return std::make_pair(std::max(a, b), a + b);
        };
        std::stable_sort(order.begin(), order.end(),
                         [&busy](const auto &x, const auto &y) { return busy(x) > busy(y); });
        std::vector<bool> taken(static_cast<std::size_t>(players), false);
        Round round;
        for (const auto &p : order) {
            if (taken[static_cast<std::size_t>(p.first)] ||
                taken[static_cast<std::size_t>(p.second)])
                continue;
            taken[static_cast<std::size_t>(p.first)] = true;
            taken[static_cast<std::size_t>(p.second)] = true;
            round.games.push_back({p.first, p.second});
            left.erase(p);
        }
        rounds.push_back(std::move(round));
    }
    return rounds;
}

int maxSwissRounds(int players) {
    return players / 2;
}

int defaultSwissRounds(int players) {
    if (players < 2)
        return 0;
    const int log2 = std::bit_width(static_cast<unsigned>(players - 1));
    return std::min(log2, maxSwissRounds(players));
}

namespace {

// Pairs the players of `order` (ranking order, the bye left out) by backtracking.
class SwissSearch {
public:
    SwissSearch(const std::vector<SwissPlayer> &players, std::vector<int> order)
        : m_players(players)
        , m_order(std::move(order))
        , m_partner(m_order.size(), -1) {
        // Each player's place in its score group decides its Dutch partner: half a group down.
        std::size_t start = 0;
        m_target.resize(m_order.size());
        for (std::size_t i = 0; i <= m_order.size(); ++i) {
            if (i < m_order.size() && points(i) == points(start))
                continue;
            const std::size_t size = i - start;
            for (std::size_t k = 0; k < size; ++k)
                m_target[start + k] = k < size / 2 ? start + k + size / 2 : start + k;
            start = i;
        }
    }

    bool run() { return pairFrom(0); }
    // After run(): the position of each one's partner in the order.
    const std::vector<int> &partners() const { return m_partner; }

private:
    static constexpr long Budget = 200000;

    const SwissPlayer &player(std::size_t position) const {
        return m_players[static_cast<std::size_t>(m_order[position])];
    }
    int points(std::size_t position) const { return player(position).points; }

    bool sidesClash(std::size_t a, std::size_t b) const {
        const SwissPlayer &x = player(a);
        const SwissPlayer &y = player(b);
        if (x.southMinusNorth != 0 || y.southMinusNorth != 0)
            return (x.southMinusNorth > 0 && y.southMinusNorth > 0) ||
                   (x.southMinusNorth < 0 && y.southMinusNorth < 0);
        return x.lastWasSouth && y.lastWasSouth && *x.lastWasSouth == *y.lastWasSouth;
    }

    bool pairFrom(std::size_t from) {
        if (++m_steps > Budget)
            return false;
        while (from < m_order.size() && m_partner[from] >= 0)
            ++from;
        if (from == m_order.size())
            return true;
        const SwissPlayer &me = player(from);
        std::vector<std::size_t> candidates;
        for (std::size_t other = from + 1; other < m_order.size(); ++other)
            if (m_partner[other] < 0 && !me.opponents.contains(m_order[other]))
                candidates.push_back(other);
        const std::size_t target = m_target[from];
        auto key = [&](std::size_t other) {
            const long distance = std::labs(static_cast<long>(other) - static_cast<long>(target));
            return std::make_tuple(std::abs(points(from) - points(other)), sidesClash(from, other),
                                   distance, other);
        };
        std::sort(candidates.begin(), candidates.end(),
                  [&key](std::size_t x, std::size_t y) { return key(x) < key(y); });
        for (const std::size_t other : candidates) {
            m_partner[from] = static_cast<int>(other);
            m_partner[other] = static_cast<int>(from);
            if (pairFrom(from + 1))
                return true;
            m_partner[from] = -1;
            m_partner[other] = -1;
            if (m_steps > Budget)
                return false;
        }
        return false;
    }

    const std::vector<SwissPlayer> &m_players;
    std::vector<int> m_order;
    std::vector<std::size_t> m_target;
    std::vector<int> m_partner;
    long m_steps = 0;
};

// Which of the two (higher-ranked first) plays South.
Pairing sidesFor(const std::vector<SwissPlayer> &players, int higher, int lower, int roundIndex) {
    auto wantsSouth = [&players](int who) {
        const SwissPlayer &p = players[static_cast<std::size_t>(who)];
        const int last = p.lastWasSouth ? (*p.lastWasSouth ? -1 : 1) : 0;
        return -2 * p.southMinusNorth + last;
    };
    const int a = wantsSouth(higher);
    const int b = wantsSouth(lower);
    if (a > b || (a == b && roundIndex % 2 == 0))
        return {higher, lower};
    return {lower, higher};
}

} // namespace

std::optional<Round> swissRound(const std::vector<SwissPlayer> &players,
                                const std::vector<int> &ranking, int roundIndex) {
    std::vector<std::optional<int>> byes;
    if (ranking.size() % 2 == 0) {
        byes.push_back(std::nullopt);
    } else {
        // From the bottom: those who have not had a bye first, then the others.
        for (const bool hadOne : {false, true})
            for (auto it = ranking.rbegin(); it != ranking.rend(); ++it)
                if (players[static_cast<std::size_t>(*it)].hadBye == hadOne)
                    byes.push_back(*it);
    }
    for (const std::optional<int> &bye : byes) {
        std::vector<int> order;
        for (const int p : ranking)
            if (p != bye)
                order.push_back(p);
        SwissSearch search(players, order);
        if (!search.run())
            continue;
        Round round;
        round.bye = bye;
        for (std::size_t i = 0; i < order.size(); ++i) {
            const int j = search.partners()[i];
            if (static_cast<std::size_t>(j) > i)
                round.games.push_back(
                    sidesFor(players, order[i], order[static_cast<std::size_t>(j)], roundIndex));
        }
        return round;
    }
    return std::nullopt;
}

} // namespace tihbat::tournament
