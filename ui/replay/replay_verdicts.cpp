// SPDX-License-Identifier: GPL-3.0-or-later
#include "replay_verdicts.h"

#include "core/notation.h"
#include "game/session/replay_model.h"
#include "game/words/game_texts.h"
#include "move_table.h"
#include "replay/record_players.h"

#include <QStringList>
#include <cstdlib>

namespace tihbat {

namespace {

QString pitList(const std::vector<int> &pits) {
    QStringList letters;
    for (const int pit : pits)
        letters.append(QString(QChar::fromLatin1(pitLetter(pit))));
    //: Separates equally good moves: "A or B".
    return letters.join(ReplayVerdicts::tr(" or "));
}

} // namespace

QString ReplayVerdicts::valueInWords(const ReplayModel &model, int value) {
    if (value == 0)
        return tr("A draw with perfect play");
    //: The exact value of a position: %1 (a player's name, or South or North) finishes %n
    //: counters ahead.
    return tr("%1 wins by %n with perfect play", nullptr, std::abs(value))
        .arg(nameInRichText(model, value > 0 ? Side::South : Side::North));
}

// The analysis box shows rich text: a name from the file is escaped, so "<b>" stays as typed.
QString ReplayVerdicts::nameInRichText(const ReplayModel &model, Side side) {
    if (model.isEmpty())
        return GameTexts::sideName(side);
    return RecordPlayers::inSentence(model.record(), side).toHtmlEscaped();
}

QString ReplayVerdicts::onPosition(const ReplayModel &model, int index) {
    if (model.isOverAt(index)) {
        const Outcome outcome = *model.game().outcome();
        const QString score =
            QStringLiteral("%1\u2013%2").arg(outcome.finalScore[0]).arg(outcome.finalScore[1]);
        if (!outcome.winner)
            //: The replayed game is over; %1 is the score such as 14–14.
            return tr("The game is over: a draw, %1.").arg(score);
        //: The replayed game is over; %1 is the winner (a player's name, or South or North),
        //: %2 the score such as 16–12.
        return tr("The game is over: %1 won %2.")
            .arg(nameInRichText(model, *outcome.winner), score);
    }
    if (!model.isAnalysed())
        return {};
    const PositionAnalysis &now = model.analysisAt(index);
    //: The position on the board. %1 its value in words, %2 the side to move, %3 the best
    //: moves ("A or B").
    return tr("<b>Now:</b> %1. %2 to move; best: <b>%3</b>.")
        .arg(valueInWords(model, now.value),
             nameInRichText(model, model.stateAt(index).position.toMove), pitList(now.bestPits));
}

QString ReplayVerdicts::onMove(const ReplayModel &model, int index) {
    if (index == 0)
        //: Shown for the start of the game, where no move is selected.
        return tr("The start of the game.");
    if (!model.isAnalysed())
        //: In the replay's analysis box while the solver works out the values of the game.
        return tr("The solver is working out the values of the moves…");
    const PositionAnalysis &before = model.analysisAt(index - 1);
    const MoveStory &story = model.storyOf(index);
    const int loss = model.lossOf(index);
    //: The verdict on the selected move. %1 move number, %2 the move (Bx4), %3 the player,
    //: %4 the value before it in words, %5 the best moves there ("A or B").
    QString verdict =
        tr("<b>Move %1, %2 by %3.</b> Before it: %4; best: %5.")
            .arg(index)
            .arg(QString::fromStdString(moveNotation(story)), nameInRichText(model, story.mover),
                 valueInWords(model, before.value), pitList(before.bestPits));
    if (loss > 0)
        //: After the verdict on a move that was not the best. %1 is the mistake mark, "?" or
        //: "??"; %n the counters of the final score it gave away.
        return verdict + QLatin1Char(' ') +
               tr("<span style='color:#c02020'>%1 It gave away %n counters.</span>", nullptr, loss)
                   .arg(MoveTable::mistakeMark(loss));
    if (before.bestPits.size() == 1)
        return verdict + QLatin1Char(' ') + tr("The best move.");
    return verdict + QLatin1Char(' ') + tr("One of the best moves.");
}

} // namespace tihbat
