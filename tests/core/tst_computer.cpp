// SPDX-License-Identifier: GPL-3.0-or-later
// The computer players: reproducible from a seed, Perfect always best, the lower levels playing
// each move as often as their temperature says, and Perfect's choice among equally good moves.
#include "core/computer_player.h"
#include "core/solver.h"
#include "core_test_util.h"

#include <QTest>
#include <algorithm>
#include <climits>
#include <cmath>

using namespace tihbat;
using namespace tihbat::testutil;

Q_DECLARE_METATYPE(tihbat::Level)

namespace {

// The option sets the decision tests draw their positions from.
std::vector<RuleOptions> optionSets() {
    return {optionsOf(7, false, Side::South),  optionsOf(7, true, Side::North),
            optionsOf(5, false, Side::North),  optionsOf(9, true, Side::South),
            optionsOf(12, false, Side::South), optionsOf(3, true, Side::South)};
}

// Positions with their history from seeded random games: a few per game, spread out.
std::vector<Game> sampleGames(int perOptionSet, std::uint32_t seed) {
    std::vector<Game> out;
    std::mt19937 random(seed);
    for (const RuleOptions &options : optionSets()) {
        int taken = 0;
        while (taken < perOptionSet) {
            Game g(options);
            while (!g.isOver() && taken < perOptionSet) {
                if (random() % 4 == 0) {
                    out.push_back(g);
                    ++taken;
                }
                playRandomly(g, random, 1);
            }
        }
    }
    return out;
}

// The game's moves with their values from the mover's side, and the best of them.
struct Values {
    std::vector<MoveValue> moves; // value from the mover's side
    int best = INT_MIN;
    int of(int pit) const {
        for (const MoveValue &m : moves)
            if (m.pit == pit)
                return m.value;
        throw std::logic_error("not a legal move");
    }
};

Values valuesOf(const Game &g) {
    Values v;
    const int s = sign(g.position().toMove);
    for (MoveValue m : sharedSolver(g.options().chainCapture)->moveValues(g)) {
        m.value *= s;
        v.best = std::max(v.best, m.value);
        v.moves.push_back(m);
    }
    return v;
}

std::vector<int> playGame(const RuleOptions &options, ComputerPlayer &south,
                          ComputerPlayer &north) {
    Game g(options);
    while (!g.isOver())
        mustPlay(g, (g.position().toMove == Side::South ? south : north).chooseMove(g));
    return g.moves();
}

// Perfect's model of its opponent, written out again from its description: Perfect keeps the
// value and takes the best expectation; the opponent plays the worse of two moves, d counters
// worse, e^(-d/T) times as often as the better, T being Medium's temperature (2 counters). The
// solver's exact value (mover's side `me`) counts at the horizon and when the game is over.
double modelExpectation(const Game &g, Side me, int depth) {
    const Solver &solver = *sharedSolver(g.options().chainCapture);
    if (g.isOver() || depth == 0)
        return sign(me) * solver.value(g);
    const Values v = valuesOf(g);
    std::vector<double> after;
    for (const MoveValue &m : v.moves) {
        Game next = g;
        mustPlay(next, m.pit);
        after.push_back(modelExpectation(next, me, depth - 1));
    }
    if (g.position().toMove == me) {
        double best = -1e9;
        for (std::size_t i = 0; i < v.moves.size(); ++i)
            if (v.moves[i].value == v.best)
                best = std::max(best, after[i]);
        return best;
    }
    double weightSum = 0;
    double sum = 0;
    for (std::size_t i = 0; i < v.moves.size(); ++i) {
        const double weight = std::exp(-(v.best - v.moves[i].value) / 2.0);
        weightSum += weight;
        sum += weight * after[i];
    }
    return sum / weightSum;
}

} // namespace

class TestComputer : public QObject {
    Q_OBJECT

private slots:
    void reproducible_data();
    void reproducible();
    void seedsDiffer();
    void temperatures();
    void moveChances_data();
    void moveChances();
    void perfectIsBest();
    void levelsPlayTheirChances();
    void perfectPrefersTheOpponentsMistakes();
};

void TestComputer::reproducible_data() {
    QTest::addColumn<Level>("level");
    QTest::newRow("Beginner") << Level::Beginner;
    QTest::newRow("Easy") << Level::Easy;
    QTest::newRow("Medium") << Level::Medium;
    QTest::newRow("Hard") << Level::Hard;
    QTest::newRow("Perfect") << Level::Perfect;
}

void TestComputer::reproducible() {
    QFETCH(Level, level);
    for (const RuleOptions &options : optionSets()) {
        ComputerPlayer s1(level, 11), n1(level, 12), s2(level, 11), n2(level, 12);
        QCOMPARE(s1.level(), level);
        const std::vector<int> first = playGame(options, s1, n1);
        const std::vector<int> second = playGame(options, s2, n2);
        QVERIFY(!first.empty());
        QCOMPARE(first, second);
    }
}

void TestComputer::seedsDiffer() {
    // The seed is really used: Beginner games from different seeds are not all the same.
    std::vector<std::vector<int>> games;
    for (std::uint32_t seed = 1; seed <= 10; ++seed) {
        ComputerPlayer s(Level::Beginner, seed), n(Level::Beginner, seed + 100);
        games.push_back(playGame(RuleOptions{}, s, n));
    }
    std::sort(games.begin(), games.end());
    QVERIFY(std::unique(games.begin(), games.end()) - games.begin() > 3);
}

void TestComputer::temperatures() {
    // Each level up errs less; Perfect not at all.
    for (int l = 1; l < LevelCount; ++l)
        QVERIFY(temperatureOf(static_cast<Level>(l)) < temperatureOf(static_cast<Level>(l - 1)));
    QCOMPARE(temperatureOf(Level::Perfect), 0.0);
}

void TestComputer::moveChances_data() {
    QTest::addColumn<std::vector<int>>("values");
    QTest::addColumn<double>("temperature");
    QTest::addColumn<std::vector<double>>("expected");
    // 1 / (1 + e^-1) = 0.7310585786 for a move 2 counters better at temperature 2.
    QTest::newRow("2 better, T 2")
        << std::vector<int>{3, 1} << 2.0 << std::vector<double>{0.7310585786, 0.2689414214};
    QTest::newRow("worse first") << std::vector<int>{-4, 0} << 4.0
                                 << std::vector<double>{0.2689414214, 0.7310585786};
    QTest::newRow("equal") << std::vector<int>{5, 5} << 1.0 << std::vector<double>{0.5, 0.5};
    QTest::newRow("one move") << std::vector<int>{-2} << 3.0 << std::vector<double>{1.0};
    QTest::newRow("T 0") << std::vector<int>{1, 2} << 0.0 << std::vector<double>{0.0, 1.0};
    QTest::newRow("T 0, equal") << std::vector<int>{0, 0} << 0.0 << std::vector<double>{0.5, 0.5};
    // e^-10 / (1 + e^-10) = 4.5397868702e-5
    QTest::newRow("T 1, 10 apart") << std::vector<int>{0, 10} << 1.0
                                   << std::vector<double>{4.5397868702e-5, 1 - 4.5397868702e-5};
}

void TestComputer::moveChances() {
    QFETCH(std::vector<int>, values);
    QFETCH(double, temperature);
    QFETCH(std::vector<double>, expected);
    const std::vector<double> chances = tihbat::moveChances(values, temperature);
    QCOMPARE(chances.size(), expected.size());
    for (std::size_t i = 0; i < chances.size(); ++i)
        QVERIFY2(std::abs(chances[i] - expected[i]) < 1e-9,
                 qPrintable(QString::number(chances[i], 'g', 12)));
}

void TestComputer::perfectIsBest() {
    ComputerPlayer perfect(Level::Perfect, 5);
    int decisions = 0;
    int real = 0; // positions where the two moves differ in value
    for (const Game &g : sampleGames(60, 1)) {
        const Values v = valuesOf(g);
        const int pit = perfect.chooseMove(g);
        QCOMPARE(g.check(pit), MoveError::None);
        QCOMPARE(v.of(pit), v.best);
        const int fromSolver =
            ComputerPlayer::perfectMove(g, *sharedSolver(g.options().chainCapture));
        QCOMPARE(fromSolver, pit);
        ++decisions;
        real += v.moves.size() == 2 && v.moves[0].value != v.moves[1].value;
    }
    QCOMPARE(decisions, 360);
    QVERIFY(real > 100);
}

void TestComputer::levelsPlayTheirChances() {
    // Only positions where the two moves differ in value.
    std::vector<Game> positions;
    for (Game &g : sampleGames(200, 2)) {
        const Values v = valuesOf(g);
        if (v.moves.size() == 2 && v.moves[0].value != v.moves[1].value)
            positions.push_back(std::move(g));
    }
    QVERIFY(positions.size() >= 300);

    std::array<int, LevelCount> worse{};
    for (int l = 0; l < LevelCount; ++l) {
        const Level level = static_cast<Level>(l);
        const double t = temperatureOf(level);
        ComputerPlayer player(level, 1000 + static_cast<std::uint32_t>(l));
        // The worse move's chance at each position, from the formula: 1 / (1 + e^(d/T)).
        double expected = 0;
        double variance = 0;
        for (const Game &g : positions) {
            const Values v = valuesOf(g);
            const int pit = player.chooseMove(g);
            const int d = std::abs(v.moves[0].value - v.moves[1].value);
            const double p = t > 0 ? 1.0 / (1.0 + std::exp(d / t)) : 0.0;
            expected += p;
            variance += p * (1 - p);
            worse[l] += v.of(pit) < v.best;
        }
        qInfo("%d: worse move %d times of %zu, expected %.1f (sd %.1f)", l, worse[l],
              positions.size(), expected, std::sqrt(variance));
        if (level == Level::Perfect)
            QCOMPARE(worse[l], 0);
        else
            QVERIFY(std::abs(worse[l] - expected) < 4 * std::sqrt(variance) + 1);
    }
    for (int l = 1; l < LevelCount; ++l)
        QVERIFY(worse[l] < worse[l - 1]);
}

void TestComputer::perfectPrefersTheOpponentsMistakes() {
    // Where both moves keep the value, Perfect takes the one whose expected result against its
    // model of the opponent is higher, both worked out again here by plain recursion.
    const int depth = ComputerPlayer::PerfectLookahead;
    int ties = 0;
    int decided = 0; // ties where the two expectations differ
    for (const Game &g : sampleGames(25, 3)) {
        const Values v = valuesOf(g);
        if (v.moves.size() != 2 || v.moves[0].value != v.moves[1].value)
            continue;
        ++ties;
        const Solver &solver = *sharedSolver(g.options().chainCapture);
        const Side me = g.position().toMove;
        std::array<double, 2> expected{};
        for (int i = 0; i < 2; ++i) {
            Game next = g;
            mustPlay(next, v.moves[i].pit);
            expected[i] = modelExpectation(next, me, depth - 1);
            QVERIFY(std::abs(ComputerPlayer::expectedAgainstModel(g, solver, v.moves[i].pit) -
                             expected[i]) < 1e-9);
            // Never below the value: the opponent's mistakes only help.
            QVERIFY(expected[i] >= v.best - 1e-9);
        }
        if (std::abs(expected[0] - expected[1]) < 1e-9)
            continue;
        ++decided;
        const int wanted = expected[0] > expected[1] ? v.moves[0].pit : v.moves[1].pit;
        QVERIFY2(ComputerPlayer::perfectMove(g, solver) == wanted, qPrintable(str(g.position())));
        ComputerPlayer perfect(Level::Perfect, 9);
        QCOMPARE(perfect.chooseMove(g), wanted);
    }
    qInfo("%d ties, %d with different expectations", ties, decided);
    QVERIFY(decided >= 10);
}

QTEST_APPLESS_MAIN(TestComputer)
#include "tst_computer.moc"
