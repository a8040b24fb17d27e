// SPDX-License-Identifier: GPL-3.0-or-later
#include "tutorial.h"

#include "game/words/game_texts.h"

#include <algorithm>

namespace tihbat {

namespace {

GameState board(std::array<int, PitCount> pits, int southCaptured = 0, int northCaptured = 0) {
    GameState state;
    state.position.pits = pits;
    state.position.toMove = Side::South;
    state.captured = {southCaptured, northCaptured};
    return state;
}

// The position that came back and ended a game: North, who has the counters, was to move. The
// board shows it as it stood (not yet "Game over"), so that the final scores on the name plates
// do not give the answer away before the learner has counted.
GameState repeated(GameState state) {
    state.position.toMove = Side::North;
    return state;
}

QString pitName(int pit) {
    return GameTexts::pitName(pit);
}

} // namespace

// The boards are chosen so that each task has one right answer and the wrong one shows the
// rule: in "capture" the other move ends on North's side; in "own-side" it leaves 2 in North's
// pit a; in "pass" it puts a counter in a; in "repetition" pit A's single counter goes back
// into A, North (with no counters) passes, and the start comes back. tst_tutorial checks each.
const std::vector<TutorialLesson> &Tutorial::lessons() {
    static const std::vector<TutorialLesson> course = {
        {QStringLiteral("board"), TutorialTask::PointAtOwnPit, board({7, 7, 7, 7}), -1},
        {QStringLiteral("sow"), TutorialTask::Sow, board({2, 2, 3, 3}), PitA},
        {QStringLiteral("order"), TutorialTask::Sow, board({2, 4, 2, 2}), PitB},
        {QStringLiteral("capture"), TutorialTask::Capture, board({2, 3, 1, 2}), -1},
        {QStringLiteral("own-side"), TutorialTask::Capture, board({3, 4, 1, 2}), -1},
        {QStringLiteral("pass"), TutorialTask::MakePass, board({2, 2, 0, 0}, 12, 12), -1},
        {QStringLiteral("repetition"), TutorialTask::Repeat, board({1, 3, 0, 0}, 14, 10), -1},
        {QStringLiteral("winner"), TutorialTask::NameWinner, repeated(board({0, 0, 1, 1}, 14, 12)),
         -1},
    };
    return course;
}

int Tutorial::indexOf(const QString &id) {
    for (int i = 0; i < lessonCount(); ++i)
        if (lessons()[static_cast<std::size_t>(i)].id == id)
            return i;
    return -1;
}

QString Tutorial::title(int lesson) {
    const QString &id = lessons().at(static_cast<std::size_t>(lesson)).id;
    //: Title of a lesson in Help > Learn to Play
    if (id == u"board")
        return tr("The board", "lesson title");
    if (id == u"sow")
        return tr("Taking out and sowing", "lesson title");
    if (id == u"order")
        return tr("Round the board", "lesson title");
    if (id == u"capture")
        return tr("Capturing", "lesson title");
    if (id == u"own-side")
        return tr("Only on your side", "lesson title");
    if (id == u"pass")
        return tr("Passing", "lesson title");
    if (id == u"repetition")
        return tr("A position comes back", "lesson title");
    return tr("Who wins?", "lesson title");
}

QString Tutorial::sentence(int lesson) {
    const QString &id = lessons().at(static_cast<std::size_t>(lesson)).id;
    // Each sentence teaches one rule to a child who has never heard of the game; together they
    // say what the rules window says (resources/rules/rules_*.html).
    if (id == u"board")
        //: Lesson sentence. The learner is South; stores: the trays at the sides of the board
        return tr("Two players share this board: you are South, so the two pits at the bottom, "
                  "A and B, are yours, and the two at the top, a and b, are North's; the long "
                  "hollow on your right is your store, for the counters you capture.",
                  "lesson");
    if (id == u"sow")
        return tr("On your turn you take all the counters out of one of your pits and drop them "
                  "one at a time, and the first one goes straight back into the pit you just "
                  "emptied.",
                  "lesson");
    if (id == u"order")
        return tr("The counters always go round the board the same way, counter-clockwise: "
                  "from A to B, across to North's a and b, and back to A.",
                  "lesson");
    if (id == u"capture")
        return tr("If your last counter lands in one of your own pits and that pit then holds 2, "
                  "4, 6 or 8 counters, you capture them all: they go into your store.",
                  "lesson");
    if (id == u"own-side")
        return tr("A last counter that lands on North's side never captures, even when it "
                  "makes 2, 4, 6 or 8 there.",
                  "lesson");
    if (id == u"pass")
        return tr("A player whose two pits are both empty cannot move: they pass, and the other "
                  "player moves again.",
                  "lesson");
    if (id == u"repetition")
        return tr("If a position comes back (the same number of counters in every pit and the "
                  "same player to move), the game ends at once, and the counters left on the "
                  "board are shared equally.",
                  "lesson");
    return tr("At the end each player counts the counters in their store plus their share of "
              "the board: whoever has more wins, and the same number is a draw.",
              "lesson");
}

QString Tutorial::task(int lesson) {
    const TutorialLesson &l = lessons().at(static_cast<std::size_t>(lesson));
    switch (l.task) {
    case TutorialTask::PointAtOwnPit:
        //: Lesson task
        return tr("Click one of your own pits.", "lesson task");
    case TutorialTask::Sow:
        //: Lesson task; %1 is a pit letter
        return tr("Take the counters out of pit %1 by clicking it, then click each pit where a "
                  "counter goes, one by one.",
                  "lesson task")
            .arg(pitName(l.pit));
    case TutorialTask::Capture:
        if (l.id == u"own-side")
            //: Lesson task
            return tr("One of your moves leaves 2 counters in North's pit a, the other captures. "
                      "Play the one that captures.",
                      "lesson task");
        //: Lesson task
        return tr("Find the move that captures, and play it.", "lesson task");
    case TutorialTask::MakePass:
        //: Lesson task
        return tr("North has no counters. Play the move that keeps all your counters on your "
                  "side, so that North must pass.",
                  "lesson task");
    case TutorialTask::Repeat:
        //: Lesson task
        return tr("Play the move that brings back this very position.", "lesson task");
    case TutorialTask::NameWinner:
        //: Lesson task; %1 is how many counters are left on the board (an even number)
        return tr("This position came back, so the game is over, and the %1 counters left on "
                  "the board are shared equally. Who wins?",
                  "lesson task")
            .arg(l.start.position.boardTotal());
    }
    return {};
}

bool Tutorial::playsMoves(int lesson) {
    switch (lessons().at(static_cast<std::size_t>(lesson)).task) {
    case TutorialTask::Capture:
    case TutorialTask::MakePass:
    case TutorialTask::Repeat:
        return true;
    case TutorialTask::PointAtOwnPit:
    case TutorialTask::Sow:
    case TutorialTask::NameWinner:
        break;
    }
    return false;
}

TutorialAnswer Tutorial::winner(const GameState &state) {
    const Outcome outcome = outcomeOf(state, GameEnd::Repetition);
    if (!outcome.winner)
        return TutorialAnswer::Draw;
    return *outcome.winner == Side::South ? TutorialAnswer::South : TutorialAnswer::North;
}

} // namespace tihbat
