// SPDX-License-Identifier: GPL-3.0-or-later
#include "worksheet_texts.h"

#include "game/puzzles/puzzle_texts.h"
#include "game/words/game_texts.h"

#include <QLocale>

namespace tihbat {

QString WorksheetTexts::defaultTitle() {
    //: Worksheet: the title printed when the teacher gives none
    return tr("Tihbat puzzles");
}

QString WorksheetTexts::nameLabel() {
    //: Worksheet: the pupil writes their name on the line after it
    return tr("Name:");
}

QString WorksheetTexts::dateLabel() {
    //: Worksheet: the pupil writes the date on the line after it
    return tr("Date:");
}

QString WorksheetTexts::instructions() {
    //: Worksheet: what to do, under the title
    return tr("Find the best move for the side to play in each position and write its pit "
              "letter on the line.");
}

QString WorksheetTexts::puzzleHeading(int number) {
    //: Worksheet: over each board diagram; %1 is the puzzle's number on the sheet
    return tr("Puzzle %1").arg(QLocale().toString(number));
}

QString WorksheetTexts::answerLabel() {
    //: Worksheet: under each diagram, before the line where the pupil writes the pit letter
    return tr("Best move:");
}

QString WorksheetTexts::answerKeyHeading(const QString &title) {
    //: Worksheet: the heading of the answers page; %1 is the sheet's title
    return tr("Answer key: %1").arg(title);
}

QString WorksheetTexts::pageFooter(int page, int pages) {
    //: Worksheet: at the foot of each page
    return tr("Page %1 of %2").arg(QLocale().toString(page), QLocale().toString(pages));
}

QString WorksheetTexts::sheetNumber(std::uint32_t seed) {
    //: Worksheet: at the foot of each page, the number that prints the same sheet again
    return tr("Sheet %1").arg(QLocale().toString(qulonglong(seed)));
}

QString WorksheetTexts::margin(const Puzzle &puzzle) {
    const std::vector<int> best = puzzle.bestPits();
    const int bestPit = best.empty() ? 0 : best.front();
    int otherPit = bestPit;
    for (const PuzzleMove &move : puzzle.moves) {
        if (move.pit != bestPit)
            otherPit = move.pit;
    }
    //: Worksheet answer key: %1 the best move's pit, %2 the other pit, %n how many more
    //: counters the best move wins than the other with best play
    return tr("Pit %1 wins %n more counters than pit %2.", "answer key", puzzle.margin())
        .arg(GameTexts::pitName(bestPit), GameTexts::pitName(otherPit));
}

QString WorksheetTexts::reason(const std::vector<MoveStory> &line) {
    if (line.size() > 1)
        return PuzzleTexts::solutionLine(line);
    if (line.empty())
        return {};
    // One move: the puzzle window's own words for a line of one (its catalogue's).
    const MoveStory &story = line.front();
    const QString side = GameTexts::sideName(story.mover);
    const QString pit = GameTexts::pitName(story.pit);
    const int captured = story.capturedCounters();
    const QString move =
        captured > 0 ? QCoreApplication::translate("PuzzleTexts", "%1 %2 capturing %n",
                                                   "puzzle solution move", captured)
                           .arg(side, pit)
                     : QCoreApplication::translate("PuzzleTexts", "%1 %2", "puzzle solution move")
                           .arg(side, pit);
    return QCoreApplication::translate("PuzzleTexts", "Best play from here: %1.", "puzzle")
        .arg(move);
}

} // namespace tihbat
