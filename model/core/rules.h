// SPDX-License-Identifier: GPL-3.0-or-later
// The move mechanics of RULES.md: sowing, captures and automatic passes, without history.
#pragma once

#include "types.h"

#include <vector>

namespace tihbat {

struct Capture {
    int pit = 0;
    int counters = 0;
};

// Why a game ended, if it did.
enum class GameEnd : std::uint8_t { None, AllCaptured, Repetition };

// Everything a move did, in order, so that a view can animate and narrate it without
// working anything out itself.
struct MoveStory {
    Side mover = Side::South;
    int pit = 0;                   // the pit emptied
    int lifted = 0;                // counters taken from it
    std::vector<int> drops;        // pits receiving one counter each, origin first
    std::vector<Capture> captures; // last pit first, then the chained pit if any
    bool passFollows = false;      // the opponent had no counters and passed automatically
    GameEnd end = GameEnd::None;
    GameState before;
    GameState after; // with the pass applied, if any

    int lastPit() const { return drops.back(); }
    int capturedCounters() const {
        int n = 0;
        for (const Capture &c : captures)
            n += c.counters;
        return n;
    }
};

// Why a move is refused.
enum class MoveError : std::uint8_t { None, GameOver, UnknownPit, WrongSide, EmptyPit };

bool isCaptureCount(int counters);

// The legal pits for the side to move, in pit order (empty when the side must pass).
std::vector<int> legalMoves(const Position &position);

// Whether the side to move has no counters and so passes.
bool mustPass(const Position &position);

// Checks a move against the position alone (not game over).
MoveError checkMove(const Position &position, int pit);

// Sows a legal move and applies captures and the automatic pass. The end field is left as
// None except for AllCaptured; repetition needs the game's history (see Game).
MoveStory sow(const GameState &state, int pit, const RuleOptions &options);

// The position a pass leads to.
Position afterPass(const Position &position);

// The board in the middle of a move: the pit emptied and the first `drops` counters sown, no
// capture yet. `drops` at or past the last drop gives story.after (captures and pass applied).
GameState stateAfterDrops(const MoveStory &story, int drops);

// A move's effect alone, without its story: for the solver's tight loops.
struct Transition {
    Position next;    // the opponent to move; a pass is not applied
    int captured = 0; // counters the mover took
};
Transition successor(const Position &position, int pit, bool chainCapture);

} // namespace tihbat
