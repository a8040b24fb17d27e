// The computer players: reproducible from a seed, Perfect always best, the lower levels leaving
// the best move as often and as far as their profile says, and Perfect's tie-break.
#include "core/computer_player.h"
#include "core/solver.h"
#include "core_test_util.h"

#include <QTest>
#include <algorithm>
#include <climits>

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

} // namespace

class TestComputer : public QObject {
    Q_OBJECT

private slots:
    void reproducible_data();
    void reproducible();
    void seedsDiffer();
    void perfectIsBest();
    void departures();
    void tieBreak();
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

void TestComputer::departures() {
    // Only positions where leaving the best move costs something.
    std::vector<Game> positions;
    for (Game &g : sampleGames(200, 2)) {
        const Values v = valuesOf(g);
        if (v.moves.size() == 2 && v.moves[0].value != v.moves[1].value)
            positions.push_back(std::move(g));
    }
    QVERIFY(positions.size() >= 300);

    std::array<int, LevelCount> departed{};
    std::array<int, LevelCount> allowed{}; // decisions where the worse move is within maxLoss
    for (int l = 0; l < LevelCount; ++l) {
        const Level level = static_cast<Level>(l);
        const LevelProfile profile = profileOf(level);
        ComputerPlayer player(level, 1000 + static_cast<std::uint32_t>(l));
        for (const Game &g : positions) {
            const Values v = valuesOf(g);
            const int pit = player.chooseMove(g);
            const int loss = v.best - v.of(pit);
            QVERIFY(loss >= 0);
            QVERIFY2(loss <= profile.maxLoss, qPrintable(str(g.position())));
            departed[l] += loss > 0;
            const int worst = std::min(v.moves[0].value, v.moves[1].value);
            allowed[l] += v.best - worst <= profile.maxLoss;
        }
        // Departures happen at the level's chance where its loss limit allows them: a binomial
        // rate over n >= 100 decisions has a standard deviation of at most 0.05.
        const double rate = allowed[l] ? double(departed[l]) / allowed[l] : 0.0;
        qInfo("%d: departed %d of %d allowed (%zu decisions), rate %.3f, chance %.2f", l,
              departed[l], allowed[l], positions.size(), rate, profile.departureChance);
        if (level == Level::Perfect) {
            QCOMPARE(departed[l], 0);
        } else {
            QVERIFY(allowed[l] >= 100);
            QVERIFY(std::abs(rate - profile.departureChance) < 0.1);
        }
    }
    const auto at = [&](Level l) { return departed[static_cast<int>(l)]; };
    QVERIFY(at(Level::Beginner) > at(Level::Easy));
    QVERIFY(at(Level::Easy) > at(Level::Medium));
    QVERIFY(at(Level::Medium) > at(Level::Hard));
    QVERIFY(at(Level::Hard) > at(Level::Perfect));
}

void TestComputer::tieBreak() {
    // Where both moves are equally good, Perfect takes the one that ends the game soonest when
    // it is winning or drawing, and the one that lasts longest when losing; plies counted by the
    // solver after the move (0 if the move ends the game).
    int winningTies = 0;
    int losingTies = 0;
    for (const Game &g : sampleGames(400, 3)) {
        const Values v = valuesOf(g);
        if (v.moves.size() != 2 || v.moves[0].value != v.moves[1].value)
            continue;
        const Solver &solver = *sharedSolver(g.options().chainCapture);
        const Side mover = g.position().toMove;
        const bool losing = v.best < 0;
        const Side hurrying = losing ? opponent(mover) : mover;
        std::array<int, 2> plies{};
        for (int i = 0; i < 2; ++i) {
            Game next = g;
            mustPlay(next, v.moves[i].pit);
            plies[i] = next.isOver() ? 0 : solver.pliesToEnd(next.position(), hurrying);
        }
        if (plies[0] == plies[1])
            continue;
        const int wanted = (plies[0] < plies[1]) != losing ? v.moves[0].pit : v.moves[1].pit;
        QVERIFY2(ComputerPlayer::perfectMove(g, solver) == wanted, qPrintable(str(g.position())));
        ComputerPlayer perfect(Level::Perfect, 9);
        QCOMPARE(perfect.chooseMove(g), wanted);
        (losing ? losingTies : winningTies) += 1;
    }
    qInfo("%d winning/drawn and %d losing ties where the length differs", winningTies, losingTies);
    QVERIFY(winningTies > 0);
    QVERIFY(losingTies > 0);
}

QTEST_APPLESS_MAIN(TestComputer)
#include "tst_computer.moc"
