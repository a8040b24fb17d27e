// SPDX-License-Identifier: GPL-3.0-or-later
// Every rule of RULES.md as cases worked out by hand. Pits in sowing order A B a b; n counters
// lifted from pit p go to p, p+1, ..., p+n-1 (the origin first), so pit p+k receives
// ceil((n-k)/4) of them and the last lands k = (n-1) mod 4 pits after the origin.
#include "core_test_util.h"

#include <QTest>
#include <climits>

using namespace tihbat;
using namespace tihbat::testutil;

Q_DECLARE_METATYPE(tihbat::MoveError)
Q_DECLARE_METATYPE(tihbat::GameEnd)

namespace {

QString capturesText(const std::vector<Capture> &captures) {
    QStringList parts;
    for (const Capture &c : captures)
        parts << QStringLiteral("%1%2").arg(QLatin1Char(pitLetter(c.pit))).arg(c.counters);
    return parts.join(QLatin1Char(' '));
}

struct Snapshot {
    GameState state;
    std::vector<Position> sinceCapture;
    int plies = 0;
    bool over = false;
    bool canRedo = false;
    std::vector<int> legal;
    bool operator==(const Snapshot &) const = default;
};

Snapshot snapshot(const Game &g) {
    const auto since = g.positionsSinceCapture();
    return {g.state(),     {since.begin(), since.end()}, g.plies(), g.isOver(), g.canRedo(),
            g.legalMoves()};
}

std::vector<Position> positions(const QStringList &texts) {
    std::vector<Position> out;
    for (const QString &t : texts)
        out.push_back(pos(t));
    return out;
}

std::vector<Position> since(const Game &g) {
    const auto s = g.positionsSinceCapture();
    return {s.begin(), s.end()};
}

} // namespace

class TestRules : public QObject {
    Q_OBJECT

private slots:
    void sowing_data();
    void sowing();
    void captureCounts();
    void gameEnd_data();
    void gameEnd();
    void passHistory();
    void startWithPass();
    void outcome_data();
    void outcome();
    void northFirst();
    void refused_data();
    void refused();
    void undoRedoRestoresStates();
    void undoForgetsUndonePositions();
    void undoCaptureRestoresSegment();
    void undoGameEnd();
};

void TestRules::sowing_data() {
    QTest::addColumn<bool>("chain");
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("pit");
    QTest::addColumn<QString>("drops");
    QTest::addColumn<QString>("after"); // with the automatic pass applied
    QTest::addColumn<int>("capturedSouth");
    QTest::addColumn<int>("capturedNorth");
    QTest::addColumn<QString>("captures");
    QTest::addColumn<bool>("pass");

    // The start: 7 counters always end 6 pits on, on the opponent's side.
    QTest::newRow("start A: 7 -> A2 B9 a9 b8, last a (North's)")
        << false << "7 7 7 7 S"
        << "A"
        << "ABabABa"
        << "2 9 9 8 N" << 0 << 0 << "" << false;
    QTest::newRow("start B: 7 -> B2 a9 b9 A8, last b (North's)")
        << false << "7 7 7 7 S"
        << "B"
        << "BabABab"
        << "8 2 9 9 N" << 0 << 0 << "" << false;
    QTest::newRow("start N a: 7 -> a2 b9 A9 B8, last A (South's)")
        << false << "7 7 7 7 N"
        << "a"
        << "abABabA"
        << "9 8 2 9 S" << 0 << 0 << "" << false;
    QTest::newRow("start N b: 7 -> b2 A9 B9 a8, last B (South's)")
        << false << "7 7 7 7 N"
        << "b"
        << "bABabAB"
        << "9 9 8 2 S" << 0 << 0 << "" << false;

    // One lap: 5, 9, 13 end in the origin (holding 2, 3, 4); 8 and 12 end in the pit before the
    // origin (each pit +2 / +3).
    QTest::newRow("A5: A2 B+1 a1 b1, last A=2 captured") << false << "5 1 0 0 S"
                                                         << "A"
                                                         << "ABabA"
                                                         << "0 2 1 1 N" << 2 << 0 << "A2" << false;
    QTest::newRow("A8: all +2, last b=2 is North's, no capture")
        << false << "8 0 0 0 S"
        << "A"
        << "ABabABab"
        << "2 2 2 2 N" << 0 << 0 << "" << false;
    QTest::newRow("A9: A3 B1+2 a2 b2, last A=3 no capture") << false << "9 1 0 0 S"
                                                            << "A"
                                                            << "ABabABabA"
                                                            << "3 3 2 2 N" << 0 << 0 << "" << false;
    QTest::newRow("A12: all +3, last b (North's)") << false << "12 0 0 0 S"
                                                   << "A"
                                                   << "ABabABabABab"
                                                   << "3 3 3 3 N" << 0 << 0 << "" << false;
    QTest::newRow("A13: A4 B1+3 a3 b3, last A=4 captured")
        << false << "13 1 0 0 S"
        << "A"
        << "ABabABabABabA"
        << "0 4 3 3 N" << 4 << 0 << "A4" << false;
    QTest::newRow("B5: B2 a1 b1 A1+1, last B=2 captured") << false << "1 5 0 0 S"
                                                          << "B"
                                                          << "BabAB"
                                                          << "2 0 1 1 N" << 2 << 0 << "B2" << false;
    QTest::newRow("B8: all +2, last A=2 (South's) captured")
        << false << "0 8 0 0 S"
        << "B"
        << "BabABabA"
        << "0 2 2 2 N" << 2 << 0 << "A2" << false;
    QTest::newRow("B9: B3 a1+2 b2 A2, last B=3 no capture") << false << "0 9 1 0 S"
                                                            << "B"
                                                            << "BabABabAB"
                                                            << "2 3 3 2 N" << 0 << 0 << "" << false;
    QTest::newRow("B12: all +3, last A=3 no capture") << false << "0 12 0 0 S"
                                                      << "B"
                                                      << "BabABabABabA"
                                                      << "3 3 3 3 N" << 0 << 0 << "" << false;
    QTest::newRow("B13: B4 a3 b3 A1+3, last B=4 captured")
        << false << "1 13 0 0 S"
        << "B"
        << "BabABabABabAB"
        << "4 0 3 3 N" << 4 << 0 << "B4" << false;
    QTest::newRow("a5: a2 b1+1 A1 B1, last a=2 captured") << false << "0 0 5 1 N"
                                                          << "a"
                                                          << "abABa"
                                                          << "1 1 0 2 S" << 0 << 2 << "a2" << false;
    QTest::newRow("a8: all +2, last B=2 is South's, no capture")
        << false << "0 0 8 0 N"
        << "a"
        << "abABabAB"
        << "2 2 2 2 S" << 0 << 0 << "" << false;
    QTest::newRow("a9: a3 b2 A1+2 B2, last a=3 no capture") << false << "1 0 9 0 N"
                                                            << "a"
                                                            << "abABabABa"
                                                            << "3 2 3 2 S" << 0 << 0 << "" << false;
    QTest::newRow("a12: all +3, last B (South's)") << false << "0 0 12 0 N"
                                                   << "a"
                                                   << "abABabABabAB"
                                                   << "3 3 3 3 S" << 0 << 0 << "" << false;
    QTest::newRow("a13: a4 b1+3 A3 B3, last a=4 captured")
        << false << "0 0 13 1 N"
        << "a"
        << "abABabABabABa"
        << "3 3 0 4 S" << 0 << 4 << "a4" << false;
    QTest::newRow("b5: b2 A1 B1 a1+1, last b=2 captured") << false << "0 0 1 5 N"
                                                          << "b"
                                                          << "bABab"
                                                          << "1 1 2 0 S" << 0 << 2 << "b2" << false;
    QTest::newRow("b8: all +2, last a=2 (North's) captured")
        << false << "0 0 0 8 N"
        << "b"
        << "bABabABa"
        << "2 2 0 2 S" << 0 << 2 << "a2" << false;
    QTest::newRow("b9: b3 A1+2 B2 a2, last b=3 no capture") << false << "1 0 0 9 N"
                                                            << "b"
                                                            << "bABabABab"
                                                            << "3 2 2 3 S" << 0 << 0 << "" << false;
    QTest::newRow("b12: all +3, last a=3 no capture") << false << "0 0 0 12 N"
                                                      << "b"
                                                      << "bABabABabABa"
                                                      << "3 3 3 3 S" << 0 << 0 << "" << false;
    QTest::newRow("b13: b4 A3 B3 a1+3, last b=4 captured")
        << false << "0 0 1 13 N"
        << "b"
        << "bABabABabABab"
        << "3 3 4 0 S" << 0 << 4 << "b4" << false;

    // Exactly 2, 4, 6, 8 on the own side captures; odd counts and 10, 12 do not.
    QTest::newRow("A2 into B=3 makes 4: captured") << false << "2 3 1 0 S"
                                                   << "A"
                                                   << "AB"
                                                   << "1 0 1 0 N" << 4 << 0 << "B4" << false;
    QTest::newRow("A2 into B=5 makes 6: captured") << false << "2 5 1 0 S"
                                                   << "A"
                                                   << "AB"
                                                   << "1 0 1 0 N" << 6 << 0 << "B6" << false;
    QTest::newRow("A2 into B=7 makes 8: captured") << false << "2 7 1 0 S"
                                                   << "A"
                                                   << "AB"
                                                   << "1 0 1 0 N" << 8 << 0 << "B8" << false;
    QTest::newRow("A2 into B=9 makes 10: no capture") << false << "2 9 1 0 S"
                                                      << "A"
                                                      << "AB"
                                                      << "1 10 1 0 N" << 0 << 0 << "" << false;
    QTest::newRow("A2 into B=11 makes 12: no capture") << false << "2 11 1 0 S"
                                                       << "A"
                                                       << "AB"
                                                       << "1 12 1 0 N" << 0 << 0 << "" << false;
    QTest::newRow("A2 into B=2 makes 3: no capture") << false << "2 2 1 1 S"
                                                     << "A"
                                                     << "AB"
                                                     << "1 3 1 1 N" << 0 << 0 << "" << false;
    QTest::newRow("A2 into B=4 makes 5: no capture") << false << "2 4 1 1 S"
                                                     << "A"
                                                     << "AB"
                                                     << "1 5 1 1 N" << 0 << 0 << "" << false;
    QTest::newRow("A2 into B=6 makes 7: no capture") << false << "2 6 1 1 S"
                                                     << "A"
                                                     << "AB"
                                                     << "1 7 1 1 N" << 0 << 0 << "" << false;
    QTest::newRow("A2 into B=8 makes 9: no capture") << false << "2 8 1 1 S"
                                                     << "A"
                                                     << "AB"
                                                     << "1 9 1 1 N" << 0 << 0 << "" << false;
    QTest::newRow("a2 into b=3 makes 4: North captures") << false << "0 1 2 3 N"
                                                         << "a"
                                                         << "ab"
                                                         << "0 1 1 0 S" << 0 << 4 << "b4" << false;
    QTest::newRow("a2 into b=9 makes 10: no capture") << false << "1 0 2 9 N"
                                                      << "a"
                                                      << "ab"
                                                      << "1 0 1 10 S" << 0 << 0 << "" << false;
    QTest::newRow("b4: b1 A1 B1+1, last a=5+1=6 captured")
        << false << "0 1 5 4 N"
        << "b"
        << "bABa"
        << "1 2 0 1 S" << 0 << 6 << "a6" << false;

    // The opponent's side never captures, even at 2, 4, 6, 8.
    QTest::newRow("B2 makes a=2: North's, no capture") << false << "1 2 1 0 S"
                                                       << "B"
                                                       << "Ba"
                                                       << "1 1 2 0 N" << 0 << 0 << "" << false;
    QTest::newRow("B2 makes a=4: North's, no capture") << false << "1 2 3 0 S"
                                                       << "B"
                                                       << "Ba"
                                                       << "1 1 4 0 N" << 0 << 0 << "" << false;
    QTest::newRow("B2 makes a=6: North's, no capture") << false << "1 2 5 0 S"
                                                       << "B"
                                                       << "Ba"
                                                       << "1 1 6 0 N" << 0 << 0 << "" << false;
    QTest::newRow("B2 makes a=8: North's, no capture") << false << "1 2 7 0 S"
                                                       << "B"
                                                       << "Ba"
                                                       << "1 1 8 0 N" << 0 << 0 << "" << false;
    QTest::newRow("b2 makes A=4: South's, no capture") << false << "3 0 1 2 N"
                                                       << "b"
                                                       << "bA"
                                                       << "4 0 1 1 S" << 0 << 0 << "" << false;
    QTest::newRow("a4 makes B=2: South's, no capture") << false << "0 1 4 1 N"
                                                       << "a"
                                                       << "abAB"
                                                       << "1 2 1 2 S" << 0 << 0 << "" << false;

    // One counter: back into its own pit; the board is unchanged and the turn passes.
    QTest::newRow("A1: board unchanged, North to move") << false << "1 1 1 1 S"
                                                        << "A"
                                                        << "A"
                                                        << "1 1 1 1 N" << 0 << 0 << "" << false;
    QTest::newRow("B1: board unchanged, North to move") << false << "0 1 3 0 S"
                                                        << "B"
                                                        << "B"
                                                        << "0 1 3 0 N" << 0 << 0 << "" << false;
    QTest::newRow("a1: board unchanged, South to move") << false << "3 5 1 3 N"
                                                        << "a"
                                                        << "a"
                                                        << "3 5 1 3 S" << 0 << 0 << "" << false;

    // Chain capture: the pit sown just before the last, if the mover's and 2/4/6/8.
    QTest::newRow("chain B5: B2 then A1+1=2") << true << "1 5 0 0 S"
                                              << "B"
                                              << "BabAB"
                                              << "0 0 1 1 N" << 4 << 0 << "B2 A2" << false;
    QTest::newRow("chain B13: B4 then A1+3=4") << true << "1 13 0 0 S"
                                               << "B"
                                               << "BabABabABabAB"
                                               << "0 0 3 3 N" << 8 << 0 << "B4 A4" << false;
    QTest::newRow("chain b5: b2 then a1+1=2") << true << "0 0 1 5 N"
                                              << "b"
                                              << "bABab"
                                              << "1 1 0 0 S" << 0 << 4 << "b2 a2" << false;
    QTest::newRow("chain b13: b4 then a1+3=4") << true << "0 0 1 13 N"
                                               << "b"
                                               << "bABabABabABab"
                                               << "3 3 0 0 S" << 0 << 8 << "b4 a4" << false;
    QTest::newRow("chain B29: B8 then A1+7=8, 16 at most")
        << true << "1 29 0 0 S"
        << "B"
        << "BabABabABabABabABabABabABabAB"
        << "0 0 7 7 N" << 16 << 0 << "B8 A8" << false;
    QTest::newRow("chain b29: b8 then a1+7=8") << true << "0 0 1 29 N"
                                               << "b"
                                               << "bABabABabABabABabABabABabABab"
                                               << "7 7 0 0 S" << 0 << 16 << "b8 a8" << false;
    QTest::newRow("chain a29: a8, before it B (South's), b=8 not chained")
        << true << "0 0 29 1 N"
        << "a"
        << "abABabABabABabABabABabABabABa"
        << "7 7 0 8 S" << 0 << 8 << "a8" << false;
    QTest::newRow("chain B5: A=2+1=3 not chained") << true << "2 5 0 1 S"
                                                   << "B"
                                                   << "BabAB"
                                                   << "3 0 1 2 N" << 2 << 0 << "B2" << false;
    QTest::newRow("chain B5: A=9+1=10 not chained") << true << "9 5 0 0 S"
                                                    << "B"
                                                    << "BabAB"
                                                    << "10 0 1 1 N" << 2 << 0 << "B2" << false;
    QTest::newRow("chain B8: last A=2, before it b=2 is North's")
        << true << "0 8 0 0 S"
        << "B"
        << "BabABabA"
        << "0 2 2 2 N" << 2 << 0 << "A2" << false;
    QTest::newRow("chain b8: last a=2, before it B=2 is South's")
        << true << "0 0 0 8 N"
        << "b"
        << "bABabABa"
        << "2 2 0 2 S" << 0 << 2 << "a2" << false;
    QTest::newRow("chain B9: last B=3 no capture, so A=2 stays")
        << true << "0 9 1 0 S"
        << "B"
        << "BabABabAB"
        << "2 3 3 2 N" << 0 << 0 << "" << false;
    QTest::newRow("chain A5: last A=2, before it b (North's)")
        << true << "5 1 0 0 S"
        << "A"
        << "ABabA"
        << "0 2 1 1 N" << 2 << 0 << "A2" << false;
    QTest::newRow("chain A6: B2 then A2") << true << "6 0 1 1 S"
                                          << "A"
                                          << "ABabAB"
                                          << "0 0 2 2 N" << 4 << 0 << "B2 A2" << false;
    QTest::newRow("no chain A6: B2 only") << false << "6 0 1 1 S"
                                          << "A"
                                          << "ABabAB"
                                          << "2 0 2 2 N" << 2 << 0 << "B2" << false;
    QTest::newRow("chain A2: B=2 captured, origin A=1 not")
        << true << "2 1 1 0 S"
        << "A"
        << "AB"
        << "1 0 1 0 N" << 2 << 0 << "B2" << false;

    // The automatic pass: the opponent has no counters after the move.
    QTest::newRow("A2 leaves North empty: pass, South again")
        << false << "2 0 0 0 S"
        << "A"
        << "AB"
        << "1 1 0 0 S" << 0 << 0 << "" << true;
    QTest::newRow("a2 leaves South empty: pass, North again")
        << false << "0 0 2 0 N"
        << "a"
        << "ab"
        << "0 0 1 1 N" << 0 << 0 << "" << true;
    QTest::newRow("A2 into B=4 (5): pass") << false << "2 4 0 0 S"
                                           << "A"
                                           << "AB"
                                           << "1 5 0 0 S" << 0 << 0 << "" << true;
    QTest::newRow("B1 with North empty: pass, board unchanged")
        << false << "1 1 0 0 S"
        << "B"
        << "B"
        << "1 1 0 0 S" << 0 << 0 << "" << true;
    QTest::newRow("A1 with North holding 2: no pass") << false << "1 1 2 0 S"
                                                      << "A"
                                                      << "A"
                                                      << "1 1 2 0 N" << 0 << 0 << "" << false;
}

void TestRules::sowing() {
    QFETCH(bool, chain);
    QFETCH(QString, start);
    QFETCH(QString, pit);
    QFETCH(QString, drops);
    QFETCH(QString, after);
    QFETCH(int, capturedSouth);
    QFETCH(int, capturedNorth);
    QFETCH(QString, captures);
    QFETCH(bool, pass);

    RuleOptions options;
    options.chainCapture = chain;
    const Position before = pos(start);
    const int p = testutil::pit(pit.at(0));
    QCOMPARE(checkMove(before, p), MoveError::None);

    // The same move with nothing captured yet and with counters already captured by both.
    for (const std::array<int, 2> already : {std::array{0, 0}, std::array{10, 12}}) {
        const GameState state{before, already};
        const MoveStory story = sow(state, p, options);
        QCOMPARE(story.mover, before.toMove);
        QCOMPARE(story.pit, p);
        QCOMPARE(story.lifted, before.pits[p]);
        QCOMPARE(letters(story.drops), drops);
        QCOMPARE(story.drops.front(), p); // origin first
        QCOMPARE(letters({story.lastPit()}), drops.right(1));
        QCOMPARE(capturesText(story.captures), captures);
        QCOMPARE(story.capturedCounters(), capturedSouth + capturedNorth);
        QCOMPARE(story.passFollows, pass);
        QCOMPARE(story.end, GameEnd::None);
        QCOMPARE(story.before, state);
        QCOMPARE(str(story.after.position), after);
        QCOMPARE(story.after.captured[0], already[0] + capturedSouth);
        QCOMPARE(story.after.captured[1], already[1] + capturedNorth);
    }
}

void TestRules::captureCounts() {
    // Captures go to the mover's count only, and add up over a game (28 = 8 on board + 20).
    Game g(RuleOptions{}, {pos("2 3 2 1 S"), {10, 10}});
    mustPlay(g, PitA); // A2 -> A1 B3+1=4: South takes 4
    QCOMPARE(str(g.position()), QStringLiteral("1 0 2 1 N"));
    QCOMPARE(g.state().captured, (std::array{14, 10}));
    mustPlay(g, Pita); // a2 -> a1 b1+1=2: North takes 2
    QCOMPARE(str(g.position()), QStringLiteral("1 0 1 0 S"));
    QCOMPARE(g.state().captured, (std::array{14, 12}));
    mustPlay(g, PitA); // A1: 1010N
    QCOMPARE(g.state().captured, (std::array{14, 12}));
    mustPlay(g, Pita); // a1: 1010S again, 2 on the board shared
    QVERIFY(g.isOver());
    QCOMPARE(g.outcome()->finalScore, (std::array{15, 13}));
    QCOMPARE(*g.outcome()->winner, Side::South);
}

void TestRules::gameEnd_data() {
    QTest::addColumn<bool>("chain");
    QTest::addColumn<QString>("start");
    QTest::addColumn<int>("startSouth");
    QTest::addColumn<int>("startNorth");
    QTest::addColumn<QString>("moves"); // the game must be over after the last, not before
    QTest::addColumn<QString>("finalPos");
    QTest::addColumn<GameEnd>("reason");
    QTest::addColumn<int>("scoreSouth");
    QTest::addColumn<int>("scoreNorth");
    QTest::addColumn<QString>("winner");
    QTest::addColumn<bool>("lastPass"); // the last move's pass was made before the repetition

    QTest::newRow("A a: 1111N is new (other side), 1111S repeats the start; 4 shared 2-2")
        << false << "1 1 1 1 S" << 0 << 0 << "Aa"
        << "1 1 1 1 S" << GameEnd::Repetition << 2 << 2 << "-" << false;
    QTest::newRow("B b from 14-10: share 2 each, 16-12 South wins")
        << false << "1 1 1 1 S" << 14 << 10 << "Bb"
        << "1 1 1 1 S" << GameEnd::Repetition << 16 << 12 << "S" << false;
    QTest::newRow("North first, b A: 1111N repeats; 12-16 North wins")
        << false << "1 1 1 1 N" << 10 << 14 << "bA"
        << "1 1 1 1 N" << GameEnd::Repetition << 12 << 16 << "N" << false;
    QTest::newRow("A2 A1 a1 A1: 1111N (ply 1) repeats at ply 3")
        << false << "2 0 1 1 S" << 10 << 14 << "AaA"
        << "1 1 1 1 N" << GameEnd::Repetition << 12 << 16 << "N" << false;
    QTest::newRow("chain b: b2 a2 taken (N 12+4), A1: pass 1100N, 1100S repeats; 11-17")
        << true << "0 0 1 5 N" << 10 << 12 << "bA"
        << "1 1 0 0 S" << GameEnd::Repetition << 11 << 17 << "N" << true;
    QTest::newRow("A1 from 1500S: pass position 1500N new, 1500S repeats the start; 13-15")
        << false << "1 5 0 0 S" << 10 << 12 << "A"
        << "1 5 0 0 S" << GameEnd::Repetition << 13 << 15 << "N" << true;
    QTest::newRow("A2: pass via 1100N to 1100S; A1: the pass position 1100N repeats")
        << false << "2 0 0 0 S" << 12 << 14 << "AA"
        << "1 1 0 0 N" << GameEnd::Repetition << 13 << 15 << "N" << false;
    QTest::newRow("all captured at the start: nothing to share, 16-12")
        << false << "0 0 0 0 S" << 16 << 12 << ""
        << "0 0 0 0 S" << GameEnd::AllCaptured << 16 << 12 << "S" << false;
    QTest::newRow("all captured at the start: 14-14 draw")
        << false << "0 0 0 0 N" << 14 << 14 << ""
        << "0 0 0 0 N" << GameEnd::AllCaptured << 14 << 14 << "-" << false;
}

void TestRules::gameEnd() {
    QFETCH(bool, chain);
    QFETCH(QString, start);
    QFETCH(int, startSouth);
    QFETCH(int, startNorth);
    QFETCH(QString, moves);
    QFETCH(QString, finalPos);
    QFETCH(GameEnd, reason);
    QFETCH(int, scoreSouth);
    QFETCH(int, scoreNorth);
    QFETCH(QString, winner);
    QFETCH(bool, lastPass);

    RuleOptions options;
    options.chainCapture = chain;
    Game g(options, {pos(start), {startSouth, startNorth}});
    for (int i = 0; i < moves.size(); ++i) {
        QVERIFY2(!g.isOver(), qPrintable(QStringLiteral("over before ply %1").arg(i + 1)));
        QVERIFY(!g.outcome());
        const MoveStory story = mustPlay(g, testutil::pit(moves.at(i)));
        const bool last = i + 1 == moves.size();
        QCOMPARE(story.end, last ? reason : GameEnd::None);
    }
    QVERIFY(g.isOver());
    QCOMPARE(g.endReason(), reason);
    QCOMPARE(str(g.position()), finalPos);
    QVERIFY(g.legalMoves().empty());
    if (!g.stories().empty())
        QCOMPARE(g.stories().back().passFollows, lastPass);
    const Outcome o = *g.outcome();
    QCOMPARE(o.reason, reason);
    QCOMPARE(o.finalScore[0], scoreSouth);
    QCOMPARE(o.finalScore[1], scoreNorth);
    const QString w = !o.winner ? QStringLiteral("-") : QString(QLatin1Char(sideLetter(*o.winner)));
    QCOMPARE(w, winner);
}

void TestRules::passHistory() {
    // The position before an automatic pass is a position of the game too.
    Game g(RuleOptions{}, {pos("2 0 0 0 S"), {12, 14}});
    const MoveStory s = mustPlay(g, PitA);
    QVERIFY(s.passFollows);
    QCOMPARE(s.end, GameEnd::None);
    QCOMPARE(g.position().toMove, Side::South);
    QCOMPARE(since(g), positions({"2 0 0 0 S", "1 1 0 0 N", "1 1 0 0 S"}));

    // A capture starts a new segment: only positions after it count.
    RuleOptions chain;
    chain.chainCapture = true;
    Game c(chain, {pos("0 0 1 5 N"), {10, 12}});
    QCOMPARE(since(c), positions({"0 0 1 5 N"}));
    mustPlay(c, Pitb);
    QCOMPARE(since(c), positions({"1 1 0 0 S"}));
    QCOMPARE(c.state().captured, (std::array{10, 16}));
}

void TestRules::startWithPass() {
    // A set-up position whose side to move has nothing starts with the automatic pass.
    Game g(RuleOptions{}, {pos("1 1 0 0 N"), {13, 13}});
    QCOMPARE(str(g.position()), QStringLiteral("1 1 0 0 S"));
    QCOMPARE(since(g), positions({"1 1 0 0 N", "1 1 0 0 S"}));
    QCOMPARE(g.legalMoves(), (std::vector{PitA, PitB}));
    // B1: 1100N again, which is the start's pass position: a repetition there.
    const MoveStory s = mustPlay(g, PitB);
    QCOMPARE(s.end, GameEnd::Repetition);
    QCOMPARE(str(g.position()), QStringLiteral("1 1 0 0 N"));
}

void TestRules::outcome_data() {
    QTest::addColumn<QString>("board");
    QTest::addColumn<int>("south");
    QTest::addColumn<int>("north");
    QTest::addColumn<GameEnd>("reason");
    QTest::addColumn<int>("scoreSouth");
    QTest::addColumn<int>("scoreNorth");
    QTest::addColumn<QString>("winner");

    QTest::newRow("4 on board, 12-12: 14-14 draw")
        << "1 1 1 1 S" << 12 << 12 << GameEnd::Repetition << 14 << 14 << "-";
    QTest::newRow("6 on board, 10-12: 13-15 North")
        << "4 0 2 0 N" << 10 << 12 << GameEnd::Repetition << 13 << 15 << "N";
    QTest::newRow("share ignores whose side holds them: 20 on South's side, 4-4: 14-14")
        << "10 10 0 0 N" << 4 << 4 << GameEnd::Repetition << 14 << 14 << "-";
    QTest::newRow("28 on board, nothing captured: 14-14")
        << "7 7 7 7 S" << 0 << 0 << GameEnd::Repetition << 14 << 14 << "-";
    QTest::newRow("2 on board, 16-10: 17-11 South")
        << "0 0 1 1 S" << 16 << 10 << GameEnd::Repetition << 17 << 11 << "S";
    QTest::newRow("empty board, 18-10: South")
        << "0 0 0 0 S" << 18 << 10 << GameEnd::AllCaptured << 18 << 10 << "S";
}

void TestRules::outcome() {
    QFETCH(QString, board);
    QFETCH(int, south);
    QFETCH(int, north);
    QFETCH(GameEnd, reason);
    QFETCH(int, scoreSouth);
    QFETCH(int, scoreNorth);
    QFETCH(QString, winner);
    const Outcome o = outcomeOf({pos(board), {south, north}}, reason);
    QCOMPARE(o.reason, reason);
    QCOMPARE(o.finalScore[0], scoreSouth);
    QCOMPARE(o.finalScore[1], scoreNorth);
    const QString w = !o.winner ? QStringLiteral("-") : QString(QLatin1Char(sideLetter(*o.winner)));
    QCOMPARE(w, winner);
}

void TestRules::northFirst() {
    RuleOptions options;
    options.firstToMove = Side::North;
    Game g(options);
    QCOMPARE(str(g.position()), QStringLiteral("7 7 7 7 N"));
    QCOMPARE(g.legalMoves(), (std::vector{Pita, Pitb}));
    QCOMPARE(g.check(PitA), MoveError::WrongSide);
    mustPlay(g, Pita); // a7 -> a2 b9 A9 B8
    QCOMPARE(str(g.position()), QStringLiteral("9 8 2 9 S"));

    Game south{RuleOptions{}};
    QCOMPARE(str(south.position()), QStringLiteral("7 7 7 7 S"));
    QCOMPARE(south.legalMoves(), (std::vector{PitA, PitB}));
}

void TestRules::refused_data() {
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<int>("pit");
    QTest::addColumn<MoveError>("error");

    QTest::newRow("South to move, a") << "7 7 7 7 S"
                                      << "" << Pita << MoveError::WrongSide;
    QTest::newRow("South to move, b") << "7 7 7 7 S"
                                      << "" << Pitb << MoveError::WrongSide;
    QTest::newRow("North to move, A") << "7 7 7 7 N"
                                      << "" << PitA << MoveError::WrongSide;
    QTest::newRow("North to move, B") << "7 7 7 7 N"
                                      << "" << PitB << MoveError::WrongSide;
    QTest::newRow("A empty") << "0 2 1 1 S"
                             << "" << PitA << MoveError::EmptyPit;
    QTest::newRow("a empty") << "1 1 0 2 N"
                             << "" << Pita << MoveError::EmptyPit;
    QTest::newRow("b empty") << "1 1 2 0 N"
                             << "" << Pitb << MoveError::EmptyPit;
    QTest::newRow("pit -1") << "7 7 7 7 S"
                            << "" << -1 << MoveError::UnknownPit;
    QTest::newRow("pit 4") << "7 7 7 7 S"
                           << "" << 4 << MoveError::UnknownPit;
    QTest::newRow("pit INT_MAX") << "7 7 7 7 S"
                                 << "" << INT_MAX << MoveError::UnknownPit;
    QTest::newRow("pit INT_MIN") << "7 7 7 7 N"
                                 << "" << INT_MIN << MoveError::UnknownPit;
    QTest::newRow("over after A a") << "1 1 1 1 S"
                                    << "Aa" << PitA << MoveError::GameOver;
    QTest::newRow("over: even an unknown pit") << "1 1 1 1 S"
                                               << "Aa" << 7 << MoveError::GameOver;
    QTest::newRow("over: all captured") << "0 0 0 0 S"
                                        << "" << PitA << MoveError::GameOver;
}

void TestRules::refused() {
    QFETCH(QString, start);
    QFETCH(QString, moves);
    QFETCH(int, pit);
    QFETCH(MoveError, error);

    Game g(RuleOptions{}, {pos(start), {0, 0}});
    for (QChar m : moves)
        mustPlay(g, testutil::pit(m));
    // Something to redo, so that we see a refused move does not throw it away.
    if (!g.isOver() && !g.legalMoves().empty()) {
        mustPlay(g, g.legalMoves().front());
        QVERIFY(g.undo());
    }
    const Snapshot before = snapshot(g);
    const std::size_t stories = g.stories().size();
    QCOMPARE(g.check(pit), error);
    const auto result = g.play(pit);
    QVERIFY(std::holds_alternative<MoveError>(result));
    QCOMPARE(std::get<MoveError>(result), error);
    QVERIFY(snapshot(g) == before);
    QCOMPARE(g.stories().size(), stories);
}

void TestRules::undoRedoRestoresStates() {
    // A long game with captures; every undo gives back the exact earlier state and history.
    Game g{RuleOptions{}};
    std::vector<Snapshot> snaps{snapshot(g)};
    std::vector<MoveStory> stories;
    int captures = 0;
    std::mt19937 random(7);
    while (!g.isOver() && g.plies() < 200) {
        const std::vector<int> legal = g.legalMoves();
        const MoveStory s = mustPlay(g, legal[random() % legal.size()]);
        captures += !s.captures.empty();
        stories.push_back(s);
        snaps.push_back(snapshot(g));
    }
    QVERIFY(g.isOver());
    QVERIFY(captures >= 3);
    QVERIFY(!g.canRedo());
    for (std::size_t i = stories.size(); i-- > 0;) {
        const auto undone = g.undo();
        QVERIFY(undone);
        QCOMPARE(undone->pit, stories[i].pit);
        QCOMPARE(undone->after, stories[i].after);
        Snapshot expected = snaps[i];
        expected.canRedo = true;
        QVERIFY2(snapshot(g) == expected, qPrintable(QStringLiteral("after undo to %1").arg(i)));
    }
    QVERIFY(!g.undo());
    for (std::size_t i = 0; i < stories.size(); ++i) {
        const auto redone = g.redo();
        QVERIFY(redone);
        QCOMPARE(redone->pit, stories[i].pit);
        QCOMPARE(redone->drops, stories[i].drops);
        QCOMPARE(redone->after, stories[i].after);
        QCOMPARE(redone->end, stories[i].end);
        QCOMPARE(redone->passFollows, stories[i].passFollows);
        Snapshot expected = snaps[i + 1];
        expected.canRedo = i + 1 < stories.size();
        QVERIFY2(snapshot(g) == expected, qPrintable(QStringLiteral("after redo to %1").arg(i)));
    }
    QVERIFY(!g.redo());
    QCOMPARE(g.moves().size(), stories.size());
}

void TestRules::undoForgetsUndonePositions() {
    RuleOptions one;
    one.countersPerPit = 1;
    Game g(one);
    mustPlay(g, PitA); // 1111N
    QVERIFY(g.undo());
    QVERIFY(g.canRedo());
    // B1 reaches 1111N again, but that visit was taken back: no repetition.
    QCOMPARE(mustPlay(g, PitB).end, GameEnd::None);
    QVERIFY(!g.canRedo()); // a new move drops the redo list
    QCOMPARE(since(g), positions({"1 1 1 1 S", "1 1 1 1 N"}));
    // a1 gives 1111S, the start: a repetition.
    QCOMPARE(mustPlay(g, Pita).end, GameEnd::Repetition);

    // Undo the ending move: the game goes on; redo ends it again.
    QVERIFY(g.undo());
    QVERIFY(!g.isOver());
    QCOMPARE(g.redo()->end, GameEnd::Repetition);
    QVERIFY(g.isOver());
}

void TestRules::undoCaptureRestoresSegment() {
    // B5 from 1511S captures B2 (a new segment); after undoing it, the start counts again.
    Game g(RuleOptions{}, {pos("1 5 1 1 S"), {10, 10}});
    const MoveStory cap = mustPlay(g, PitB);
    QCOMPARE(capturesText(cap.captures), QStringLiteral("B2"));
    QCOMPARE(str(g.position()), QStringLiteral("2 0 2 2 N"));
    QCOMPARE(since(g), positions({"2 0 2 2 N"}));
    QVERIFY(g.undo());
    QCOMPARE(g.state(), (GameState{pos("1 5 1 1 S"), {10, 10}}));
    QCOMPARE(since(g), positions({"1 5 1 1 S"}));
    QCOMPARE(mustPlay(g, PitA).end, GameEnd::None);          // 1511N
    QCOMPARE(mustPlay(g, Pita).end, GameEnd::Repetition);    // 1511S: the start again
    QCOMPARE(g.outcome()->finalScore, (std::array{14, 14})); // 8 on the board shared
    QVERIFY(!g.outcome()->winner);
}

void TestRules::undoGameEnd() {
    // After a repetition nothing is legal; undo makes the game playable, a new move replaces it.
    RuleOptions one;
    one.countersPerPit = 1;
    Game g(one);
    mustPlay(g, PitA);
    mustPlay(g, Pita);
    QVERIFY(g.isOver());
    QCOMPARE(g.play(PitB).index(), std::size_t{1});
    QVERIFY(g.undo());
    QCOMPARE(g.legalMoves(), (std::vector{Pita, Pitb}));
    QCOMPARE(mustPlay(g, Pitb).end, GameEnd::Repetition); // b1 also gives 1111S
    QCOMPARE(g.moves(), (std::vector{PitA, Pitb}));
}

QTEST_APPLESS_MAIN(TestRules)
#include "tst_rules.moc"
