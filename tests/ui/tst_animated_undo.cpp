// SPDX-License-Identifier: GPL-3.0-or-later
// Undo as people use it: at the normal pace, with Ctrl+Z pressed while the pebbles are still
// moving and after they have settled, then Redo. Driven by keys and checked by what the board
// shows (its state, and the pebbles counted in each pit), not by the window's insides.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/items.h"
#include "game/settings/settings.h"
#include "isolated_settings.h"
#include "play/main_window.h"

#include <QAction>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

using namespace tihbat;

namespace {

std::array<int, 4> pebblesInPits(BoardView *board) {
    std::array<int, 4> n{};
    for (CounterItem *c : board->boardScene()->counters())
        if (c->pit() >= 0)
            ++n[c->pit()];
    return n;
}

} // namespace

class TestAnimatedUndo : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        IsolatedSettings::forThisTest(QStringLiteral("TihbatUndoTest"));
        QSettings().clear();
        GameSetup setup;
        setup.players[0] = {PlayerKind::Human, Level::Easy, QStringLiteral("Amina")};
        setup.players[1] = {PlayerKind::Human, Level::Easy, QStringLiteral("Youssef")};
        Settings::setNewGameSetup(setup);
        Settings::setDropDuration(MainWindow::dropDuration(MainWindow::Speed::Normal));
    }

    void undoWhileAndAfterTheMoveIsShown() {
        MainWindow window;
        window.show();
        window.start({});
        window.activateWindow(); // the shortcuts work in the active window
        QVERIFY(QTest::qWaitForWindowActive(&window));
        auto *board = window.findChild<BoardView *>(QStringLiteral("board"));
        QVERIFY(board);
        auto *turn = window.findChild<QLabel *>(QStringLiteral("turnLabel"));
        QVERIFY(turn);
        const GameState start = board->boardScene()->state();
        const QString southToMove = turn->text();
        Game game;
        QVERIFY(std::holds_alternative<MoveStory>(game.play(PitA)));

        // A: seven pebbles, one drop at a time; Ctrl+Z in the middle of it.
        board->setFocus();
        QTest::keyClick(board, Qt::Key_A);
        QVERIFY(board->isAnimating());
        QCOMPARE(board->boardScene()->state(), game.state());
        QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(!board->isAnimating());
        QCOMPARE(board->boardScene()->state(), start);
        QCOMPARE(pebblesInPits(board), start.position.pits);
        QCOMPARE(turn->text(), southToMove);
        QVERIFY(!window.findChild<QAction *>(QStringLiteral("undoAction"))->isEnabled());

        // Redo shows the move again, to its end.
        QSignalSpy finished(board, &BoardView::animationFinished);
        QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(board->isAnimating());
        QVERIFY(finished.wait(10000));
        QCOMPARE(board->boardScene()->state(), game.state());
        QCOMPARE(pebblesInPits(board), game.state().position.pits);
        QVERIFY(turn->text() != southToMove);

        // Undo once the pebbles have settled: back to the start, the same way.
        QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(!board->isAnimating());
        QCOMPARE(board->boardScene()->state(), start);
        QCOMPARE(pebblesInPits(board), start.position.pits);

        // A cut-short move leaves nothing behind: the next move animates from the start state.
        finished.clear();
        QTest::keyClick(board, Qt::Key_B);
        QVERIFY(board->isAnimating());
        QVERIFY(finished.wait(10000));
        Game other;
        QVERIFY(std::holds_alternative<MoveStory>(other.play(PitB)));
        QCOMPARE(board->boardScene()->state(), other.state());
        QCOMPARE(pebblesInPits(board), other.state().position.pits);
    }
};

QTEST_MAIN(TestAnimatedUndo)
#include "tst_animated_undo.moc"
