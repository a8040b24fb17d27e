// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis service: exact values worked out on a worker thread, answered by ticket; and the
// game model's hint through it, dropped when the game has moved on.
#include "game/session/analysis_service.h"
#include "game/session/game_model.h"

#include <QSignalSpy>
#include <QTest>

using namespace tihbat;

class TestAnalysis : public QObject {
    Q_OBJECT
private slots:
    void answersEachQuestionByTicket() {
        AnalysisService service;
        QSignalSpy valued(&service, &AnalysisService::movesValued);
        Game start;
        Game later;
        later.play(PitB);
        later.play(later.legalMoves().front());
        const quint64 first = service.valueMoves(start);
        const quint64 second = service.valueMoves(later);
        QVERIFY(first != second);
        QCOMPARE(service.pending(), 2);
        QTRY_COMPARE_WITH_TIMEOUT(valued.count(), 2, 10000);
        QCOMPARE(service.pending(), 0);
        for (const QList<QVariant> &answer : valued) {
            const quint64 ticket = answer.at(0).value<quint64>();
            const Game &asked = ticket == first ? start : later;
            const auto values = answer.at(1).value<std::vector<MoveValue>>();
            const auto expected = sharedSolver(false)->moveValues(asked);
            QCOMPARE(values.size(), expected.size());
            for (std::size_t i = 0; i < values.size(); ++i) {
                QCOMPARE(values[i].pit, expected[i].pit);
                QCOMPARE(values[i].value, expected[i].value);
            }
        }
    }

    void finishedGameHasNoMoves() {
        AnalysisService service;
        QSignalSpy valued(&service, &AnalysisService::movesValued);
        Game game(RuleOptions{1, false, Side::South});
        while (!game.isOver())
            game.play(game.legalMoves().front());
        service.valueMoves(game);
        QVERIFY(valued.wait(10000));
        QVERIFY(valued.at(0).at(1).value<std::vector<MoveValue>>().empty());
    }

    // A hint asked before a move is for a position the game has left.
    void staleHintIsDropped() {
        GameModel model;
        model.newGame(GameSetup{});
        QSignalSpy hint(&model, &GameModel::hintReady);
        model.requestHint();
        QVERIFY(model.playPit(PitA));
        model.requestHint();
        QVERIFY(hint.wait(10000));
        // Only the hint for North's turn comes, with North's pits.
        QVERIFY(!hint.wait(300));
        QCOMPARE(hint.count(), 1);
        for (const MoveValue &value : hint.at(0).at(0).value<std::vector<MoveValue>>())
            QCOMPARE(ownerOf(value.pit), Side::North);
    }
};

QTEST_GUILESS_MAIN(TestAnalysis)
#include "tst_analysis.moc"
