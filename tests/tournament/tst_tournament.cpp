// SPDX-License-Identifier: GPL-3.0-or-later
// A class tournament as data: the all-play-all meets every pair twice, once each way, one game
// per player a round; a class that grows mid-way still meets every pair twice; a Swiss never
// repeats a pair, gives its byes to different players and keeps sides balanced, up to its
// most rounds; the standings count and break ties as the README says (checked on results
// worked out by hand); adjudication gives what perfect play from there gives; the save reads
// back to the same tournament and a broken one is refused with a reason.
#include "core/solver.h"
#include "tournament/pairing.h"
#include "tournament/standings.h"
#include "tournament/tournament.h"

#include <QTest>
#include <map>
#include <random>
#include <set>

using namespace tihbat;
using namespace tihbat::tournament;

namespace {

// Plays random legal moves at every unfinished table of the current round.
void playRoundAtRandom(Tournament &t, std::mt19937 &random) {
    for (int table = 0; table < static_cast<int>(t.rounds().back().tables.size()); ++table) {
        while (!t.table(table).isFinished()) {
            const std::vector<int> legal = t.table(table).game.legalMoves();
            const int pit = legal[random() % legal.size()];
            QVERIFY(std::holds_alternative<MoveStory>(t.play(table, pit)));
        }
    }
}

Tournament withPlayers(int n, int counters, int swissRounds = 0) {
    RuleOptions rules;
    rules.countersPerPit = counters;
    Tournament t(rules, QStringLiteral("K7Q2XM"), swissRounds);
    for (int i = 0; i < n; ++i)
        t.addPlayer(QStringLiteral("P%1").arg(i));
    return t;
}

// Each player at most once in the round, never both sides of one game.
bool isMatching(const std::vector<Pairing> &games, std::optional<int> bye) {
    std::set<int> seen;
    if (bye)
        seen.insert(*bye);
    for (const Pairing &p : games)
        if (p.south == p.north || !seen.insert(p.south).second || !seen.insert(p.north).second)
            return false;
    return true;
}

} // namespace

class TestTournament : public QObject {
    Q_OBJECT
private slots:
    void roundRobinMeetsEveryPairTwice_data() {
        QTest::addColumn<int>("players");
        for (int n = 2; n <= MaxRoundRobinPlayers; ++n)
            QTest::addRow("%d players", n) << n;
    }
    void roundRobinMeetsEveryPairTwice() {
        QFETCH(int, players);
        const std::vector<Round> rounds = doubleRoundRobin(players);
        QCOMPARE(static_cast<int>(rounds.size()),
                 players % 2 == 0 ? 2 * (players - 1) : 2 * players);
        std::map<std::pair<int, int>, int> ordered;
        std::map<int, int> south, north, byes;
        for (const Round &round : rounds) {
            QVERIFY(isMatching(round.games, round.bye));
            // Everyone plays but the one with the bye (only in an odd class).
            QCOMPARE(static_cast<int>(round.games.size()), players / 2);
            QCOMPARE(round.bye.has_value(), players % 2 == 1);
            if (round.bye)
                ++byes[*round.bye];
            for (const Pairing &p : round.games) {
                ++ordered[{p.south, p.north}];
                ++south[p.south];
                ++north[p.north];
            }
        }
        // Every ordered pair of two different players exactly once: each pair twice, once
        // each way round.
        QCOMPARE(static_cast<int>(ordered.size()), players * (players - 1));
        for (const auto &[pair, count] : ordered) {
            QVERIFY(pair.first != pair.second);
            QCOMPARE(count, 1);
        }
        for (int p = 0; p < players; ++p) {
            QCOMPARE(south[p], players - 1);
            QCOMPARE(north[p], players - 1);
            if (players % 2 == 1)
                QCOMPARE(byes[p], 2);
        }
    }

    // The first half's sides alternate well enough: nobody plays the same side three rounds
    // running within a half.
    void roundRobinSidesAlternate() {
        for (int players = 3; players <= MaxRoundRobinPlayers; ++players) {
            const std::vector<Round> rounds = doubleRoundRobin(players);
            std::map<int, std::vector<bool>> sides;
            for (const Round &round : rounds)
                for (const Pairing &p : round.games) {
                    sides[p.south].push_back(true);
                    sides[p.north].push_back(false);
                }
            for (const auto &[player, list] : sides) {
                int southSoFar = 0;
                for (std::size_t i = 0; i < list.size() / 2; ++i)
                    southSoFar += list[i] ? 1 : -1;
                QVERIFY2(
                    std::abs(southSoFar) <= 1,
                    qPrintable(QStringLiteral("%1 players, player %2").arg(players).arg(player)));
            }
        }
    }

    void lateJoinerStillMeetsEveryPairTwice() {
        std::mt19937 random(7);
        Tournament t = withPlayers(4, 2);
        QVERIFY(t.start());
        QCOMPARE(t.system(), System::AllPlayAll);
        QCOMPARE(t.plannedRounds(), 6);
        playRoundAtRandom(t, random);
        QVERIFY(t.addPlayer(QStringLiteral("Late")).has_value());
        QVERIFY(!t.addPlayer(QStringLiteral("late")).has_value()); // the name is taken
        int rounds = 1;
        while (t.startNextRound()) {
            ++rounds;
            playRoundAtRandom(t, random);
        }
        QVERIFY(t.isOver());
        std::map<std::pair<int, int>, int> ordered;
        for (const PlayedRound &round : t.rounds()) {
            std::vector<Pairing> games;
            for (const Table &table : round.tables) {
                games.push_back({table.south, table.north});
                ++ordered[{table.south, table.north}];
            }
            QVERIFY(isMatching(games, std::nullopt));
        }
        QCOMPARE(static_cast<int>(ordered.size()), 5 * 4);
        for (const auto &[pair, count] : ordered)
            QCOMPARE(count, 1);
        QCOMPARE(t.roundsBegun(), rounds);
    }

    void swissNeverRepeatsAPair_data() {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("rounds");
        QTest::addColumn<unsigned>("seed");
        QTest::addRow("9 players, 4 rounds") << 9 << 4 << 1u;
        QTest::addRow("9 players, 4 rounds, another draw") << 9 << 4 << 2u;
        QTest::addRow("10 players, 5 rounds") << 10 << 5 << 3u;
        QTest::addRow("30 players, 15 rounds") << 30 << 15 << 4u;
        QTest::addRow("31 players, 15 rounds") << 31 << 15 << 5u;
        QTest::addRow("64 players, 32 rounds") << 64 << 32 << 6u;
        QTest::addRow("63 players, 31 rounds") << 63 << 31 << 7u;
    }
    void swissNeverRepeatsAPair() {
        QFETCH(int, players);
        QFETCH(int, rounds);
        QFETCH(unsigned, seed);
        std::mt19937 random(seed);
        Tournament t = withPlayers(players, 1, rounds);
        QVERIFY(t.start());
        QCOMPARE(t.system(), System::Swiss);
        do
            playRoundAtRandom(t, random);
        while (t.startNextRound());
        QVERIFY(t.isOver());
        QCOMPARE(t.roundsBegun(), rounds);
        std::set<std::pair<int, int>> met;
        std::set<int> byes;
        std::map<int, int> balance;
        for (const PlayedRound &round : t.rounds()) {
            std::vector<Pairing> games;
            for (const Table &table : round.tables) {
                games.push_back({table.south, table.north});
                const auto pair = std::minmax(table.south, table.north);
                QVERIFY2(met.insert(pair).second, "a pair met twice");
                ++balance[table.south];
                --balance[table.north];
            }
            QVERIFY(isMatching(games, round.bye));
            QCOMPARE(static_cast<int>(games.size()), players / 2);
            QCOMPARE(round.bye.has_value(), players % 2 == 1);
            if (round.bye)
                QVERIFY2(byes.insert(*round.bye).second, "a second bye for one player");
        }
        for (const auto &[player, b] : balance)
            QVERIFY2(std::abs(b) <= 2,
                     qPrintable(QStringLiteral("player %1: %2").arg(player).arg(b)));
    }

    void swissRoundsAreBounded() {
        Tournament t = withPlayers(9, 1, 5);
        QString why;
        QVERIFY(!t.start(&why));
        QVERIFY(why.contains(QLatin1String("1 to 4 rounds")));
        QCOMPARE(defaultSwissRounds(9), 4);
        QCOMPARE(defaultSwissRounds(30), 5);
    }

    // The first round of a Swiss pairs the top half with the bottom half (Dutch).
    void swissFirstRoundIsTopHalfAgainstBottomHalf() {
        std::vector<SwissPlayer> players(10);
        std::vector<int> ranking{0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        const auto round = swissRound(players, ranking, 0);
        QVERIFY(round);
        std::set<std::pair<int, int>> pairs;
        for (const Pairing &p : round->games)
            pairs.insert(std::minmax(p.south, p.north));
        QCOMPARE(pairs, (std::set<std::pair<int, int>>{{0, 5}, {1, 6}, {2, 7}, {3, 8}, {4, 9}}));
    }

    void standingsCountAndBreakTies() {
        // Worked out by hand: 1 beat 0, 0 beat 2, 3 beat 1, 2 and 3 drew.
        // Points: 0: 2, 1: 2, 2: 1, 3: 3. Counters: 0: 13+15 = 28, 1: 15+13 = 28, 2: 13+14 = 27,
        // 3: 15+14 = 29. So 3 leads; 0 and 1 tie on points and counters, and 1 beat 0.
        const std::vector<GameResult> results{
            {1, 0, {15, 13}, 1, false},
            {0, 2, {15, 13}, 0, false},
            {1, 3, {13, 15}, 3, false},
            {2, 3, {14, 14}, std::nullopt, true},
        };
        const std::vector<Standing> table = standings(4, results);
        QCOMPARE(table.size(), 4u);
        QCOMPARE(table[0].player, 3);
        QCOMPARE(table[0].points, 3);
        QCOMPARE(table[0].won, 1);
        QCOMPARE(table[0].drawn, 1);
        QCOMPARE(table[0].lost, 0);
        QCOMPARE(table[0].captured, 29);
        QCOMPARE(table[1].player, 1);
        QCOMPARE(table[2].player, 0);
        QCOMPARE(table[1].points, 2);
        QCOMPARE(table[2].points, 2);
        QCOMPARE(table[1].captured, 28);
        QCOMPARE(table[2].captured, 28);
        QCOMPARE(table[1].lost, 1);
        QCOMPARE(table[3].player, 2);
        QCOMPARE(table[3].points, 1);
        // A Swiss bye is worth a win.
        const std::vector<int> byes{2};
        const std::vector<Standing> withBye = standings(4, results, byes);
        const auto two = std::find_if(withBye.begin(), withBye.end(),
                                      [](const Standing &s) { return s.player == 2; });
        QCOMPARE(two->points, 3);
        QCOMPARE(two->byes, 1);
    }

    // The adjudicated score is the one perfect play from there reaches: played out here move
    // by move with the solver's best move for the side to move.
    void adjudicationIsPerfectPlayFromThere() {
        RuleOptions rules;
        rules.countersPerPit = 3;
        Tournament t(rules, QStringLiteral("K7Q2XM"));
        t.addPlayer(QStringLiteral("Amina"));
        t.addPlayer(QStringLiteral("Bo"));
        QVERIFY(t.start());
        QVERIFY(std::holds_alternative<MoveStory>(t.play(0, t.table(0).game.legalMoves().front())));
        Solver solver(rules.chainCapture);
        Game played = t.table(0).game;
        while (!played.isOver()) {
            const std::vector<MoveValue> values = solver.moveValues(played);
            const bool south = played.position().toMove == Side::South;
            const auto best = std::max_element(
                values.begin(), values.end(), [south](const MoveValue &a, const MoveValue &b) {
                    return south ? a.value < b.value : a.value > b.value;
                });
            played.play(best->pit);
        }
        QVERIFY(t.adjudicate(0, solver));
        QVERIFY(!t.adjudicate(0, solver)); // once
        const std::vector<GameResult> results = t.results();
        QCOMPARE(results.size(), 1u);
        QVERIFY(results[0].adjudicated);
        QCOMPARE(results[0].finalScore, played.outcome()->finalScore);
        QCOMPARE(t.table(0).outcome()->reason, GameEnd::None);
    }

    void savedTournamentReadsBack() {
        std::mt19937 random(3);
        Tournament t = withPlayers(9, 2, 3);
        QVERIFY(t.start());
        playRoundAtRandom(t, random);
        QVERIFY(t.startNextRound());
        QVERIFY(std::holds_alternative<MoveStory>(t.play(0, t.table(0).game.legalMoves().back())));
        Solver solver(false);
        QVERIFY(t.adjudicate(1, solver));
        const QByteArray saved = t.toJson();
        QString why;
        const std::optional<Tournament> back = Tournament::fromJson(saved, &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(back->toJson(), saved);
        QCOMPARE(back->code(), QStringLiteral("K7Q2XM"));
        QCOMPARE(back->roundsBegun(), 2);
        QCOMPARE(back->table(0).game.moves(), t.table(0).game.moves());
        QVERIFY(back->table(1).adjudicated.has_value());
        QCOMPARE(back->standings().front().player, t.standings().front().player);
        QCOMPARE(back->standings().front().points, t.standings().front().points);

        QByteArray broken = saved;
        broken.replace("\"moves\": \"", "\"moves\": \"x");
        QVERIFY(!Tournament::fromJson(broken, &why));
        QVERIFY(why.contains(QLatin1String("legal game")));
        QVERIFY(!Tournament::fromJson("[1]", &why));
        QVERIFY(why.contains(QLatin1String("not a JSON object")));
    }
};

QTEST_GUILESS_MAIN(TestTournament)
#include "tst_tournament.moc"
