// SPDX-License-Identifier: GPL-3.0-or-later
// A second implementation of the Tihbat rules, written from RULES.md alone for the tests to check
// the core against. It shares no code or types with model/core: its own position (two rows of
// two pits), its own counter-by-counter sowing around the ring, its own capture test read
// straight from the rule text and its own game referee with the repetition rule.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <vector>

namespace reference {

// Rows: 0 is South's (the bottom row), 1 is North's. Within a row, 0 is the owner's left pit
// and 1 the right one, so the sowing ring is S0 -> S1 -> N0 -> N1 -> S0 (A -> B -> a -> b).
struct Spot {
    int row = 0;
    int col = 0;
    bool operator==(const Spot &) const = default;
};

inline Spot following(Spot s) {
    // Counter-clockwise: on along the row to its right pit, then over to the other row's left.
    if (s.col == 0)
        return {s.row, 1};
    return {1 - s.row, 0};
}

// The pit letter of RULES.md's notation: A, B for South, a, b for North.
inline char letterOf(Spot s) {
    static constexpr char letters[2][2] = {{'A', 'B'}, {'a', 'b'}};
    return letters[s.row][s.col];
}

struct Board {
    int pits[2][2] = {{0, 0}, {0, 0}};
    int mover = 0; // the row of the player to move

    int at(Spot s) const { return pits[s.row][s.col]; }
    int &at(Spot s) { return pits[s.row][s.col]; }
    int rowTotal(int row) const { return pits[row][0] + pits[row][1]; }
    int total() const { return rowTotal(0) + rowTotal(1); }
    bool operator==(const Board &o) const {
        return mover == o.mover && std::equal(&pits[0][0], &pits[0][0] + 4, &o.pits[0][0]);
    }
};

// "that pit then holds exactly 2, 4, 6 or 8 counters"
inline bool capturable(int counters) {
    switch (counters) {
    case 2:
    case 4:
    case 6:
    case 8:
        return true;
    default:
        return false;
    }
}

struct Sowing {
    Board after;             // the opponent to move; a pass is not applied
    std::vector<Spot> drops; // where each counter went, in order
    std::vector<Spot> taken; // pits captured, the last pit first
    int captured = 0;        // counters the mover took
};

// One move: lift every counter of pit `from` (the mover's, not empty), put the first back, the
// rest one by one into the following pits, then capture.
inline Sowing sowFrom(const Board &board, Spot from, bool chain) {
    Sowing out;
    out.after = board;
    Board &b = out.after;
    int hand = b.at(from);
    b.at(from) = 0;
    Spot here = from;
    while (hand > 0) {
        b.at(here) += 1;
        --hand;
        out.drops.push_back(here);
        if (hand > 0)
            here = following(here);
    }
    const Spot last = out.drops.back();
    if (last.row == board.mover && capturable(b.at(last))) {
        out.taken.push_back(last);
        if (chain && out.drops.size() >= 2) {
            const Spot before = out.drops[out.drops.size() - 2];
            if (before.row == board.mover && capturable(b.at(before)))
                out.taken.push_back(before);
        }
    }
    for (Spot s : out.taken) {
        out.captured += b.at(s);
        b.at(s) = 0;
    }
    b.mover = 1 - board.mover;
    return out;
}

inline std::vector<Spot> movesOf(const Board &board) {
    std::vector<Spot> out;
    for (int col = 0; col < 2; ++col)
        if (board.pits[board.mover][col] > 0)
            out.push_back({board.mover, col});
    return out;
}

enum class Ending { Running, AllCaptured, Repetition };

// A game refereed by the rule text: it remembers every position since the last capture and
// stops at the first one that comes back, passes included.
class Referee {
public:
    Referee(const Board &start, bool chain, std::array<int, 2> captured = {0, 0})
        : m_board(start)
        , m_chain(chain)
        , m_captured(captured) {
        if (m_board.total() == 0) {
            m_ending = Ending::AllCaptured;
            return;
        }
        m_seen.push_back(m_board);
        passIfStuck();
    }

    const Board &board() const { return m_board; }
    const std::array<int, 2> &captured() const { return m_captured; }
    Ending ending() const { return m_ending; }
    // The positions since the last capture, the current one last.
    const std::vector<Board> &sinceCapture() const { return m_seen; }
    bool passedLast() const { return m_passed; }
    // Once the game ended by repetition: which of sinceCapture() came back (0 is the oldest).
    std::size_t repeatedIndex() const { return m_repeatedIndex; }
    std::vector<Spot> moves() const {
        return m_ending == Ending::Running ? movesOf(m_board) : std::vector<Spot>{};
    }

    // Final scores (captured plus an equal share of the board), once the game is over.
    std::array<int, 2> finalScore() const {
        const int share = m_board.total() / 2;
        return {m_captured[0] + share, m_captured[1] + share};
    }

    // Returns false (and changes nothing) for a move the rules do not allow.
    bool play(Spot from) {
        if (m_ending != Ending::Running || from.row != m_board.mover || m_board.at(from) == 0)
            return false;
        const Sowing s = sowFrom(m_board, from, m_chain);
        m_captured[m_board.mover] += s.captured;
        m_board = s.after;
        m_passed = false;
        if (s.captured > 0)
            m_seen.clear(); // fewer counters: no earlier position can come back
        if (m_board.total() == 0) {
            m_ending = Ending::AllCaptured;
            return true;
        }
        if (arrive())
            passIfStuck();
        return true;
    }

private:
    // Records the position reached; false when it repeats one and so ends the game.
    bool arrive() {
        const auto seen = std::find(m_seen.begin(), m_seen.end(), m_board);
        if (seen != m_seen.end()) {
            m_ending = Ending::Repetition;
            m_repeatedIndex = static_cast<std::size_t>(seen - m_seen.begin());
            return false;
        }
        m_seen.push_back(m_board);
        return true;
    }
    void passIfStuck() {
        if (m_board.rowTotal(m_board.mover) != 0)
            return;
        m_board.mover = 1 - m_board.mover;
        m_passed = true;
        arrive();
    }

    Board m_board;
    bool m_chain;
    std::array<int, 2> m_captured;
    std::vector<Board> m_seen;
    Ending m_ending = Ending::Running;
    bool m_passed = false;
    std::size_t m_repeatedIndex = 0;
};

} // namespace reference
