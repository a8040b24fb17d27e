// SPDX-License-Identifier: GPL-3.0-or-later
// The position editor refuses impossible positions with a reason, and plays or analyses
// possible ones.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "classroom/position_editor.h"
#include "classroom_test_util.h"

#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

using namespace tihbat;
using tihbat::testutil::stateOf;

namespace {
RuleOptions perPit(int n) {
    RuleOptions o;
    o.countersPerPit = n;
    return o;
}
} // namespace

class TestPositionEditor : public QObject {
    Q_OBJECT
private slots:
    void problems_data() {
        QTest::addColumn<int>("perPit");
        QTest::addColumn<GameState>("state");
        QTest::addColumn<QString>("expected"); // a part of the message; empty: possible
        QTest::newRow("start") << 7 << stateOf({7, 7, 7, 7}, Side::South) << QString();
        QTest::newRow("set up") << 7 << stateOf({3, 0, 5, 2}, Side::North, {10, 8}) << QString();
        QTest::newRow("negative") << 7 << stateOf({-1, 9, 7, 7}, Side::South)
                                  << "Pit A cannot hold fewer than 0";
        QTest::newRow("odd board")
            << 7 << stateOf({7, 7, 7, 6}, Side::South, {1, 0}) << "an odd number";
        QTest::newRow("over 48") << 12 << stateOf({14, 12, 12, 12}, Side::South)
                                 << "never has more than 48";
        QTest::newRow("odd capture")
            << 7 << stateOf({7, 7, 7, 5}, Side::South, {1, 1}) << "South has captured 1";
        QTest::newRow("wrong total") << 7 << stateOf({7, 7, 7, 7}, Side::South, {2, 0})
                                     << "hold 30 counters; a game with 7 per pit has 28";
        QTest::newRow("empty board")
            << 1 << stateOf({0, 0, 0, 0}, Side::South, {2, 2}) << "no counters on the board";
        QTest::newRow("mover empty")
            << 1 << stateOf({0, 0, 2, 2}, Side::South) << "South has no counters to move";
    }
    void problems() {
        QFETCH(int, perPit);
        QFETCH(GameState, state);
        QFETCH(QString, expected);
        const QString got = PositionEditor::problem(::perPit(perPit), state);
        if (expected.isEmpty())
            QCOMPARE(got, QString());
        else
            QVERIFY2(got.contains(expected), qPrintable(got));
    }

    void refusesInTheDialog() {
        PositionEditor editor;
        QSignalSpy played(&editor, &PositionEditor::playRequested);
        editor.pitBox(PitA)->setValue(8); // 8 7 7 7: 29, odd
        QVERIFY(!editor.playFromHere());
        QVERIFY2(editor.message().contains("odd"), qPrintable(editor.message()));
        editor.countersPerPitBox()->setValue(12);
        editor.pitBox(PitA)->setValue(48);
        editor.pitBox(PitB)->setValue(1); // 48 1 7 7: 63
        QVERIFY(!editor.playFromHere());
        QVERIFY2(editor.message().contains("48"), qPrintable(editor.message()));
        QVERIFY(!editor.showBest());
        QCOMPARE(played.count(), 0);
    }

    void playsAndAnalysesPossiblePositions() {
        PositionEditor editor;
        editor.setStart(perPit(3), stateOf({2, 4, 0, 2}, Side::South, {4, 0}));
        QCOMPARE(editor.message(), QString());
        QSignalSpy shown(&editor, &PositionEditor::bestShown);
        QVERIFY(editor.showBest());
        // Worked out off the GUI thread.
        QVERIFY(shown.wait(10000));
        QCOMPARE(editor.preview()->boardScene()->valueBadges().size(), std::size_t(2));
        QSignalSpy played(&editor, &PositionEditor::playRequested);
        QVERIFY(editor.playFromHere());
        QCOMPARE(played.count(), 1);
        const Game game = played.front().front().value<Game>();
        QCOMPARE(game.state(), stateOf({2, 4, 0, 2}, Side::South, {4, 0}));
        QCOMPARE(game.options().countersPerPit, 3);
    }
};

QTEST_MAIN(TestPositionEditor)
#include "tst_position_editor.moc"
