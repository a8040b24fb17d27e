// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli analyze: its cost must be proportional to the positions it values, each near the
// solver's own cost for the same position and history. Prints positions per second for analyze
// (reading, valuing, writing) and for the solver asked directly; fails if analyze costs more
// than twice the solver per position, or if twice the games cost more than three times as much.
// Under ctest it runs once on a few hundred random games; set TIHBAT_BENCH_GAMES for more.
#include "cli/analysis.h"
#include "core/core_test_util.h"
#include "core/solver.h"
#include "record/record.h"

#include <QTemporaryDir>
#include <QTest>
#include <fstream>
#include <sstream>
#include <time.h>

using namespace tihbat;

namespace {

// Random games from the start: long, repetitive, with captures; every position must be valued
// with its own history.
std::vector<Game> randomGames(int count, std::uint32_t seed) {
    std::mt19937 random(seed);
    std::vector<Game> games;
    for (int i = 0; i < count; ++i) {
        Game game{RuleOptions{}};
        testutil::playRandomly(game, random, 400);
        games.push_back(std::move(game));
    }
    return games;
}

std::size_t positionsOf(const std::vector<Game> &games) {
    std::size_t plies = 0;
    for (const Game &game : games)
        plies += static_cast<std::size_t>(game.plies());
    return plies;
}

// CPU time of this thread, in seconds: the machine may be shared, and waiting is not cost.
double cpuSeconds() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) / 1e9;
}

struct Timing {
    double seconds = 0;
    std::size_t positions = 0;
    double perSecond() const { return static_cast<double>(positions) / seconds; }
};

Timing timeAnalyze(const std::vector<Game> &games, const QString &folder) {
    std::vector<record::GameRecord> records;
    for (const Game &game : games)
        records.push_back(record::recordOf(game));
    const std::string path = (folder + QStringLiteral("/bench.tihbat")).toStdString();
    std::ofstream(path, std::ios::binary) << record::writeRecords(records);
    cli::Invocation invocation;
    invocation.command = cli::Command::Analyze;
    invocation.recordPath = path;
    const double start = cpuSeconds();
    const std::string text = cli::analyzeText(invocation);
    Timing timing{cpuSeconds() - start, positionsOf(games)};
    if (text.empty())
        qFatal("analyze wrote nothing");
    return timing;
}

// The solver alone: every legal move's value at every position, with the game's history.
Timing timeSolver(const std::vector<Game> &games) {
    const Solver &solver = *sharedSolver(false);
    long long checksum = 0;
    const double start = cpuSeconds();
    for (const Game &game : games) {
        Game replay = game;
        while (replay.canUndo())
            replay.undo();
        while (replay.canRedo()) {
            for (const MoveValue &mv : solver.moveValues(replay))
                checksum += mv.value;
            replay.redo();
        }
    }
    Timing timing{cpuSeconds() - start, positionsOf(games)};
    if (checksum == 0x7fffffff)
        qInfo("checksum %lld", checksum); // keeps the loop from being optimised away
    return timing;
}

} // namespace

class BenchAnalyze : public QObject {
    Q_OBJECT
private slots:
    void positionsPerSecond();
};

void BenchAnalyze::positionsPerSecond() {
    const int games = qEnvironmentVariableIsSet("TIHBAT_BENCH_GAMES")
                          ? qEnvironmentVariableIntValue("TIHBAT_BENCH_GAMES")
                          : 150;
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    sharedSolver(false)->value(Game{RuleOptions{}}); // the tables, built once, are not measured

    const std::vector<Game> some = randomGames(games, 1);
    const std::vector<Game> twice = randomGames(2 * games, 2);
    const Timing solver = timeSolver(some);
    const Timing analyze = timeAnalyze(some, folder.path());
    const Timing analyzeTwice = timeAnalyze(twice, folder.path());
    qInfo("analyze: %zu positions in %.2f s of CPU: %.0f positions/s", analyze.positions,
          analyze.seconds, analyze.perSecond());
    qInfo("analyze: %zu positions in %.2f s of CPU: %.0f positions/s", analyzeTwice.positions,
          analyzeTwice.seconds, analyzeTwice.perSecond());
    qInfo("solver alone (every move's value): %.0f positions/s", solver.perSecond());
    qInfo("analyze per position: %.2f x the solver's", solver.perSecond() / analyze.perSecond());
    QVERIFY2(analyze.perSecond() * 2 > solver.perSecond(), "analyze costs over twice the solver");
    // Proportional: cost per position roughly the same at twice the size.
    QVERIFY2(analyzeTwice.perSecond() * 3 > analyze.perSecond() * 2, "analyze grows faster");
}

QTEST_GUILESS_MAIN(BenchAnalyze)
#include "bench_analyze.moc"
