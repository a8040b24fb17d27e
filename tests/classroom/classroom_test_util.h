// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the classroom tests.
#pragma once

#include "core/types.h"

#include <array>

namespace tihbat::testutil {

// A set-up game state: pit counts in the order A B a b, the side to move, captures so far.
inline GameState stateOf(std::array<int, 4> pits, Side toMove, std::array<int, 2> captured = {}) {
    GameState s;
    s.position.pits = pits;
    s.position.toMove = toMove;
    s.captured = captured;
    return s;
}

} // namespace tihbat::testutil
