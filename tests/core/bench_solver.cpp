// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmarks of the exact solver. Under ctest each runs once (a cold first measurement); for real
// figures run a Release build with `bench_solver -median 5 -iterations N`.
// Targets: the default game from nothing < 20 ms, a history-aware value < 5 ms, 12 per pit from
// nothing < 2 s.
#include "core/solver.h"
#include "core_test_util.h"

#include <QTest>

using namespace tihbat;
using namespace tihbat::testutil;

class BenchSolver : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void defaultFromNothing();
    void historyAwareValue();
    void twelvePerPitFromNothing();
    void tableBytes();

private:
    // A default game in mid-play whose history holds positions the current one can still reach,
    // so that its value differs from the plain table's.
    std::optional<Game> m_historyGame;
    int m_historyValue = 0;
};

void BenchSolver::initTestCase() {
    const auto solver = sharedSolver(false);
    std::mt19937 random(1);
    for (int i = 0; i < 5000 && !m_historyGame; ++i) {
        Game g{RuleOptions{}};
        while (!g.isOver()) {
            const int plain = g.state().capturedDifference() + solver->futureValue(g.position());
            if (g.positionsSinceCapture().size() >= 8 && solver->value(g) != plain) {
                m_historyGame = g;
                m_historyValue = solver->value(g);
                break;
            }
            playRandomly(g, random, 1);
        }
    }
    QVERIFY(m_historyGame);
    qInfo("history game: %s after %d plies, %zu positions since the last capture",
          qPrintable(str(m_historyGame->position())), m_historyGame->plies(),
          m_historyGame->positionsSinceCapture().size());
}

void BenchSolver::defaultFromNothing() {
    int value = 0;
    QBENCHMARK {
        Solver solver(false);
        value = solver.value(Game{RuleOptions{}});
    }
    QCOMPARE(value, sharedSolver(false)->value(Game{RuleOptions{}}));
}

void BenchSolver::historyAwareValue() {
    Solver solver(false);
    solver.prepare(PitCount * RuleOptions{}.countersPerPit); // the tables, not the history part
    int value = 0;
    QBENCHMARK {
        value = solver.value(*m_historyGame);
    }
    QCOMPARE(value, m_historyValue);
}

void BenchSolver::twelvePerPitFromNothing() {
    RuleOptions twelve;
    twelve.countersPerPit = 12;
    int value = 0;
    QBENCHMARK {
        Solver solver(false);
        value = solver.value(Game{twelve});
    }
    QCOMPARE(value, sharedSolver(false)->value(Game{twelve}));
}

void BenchSolver::tableBytes() {
    for (int perPit : {7, 12})
        for (bool chain : {false, true}) {
            Solver solver(chain);
            RuleOptions options;
            options.countersPerPit = perPit;
            options.chainCapture = chain;
            solver.value(Game{options});
            const std::size_t bytes = solver.tableBytes();
            qInfo("tableBytes, %d per pit, chain %s: %zu bytes (%.1f KiB)", perPit,
                  chain ? "on" : "off", bytes, static_cast<double>(bytes) / 1024.0);
            QVERIFY(bytes > 0);
        }
}

QTEST_APPLESS_MAIN(BenchSolver)
#include "bench_solver.moc"
