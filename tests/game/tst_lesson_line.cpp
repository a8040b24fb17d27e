// SPDX-License-Identifier: GPL-3.0-or-later
// The presentation's lesson as a line of moves (LessonLine), without a widget: its positions are
// Lesson's frames of the source line's game; over a replay it starts where the replay is and
// steps from stop to stop (or frame by frame), walking through the drops at the pace; over the
// game being played it follows every move made, leaves a teacher who stepped back where they
// are, and goes to the game's end when a move is taken back; guess pauses keep the position; a
// walk held at a stop waits there until released.
#include "game/learn/lesson_line.h"
#include "game/session/game_model.h"
#include "game/session/live_move_line.h"
#include "game/session/replay_model.h"
#include "game/words/narration_voice.h"
#include "game/words/narrator.h"

#include <QSignalSpy>
#include <QTest>

using namespace tihbat;

namespace {

// A game played here, pit by pit, for the replay.
Game played(std::initializer_list<int> pits) {
    Game game;
    for (int pit : pits)
        game.play(pit);
    return game;
}

} // namespace

class TestLessonLine : public QObject {
    Q_OBJECT
private slots:
    // Over a replay: the frames are Lesson's, from the stop after the moves the replay shows.
    void framesOfAReplay() {
        const Game game = played({PitA, Pitb, PitB});
        ReplayModel replay;
        QCOMPARE(replay.setGames({record::recordOf(game)}), QString());
        replay.goTo(1);
        LessonLine lesson;
        lesson.setSource(&replay);
        const std::vector<LessonFrame> expected =
            Lesson::frames(game, false, NarrationVoice::naming(replay));
        QCOMPARE(lesson.frames().size(), expected.size());
        QCOMPARE(lesson.moveCount(), static_cast<int>(expected.size()) - 1);
        QCOMPARE(lesson.position(), Lesson::stopAfter(expected, 1));
        QCOMPARE(lesson.stateAt(lesson.position()), replay.stateAt(1));
        QCOMPARE(&lesson.game(), &replay.game());
        for (int i = 0; i <= lesson.moveCount(); ++i)
            QCOMPARE(lesson.stateAt(i), expected[std::size_t(i)].state);
        QVERIFY(!lesson.isLive());
    }

    // A forward step goes to the next stop: one frame at a time at the pace (each reported as
    // one step forward), at once without one; step mode goes one frame; back to the stop before.
    void stepsFromStopToStop() {
        const Game game = played({PitA, Pitb, PitB});
        ReplayModel replay;
        QCOMPARE(replay.setGames({record::recordOf(game)}), QString());
        LessonLine lesson;
        lesson.setSource(&replay);
        QCOMPARE(lesson.position(), 0);
        const int drops = static_cast<int>(
            Narrator::steps(replay.storyOf(1), NarrationVoice::naming(replay)).size());
        QVERIFY(drops > 1);
        QSignalSpy moved(&lesson, &MoveLine::positionChanged);
        lesson.setPace(10);
        lesson.forward();
        QVERIFY(lesson.isWalking());
        QTRY_VERIFY(!lesson.isWalking());
        QCOMPARE(moved.count(), drops);
        for (int i = 0; i < drops; ++i) {
            QCOMPARE(moved[i][0].toInt(), i + 1);
            QCOMPARE(moved[i][1].toInt(), i);
        }
        QCOMPARE(lesson.stateAt(lesson.position()), replay.stateAt(1));
        QVERIFY(lesson.frame().stop);

        lesson.setPace(0);
        lesson.forward();
        QCOMPARE(lesson.stateAt(lesson.position()), replay.stateAt(2));
        lesson.setStepMode(true);
        const int at = lesson.position();
        lesson.forward();
        QCOMPARE(lesson.position(), at + 1);
        lesson.setStepMode(false);
        lesson.back();
        QCOMPARE(lesson.position(), at);
        // At the start a step back stays there, and still says so.
        lesson.goTo(0);
        moved.clear();
        lesson.back();
        QCOMPARE(moved.count(), 1);
        QCOMPARE(moved[0][0].toInt(), 0);
    }

    // Held at a stop (its sentence still read aloud), a walk through the replay stays there
    // however many paces go by, and goes on to the end once released.
    void heldWalkWaitsAtTheStop() {
        const Game game = played({PitA, Pitb, PitB});
        ReplayModel replay;
        QCOMPARE(replay.setGames({record::recordOf(game)}), QString());
        LessonLine lesson;
        lesson.setSource(&replay);
        const int firstStop = Lesson::stopAfter(lesson.frames(), 1);
        QVERIFY(firstStop > 1 && firstStop < lesson.moveCount());
        connect(&lesson, &MoveLine::positionChanged, this, [&lesson, firstStop](int index) {
            if (index == firstStop)
                lesson.setHeld(true);
        });
        lesson.setPace(5);
        lesson.playThrough();
        QTRY_COMPARE(lesson.position(), firstStop);
        QTest::qWait(100); // twenty paces: unheld, the walk would be at the next move by now
        QCOMPARE(lesson.position(), firstStop);
        QVERIFY(lesson.isWalking());
        lesson.setHeld(false);
        QTRY_COMPARE(lesson.position(), lesson.moveCount());
    }

    // Guess pauses: a "Guess!" frame before each move; toggling keeps the moves shown.
    void guessPausesKeepThePosition() {
        const Game game = played({PitA, Pitb, PitB});
        ReplayModel replay;
        QCOMPARE(replay.setGames({record::recordOf(game)}), QString());
        replay.goTo(2);
        LessonLine lesson;
        lesson.setSource(&replay);
        QSignalSpy changed(&lesson, &MoveLine::lineChanged);
        lesson.setGuessMode(true);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(lesson.frames().size(),
                 Lesson::frames(game, true, NarrationVoice::naming(replay)).size());
        QCOMPARE(lesson.stateAt(lesson.position()), replay.stateAt(2));
        lesson.setPace(0);
        lesson.forward();
        QCOMPARE(lesson.frame().kind, LessonFrame::Kind::Guess);
        QCOMPARE(lesson.stateAt(lesson.position()), replay.stateAt(2));
        lesson.setGuessMode(false);
        QCOMPARE(lesson.stateAt(lesson.position()), replay.stateAt(2));
    }

    // Over the game being played: at its end; every move made is shown; a teacher who stepped
    // back stays; a move taken back shows where the game is.
    void followsTheGame() {
        GameModel model;
        model.newGame(GameSetup{});
        LiveMoveLine live(&model);
        LessonLine lesson;
        lesson.setPace(0);
        lesson.setSource(&live);
        QVERIFY(lesson.isFollowingGame());
        QVERIFY(lesson.isAtEnd());
        QVERIFY(model.playPit(PitA));
        QCOMPARE(lesson.frames().size(),
                 Lesson::frames(model.game(), false, NarrationVoice::naming(live)).size());
        QVERIFY(lesson.isAtEnd());
        QCOMPARE(lesson.stateAt(lesson.position()), model.state());
        QVERIFY(model.playPit(Pitb));
        QVERIFY(lesson.isAtEnd());
        QCOMPARE(lesson.stateAt(lesson.position()), model.state());

        // The teacher looks back: the next move does not pull the class along.
        lesson.back();
        const int lookingAt = lesson.position();
        QVERIFY(model.playPit(model.game().legalMoves().front()));
        QCOMPARE(lesson.position(), lookingAt);
        QVERIFY(!lesson.isAtEnd());
        lesson.catchUp();
        QCOMPARE(lesson.stateAt(lesson.position()), model.state());

        // Undo: the whole line changed, shown at the game's end.
        QSignalSpy changed(&lesson, &MoveLine::lineChanged);
        model.undo();
        QCOMPARE(changed.count(), 1);
        QVERIFY(lesson.isAtEnd());
        QCOMPARE(lesson.stateAt(lesson.position()), model.state());
        QCOMPARE(lesson.frames().size(),
                 Lesson::frames(model.game(), false, NarrationVoice::naming(live)).size());
    }
};

QTEST_MAIN(TestLessonLine)
#include "tst_lesson_line.moc"
