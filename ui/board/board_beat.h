// SPDX-License-Identifier: GPL-3.0-or-later
// The moments of a move's animation that someone may follow in time (the sounds): a counter
// lands, captured counters fly to the store, the opponent passes, the game ends.
#pragma once

#include "core/rules.h"

#include <cstdint>
#include <optional>

namespace tihbat {

enum class BoardBeat : std::uint8_t {
    Drop,    // a counter landed in a pit (amount: the pit)
    Capture, // captured counters leave for the mover's store (amount: how many)
    Pass,    // the opponent has no counters and passes
    // The game ends (amount: South's captures minus North's, which decide it, since the
    // counters left on the board are shared equally).
    Repetition,  // the move repeated a position
    AllCaptured, // the board is empty
};

// The beat of a game ending with this move, if it does.
inline std::optional<BoardBeat> endBeat(const MoveStory &story) {
    switch (story.end) {
    case GameEnd::Repetition:
        return BoardBeat::Repetition;
    case GameEnd::AllCaptured:
        return BoardBeat::AllCaptured;
    case GameEnd::None:
        break;
    }
    return std::nullopt;
}

} // namespace tihbat
