// SPDX-License-Identifier: GPL-3.0-or-later
#include "score_sheet_texts.h"

#include "game/words/game_texts.h"

#include <QDate>
#include <QLocale>

namespace tihbat {

QString ScoreSheetTexts::title() {
    //: Heading of the printed record of one game, its moves, values and result
    return tr("Score Sheet");
}

QString ScoreSheetTexts::label(const QString &text) {
    //: Score sheet: a label before its value, as in "Date: 3 November 2026"
    return tr("%1:").arg(text);
}

QString ScoreSheetTexts::dateLabel() {
    //: Score sheet: the day the game was played
    return tr("Date");
}

QString ScoreSheetTexts::eventLabel() {
    //: Score sheet: the tournament or occasion of the game
    return tr("Event");
}

QString ScoreSheetTexts::siteLabel() {
    //: Score sheet: where the game was played
    return tr("Site");
}

QString ScoreSheetTexts::roundLabel() {
    //: Score sheet: the round of a tournament
    return tr("Round");
}

QString ScoreSheetTexts::optionsLabel() {
    //: Score sheet: the rule options of the game
    return tr("Rules");
}

QString ScoreSheetTexts::resultLabel() {
    //: Score sheet: the final score
    return tr("Result");
}

QString ScoreSheetTexts::winnerLabel() {
    //: Score sheet: the player who won, whose name follows
    return tr("Winner");
}

QString ScoreSheetTexts::date(const QString &tag) {
    const QDate date = QDate::fromString(tag, QStringLiteral("yyyy.MM.dd"));
    return date.isValid() ? QLocale().toString(date, QLocale::LongFormat) : tag;
}

QString ScoreSheetTexts::options(const RuleOptions &options, bool setUpStart) {
    QStringList parts;
    //: Score sheet, the rules: how many counters each pit held at the start
    parts.append(tr("%n counters per pit", nullptr, options.countersPerPit));
    parts.append(options.chainCapture
                     //: Score sheet, the rules: the chain capture option is on
                     ? tr("chain capture")
                     //: Score sheet, the rules: the chain capture option is off
                     : tr("no chain capture"));
    //: Score sheet, the rules: %1 is South or North
    parts.append(tr("%1 moves first").arg(GameTexts::sideName(options.firstToMove)));
    if (setUpStart)
        //: Score sheet, the rules: the game started from a position set up by hand
        parts.append(tr("from a set-up position"));
    return parts.join(QStringLiteral(" · "));
}

QString ScoreSheetTexts::result(const Game &game) {
    const std::optional<Outcome> outcome = game.outcome();
    if (!outcome)
        //: Score sheet: the result of a game that was stopped before its end
        return tr("not finished");
    const QLocale locale;
    return locale.toString(outcome->finalScore[0]) + QStringLiteral("\u2013") +
           locale.toString(outcome->finalScore[1]);
}

QString ScoreSheetTexts::draw() {
    //: Score sheet: the result of a game that ended equal
    return tr("A draw");
}

QString ScoreSheetTexts::graphHeading() {
    //: Score sheet: heading of the graph of the position's value move by move
    return tr("Value of the position");
}

QString ScoreSheetTexts::valueExplanation() {
    //: Score sheet: what the values in the graph and the move list mean
    return tr("Values: the final score difference, South minus North, with perfect play from "
              "there on.");
}

QString ScoreSheetTexts::movesHeading() {
    //: Score sheet: heading of the list of moves
    return tr("Moves");
}

QString ScoreSheetTexts::diagramsHeading() {
    //: Score sheet: heading of the board diagrams after the captures
    return tr("The board after the captures");
}

QString ScoreSheetTexts::numberColumn() {
    //: Score sheet, move list column: the move's number
    return tr("No.");
}

QString ScoreSheetTexts::playerColumn() {
    //: Score sheet, move list column: South or North
    return tr("Player");
}

QString ScoreSheetTexts::moveColumn() {
    //: Score sheet, move list column: the move in notation (Bx4)
    return tr("Move");
}

QString ScoreSheetTexts::valueColumn() {
    //: Score sheet, move list column: the position's value after the move
    return tr("Value");
}

QString ScoreSheetTexts::verdictColumn() {
    //: Score sheet, move list column: whether the move was best, or what it gave away
    return tr("Verdict");
}

QString ScoreSheetTexts::value(int value) {
    const QLocale locale;
    return value > 0 ? locale.positiveSign() + locale.toString(value) : locale.toString(value);
}

QString ScoreSheetTexts::verdict(int loss) {
    if (loss <= 0)
        //: Score sheet, a move's verdict: it kept the value (one of the best moves)
        return tr("best");
    const QString mark =
        loss >= ScoreSheet::BlunderLoss ? QStringLiteral("??") : QStringLiteral("?");
    //: Score sheet, a move's verdict: %1 is the mistake mark, "?" or "??"; %n the counters of
    //: the final score it gave away
    return tr("%1 gave away %n", nullptr, loss).arg(mark);
}

QString ScoreSheetTexts::diagramCaption(int move, Side mover, const QString &notation, int value) {
    //: Score sheet, under a board diagram: %1 the move's number, %2 South or North, %3 the
    //: move (Bx4), %4 the value after it (+2)
    return tr("Move %1: %2 %3, value %4")
        .arg(QLocale().toString(move), GameTexts::sideName(mover), notation,
             ScoreSheetTexts::value(value));
}

QString ScoreSheetTexts::repetitionEnd(std::optional<int> repeated, int sharedCounters) {
    if (!repeated)
        //: Score sheet, under the last diagram of a game that ended by repetition, when the
        //: earlier position was one a player passed in; %n counters were left on the board
        return tr("This position was on the board before, so the game ended: the %n counters "
                  "left on the board were shared equally.",
                  nullptr, sharedCounters);
    if (*repeated == 0)
        //: Score sheet, under the last diagram of a game that ended by repetition: the board was
        //: as at the start; %n counters were left on the board
        return tr("The starting position came back, so the game ended: the %n counters left on "
                  "the board were shared equally.",
                  nullptr, sharedCounters);
    //: Score sheet, under the last diagram of a game that ended by repetition: %1 is the number
    //: of the earlier move after which the board was the same; %n counters were left on the board
    return tr("The position after move %1 came back, so the game ended: the %n counters left on "
              "the board were shared equally.",
              nullptr, sharedCounters)
        .arg(QLocale().toString(*repeated));
}

} // namespace tihbat
