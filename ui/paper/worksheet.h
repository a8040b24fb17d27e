// SPDX-License-Identifier: GPL-3.0-or-later
// A puzzle worksheet's content: the puzzles a choice picks, and for each its answer worked out
// again by the exact solver (not read from the collection): the best move, its margin over the
// other move and the line of best play that is its reason.
#pragma once

#include "core/puzzles.h"
#include "worksheet_choice.h"

#include <QString>
#include <vector>

namespace tihbat {

struct WorksheetAnswer {
    Puzzle solved;               // the puzzle's facts as the solver gives them now
    std::vector<MoveStory> line; // best play from the puzzle until the gain is banked
    int bestPit() const { return solved.bestPits().front(); }
};

struct Worksheet {
    WorksheetChoice choice;
    QString title; // the choice's, or the default title in the language
    std::vector<Puzzle> puzzles;
    std::vector<WorksheetAnswer> answers; // one per puzzle, same order
};

// Picks the puzzles and solves each. Throws WorksheetChoiceError when the choice cannot be met,
// std::logic_error if the solver disagrees with the collection (a broken build, never a sheet
// with a wrong key). The title comes from the installed translators when the choice has none.
Worksheet makeWorksheet(const WorksheetChoice &choice);

} // namespace tihbat
