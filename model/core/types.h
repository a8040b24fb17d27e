// SPDX-License-Identifier: GPL-3.0-or-later
// Basic value types of the Tihbat rules (RULES.md): sides, pits, options, positions.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace tihbat {

enum class Side : std::uint8_t { South = 0, North = 1 };

constexpr Side opponent(Side s) {
    return s == Side::South ? Side::North : Side::South;
}
constexpr int sideIndex(Side s) {
    return static_cast<int>(s);
}

// Pits in sowing order: A, B (South's left and right), a, b (North's left and right).
constexpr int PitCount = 4;
constexpr int PitA = 0;
constexpr int PitB = 1;
constexpr int Pita = 2;
constexpr int Pitb = 3;

constexpr bool isValidPit(int pit) {
    return pit >= 0 && pit < PitCount;
}
constexpr Side ownerOf(int pit) {
    return pit < 2 ? Side::South : Side::North;
}
constexpr int nextPit(int pit) {
    return (pit + 1) % PitCount;
}
constexpr int previousPit(int pit) {
    return (pit + PitCount - 1) % PitCount;
}
// The two pits of a side, left pit first.
constexpr std::array<int, 2> pitsOf(Side s) {
    return s == Side::South ? std::array<int, 2>{PitA, PitB} : std::array<int, 2>{Pita, Pitb};
}

// Rule options (RULES.md "Rule options"). Every feature works for every valid combination.
struct RuleOptions {
    static constexpr int MinCountersPerPit = 1;
    static constexpr int MaxCountersPerPit = 12;

    int countersPerPit = 7;
    bool chainCapture = false;
    Side firstToMove = Side::South;

    // The start counts are the only option with a range.
    bool isValid() const {
        return countersPerPit >= MinCountersPerPit && countersPerPit <= MaxCountersPerPit;
    }
    bool operator==(const RuleOptions &) const = default;
};

// The most counters any legal game can have on the board (12 per pit).
constexpr int MaxBoardCounters = PitCount * RuleOptions::MaxCountersPerPit;

// What repeats: the four pit counts and the side to move.
struct Position {
    std::array<int, PitCount> pits{};
    Side toMove = Side::South;

    int boardTotal() const { return pits[0] + pits[1] + pits[2] + pits[3]; }
    int sideTotal(Side s) const {
        const auto p = pitsOf(s);
        return pits[p[0]] + pits[p[1]];
    }
    bool operator==(const Position &) const = default;
};

// A position plus the counters each side has captured so far (indexed by sideIndex).
struct GameState {
    Position position;
    std::array<int, 2> captured{};

    int capturedDifference() const { return captured[0] - captured[1]; }
    bool operator==(const GameState &) const = default;
};

constexpr Position startPosition(const RuleOptions &options) {
    Position p;
    p.pits.fill(options.countersPerPit);
    p.toMove = options.firstToMove;
    return p;
}

} // namespace tihbat
