// SPDX-License-Identifier: GPL-3.0-or-later
// Who plays whom, and on which side, in a class tournament. All-play-all (each pair twice, each
// side once) by Berger tables; a Swiss system for larger classes by a simplified Dutch system.
// Players are numbers 0..n-1 (the order they joined in). Plain C++, no Qt.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <utility>
#include <vector>

namespace tihbat::tournament {

// One game of a round: `south` plays South, `north` North.
struct Pairing {
    int south = 0;
    int north = 0;
    bool operator==(const Pairing &) const = default;
};

// One round: its games, and the player who sits out (an odd number of players).
struct Round {
    std::vector<Pairing> games;
    std::optional<int> bye;
};

// The most players an all-play-all takes (the "up to 8"); more play a Swiss.
constexpr int MaxRoundRobinPlayers = 8;

// A double all-play-all by Berger tables: 2(n-1) rounds for an even n, 2n for an odd one (each
// round one player has the bye). The second half repeats the first with the sides swapped, so
// every pair meets twice, each player once on each side. Empty for fewer than 2 players.
std::vector<Round> doubleRoundRobin(int players);

// The ordered pairs (south, north) still to play, packed into rounds when the class has changed
// (a pupil who came late): each round takes as many of them as it can, those of the players with
// the most games left first. Every pair still in `left` is played exactly once.
std::vector<Round> packRounds(int players, std::set<std::pair<int, int>> left);

// What the Swiss pairing needs to know of a player so far.
struct SwissPlayer {
    int points = 0;
    std::set<int> opponents;
    int southMinusNorth = 0;          // games played as South minus games as North
    std::optional<bool> lastWasSouth; // the side of the last game, if any
    bool hadBye = false;
};

// The most rounds a Swiss of n players may have: n/2 (integer division). So many rounds can
// always be paired without a repeat: before the last one each player has met at most n/2 - 1
// others, so the players who have not met form a graph in which every one has n/2 or more
// partners, which (Dirac) always holds a perfect matching.
int maxSwissRounds(int players);
// A good number of Swiss rounds for n players when the teacher does not say: enough to find a
// clear winner (log2 n rounded up), within maxSwissRounds.
int defaultSwissRounds(int players);

// The next Swiss round for players given in ranking order (`ranking[0]` is the leader) under a
// simplified Dutch system: the bye goes to the lowest-ranked player who has not had one; then,
// from the top, each player is paired with the one in the same score group half a group below
// (1 with n/2+1, 2 with n/2+2, ...), preferring partners on the same points, then one whose side
// balance fits, then the closest to that place; never a pair that has met (backtracking when a
// choice leaves the rest unpairable). The side goes to the one who has played it less, then to
// the one who did not play it last, then alternates by round. Empty if no pairing without a
// repeat exists (or is found within a bounded search).
std::optional<Round> swissRound(const std::vector<SwissPlayer> &players,
                                const std::vector<int> &ranking, int roundIndex);

} // namespace tihbat::tournament
