// SPDX-License-Identifier: GPL-3.0-or-later
// The words on a game's score sheet, in the interface language: headings and labels, the rule
// options, the result, each move's value and verdict, the diagrams' captions. Numbers and dates
// are the locale's; names from the record are never put into these sentences (the pages draw
// them as plain text of their own).
#pragma once

#include "score_sheet.h"

#include <QCoreApplication>
#include <QString>

namespace tihbat {

class ScoreSheetTexts {
    Q_DECLARE_TR_FUNCTIONS(ScoreSheetTexts)
public:
    static QString title();
    static QString label(const QString &text); // "Date" -> "Date:"
    static QString dateLabel();
    static QString eventLabel();
    static QString siteLabel();
    static QString roundLabel();
    static QString optionsLabel();
    static QString resultLabel();
    static QString winnerLabel();
    // A Date tag ("2026.11.03") in the locale's long form; a partly known date as written.
    static QString date(const QString &tag);
    static QString options(const RuleOptions &options, bool setUpStart);
    // "16–12", or that the game was not finished.
    static QString result(const Game &game);
    // "A draw", or empty when there is a winner (named on a line of its own).
    static QString draw();
    static QString graphHeading();
    static QString valueExplanation();
    static QString movesHeading();
    static QString diagramsHeading();
    static QString numberColumn();
    static QString playerColumn();
    static QString moveColumn();
    static QString valueColumn();
    static QString verdictColumn();
    // +2, 0, −3: the final difference South − North with perfect play.
    static QString value(int value);
    // "best", or "?" / "??" and the counters it gave away.
    static QString verdict(int loss);
    // "Move 12: South Bx4, value +2".
    static QString diagramCaption(int move, Side mover, const QString &notation, int value);
    // Under the caption of the last diagram of a game that ended by repetition: which earlier
    // position came back (after move `repeated`, 0 the start; nothing: not known), so the game
    // ended, and the counters left on the board were shared.
    static QString repetitionEnd(std::optional<int> repeated, int sharedCounters);
};

} // namespace tihbat
