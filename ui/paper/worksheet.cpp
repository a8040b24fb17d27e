// SPDX-License-Identifier: GPL-3.0-or-later
#include "worksheet.h"

#include "worksheet_texts.h"

#include <stdexcept>
#include <string>

namespace tihbat {

Worksheet makeWorksheet(const WorksheetChoice &choice) {
    Worksheet sheet;
    sheet.choice = choice;
    sheet.title = choice.title.trimmed().isEmpty() ? WorksheetTexts::defaultTitle()
                                                   : choice.title.simplified();
    sheet.puzzles = choosePuzzles(choice);
    const auto solver = sharedSolver(false); // puzzles are played without chain capture
    for (const Puzzle &puzzle : sheet.puzzles) {
        std::optional<Puzzle> solved = analysePuzzle(puzzle.state, puzzle.countersPerPit, *solver);
        if (!solved || solved->moves != puzzle.moves || solved->bestPits().size() != 1)
            throw std::logic_error("the solver disagrees with puzzle " + std::to_string(puzzle.id) +
                                   " of the collection");
        solved->id = puzzle.id;
        solved->difficulty = puzzle.difficulty;
        WorksheetAnswer answer{*solved, puzzleSolution(*solved, *solver)};
        sheet.answers.push_back(std::move(answer));
    }
    return sheet;
}

} // namespace tihbat
