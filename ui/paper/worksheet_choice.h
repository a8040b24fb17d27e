// SPDX-License-Identifier: GPL-3.0-or-later
// What a teacher chooses for a puzzle worksheet (how many puzzles, how hard, from games with how
// many counters per pit, a title, the language, the paper, a seed), and the puzzles that choice
// picks from the shipped collection: the same choice always picks the same puzzles, so a sheet
// can be printed again.
#pragma once

#include "core/puzzles.h"

#include <QPageSize>
#include <QString>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <vector>

namespace tihbat {

struct WorksheetChoice {
    static constexpr int MinPuzzles = 1;
    static constexpr int MaxPuzzles = 24;

    int puzzles = 8;
    std::optional<PuzzleDifficulty> difficulty; // empty: mixed, easy ones first
    std::optional<int> countersPerPit;          // empty: from games with any number
    QString title;                              // empty: the default title in the language
    QString language = QStringLiteral("en");    // a code of languages(): en, el… ca
    QPageSize::PageSizeId paper = QPageSize::A4;
    std::uint32_t seed = 1;
};

// The choice cannot be met (too few puzzles of that kind); the message says what there is.
class WorksheetChoiceError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The puzzles of the sheet in the order they are printed: drawn by the seed from those the
// choice allows (for mixed, as evenly from the three difficulties as they allow), easy first.
std::vector<Puzzle> choosePuzzles(const WorksheetChoice &choice);

// A4, or US Letter where the locale's territory uses it.
QPageSize::PageSizeId paperOfLocale(const QLocale &locale);

} // namespace tihbat
