// SPDX-License-Identifier: GPL-3.0-or-later
// moveRefusal, the one check of a player's move that a game's host and a tournament's host
// share, on its own: each refusal of the README's table for the case it names, in the order
// the README gives (a stale ply before anything else). The hosts apply the move through the
// rules again afterwards, so some of these mistakes would not show through a host.
#include "net/move_check.h"

#include <QTest>

using namespace tihbat;
using namespace tihbat::net;

namespace {

// A game played to its end: the first pit the rules allow, each turn.
Game finishedGame() {
    Game game(RuleOptions{2, false, Side::South});
    while (!game.isOver() && game.plies() < 1000) {
        for (int pit = 0; pit < PitCount; ++pit) {
            if (game.check(pit) == MoveError::None) {
                game.play(pit);
                break;
            }
        }
    }
    return game;
}

} // namespace

class TestMoveCheck : public QObject {
    Q_OBJECT
private slots:
    void aLegalMoveIsTaken() {
        const Game game(RuleOptions{3, false, Side::South});
        QCOMPARE(moveRefusal(game, Side::South, Move{0, PitA}), std::nullopt);
        QCOMPARE(moveRefusal(game, Side::South, Move{0, PitB}), std::nullopt);
    }

    void aMoveForAnotherPlyIsStale() {
        Game game(RuleOptions{3, false, Side::South});
        QCOMPARE(moveRefusal(game, Side::South, Move{1, PitA}), RefusalReason::Stale);
        QVERIFY(std::holds_alternative<MoveStory>(game.play(PitA)));
        QCOMPARE(moveRefusal(game, Side::North, Move{0, Pita}), RefusalReason::Stale);
        // Stale comes first: the ply is wrong and it is not South's turn.
        QCOMPARE(moveRefusal(game, Side::South, Move{0, PitA}), RefusalReason::Stale);
    }

    void theSideNotToMoveIsTold() {
        const Game game(RuleOptions{3, false, Side::South});
        QCOMPARE(moveRefusal(game, Side::North, Move{0, Pita}), RefusalReason::NotYourTurn);
        const Game northFirst(RuleOptions{3, false, Side::North});
        QCOMPARE(moveRefusal(northFirst, Side::South, Move{0, PitA}), RefusalReason::NotYourTurn);
        QCOMPARE(moveRefusal(northFirst, Side::North, Move{0, Pitb}), std::nullopt);
    }

    void aPitTheRulesRefuseIsIllegal() {
        const Game game(RuleOptions{3, false, Side::South});
        // The other side's pits, for the side to move.
        QCOMPARE(moveRefusal(game, Side::South, Move{0, Pita}), RefusalReason::Illegal);
        QCOMPARE(moveRefusal(game, Side::South, Move{0, Pitb}), RefusalReason::Illegal);
    }

    // At the move limit no move is taken, though the rules allow it; one move before, it is.
    void noMoveAtTheMoveLimit() {
        Game game(RuleOptions{3, false, Side::South});
        QVERIFY(std::holds_alternative<MoveStory>(game.play(PitA)));
        QVERIFY(!game.isOver());
        const Move next{1, game.legalMoves().front()};
        QCOMPARE(moveRefusal(game, Side::North, next), std::nullopt);
        QCOMPARE(moveRefusal(game, Side::North, next, 2), std::nullopt);
        QCOMPARE(moveRefusal(game, Side::North, next, 1), RefusalReason::Illegal);
    }

    void noMoveAfterTheEnd() {
        const Game game = finishedGame();
        QVERIFY(game.isOver());
        // Either side, any pit: the game is over, whoever the position says is to move.
        for (const Side side : {Side::South, Side::North})
            for (int pit = 0; pit < PitCount; ++pit)
                QCOMPARE(moveRefusal(game, side, Move{game.plies(), pit}), RefusalReason::Illegal);
    }
};

QTEST_GUILESS_MAIN(TestMoveCheck)
#include "tst_move_check.moc"
