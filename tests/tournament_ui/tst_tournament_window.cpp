// SPDX-License-Identifier: GPL-3.0-or-later
// The teacher's window on the loopback with three pupils in processes of their own (tihbat-cli
// join, the headless pupil): opened and started by clicks, round 1 played, the standings read
// back from the projector's view and checked against the round's game; then the window closed
// and a new one continuing the saved tournament.
#include "net/tournament_host.h"
#include "tournament/standings_projector.h"
#include "tournament/tournament_tables.h"
#include "tournament/tournament_window.h"
#include "tournament_test_util.h"

#include <QLabel>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace tihbat;
using namespace tihbat::testing;

namespace {

const QString Cli = QStringLiteral(TIHBAT_CLI_BINARY);

std::unique_ptr<QProcess> startPupil(quint16 port, const QString &code, const QString &name,
                                     int seed) {
    auto pupil = std::make_unique<QProcess>();
    pupil->start(Cli, {"join", QStringLiteral("127.0.0.1:%1").arg(port), "--code", code, "--level",
                       "easy", "--name", name, "--seed", QString::number(seed)});
    return pupil;
}

} // namespace

class TestTournamentWindow : public QObject {
    Q_OBJECT
private slots:
    void aRoundPlayedAndReadFromTheProjector() {
        QTemporaryDir dir;
        const QString save = dir.filePath(QStringLiteral("tournament.json"));
        auto *window = new TournamentWindow(nullptr, save);
        window->setLoopbackOnly(true);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QVERIFY(!named<QPushButton>(window, "continueTournament")->isVisible());
        named<QSpinBox>(window, "tournamentCounters")->setValue(2);
        const QString code = named<QLabel>(window, "tournamentCode")->text();
        QVERIFY(code.size() >= 6);
        QTest::mouseClick(named<QPushButton>(window, "openTournament"), Qt::LeftButton);
        net::TournamentHost *host = window->host();
        QVERIFY(host->isListening());

        const QStringList names{"Amina", "Bilal", "Chen"};
        std::vector<std::unique_ptr<QProcess>> pupils;
        for (int i = 0; i < 3; ++i)
            pupils.push_back(startPupil(host->port(), code, names[i], i + 1));
        auto *players = named<QListWidget>(window, "tournamentPlayers");
        QTRY_COMPARE_WITH_TIMEOUT(players->count(), 3, 20000);
        auto *start = named<QPushButton>(window, "startTournament");
        QTRY_VERIFY(start->isEnabled());
        QTest::mouseClick(start, Qt::LeftButton);
        QVERIFY(host->tournament().hasStarted());
        QCOMPARE(named<QLabel>(window, "tournamentRound")->text().left(12),
                 QStringLiteral("Round 1 of 6"));

        // Round 1: one game, one pupil sits out. Every move is refereed here.
        auto *next = named<QPushButton>(window, "nextRound");
        QTRY_VERIFY_WITH_TIMEOUT(next->isEnabled(), 30000);
        const tournament::Table &table = host->tournament().table(0);
        const Outcome outcome = *table.game.outcome();

        QTest::mouseClick(named<QPushButton>(window, "showTournamentProjector"), Qt::LeftButton);
        StandingsProjector *projector = window->projector();
        QVERIFY(projector);
        QVERIFY(QTest::qWaitForWindowExposed(projector));
        const QAbstractItemModel *standings =
            named<QTableView>(projector, "projectorStandings")->model();
        QCOMPARE(standings->rowCount(), 3);
        // The points and counters each pupil has, from the game alone.
        QHash<QString, std::pair<int, int>> expected;
        const QStringList joined = host->tournament().players();
        for (const QString &name : joined)
            expected[name] = {0, 0};
        const int southPoints = !outcome.winner ? 1 : outcome.winner == Side::South ? 2 : 0;
        expected[joined[table.south]] = {southPoints, outcome.finalScore[0]};
        expected[joined[table.north]] = {2 - southPoints, outcome.finalScore[1]};
        for (int r = 0; r < 3; ++r) {
            const QString name = cell(standings, r, StandingsModel::Name);
            QVERIFY2(expected.contains(name), qPrintable(name));
            QCOMPARE(cell(standings, r, StandingsModel::Points).toInt(), expected[name].first);
            QCOMPARE(cell(standings, r, StandingsModel::Counters).toInt(), expected[name].second);
        }
        const QAbstractItemModel *pairings =
            named<QTableView>(projector, "projectorPairings")->model();
        QCOMPARE(cell(pairings, 0, PairingsModel::South), joined[table.south]);
        QVERIFY(cell(pairings, 0, PairingsModel::State) != QStringLiteral("Playing"));

        // The pupils go home; round 2 begins on the teacher's click and its game cannot finish:
        // the teacher adjudicates it.
        for (auto &p : pupils) {
            p->kill();
            p->waitForFinished(5000);
        }
        QTRY_COMPARE_WITH_TIMEOUT(players->item(0)->text().endsWith(QStringLiteral("(away)")), true,
                                  10000);
        QTest::mouseClick(next, Qt::LeftButton);
        QCOMPARE(host->tournament().roundsBegun(), 2);
        auto *adjudicate = named<QPushButton>(window, "adjudicateGame");
        QVERIFY(!adjudicate->isEnabled()); // no game chosen yet
        named<QTableView>(window, "tournamentPairings")->selectRow(0);
        QVERIFY(adjudicate->isEnabled());
        QTest::mouseClick(adjudicate, Qt::LeftButton);
        QVERIFY(host->tournament().table(0).adjudicated.has_value());
        QVERIFY(cell(pairings, 0, PairingsModel::State).endsWith(QStringLiteral(" (adjudicated)")));
        const tournament::Table &second = host->tournament().table(0);
        int marked = 0;
        for (int r = 0; r < 3; ++r) {
            const QString name = cell(standings, r, StandingsModel::Name);
            const bool played = name == joined[second.south] || name == joined[second.north];
            QCOMPARE(cell(standings, r, StandingsModel::Adjudicated),
                     played ? QStringLiteral("1") : QString());
            marked += played ? 1 : 0;
        }
        QCOMPARE(marked, 2);
        const quint16 port = host->port();
        window->close();

        // The computer restarted: a new window offers the saved tournament and goes on with it.
        auto *again = new TournamentWindow(nullptr, save);
        again->setLoopbackOnly(true);
        again->show();
        QVERIFY(QTest::qWaitForWindowExposed(again));
        auto *resume = named<QPushButton>(again, "continueTournament");
        QVERIFY(resume->isVisible());
        QTest::mouseClick(resume, Qt::LeftButton);
        QVERIFY(again->host()->isListening());
        QCOMPARE(again->host()->tournament().players(), joined);
        QCOMPARE(again->host()->tournament().roundsBegun(), 2);
        QCOMPARE(again->host()->tournament().code(), code);
        // On the same port, where the pupils' windows look for it again.
        QCOMPARE(again->host()->port(), port);
        QCOMPARE(named<QListWidget>(again, "tournamentPlayers")->count(), 3);
        again->close();
    }
};

QTEST_MAIN(TestTournamentWindow)
#include "tst_tournament_window.moc"
