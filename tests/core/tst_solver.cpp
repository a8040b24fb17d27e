// SPDX-License-Identifier: GPL-3.0-or-later
// The exact solver against an independent brute force that plays the whole game tree with
// tihbat::Game itself (its repetition rule, history and all).
#include "core/computer_player.h"
#include "core/solver.h"
#include "core_test_util.h"

#include <QElapsedTimer>
#include <QTest>
#include <algorithm>
#include <climits>
#include <cstring>
#include <map>
#include <unordered_map>

using namespace tihbat;
using namespace tihbat::testutil;

Q_DECLARE_METATYPE(tihbat::Side)

namespace {

// Minimax over the full game tree, every move played and taken back on a real Game. The memo key
// is (current position, captured difference, set of positions since the last capture): nothing
// else can matter, since positions from before the last capture have a larger board total and
// can never recur.
class BruteForce {
public:
    // The final score difference (South minus North) under perfect play from the game's state.
    int value(const Game &game) {
        Game copy = game;
        return solve(copy);
    }
    std::size_t states() const { return m_memo.size(); }

private:
    static std::uint32_t code(const Position &p) {
        return static_cast<std::uint32_t>(p.pits[0]) | static_cast<std::uint32_t>(p.pits[1]) << 6 |
               static_cast<std::uint32_t>(p.pits[2]) << 12 |
               static_cast<std::uint32_t>(p.pits[3]) << 18 |
               static_cast<std::uint32_t>(sideIndex(p.toMove)) << 24;
    }

    static std::string keyOf(const Game &g) {
        std::vector<std::uint32_t> k;
        for (const Position &p : g.positionsSinceCapture())
            k.push_back(code(p));
        std::sort(k.begin(), k.end());
        k.push_back(code(g.position()));
        k.push_back(static_cast<std::uint32_t>(g.state().capturedDifference() + 1000));
        std::string s(k.size() * sizeof(std::uint32_t), '\0');
        std::memcpy(s.data(), k.data(), s.size());
        return s;
    }

    int solve(Game &g) {
        if (g.isOver())
            return finalDifference(g);
        std::string key = keyOf(g);
        if (const auto it = m_memo.find(key); it != m_memo.end())
            return it->second;
        const bool south = g.position().toMove == Side::South;
        int best = south ? INT_MIN : INT_MAX;
        const std::vector<int> moves = g.legalMoves();
        if (moves.empty()) {
            QTest::qFail("a game that is not over has no legal move", __FILE__, __LINE__);
            return 0;
        }
        for (int pit : moves) {
            mustPlay(g, pit);
            const int v = solve(g);
            g.undo();
            best = south ? std::max(best, v) : std::min(best, v);
        }
        m_memo.emplace(std::move(key), best);
        return best;
    }

    std::unordered_map<std::string, int> m_memo;
};

QString describe(const Game &g) {
    QString moves;
    for (int p : g.moves())
        moves += QLatin1Char(pitLetter(p));
    return QStringLiteral("moves '%1' at %2 captured %3-%4")
        .arg(moves, str(g.position()))
        .arg(g.state().captured[0])
        .arg(g.state().captured[1]);
}

void addSmallOptions() {
    QTest::addColumn<int>("perPit");
    QTest::addColumn<bool>("chain");
    QTest::addColumn<Side>("first");
    for (int perPit = 1; perPit <= 3; ++perPit)
        for (bool chain : {false, true})
            for (Side first : {Side::South, Side::North})
                QTest::addRow("%d per pit, chain %s, %c first", perPit, chain ? "on" : "off",
                              sideLetter(first))
                    << perPit << chain << first;
}

} // namespace

class TestSolver : public QObject {
    Q_OBJECT

private slots:
    void startAndMidGame_data();
    void startAndMidGame();
    void setUpPositions();
    void laterInLargerGames();
    void historyMatters();
    void plainHistoryIsTheTable();
    void gameOverValue();
    void perfectPlay_data();
    void perfectPlay();

private:
    // Compares the solver's value and move values with brute force at the game's state.
    void compare(const Solver &solver, BruteForce &brute, Game &game);
    int m_compared = 0;
};

void TestSolver::compare(const Solver &solver, BruteForce &brute, Game &game) {
    QVERIFY2(solver.value(game) == brute.value(game), qPrintable(describe(game)));
    const std::vector<MoveValue> values = solver.moveValues(game);
    const std::vector<int> legal = game.legalMoves();
    QCOMPARE(values.size(), legal.size());
    for (std::size_t i = 0; i < legal.size(); ++i) {
        QCOMPARE(values[i].pit, legal[i]);
        mustPlay(game, legal[i]);
        const int expected = brute.value(game);
        game.undo();
        QVERIFY2(values[i].value == expected,
                 qPrintable(describe(game) + QStringLiteral(" move %1: solver %2, brute force %3")
                                                 .arg(QLatin1Char(pitLetter(legal[i])))
                                                 .arg(values[i].value)
                                                 .arg(expected)));
    }
    ++m_compared;
}

void TestSolver::startAndMidGame_data() {
    addSmallOptions();
}

void TestSolver::startAndMidGame() {
    QFETCH(int, perPit);
    QFETCH(bool, chain);
    QFETCH(Side, first);
    const RuleOptions options = optionsOf(perPit, chain, first);
    Solver solver(chain);
    BruteForce brute;

    m_compared = 0;
    Game start(options);
    compare(solver, brute, start);
    qInfo("start value %d; brute force %zu states", solver.value(start), brute.states());

    // Every prefix of seeded random games, history and all.
    std::mt19937 random(static_cast<std::uint32_t>(perPit * 4 + chain * 2 + sideIndex(first)));
    for (int game = 0; game < 40; ++game) {
        Game g(options);
        while (!g.isOver()) {
            compare(solver, brute, g);
            if (QTest::currentTestFailed())
                return;
            playRandomly(g, random, 1);
        }
        compare(solver, brute, g); // over: the final difference, no moves
    }
    qInfo("%d game states compared", m_compared);
}

void TestSolver::setUpPositions() {
    // Every position with up to 8 counters on the board, as the start of a game (no history):
    // the plain table against brute force.
    int count = 0;
    for (bool chain : {false, true}) {
        Solver solver(chain);
        BruteForce brute;
        RuleOptions options;
        options.chainCapture = chain;
        for (int total = 0; total <= 8; total += 2)
            for (const Position &p : positionsWithTotal(total)) {
                Game g(options, {p, {0, 0}});
                const int expected = brute.value(g);
                QVERIFY2(solver.futureValue(p) == expected, qPrintable(describe(g)));
                QCOMPARE(solver.value(g), expected);
                ++count;
            }
    }
    QCOMPARE(count, 2 * 2 * (1 + 10 + 35 + 84 + 165)); // C(t+3, 3) boards, 2 sides, 2 options
}

void TestSolver::laterInLargerGames() {
    // 4 to 7 per pit: random play until at most 10 counters are left on the board, then every
    // further prefix against brute force from there (history and captures included).
    std::mt19937 random(2024);
    int compared = 0;
    for (int perPit = 4; perPit <= 7; ++perPit)
        for (bool chain : {false, true}) {
            Solver solver(chain);
            BruteForce brute;
            const RuleOptions options = optionsOf(perPit, chain, Side::South);
            for (int game = 0; game < 8; ++game) {
                Game g(options);
                while (!g.isOver() && g.position().boardTotal() > 10)
                    playRandomly(g, random, 1);
                for (int ply = 0; ply < 30 && !g.isOver(); ++ply) {
                    compare(solver, brute, g);
                    if (QTest::currentTestFailed())
                        return;
                    ++compared;
                    playRandomly(g, random, 1);
                }
            }
        }
    qInfo("%d positions compared", compared);
    QVERIFY(compared > 100);
}

void TestSolver::historyMatters() {
    // Some game's history contains positions the current one can still reach, and that changes
    // the value: the history path of the solver is exercised, and brute force agrees with it.
    int differing = 0;
    int confirmed = 0; // by brute force
    int checked = 0;
    for (int perPit : {2, 3, 4})
        for (bool chain : {false, true}) {
            Solver solver(chain);
            BruteForce brute;
            std::mt19937 random(static_cast<std::uint32_t>(77 + perPit));
            for (int game = 0; game < 60; ++game) {
                Game g(optionsOf(perPit, chain, Side::South));
                while (!g.isOver()) {
                    const int plain =
                        g.state().capturedDifference() + solver.futureValue(g.position());
                    const int withHistory = solver.value(g);
                    ++checked;
                    if (plain != withHistory) {
                        ++differing;
                        if (perPit <= 3) {
                            QCOMPARE(withHistory, brute.value(g));
                            ++confirmed;
                        }
                    }
                    playRandomly(g, random, 1);
                }
            }
        }
    qInfo("history changed the value at %d of %d positions (%d confirmed by brute force)",
          differing, checked, confirmed);
    QVERIFY(confirmed > 0);
}

void TestSolver::plainHistoryIsTheTable() {
    // With no history but the current position the two entry points agree: every position of the
    // default game up to 16 counters, and every 7th one above (the span path walks the whole
    // reachable segment, which is what makes it slower).
    QElapsedTimer timer;
    timer.start();
    int count = 0;
    for (bool chain : {false, true}) {
        Solver solver(chain);
        int index = 0;
        for (const Position &p : allPositions(7)) {
            if (p.boardTotal() > 16 && index++ % 7 != 0)
                continue;
            QCOMPARE(solver.futureValue(std::span<const Position>(&p, 1)), solver.futureValue(p));
            ++count;
        }
    }
    // 2685 boards up to 16 (both sides: 5370) plus every 7th of the other 32950: 10078 a side.
    QCOMPARE(count, 2 * 10078);
    qInfo("%d positions in %lld ms", count, static_cast<long long>(timer.elapsed()));
}

void TestSolver::gameOverValue() {
    // A finished game is worth its final score difference, and has no moves to value.
    std::mt19937 random(99);
    int games = 0;
    for (int perPit : {1, 2, 4, 7, 12})
        for (bool chain : {false, true}) {
            Solver solver(chain);
            for (int i = 0; i < 10; ++i) {
                Game g(optionsOf(perPit, chain, i % 2 ? Side::North : Side::South));
                playRandomly(g, random, 100000);
                QVERIFY(g.isOver());
                QVERIFY2(solver.value(g) == finalDifference(g), qPrintable(describe(g)));
                QVERIFY(solver.moveValues(g).empty());
                ++games;
            }
        }
    // And a game over because everything was captured.
    Solver solver(false);
    Game empty(RuleOptions{}, {pos("0 0 0 0 S"), {18, 10}});
    QCOMPARE(solver.value(empty), 8);
    QCOMPARE(games, 100);
}

void TestSolver::perfectPlay_data() {
    QTest::addColumn<int>("perPit");
    QTest::addColumn<bool>("chain");
    QTest::addColumn<Side>("first");
    for (int perPit = 4; perPit <= 7; ++perPit)
        for (bool chain : {false, true})
            for (Side first : {Side::South, Side::North})
                QTest::addRow("%d per pit, chain %s, %c first", perPit, chain ? "on" : "off",
                              sideLetter(first))
                    << perPit << chain << first;
}

void TestSolver::perfectPlay() {
    // Perfect against Perfect ends with exactly the start's value, every move keeping it.
    QFETCH(int, perPit);
    QFETCH(bool, chain);
    QFETCH(Side, first);
    Solver solver(chain);
    Game g(optionsOf(perPit, chain, first));
    const int startValue = solver.value(g);
    ComputerPlayer south(Level::Perfect, 1);
    ComputerPlayer north(Level::Perfect, 2);
    while (!g.isOver()) {
        const Side mover = g.position().toMove;
        const int pit = (mover == Side::South ? south : north).chooseMove(g);
        int best = INT_MIN;
        int chosen = INT_MIN;
        for (const MoveValue &m : solver.moveValues(g)) {
            best = std::max(best, sign(mover) * m.value);
            if (m.pit == pit)
                chosen = sign(mover) * m.value;
        }
        QVERIFY2(chosen == best, qPrintable(describe(g)));
        mustPlay(g, pit);
        QVERIFY2(solver.value(g) == startValue, qPrintable(describe(g)));
        QVERIFY(g.plies() < 10000);
    }
    QCOMPARE(finalDifference(g), startValue);
    qInfo("value %d, %d plies", startValue, g.plies());
}

QTEST_APPLESS_MAIN(TestSolver)
#include "tst_solver.moc"
