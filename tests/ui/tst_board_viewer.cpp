// SPDX-License-Identifier: GPL-3.0-or-later
// The board viewer on its own, over both kinds of line: a replay steps (a forward step
// animates, a jump snaps, the bar follows), the game being played queues its moves on the board
// and snaps on undo, previous and next on it are undo and redo, and with key navigation off the
// arrow keys stay the board's.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "game/session/game_model.h"
#include "game/session/live_move_line.h"
#include "game/session/replay_model.h"
#include "viewer/board_viewer.h"
#include "viewer/speed_choice.h"

#include <QActionGroup>
#include <QComboBox>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>

using namespace tihbat;

namespace {

Game someGame() {
    Game game;
    for (int pit : {PitA, Pitb, PitB, Pita, PitA, Pitb})
        game.play(pit);
    return game;
}

} // namespace

class TestBoardViewer : public QObject {
    Q_OBJECT
private slots:
    void replayStepsAndJumps() {
        ReplayModel replay;
        QCOMPARE(replay.setGames({record::recordOf(someGame())}), QString());
        BoardViewer viewer;
        viewer.setLine(&replay);
        viewer.setDropDuration(100);
        viewer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&viewer));
        QCOMPARE(viewer.slider()->maximum(), replay.moveCount());

        QSignalSpy shown(&viewer, &BoardViewer::positionShown);
        viewer.stepForward();
        QCOMPARE(replay.position(), 1);
        QVERIFY(viewer.board()->isAnimating());
        QVERIFY(viewer.board()->boardScene()->state() == replay.stateAt(1));
        QCOMPARE(viewer.slider()->value(), 1);
        QVERIFY(!shown.isEmpty());
        QCOMPARE(shown.constLast().at(0).toInt(), 1);

        viewer.slider()->setValue(4); // a jump snaps
        QCOMPARE(replay.position(), 4);
        QVERIFY(!viewer.board()->isAnimating());
        QVERIFY(viewer.board()->boardScene()->state() == replay.stateAt(4));

        QTest::keyClick(viewer.slider(), Qt::Key_Home);
        QCOMPARE(replay.position(), 0);
        QTest::keyClick(viewer.board(), Qt::Key_End);
        QCOMPARE(replay.position(), replay.moveCount());
    }

    // One speed model: the box and a menu's actions choose the same speed, and the board and
    // autoplay take it from the one table.
    void speedIsOneChoice() {
        BoardViewer viewer;
        viewer.ensurePolished(); // the bar is made before the viewer is first shown
        SpeedChoice *speed = viewer.speed();
        QActionGroup *menu = speed->actions();
        auto *box = viewer.findChild<QComboBox *>();
        QVERIFY(box);
        QCOMPARE(box->count(), 3); // the speeds that animate
        box->setCurrentIndex(0);
        QCOMPARE(speed->speed(), AnimationSpeed::Slow);
        QVERIFY(menu->checkedAction() == menu->actions().at(int(AnimationSpeed::Slow)));
        QCOMPARE(viewer.board()->dropDuration(), dropDuration(AnimationSpeed::Slow));
        QCOMPARE(viewer.autoplayPause(), pauseBetweenMoves(AnimationSpeed::Slow));
        menu->actions().at(int(AnimationSpeed::Fast))->trigger();
        QCOMPARE(box->currentIndex(), 2);
        QCOMPARE(viewer.board()->dropDuration(), dropDuration(AnimationSpeed::Fast));
        menu->actions().at(int(AnimationSpeed::Instant))->trigger();
        QCOMPARE(box->currentIndex(), -1); // not a replay's speed
        QCOMPARE(viewer.board()->dropDuration(), 0);
    }

    void liveLineQueuesAndUndoSnaps() {
        GameModel model;
        model.newGame(GameSetup{});
        LiveMoveLine line(&model);
        BoardViewer viewer;
        viewer.setControlsVisible(false);
        viewer.setKeyNavigation(false);
        viewer.setLine(&line);
        viewer.setDropDuration(60000); // a move takes minutes: what is queued stays queued
        viewer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&viewer));

        QVERIFY(model.playPit(PitA));
        QVERIFY(model.playPit(Pitb));
        QVERIFY(viewer.board()->isBusy()); // shown in turn, at the board's pace
        viewer.board()->finishQueued();
        QVERIFY(viewer.board()->boardScene()->state() == model.state());

        viewer.stepBack(); // undo
        QCOMPARE(model.game().plies(), 1);
        QVERIFY(!viewer.board()->isBusy());
        QVERIFY(viewer.board()->boardScene()->state() == model.state());
        viewer.stepForward(); // redo: the move is shown as it is played again
        QCOMPARE(model.game().plies(), 2);
        QVERIFY(viewer.board()->isBusy());

        // No autoplay through a game being played.
        viewer.setAutoplay(true);
        QVERIFY(!viewer.isAutoplaying());
        // Key navigation off: the board's own keys, never undo.
        viewer.board()->finishQueued();
        QTest::keyClick(viewer.board(), Qt::Key_Left);
        QCOMPARE(model.game().plies(), 2);
    }
};

QTEST_MAIN(TestBoardViewer)
#include "tst_board_viewer.moc"
