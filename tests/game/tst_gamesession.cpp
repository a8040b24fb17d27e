// SPDX-License-Identifier: GPL-3.0-or-later
// GameSession: the computer moves when the session says, with no window at all; the pause holds
// it; the pace follows the speed; a new game drops a move that was due.
#include "game/session/animation_speed.h"
#include "game/session/game_session.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace tihbat;

namespace {

GameSetup personAgainstComputer() {
    GameSetup setup;
    setup.players[1] = {PlayerKind::Computer, Level::Perfect, QString()};
    return setup;
}

} // namespace

class TestGameSession : public QObject {
    Q_OBJECT
private slots:
    // The bug of the redesign: nobody has to finish an animation for the reply to come.
    void computerAnswersWithoutAnyWindow() {
        GameSession session;
        session.model()->newGame(personAgainstComputer());
        QSignalSpy made(session.model(), &GameModel::moveMade);
        QVERIFY(session.model()->playPit(PitA));
        QTRY_COMPARE_WITH_TIMEOUT(made.count(), 2, 10000);
        const auto first = made.at(0).at(0).value<MoveStory>();
        const auto reply = made.at(1).at(0).value<MoveStory>();
        QCOMPARE(first.mover, Side::South);
        QCOMPARE(reply.mover, Side::North);
        QCOMPARE(reply.before, first.after);
        QVERIFY(!session.isComputerDue());
    }

    void computerMovesFirstWhenItOpens() {
        GameSession session;
        GameSetup setup = personAgainstComputer();
        setup.rules.firstToMove = Side::North;
        QSignalSpy made(session.model(), &GameModel::moveMade);
        session.model()->newGame(setup);
        QVERIFY(made.wait(10000));
        QCOMPARE(session.model()->position().toMove, Side::South);
    }

    void pauseHoldsTheComputer() {
        GameSession session;
        session.model()->newGame(personAgainstComputer());
        QSignalSpy paused(&session, &GameSession::pausedChanged);
        session.setPaused(true);
        QCOMPARE(paused.count(), 1);
        QSignalSpy made(session.model(), &GameModel::moveMade);
        QVERIFY(session.model()->playPit(PitB));
        QVERIFY(!QTest::qWaitFor([&] { return made.count() > 1; }, 300));
        QVERIFY(session.isComputerWaiting());
        session.setPaused(false);
        QTRY_COMPARE_WITH_TIMEOUT(made.count(), 2, 10000);
        QVERIFY(!session.isComputerWaiting());
    }

    // Held (a question about the game is open), a computer to move neither moves nor is due,
    // and the pause stays as the person set it; released, it moves.
    void holdKeepsTheComputerStill() {
        GameSession session;
        QSignalSpy held(&session, &GameSession::heldChanged);
        session.setHeld(true);
        QCOMPARE(held.count(), 1);
        GameSetup setup = personAgainstComputer();
        setup.rules.firstToMove = Side::North; // the computer opens
        QSignalSpy made(session.model(), &GameModel::moveMade);
        session.model()->newGame(setup);
        QVERIFY(session.model()->isComputerToMove());
        QVERIFY(!session.isComputerDue());
        bool queuedRan = false;
        QTimer::singleShot(0, &session, [&] { queuedRan = true; });
        QTRY_VERIFY(queuedRan);
        QCOMPARE(made.count(), 0);
        QVERIFY(!session.isPaused());
        session.setHeld(false);
        QCOMPARE(held.count(), 2);
        QTRY_COMPARE_WITH_TIMEOUT(made.count(), 1, 10000);
    }

    // The answer comes no sooner than the move before it takes to show at the chosen speed.
    void replyWaitsForTheMoveToBeShown() {
        GameSession session;
        session.model()->newGame(personAgainstComputer());
        const int dropMs = dropDuration(AnimationSpeed::Fast);
        session.setDropDuration(dropMs);
        QSignalSpy made(session.model(), &GameModel::moveMade);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(session.model()->playPit(PitA));
        const auto story = made.at(0).at(0).value<MoveStory>();
        QVERIFY(session.isComputerDue());
        QTRY_COMPARE_WITH_TIMEOUT(made.count(), 2, 10000);
        QVERIFY(clock.elapsed() >= moveDuration(static_cast<int>(story.drops.size()), dropMs));
    }

    void twoComputersPlayToTheEnd() {
        GameSession session;
        GameSetup setup;
        setup.players[0] = {PlayerKind::Computer, Level::Medium, QString()};
        setup.players[1] = {PlayerKind::Computer, Level::Perfect, QString()};
        session.model()->setComputerSeed(7);
        QSignalSpy over(session.model(), &GameModel::gameOver);
        session.model()->newGame(setup);
        QVERIFY(over.count() == 1 || over.wait(60000));
        QVERIFY(session.model()->isOver());
        QVERIFY(!session.isComputerDue());
    }

    // A move that was due belongs to a game that is gone.
    void newGameDropsTheDueMove() {
        GameSession session;
        session.model()->newGame(personAgainstComputer());
        session.setDropDuration(dropDuration(AnimationSpeed::Slow));
        QVERIFY(session.model()->playPit(PitA));
        QVERIFY(session.isComputerDue());
        GameSetup people;
        session.model()->newGame(people);
        QVERIFY(!session.isComputerDue());
        QSignalSpy made(session.model(), &GameModel::moveMade);
        QVERIFY(!made.wait(moveDuration(14, dropDuration(AnimationSpeed::Slow)) + 200));
        QCOMPARE(session.model()->game().plies(), 0);
    }

    void speedTableIsOrderedAndRoundTrips() {
        int previous = dropDuration(AnimationSpeed::Slow) + 1;
        for (AnimationSpeed speed : AnimationSpeeds) {
            QVERIFY(dropDuration(speed) < previous);
            previous = dropDuration(speed);
            QCOMPARE(nearestSpeed(dropDuration(speed)), speed);
        }
        QCOMPARE(dropDuration(AnimationSpeed::Instant), 0);
        QCOMPARE(moveDuration(7, 0), 0);
    }
};

QTEST_GUILESS_MAIN(TestGameSession)
#include "tst_gamesession.moc"
