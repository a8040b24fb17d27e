// SPDX-License-Identifier: GPL-3.0-or-later
// Learn to Play: a short course of lessons on the real board, each with one sentence that
// teaches one rule and one task the learner does. The course (boards, tasks and their words)
// lives here, a learner's way through a lesson in TutorialRun and what is done in
// TutorialProgress, without any widget, so that a test can take every lesson; the window only
// shows the board and the words and passes the learner's clicks on.
#pragma once

#include "core/game.h"

#include <QCoreApplication>
#include <QString>
#include <cstdint>
#include <vector>

namespace tihbat {

// What the learner does in a lesson. The learner is always South.
enum class TutorialTask : std::uint8_t {
    PointAtOwnPit, // click one of your own pits (nothing is played)
    Sow,           // take the counters out of a pit, then click each pit a counter goes into
    Capture,       // play the move that captures
    MakePass,      // play the move that leaves the opponent with no counters
    Repeat,        // play the move that brings the position back
    NameWinner,    // say who wins a game that is over
};

// The learner's answer to "Who wins?".
enum class TutorialAnswer : std::uint8_t { South, North, Draw };

struct TutorialLesson {
    QString id; // the key of the saved progress; never shown
    TutorialTask task = TutorialTask::PointAtOwnPit;
    GameState start; // South to move; for NameWinner the position that ended a game
    int pit = -1;    // Sow: the pit to sow
};

// The course and its words.
class Tutorial {
    Q_DECLARE_TR_FUNCTIONS(Tutorial)
public:
    static const std::vector<TutorialLesson> &lessons();
    static int lessonCount() { return static_cast<int>(lessons().size()); }
    static int indexOf(const QString &id); // -1 if there is no such lesson

    static QString title(int lesson);
    // The one sentence that teaches the lesson's rule.
    static QString sentence(int lesson);
    // What the learner is asked to do.
    static QString task(int lesson);
    // Whether the learner's clicks are moves (the board checks and plays them) rather than
    // pointing at any pit (the lesson reads every click itself).
    static bool playsMoves(int lesson);
    static bool asksWinner(int lesson) {
        return lessons().at(static_cast<std::size_t>(lesson)).task == TutorialTask::NameWinner;
    }
    // The answer to a NameWinner lesson.
    static TutorialAnswer winner(const GameState &state);
};

} // namespace tihbat
