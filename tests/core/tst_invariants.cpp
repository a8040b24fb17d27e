// SPDX-License-Identifier: GPL-3.0-or-later
// Invariants of the move rules over every position of the default game (7 per pit: every board
// with an even total up to 28, both sides to move), chain capture off and on.
#include "core_test_util.h"

#include <QTest>
#include <algorithm>

using namespace tihbat;
using namespace tihbat::testutil;

namespace {

QString where(const Position &p, int pit, bool chain) {
    return QStringLiteral("%1 pit %2 chain %3").arg(str(p)).arg(pit).arg(chain);
}

} // namespace

class TestInvariants : public QObject {
    Q_OBJECT

private slots:
    void positionCount();
    void everyPosition_data();
    void everyPosition();
    void gamePlayMatchesSow();
};

void TestInvariants::positionCount() {
    // Boards of total t: C(t+3, 3); the even totals 0..28 sum to 19160, times two sides.
    const std::vector<Position> all = allPositions(7);
    QCOMPARE(all.size(), std::size_t{38320});
    for (const Position &p : all)
        QVERIFY(p.boardTotal() % 2 == 0 && p.boardTotal() <= 28);
}

void TestInvariants::everyPosition_data() {
    QTest::addColumn<bool>("chain");
    QTest::newRow("single capture") << false;
    QTest::newRow("chain capture") << true;
}

void TestInvariants::everyPosition() {
    QFETCH(bool, chain);
    RuleOptions options;
    options.chainCapture = chain;
    const int maxCaptured = chain ? 16 : 8;
    long moves = 0;
    long captures = 0;
    long chained = 0;
    long passes = 0;

    for (const Position &p : allPositions(7)) {
        const std::vector<int> legal = legalMoves(p);
        QCOMPARE(mustPass(p), legal.empty() && p.boardTotal() > 0);
        QCOMPARE(legal.empty(), p.sideTotal(p.toMove) == 0);
        for (int bad : {-1, PitCount, 100})
            QCOMPARE(checkMove(p, bad), MoveError::UnknownPit);

        for (int pit = 0; pit < PitCount; ++pit) {
            const MoveError error = checkMove(p, pit);
            const bool isLegal = std::find(legal.begin(), legal.end(), pit) != legal.end();
            QVERIFY2((error == MoveError::None) == isLegal, qPrintable(where(p, pit, chain)));
            if (ownerOf(pit) != p.toMove)
                QCOMPARE(error, MoveError::WrongSide);
            else if (p.pits[pit] == 0)
                QCOMPARE(error, MoveError::EmptyPit);
            if (!isLegal)
                continue;
            ++moves;

            const GameState before{p, {4, 6}};
            const MoveStory s = sow(before, pit, options);
            const Side mover = p.toMove;
            const auto msg = qPrintable(where(p, pit, chain));

            // The story's sowing: lifted counters, one drop each, origin first, in order.
            QCOMPARE(s.mover, mover);
            QCOMPARE(s.pit, pit);
            QCOMPARE(s.before, before);
            QCOMPARE(s.lifted, p.pits[pit]);
            QCOMPARE(static_cast<int>(s.drops.size()), s.lifted);
            for (std::size_t i = 0; i < s.drops.size(); ++i)
                QVERIFY2(s.drops[i] == (pit + static_cast<int>(i)) % PitCount, msg);

            // Captures, predicted from the rule text: the board as sown, then "the last counter
            // lands in a pit on the mover's own side and that pit then holds exactly 2, 4, 6 or
            // 8"; with chain capture, "the pit sown just before the last one" under the same
            // test, only after a capture.
            std::array<int, PitCount> sown = p.pits;
            sown[pit] = 0;
            for (int d : s.drops)
                ++sown[d];
            const auto takes = [&](int q) {
                static constexpr std::array<int, 4> evenUpToEight{2, 4, 6, 8};
                return ownerOf(q) == mover && std::find(evenUpToEight.begin(), evenUpToEight.end(),
                                                        sown[q]) != evenUpToEight.end();
            };
            std::vector<Capture> predicted;
            const int last = (pit + s.lifted - 1) % PitCount;
            if (takes(last)) {
                predicted.push_back({last, sown[last]});
                const int beforeLast = (pit + s.lifted - 2) % PitCount;
                if (chain && s.lifted >= 2 && takes(beforeLast))
                    predicted.push_back({beforeLast, sown[beforeLast]});
            }
            QVERIFY2(s.captures.size() == predicted.size(), msg);
            int taken = 0;
            for (std::size_t i = 0; i < s.captures.size() && i < predicted.size(); ++i) {
                QVERIFY2(s.captures[i].pit == predicted[i].pit, msg);
                QVERIFY2(s.captures[i].counters == predicted[i].counters, msg);
                taken += s.captures[i].counters;
            }
            QVERIFY2(taken % 2 == 0 && taken <= maxCaptured, msg);
            QCOMPARE(taken, s.capturedCounters());
            captures += !s.captures.empty();
            chained += s.captures.size() == 2;

            // The board after: lifted, dropped, captured; nothing else changes.
            const GameState &after = s.after;
            for (int q = 0; q < PitCount; ++q) {
                int expected = p.pits[q] - (q == pit ? s.lifted : 0) +
                               static_cast<int>(std::count(s.drops.begin(), s.drops.end(), q));
                for (const Capture &c : s.captures)
                    if (c.pit == q) {
                        QVERIFY2(c.counters == expected, msg); // the whole pit
                        expected = 0;
                    }
                QVERIFY2(after.position.pits[q] == expected, msg);
            }
            // Counters are conserved; only the mover's count grows.
            QCOMPARE(after.position.boardTotal() + after.captured[0] + after.captured[1],
                     p.boardTotal() + 10);
            QCOMPARE(after.captured[sideIndex(mover)], before.captured[sideIndex(mover)] + taken);
            QCOMPARE(after.captured[sideIndex(opponent(mover))],
                     before.captured[sideIndex(opponent(mover))]);
            QVERIFY2(after.position.boardTotal() % 2 == 0, msg);

            // The turn passes, and comes back at once when the opponent has nothing.
            const bool opponentEmpty = after.position.sideTotal(opponent(mover)) == 0;
            QCOMPARE(s.passFollows, opponentEmpty && after.position.boardTotal() > 0);
            QCOMPARE(after.position.toMove, s.passFollows ? mover : opponent(mover));
            passes += s.passFollows;
            // A move never clears the board: the origin keeps its first counter unless it is
            // captured, and it can only be captured when all four pits were sown.
            QVERIFY2(after.position.boardTotal() > 0, msg);
            QCOMPARE(s.end, GameEnd::None);

            // The solver's fast path agrees with the full sowing.
            const Transition t = successor(p, pit, chain);
            QVERIFY2(t.next.pits == after.position.pits, msg);
            QCOMPARE(t.captured, taken);
            QCOMPARE(t.next.toMove, opponent(mover));
        }
    }
    // Boards of total t with a given pit non-empty: C(t+2, 3); over even t in 2..28 that sums to
    // 16800, for 2 pits and 2 sides.
    QCOMPARE(moves, 67200L);
    // The enumeration did exercise every kind of move.
    QVERIFY(captures > 10000);
    // A move cannot empty the opponent's side, so a pass follows only when it was empty already
    // and the move stays on the mover's side: left pit 1 or 2 (giving the right pit an odd count,
    // no capture) or right pit 1. Three positions per even total 2..28 and side: 84.
    QCOMPARE(passes, 84L);
    if (chain)
        QVERIFY(chained > 1000);
    else
        QCOMPARE(chained, 0L);
    qInfo("%ld moves, %ld with captures, %ld chained, %ld followed by a pass", moves, captures,
          chained, passes);
}

void TestInvariants::gamePlayMatchesSow() {
    // Game::play makes the same move as sow() from every position (set up as a game start),
    // apart from the repetition it alone can see.
    for (bool chain : {false, true}) {
        RuleOptions options;
        options.chainCapture = chain;
        for (const Position &p : allPositions(7)) {
            if (p.boardTotal() == 0 || mustPass(p))
                continue;
            const GameState start{p, {2, 0}};
            for (int pit : legalMoves(p)) {
                Game g(options, start);
                const MoveStory expected = sow(start, pit, options);
                const auto result = g.play(pit);
                QVERIFY(std::holds_alternative<MoveStory>(result));
                const MoveStory &s = std::get<MoveStory>(result);
                QCOMPARE(s.drops, expected.drops);
                QCOMPARE(s.captures.size(), expected.captures.size());
                QCOMPARE(s.after.captured, expected.after.captured);
                if (s.end == GameEnd::None) {
                    QCOMPARE(s.after, expected.after);
                    QCOMPARE(s.passFollows, expected.passFollows);
                } else {
                    // Only a move without a capture can repeat the start: A1 or B1 style.
                    QCOMPARE(s.end, GameEnd::Repetition);
                    QVERIFY(expected.captures.empty());
                    QVERIFY(s.after.position.pits == p.pits);
                }
                QCOMPARE(g.state(), s.after);
            }
        }
    }
}

QTEST_APPLESS_MAIN(TestInvariants)
#include "tst_invariants.moc"
