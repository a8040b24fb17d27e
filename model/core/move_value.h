// SPDX-License-Identifier: GPL-3.0-or-later
// What the exact solver says of a position, as plain values: a move with its value, and a whole
// position's verdict. Apart from the solver so that those who only show its answers (the hint
// panel, the presentation, the analysis service's callers) need not include the solver itself.
#pragma once

#include <vector>

namespace tihbat {

struct MoveValue {
    int pit = 0;
    int value = 0; // the game's final score difference (South minus North) after this move
};

// A position as the exact solver sees it, history included.
struct PositionAnalysis {
    int value = 0;                     // final score difference South - North, perfect play
    std::vector<MoveValue> moveValues; // every legal move with its value; empty when over
    std::vector<int> bestPits;         // the moves that keep the value, in pit order
};

} // namespace tihbat
