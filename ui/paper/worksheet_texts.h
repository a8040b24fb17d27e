// SPDX-License-Identifier: GPL-3.0-or-later
// The words on a puzzle worksheet and its answer key, in the interface language: the headings,
// the lines to write on, the page numbers, and each answer's margin and reason. The puzzle
// statements themselves are the puzzle window's (PuzzleTexts).
#pragma once

#include "core/puzzles.h"

#include <QCoreApplication>
#include <QString>
#include <vector>

namespace tihbat {

class WorksheetTexts {
    Q_DECLARE_TR_FUNCTIONS(WorksheetTexts)
public:
    static QString defaultTitle();
    static QString nameLabel();
    static QString dateLabel();
    static QString instructions();
    static QString puzzleHeading(int number);
    static QString answerLabel();
    static QString answerKeyHeading(const QString &title);
    static QString pageFooter(int page, int pages);
    static QString sheetNumber(std::uint32_t seed);
    // "Pit B wins 4 more counters than pit A."
    static QString margin(const Puzzle &puzzle);
    // "Best play from here: South B capturing 4, North a, …": the one-line reason.
    static QString reason(const std::vector<MoveStory> &line);
};

} // namespace tihbat
