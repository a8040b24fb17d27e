// SPDX-License-Identifier: GPL-3.0-or-later
// The moments of a move as a view shows it, for whoever follows them in time (the sounds): a
// counter lands, captured counters leave for the store, the opponent passes, the game ends.
#pragma once

#include "rules.h"

#include <cstdint>
#include <optional>

namespace tihbat {

enum class MoveBeat : std::uint8_t {
    Drop,    // a counter landed in a pit (amount: the pit)
    Capture, // captured counters leave for the mover's store (amount: how many)
    Pass,    // the opponent has no counters and passes
    // The game ends (amount: South's captures minus North's, which decide it, since the
    // counters left on the board are shared equally).
    Repetition,  // the move repeated a position
    AllCaptured, // the board is empty
};

// The beat of a game ending with this move, if it does.
inline std::optional<MoveBeat> endBeat(const MoveStory &story) {
    switch (story.end) {
    case GameEnd::Repetition:
        return MoveBeat::Repetition;
    case GameEnd::AllCaptured:
        return MoveBeat::AllCaptured;
    case GameEnd::None:
        break;
    }
    return std::nullopt;
}

} // namespace tihbat
