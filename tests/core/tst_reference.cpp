// SPDX-License-Identifier: GPL-3.0-or-later
// The core against an independent reference written from RULES.md alone (reference_rules.h,
// reference_solver.h): every rule over every small position and over long random games, and
// every solver value (no history, with history, the start and every first move) for 1-7
// counters per pit, chain capture off and on, both first players; and every move's value along
// random games of 1-12 per pit, history included (moves back to the oldest position too). The
// reference proves its own values for the real repetition rule, so agreement means the core's
// values are exact.
#include "core/game.h"
#include "core/solver.h"
#include "reference_literal_search.h"
#include "reference_solver.h"

#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <algorithm>
#include <numeric>
#include <random>

using namespace tihbat;

namespace {

// The only bridge between the two implementations: the same pit counts and side to move.
Position toCore(const reference::Board &b) {
    Position p;
    p.pits = {b.pits[0][0], b.pits[0][1], b.pits[1][0], b.pits[1][1]};
    p.toMove = b.mover == 0 ? Side::South : Side::North;
    return p;
}
int toCore(reference::Spot s) {
    return s.row * 2 + s.col; // A, B, a, b
}
reference::Board fromCounts(int A, int B, int a, int b, int mover) {
    reference::Board board;
    board.pits[0][0] = A;
    board.pits[0][1] = B;
    board.pits[1][0] = a;
    board.pits[1][1] = b;
    board.mover = mover;
    return board;
}
QString text(const reference::Board &b) {
    return QStringLiteral("%1 %2 %3 %4 %5")
        .arg(b.pits[0][0])
        .arg(b.pits[0][1])
        .arg(b.pits[1][0])
        .arg(b.pits[1][1])
        .arg(b.mover == 0 ? u'S' : u'N');
}

// The most counters a board can hold: 12 per pit, the largest start RULES.md allows.
constexpr int MaxTotal = 4 * 12;

// Solved once per chain option for every total a game can have.
reference::Solver &referenceSolver(bool chain) {
    static reference::Solver off(false, MaxTotal);
    static reference::Solver on(true, MaxTotal);
    return chain ? on : off;
}

std::vector<Position> coreHistory(const reference::Referee &game) {
    std::vector<Position> out;
    for (const reference::Board &b : game.sinceCapture())
        out.push_back(toCore(b));
    return out;
}

GameEnd toCore(reference::Ending e) {
    switch (e) {
    case reference::Ending::Running:
        return GameEnd::None;
    case reference::Ending::AllCaptured:
        return GameEnd::AllCaptured;
    case reference::Ending::Repetition:
        return GameEnd::Repetition;
    }
    return GameEnd::None;
}

} // namespace

// Rows of random games per rule set (counters per pit, chain option) in movesWithHistory: half
// played at random to the end, half quiet prefixes (moves that neither capture nor end the game
// preferred) that build long histories, cut after QuietPlies moves.
constexpr int GamesPerRuleSet = 4;
constexpr int HistoryRows = 12 * 2 * GamesPerRuleSet;
constexpr int QuietPlies = 60;
// Positions the literal search (reference_literal_search.h) may visit for one value.
constexpr long LiteralBudget = 3000;

// What the rows of movesWithHistory met, added up for the check after the last row.
struct HistoryTally {
    int rows = 0;
    long positions = 0;
    long moves = 0;
    long returnsToEarlier = 0;   // moves back to a position since the last capture: game over
    long returnsToOldest = 0;    // the same to the oldest of two or more such positions
    long historyChangesMove = 0; // moves whose value the positions since the capture change
    long rowsWithOldest = 0;     // rows with a move back to the oldest position
    long literal = 0;            // values the literal search settled, all equal to the reference's
    long literalWithHistory = 0; // of which the history changes the value
};

class TestReference : public QObject {
    Q_OBJECT
    HistoryTally m_tally;

private slots:
    void referenceRulesFollowTheText();
    void referenceValuesAreProved_data();
    void referenceValuesAreProved();
    void everyMoveOfEverySmallPosition_data();
    void everyMoveOfEverySmallPosition();
    void randomGamesFollowTheRules();
    void everyPositionValue_data();
    void everyPositionValue();
    void startAndEveryFirstMove_data();
    void startAndEveryFirstMove();
    void valuesWithHistory_data();
    void valuesWithHistory();
    void movesWithHistory_data();
    void movesWithHistory();
    void movesWithHistoryReachTheOldestPosition();
    void readmeHeadlineIsTheReferenceValue();
};

// The reference itself, on the examples RULES.md spells out.
void TestReference::referenceRulesFollowTheText() {
    using namespace reference;
    // n counters from pit p end n-1 steps after p; the origin gets every fourth drop.
    const Sowing seven = sowFrom(fromCounts(7, 7, 7, 7, 0), {0, 0}, false);
    QCOMPARE(seven.drops.size(), std::size_t{7});
    QCOMPARE(letterOf(seven.drops.front()), 'A');
    QCOMPARE(letterOf(seven.drops.back()), 'a');
    QCOMPARE(seven.after, fromCounts(2, 9, 9, 8, 1));
    QCOMPARE(seven.captured, 0); // last counter on North's side: no capture
    // One counter: lifted and put straight back, the board unchanged.
    QCOMPARE(sowFrom(fromCounts(1, 0, 3, 0, 0), {0, 0}, false).after, fromCounts(1, 0, 3, 0, 1));
    // Last counter makes 2 in the mover's own pit: captured.
    const Sowing two = sowFrom(fromCounts(2, 1, 0, 3, 0), {0, 0}, false);
    QCOMPARE(two.captured, 2);
    QCOMPARE(two.after, fromCounts(1, 0, 0, 3, 1));
    // 3 is odd, 10 is more than 8: no capture.
    QCOMPARE(sowFrom(fromCounts(2, 2, 0, 3, 0), {0, 0}, false).captured, 0);
    QCOMPARE(sowFrom(fromCounts(2, 9, 0, 3, 0), {0, 0}, false).captured, 0);
    // Chain: the pit sown just before the last, if the mover's and even 2..8, goes too.
    const Sowing chained = sowFrom(fromCounts(0, 3, 1, 5, 1), {1, 1}, true); // b A B a b
    QCOMPARE(letterOf(chained.drops.back()), 'b');
    QCOMPARE(chained.captured, 4); // b makes 2, a (sown just before) 2: both taken
    QCOMPARE(chained.after, fromCounts(1, 4, 0, 0, 0));
    QCOMPARE(sowFrom(fromCounts(0, 3, 1, 5, 1), {1, 1}, false).captured, 2);
    // North sows 6 from a: a b A B a b; b makes 2 (captured) and a, sown just before, 2 too.
    const Sowing chain3 = sowFrom(fromCounts(0, 0, 6, 0, 1), {1, 0}, true);
    QCOMPARE(letterOf(chain3.drops.back()), 'b');
    QCOMPARE(chain3.after, fromCounts(1, 1, 0, 0, 0));
    QCOMPARE(chain3.captured, 4);
    QCOMPARE(sowFrom(fromCounts(0, 0, 6, 0, 1), {1, 0}, false).captured, 2);
    // A repeated position ends the game; the board is shared.
    Referee r(fromCounts(1, 1, 1, 1, 0), false);
    QVERIFY(r.play({0, 0}));
    QCOMPARE(r.ending(), Ending::Running);
    QVERIFY(r.play({1, 0}));
    QCOMPARE(r.ending(), Ending::Repetition);
    QCOMPARE(r.finalScore(), (std::array<int, 2>{2, 2}));
    QVERIFY(!r.play({0, 0}));
}

void TestReference::referenceValuesAreProved_data() {
    QTest::addColumn<bool>("chain");
    QTest::newRow("single capture") << false;
    QTest::newRow("chain capture") << true;
}

void TestReference::referenceValuesAreProved() {
    QFETCH(bool, chain);
    QElapsedTimer timer;
    timer.start();
    reference::Solver &solver = referenceSolver(chain);
    QVERIFY2(solver.failure().empty(), solver.failure().c_str());
    qInfo("reference tables up to %d counters, chain %d: %lld ms (0 if already built)", MaxTotal,
          chain, static_cast<long long>(timer.elapsed()));
}

void TestReference::everyMoveOfEverySmallPosition_data() {
    QTest::addColumn<bool>("chain");
    QTest::newRow("single capture") << false;
    QTest::newRow("chain capture") << true;
}

// Every position with up to 32 counters, every pit: legality, sowing, captures, the pass.
void TestReference::everyMoveOfEverySmallPosition() {
    QFETCH(bool, chain);
    RuleOptions options;
    options.chainCapture = chain;
    long moves = 0;
    long captures = 0;
    long passes = 0;
    for (int total = 0; total <= 32; ++total)
        for (int A = 0; A <= total; ++A)
            for (int B = 0; A + B <= total; ++B)
                for (int a = 0; A + B + a <= total; ++a)
                    for (int mover = 0; mover < 2; ++mover) {
                        const reference::Board ref = fromCounts(A, B, a, total - A - B - a, mover);
                        const Position p = toCore(ref);
                        const std::vector<reference::Spot> refMoves = reference::movesOf(ref);
                        std::vector<int> expected;
                        for (reference::Spot s : refMoves)
                            expected.push_back(toCore(s));
                        if (legalMoves(p) != expected)
                            QFAIL(qPrintable(
                                QStringLiteral("legal moves differ at %1").arg(text(ref))));
                        QCOMPARE(mustPass(p), refMoves.empty() && total > 0);
                        for (reference::Spot s : refMoves) {
                            ++moves;
                            const reference::Sowing want = reference::sowFrom(ref, s, chain);
                            const GameState before{p, {2, 4}};
                            const MoveStory got = sow(before, toCore(s), options);
                            const QString where = QStringLiteral("%1 pit %2")
                                                      .arg(text(ref))
                                                      .arg(reference::letterOf(s));
                            std::vector<int> drops;
                            for (reference::Spot d : want.drops)
                                drops.push_back(toCore(d));
                            QVERIFY2(got.drops == drops, qPrintable(where));
                            QVERIFY2(static_cast<int>(got.captures.size()) ==
                                         static_cast<int>(want.taken.size()),
                                     qPrintable(where));
                            for (std::size_t i = 0; i < want.taken.size(); ++i)
                                QVERIFY2(got.captures[i].pit == toCore(want.taken[i]),
                                         qPrintable(where));
                            QVERIFY2(got.capturedCounters() == want.captured, qPrintable(where));
                            std::array<int, 2> captured{2, 4};
                            captured[mover] += want.captured;
                            QVERIFY2(got.after.captured == captured, qPrintable(where));
                            reference::Board after = want.after;
                            const bool pass = after.total() > 0 && after.rowTotal(after.mover) == 0;
                            if (pass)
                                after.mover = 1 - after.mover;
                            QVERIFY2(got.after.position == toCore(after), qPrintable(where));
                            QVERIFY2(got.passFollows == pass, qPrintable(where));
                            QVERIFY2((got.end == GameEnd::AllCaptured) == (after.total() == 0),
                                     qPrintable(where));
                            captures += want.captured > 0;
                            passes += pass;
                        }
                    }
    qInfo("%ld moves, %ld captures, %ld passes", moves, captures, passes);
    QVERIFY(captures > 0 && passes > 0);
}

// Long random games, from the start and from random set-up positions, for every option: the
// core game and the reference referee in lockstep, compared after every move.
void TestReference::randomGamesFollowTheRules() {
    std::mt19937 random(20261201);
    long plies = 0;
    long repetitions = 0;
    long allCaptured = 0;
    for (int perPit = 1; perPit <= 12; ++perPit)
        for (bool chain : {false, true})
            for (int first = 0; first < 2; ++first)
                for (int game = 0; game < 60; ++game) {
                    RuleOptions options;
                    options.countersPerPit = perPit;
                    options.chainCapture = chain;
                    options.firstToMove = first == 0 ? Side::South : Side::North;
                    reference::Board start = fromCounts(perPit, perPit, perPit, perPit, first);
                    std::array<int, 2> captured{0, 0};
                    if (game % 3 == 2) {
                        // A set-up position: some captured, the rest spread at random.
                        const int taken =
                            2 * std::uniform_int_distribution<int>(0, 2 * perPit - 1)(random);
                        const int left = 4 * perPit - taken;
                        std::uniform_int_distribution<int> pit(0, 3);
                        start = fromCounts(0, 0, 0, 0, first);
                        for (int i = 0; i < left; ++i) {
                            const int k = pit(random);
                            ++start.pits[k / 2][k % 2];
                        }
                        const int south = 2 * (taken / 4); // captures are even
                        captured = {south, taken - south};
                    }
                    reference::Referee ref(start, chain, captured);
                    Game core(options, GameState{toCore(start), captured});
                    for (int ply = 0;; ++ply) {
                        const QString where = QStringLiteral("%1/pit chain %2 game %3 ply %4")
                                                  .arg(perPit)
                                                  .arg(chain)
                                                  .arg(game)
                                                  .arg(ply);
                        QVERIFY2(core.position() == toCore(ref.board()), qPrintable(where));
                        QVERIFY2(core.state().captured == ref.captured(), qPrintable(where));
                        QVERIFY2(core.endReason() == toCore(ref.ending()), qPrintable(where));
                        if (ref.ending() == reference::Ending::Running) {
                            const std::span<const Position> seen = core.positionsSinceCapture();
                            QVERIFY2(std::vector<Position>(seen.begin(), seen.end()) ==
                                         coreHistory(ref),
                                     qPrintable(where));
                        }
                        std::vector<int> expected;
                        for (reference::Spot s : ref.moves())
                            expected.push_back(toCore(s));
                        QVERIFY2(core.legalMoves() == expected, qPrintable(where));
                        if (ref.ending() != reference::Ending::Running) {
                            const std::optional<Outcome> o = core.outcome();
                            QVERIFY2(o && o->finalScore == ref.finalScore(), qPrintable(where));
                            for (int pit = 0; pit < PitCount; ++pit)
                                QVERIFY2(core.check(pit) == MoveError::GameOver, qPrintable(where));
                            repetitions += ref.ending() == reference::Ending::Repetition;
                            allCaptured += ref.ending() == reference::Ending::AllCaptured;
                            break;
                        }
                        QVERIFY2(ply < 10000, qPrintable(where + QStringLiteral(": no end")));
                        const auto k = std::uniform_int_distribution<std::size_t>(
                            0, expected.size() - 1)(random);
                        QVERIFY(ref.play(ref.moves()[k]));
                        const auto result = core.play(expected[k]);
                        QVERIFY2(std::holds_alternative<MoveStory>(result), qPrintable(where));
                        QVERIFY2(std::get<MoveStory>(result).passFollows == ref.passedLast() ||
                                     ref.ending() == reference::Ending::Repetition,
                                 qPrintable(where));
                        ++plies;
                    }
                }
    qInfo("%ld plies, %ld repetitions, %ld all captured", plies, repetitions, allCaptured);
    // No move can empty the board (the first counter goes back), so every game here ends by
    // repetition; the all-captured ending is still compared on every move above.
    QVERIFY(repetitions > 0);
}

void TestReference::everyPositionValue_data() {
    QTest::addColumn<bool>("chain");
    QTest::newRow("single capture") << false;
    QTest::newRow("chain capture") << true;
}

// The value of every position with up to 28 counters and no history.
void TestReference::everyPositionValue() {
    QFETCH(bool, chain);
    reference::Solver &ref = referenceSolver(chain);
    QVERIFY2(ref.failure().empty(), ref.failure().c_str());
    const std::shared_ptr<const Solver> core = sharedSolver(chain);
    long checked = 0;
    for (int total = 0; total <= 28; ++total)
        for (int A = 0; A <= total; ++A)
            for (int B = 0; A + B <= total; ++B)
                for (int a = 0; A + B + a <= total; ++a)
                    for (int mover = 0; mover < 2; ++mover) {
                        const reference::Board b = fromCounts(A, B, a, total - A - B - a, mover);
                        const int want = ref.futureValue(b);
                        const int got = core->futureValue(toCore(b));
                        if (got != want)
                            QFAIL(qPrintable(QStringLiteral("%1: core %2, reference %3")
                                                 .arg(text(b))
                                                 .arg(got)
                                                 .arg(want)));
                        ++checked;
                    }
    QCOMPARE(checked, 2L * 35960); // 2 * C(32, 4) positions of total 0..28
}

void TestReference::startAndEveryFirstMove_data() {
    QTest::addColumn<int>("perPit");
    QTest::addColumn<bool>("chain");
    QTest::addColumn<int>("first");
    for (int perPit = 1; perPit <= 7; ++perPit)
        for (bool chain : {false, true})
            for (int first = 0; first < 2; ++first)
                QTest::addRow("%d per pit, chain %s, %s first", perPit, chain ? "on" : "off",
                              first == 0 ? "South" : "North")
                    << perPit << chain << first;
}

// The headline values: the start and the value after each first move, history included.
void TestReference::startAndEveryFirstMove() {
    QFETCH(int, perPit);
    QFETCH(bool, chain);
    QFETCH(int, first);
    reference::Solver &ref = referenceSolver(chain);
    QVERIFY2(ref.failure().empty(), ref.failure().c_str());
    const reference::Board start = fromCounts(perPit, perPit, perPit, perPit, first);

    RuleOptions options;
    options.countersPerPit = perPit;
    options.chainCapture = chain;
    options.firstToMove = first == 0 ? Side::South : Side::North;
    const Game game(options);
    const PositionAnalysis analysis = sharedSolver(chain)->analyse(game);

    const reference::Referee atStart(start, chain);
    QCOMPARE(analysis.value, ref.value(atStart));
    QCOMPARE(analysis.value, ref.futureValue(start));
    const std::vector<reference::Spot> moves = atStart.moves();
    QCOMPARE(analysis.moveValues.size(), moves.size());
    for (std::size_t i = 0; i < moves.size(); ++i) {
        reference::Referee after = atStart;
        QVERIFY(after.play(moves[i]));
        QCOMPARE(analysis.moveValues[i].pit, toCore(moves[i]));
        QCOMPARE(analysis.moveValues[i].value, ref.value(after));
    }
    QVERIFY2(ref.failure().empty(), ref.failure().c_str());
    if (perPit == 7 && !chain && first == 0)
        qInfo("default game: value %d", analysis.value);
}

void TestReference::valuesWithHistory_data() {
    QTest::addColumn<bool>("chain");
    QTest::newRow("single capture") << false;
    QTest::newRow("chain capture") << true;
}

// Random games of 1-7 per pit: at every position the value with the game's history, and the
// value of every move there.
void TestReference::valuesWithHistory() {
    QFETCH(bool, chain);
    reference::Solver &ref = referenceSolver(chain);
    const std::shared_ptr<const Solver> core = sharedSolver(chain);
    std::mt19937 random(chain ? 7 : 11);
    long checked = 0;
    long differFromPlain = 0;
    long movesDifferFromPlain = 0;
    for (int perPit = 1; perPit <= 7; ++perPit)
        for (int first = 0; first < 2; ++first)
            for (int game = 0; game < 12; ++game) {
                reference::Referee r(fromCounts(perPit, perPit, perPit, perPit, first), chain);
                while (r.ending() == reference::Ending::Running) {
                    const std::vector<Position> history = coreHistory(r);
                    const GameState state{history.back(), r.captured()};
                    const int want = ref.value(r);
                    const int got = core->value(state, history);
                    if (got != want)
                        QFAIL(qPrintable(QStringLiteral("%1 per pit, game %2 at %3 (%4 seen): "
                                                        "core %5, reference %6")
                                             .arg(perPit)
                                             .arg(game)
                                             .arg(text(r.board()))
                                             .arg(history.size())
                                             .arg(got)
                                             .arg(want)));
                    const std::array<int, 2> c = r.captured();
                    differFromPlain += want != c[0] - c[1] + ref.futureValue(r.board());
                    ++checked;
                    // Every move's value there, the history included.
                    const std::vector<reference::Spot> moves = r.moves();
                    const std::vector<MoveValue> coreMoves = core->moveValues(state, history);
                    QCOMPARE(coreMoves.size(), moves.size());
                    for (std::size_t i = 0; i < moves.size(); ++i) {
                        reference::Referee after = r;
                        QVERIFY(after.play(moves[i]));
                        const int wantMove = ref.value(after);
                        if (coreMoves[i].pit != toCore(moves[i]) || coreMoves[i].value != wantMove)
                            QFAIL(qPrintable(QStringLiteral("%1 per pit, game %2 at %3, move %4: "
                                                            "core %5, reference %6")
                                                 .arg(perPit)
                                                 .arg(game)
                                                 .arg(text(r.board()))
                                                 .arg(reference::letterOf(moves[i]))
                                                 .arg(coreMoves[i].value)
                                                 .arg(wantMove)));
                        movesDifferFromPlain += after.ending() == reference::Ending::Running &&
                                                wantMove != after.captured()[0] -
                                                                after.captured()[1] +
                                                                ref.futureValue(after.board());
                    }
                    QVERIFY(r.play(moves[std::uniform_int_distribution<std::size_t>(
                        0, moves.size() - 1)(random)]));
                }
            }
    QVERIFY2(ref.failure().empty(), ref.failure().c_str());
    qInfo("%ld positions with history, %ld where history changes the value, %ld move values "
          "changed by history",
          checked, differFromPlain, movesDifferFromPlain);
    QVERIFY(differFromPlain > 0);
    QVERIFY(movesDifferFromPlain > 0);
}

void TestReference::movesWithHistory_data() {
    QTest::addColumn<int>("perPit");
    QTest::addColumn<bool>("chain");
    QTest::addColumn<int>("first");
    QTest::addColumn<unsigned>("seed");
    QTest::addColumn<bool>("quiet");
    for (int perPit = 1; perPit <= 12; ++perPit)
        for (bool chain : {false, true})
            for (int game = 0; game < GamesPerRuleSet; ++game) {
                const bool quiet = game >= GamesPerRuleSet / 2;
                QTest::addRow("%d per pit, chain %s, %s game %d", perPit, chain ? "on" : "off",
                              quiet ? "quiet" : "random", game)
                    << perPit << chain << game % 2
                    << static_cast<unsigned>(20261201 + 100 * perPit + 10 * chain + game) << quiet;
            }
}

// A random game from the start: at every position along it (every prefix of the game, its
// history since the last capture included) the core's value and its value of every move,
// through the Game the program uses, against the reference's own values with that history.
// Every move is checked, so the moves back to an earlier position (which end the game with
// the board shared) are met wherever they are legal, not only when the game happens to end.
void TestReference::movesWithHistory() {
    QFETCH(int, perPit);
    QFETCH(bool, chain);
    QFETCH(int, first);
    QFETCH(unsigned, seed);
    QFETCH(bool, quiet);
    reference::Solver &ref = referenceSolver(chain);
    QVERIFY2(ref.failure().empty(), ref.failure().c_str());
    const std::shared_ptr<const Solver> core = sharedSolver(chain);
    std::mt19937 random(seed);
    RuleOptions options;
    options.countersPerPit = perPit;
    options.chainCapture = chain;
    options.firstToMove = first == 0 ? Side::South : Side::North;
    Game game(options);
    reference::Referee r(fromCounts(perPit, perPit, perPit, perPit, first), chain);
    HistoryTally row;
    reference::LiteralSearch literal(ref, LiteralBudget);
    for (int ply = 0; r.ending() == reference::Ending::Running && !(quiet && ply == QuietPlies);
         ++ply) {
        const std::vector<reference::Board> &history = r.sinceCapture();
        const QString where = QStringLiteral("ply %1 at %2 (%3 since the last capture)")
                                  .arg(ply)
                                  .arg(text(r.board()))
                                  .arg(history.size());
        const std::span<const Position> seen = game.positionsSinceCapture();
        QVERIFY2(std::vector<Position>(seen.begin(), seen.end()) == coreHistory(r),
                 qPrintable(where));
        const std::vector<reference::Spot> moves = r.moves();
        const std::vector<int> want = ref.moveValues(r);
        const PositionAnalysis got = core->analyse(game);
        QVERIFY2(got.moveValues.size() == moves.size(), qPrintable(where));
        std::vector<std::size_t> quietMoves;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            if (got.moveValues[i].pit != toCore(moves[i]) || got.moveValues[i].value != want[i])
                QFAIL(qPrintable(QStringLiteral("%1, move %2: core %3, reference %4")
                                     .arg(where)
                                     .arg(reference::letterOf(moves[i]))
                                     .arg(got.moveValues[i].value)
                                     .arg(want[i])));
            ++row.moves;
            reference::Referee after = r;
            QVERIFY(after.play(moves[i]));
            if (after.ending() == reference::Ending::Repetition) {
                ++row.returnsToEarlier;
                // The board is shared equally: captures take 2, 4, 6 or 8 from an even total.
                QVERIFY2(after.board().total() % 2 == 0, qPrintable(where));
                row.returnsToOldest += after.repeatedIndex() == 0 && history.size() > 1;
            } else if (after.ending() == reference::Ending::Running &&
                       after.captured() == r.captured()) {
                quietMoves.push_back(i);
                const int future = want[i] - (r.captured()[0] - r.captured()[1]);
                const bool historyCounts = future != ref.futureValue(after.board());
                row.historyChangesMove += historyCounts;
                // The same value by the rule's letter, where a search of every line can tell.
                if (const std::optional<int> v = literal.futureValue(after.sinceCapture())) {
                    QVERIFY2(*v == future, qPrintable(QStringLiteral("%1, move %2: literal %3, "
                                                                     "reference %4")
                                                          .arg(where)
                                                          .arg(reference::letterOf(moves[i]))
                                                          .arg(*v)
                                                          .arg(future)));
                    ++row.literal;
                    row.literalWithHistory += historyCounts;
                }
            }
        }
        // The position is worth its best move: the core's value of the position (its own path,
        // from the history) and of its analysis both.
        const int best = *std::ranges::max_element(
            want, [&](int x, int y) { return r.board().mover == 0 ? x < y : x > y; });
        QVERIFY2(core->value(game) == best, qPrintable(where));
        QVERIFY2(got.value == best, qPrintable(where));
        ++row.positions;
        std::vector<std::size_t> pool(moves.size());
        std::iota(pool.begin(), pool.end(), std::size_t{0});
        if (quiet && !quietMoves.empty())
            pool = quietMoves;
        const std::size_t k =
            pool[std::uniform_int_distribution<std::size_t>(0, pool.size() - 1)(random)];
        QVERIFY(r.play(moves[k]));
        QVERIFY2(std::holds_alternative<MoveStory>(game.play(toCore(moves[k]))), qPrintable(where));
    }
    QVERIFY2(ref.failure().empty(), ref.failure().c_str());
    if (r.ending() != reference::Ending::Running) {
        const std::optional<Outcome> outcome = game.outcome();
        QVERIFY(outcome && outcome->finalScore == r.finalScore());
        QCOMPARE(core->value(game), ref.value(r));
        // The move that ended it (a repetition: no move empties the board) was checked too.
        QVERIFY(row.returnsToEarlier > 0);
    }
    ++m_tally.rows;
    m_tally.positions += row.positions;
    m_tally.moves += row.moves;
    m_tally.returnsToEarlier += row.returnsToEarlier;
    m_tally.returnsToOldest += row.returnsToOldest;
    m_tally.historyChangesMove += row.historyChangesMove;
    m_tally.rowsWithOldest += row.returnsToOldest > 0;
    m_tally.literal += row.literal;
    m_tally.literalWithHistory += row.literalWithHistory;
}

// The rows above must have met the hard case, not only passed by it.
void TestReference::movesWithHistoryReachTheOldestPosition() {
    if (m_tally.rows != HistoryRows)
        QSKIP("counts the rows of movesWithHistory, which did not all run");
    qInfo("%d rows: %ld positions, %ld moves; %ld moves back to an earlier position, %ld to the "
          "oldest (in %ld rows); %ld other moves whose value the history changes; %ld values "
          "settled by the literal search, %ld of them changed by the history",
          m_tally.rows, m_tally.positions, m_tally.moves, m_tally.returnsToEarlier,
          m_tally.returnsToOldest, m_tally.rowsWithOldest, m_tally.historyChangesMove,
          m_tally.literal, m_tally.literalWithHistory);
    QVERIFY(m_tally.returnsToEarlier > 0);
    QVERIFY(m_tally.returnsToOldest > 0);
    QVERIFY(m_tally.historyChangesMove > 0);
    QVERIFY(m_tally.literalWithHistory > 0);
}

// The README's example answer for the default game (value and final score) is the reference's.
void TestReference::readmeHeadlineIsTheReferenceValue() {
    QFile readme(QStringLiteral(QT_TESTCASE_SOURCEDIR "/../../README.md"));
    QVERIFY2(readme.open(QIODevice::ReadOnly), qPrintable(readme.fileName()));
    const QString text = QString::fromUtf8(readme.readAll());
    const QRegularExpression line(QStringLiteral(
        R"re(\{"board":\[7,7,7,7\],"captured":\[0,0\],"toMove":"S","value":(-?\d+),"final":\[(\d+),(\d+)\])re"));
    const QRegularExpressionMatch m = line.match(text);
    QVERIFY2(m.hasMatch(), "README shows no answer of tihbat-cli solve for the default game");
    reference::Solver &ref = referenceSolver(false);
    const int value = ref.futureValue(fromCounts(7, 7, 7, 7, 0));
    QCOMPARE(m.captured(1).toInt(), value);
    QCOMPARE(m.captured(2).toInt(), (28 + value) / 2);
    QCOMPARE(m.captured(3).toInt(), (28 - value) / 2);
}

QTEST_GUILESS_MAIN(TestReference)
#include "tst_reference.moc"
