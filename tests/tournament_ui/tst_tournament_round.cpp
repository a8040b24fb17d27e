// SPDX-License-Identifier: GPL-3.0-or-later
// A class tournament as a classroom has it: the teacher's window here, three pupils' game
// windows in processes of their own (tournament_pupil_window), each joined through Play over
// the Network and playing by clicks on its board. Round 1 is played to its end; every move the
// teacher's host refereed is one a pupil said it clicked, and the projector's standings are
// the ones the round's game gives.
#include "net/tournament_host.h"
#include "tournament/standings_projector.h"
#include "tournament/tournament_tables.h"
#include "tournament/tournament_window.h"
#include "tournament_test_util.h"

#include <QLabel>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <climits>
#include <memory>

using namespace tihbat;
using namespace tihbat::testing;

namespace {

constexpr int RoundMs = 60000; // a round of 2-counter games by clicks, under ASan too

// A pupil's window in its own process, and what it said it clicked: its pit by ply.
struct Pupil {
    Pupil(quint16 port, const QString &code, const QString &pupilName, const QString &autosave)
        : name(pupilName) {
        process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        process.start(QStringLiteral(TIHBAT_PUPIL_WINDOW_BINARY),
                      {QString::number(port), code, name, autosave});
    }
    ~Pupil() {
        process.kill();
        process.waitForFinished(5000);
    }
    // "NAME played PIT at ply N" lines so far.
    QHash<int, int> clicks() {
        output += QString::fromUtf8(process.readAllStandardOutput());
        static const QRegularExpression said(QStringLiteral("^(.+) played (\\d+) at ply (\\d+)$"),
                                             QRegularExpression::MultilineOption);
        QHash<int, int> pitAtPly;
        for (auto it = said.globalMatch(output); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            if (m.captured(1) == name)
                pitAtPly.insert(m.captured(3).toInt(), m.captured(2).toInt());
        }
        return pitAtPly;
    }

    QString name;
    QProcess process;
    QString output;
};

} // namespace

class TestTournamentRound : public QObject {
    Q_OBJECT
private slots:
    void threePupilWindowsPlayRoundOne() {
        QTemporaryDir dir;
        auto *teacher = new TournamentWindow(nullptr, dir.filePath(QStringLiteral("t.json")));
        teacher->setAttribute(Qt::WA_DeleteOnClose);
        teacher->setLoopbackOnly(true);
        teacher->show();
        QVERIFY(QTest::qWaitForWindowExposed(teacher));
        named<QSpinBox>(teacher, "tournamentCounters")->setValue(2);
        const QString code = named<QLabel>(teacher, "tournamentCode")->text();
        QTest::mouseClick(named<QPushButton>(teacher, "openTournament"), Qt::LeftButton);
        net::TournamentHost *host = teacher->host();
        QVERIFY(host->isListening());

        std::vector<std::unique_ptr<Pupil>> pupils;
        for (const QString &name : QStringList{"Amina", "Bilal", "Chen"})
            pupils.push_back(std::make_unique<Pupil>(host->port(), code, name,
                                                     dir.filePath(name + QStringLiteral(".save"))));
        auto *players = named<QListWidget>(teacher, "tournamentPlayers");
        QTRY_COMPARE_WITH_TIMEOUT(players->count(), 3, RoundMs);
        auto *start = named<QPushButton>(teacher, "startTournament");
        QTRY_VERIFY(start->isEnabled());
        QTest::mouseClick(start, Qt::LeftButton);
        QVERIFY(host->tournament().hasStarted());

        // Three pupils: one game in round 1, one pupil sits it out. The teacher may go on when
        // it is over.
        QCOMPARE(host->tournament().rounds().front().tables.size(), std::size_t{1});
        QTRY_VERIFY_WITH_TIMEOUT(named<QPushButton>(teacher, "nextRound")->isEnabled(), RoundMs);
        const tournament::Table &table = host->tournament().table(0);
        QVERIFY(table.game.outcome().has_value());
        const QStringList joined = host->tournament().players();

        // Every ply the host refereed is a click its mover's window said it made, and the pupil
        // with the bye clicked nothing.
        const auto pupilNamed = [&](const QString &name) {
            for (auto &p : pupils)
                if (p->name == name)
                    return p.get();
            qFatal("no pupil %s", qPrintable(name));
        };
        Pupil *south = pupilNamed(joined[table.south]);
        Pupil *north = pupilNamed(joined[table.north]);
        const std::vector<MoveStory> &stories = table.game.stories();
        QVERIFY(!stories.empty());
        QTRY_COMPARE_WITH_TIMEOUT(south->clicks().size() + north->clicks().size(),
                                  static_cast<qsizetype>(stories.size()), RoundMs);
        for (std::size_t ply = 0; ply < stories.size(); ++ply) {
            Pupil *mover = stories[ply].mover == Side::South ? south : north;
            QCOMPARE(mover->clicks().value(static_cast<int>(ply), -1), stories[ply].pit);
        }
        const int bye = *host->tournament().rounds().front().bye;
        QVERIFY(pupilNamed(joined[bye])->clicks().isEmpty());

        // The projector's standings, against the points and counters from the game alone:
        // a win 2, a draw 1, a loss 0; all-play-all, sitting a round out scores nothing.
        QTest::mouseClick(named<QPushButton>(teacher, "showTournamentProjector"), Qt::LeftButton);
        StandingsProjector *projector = teacher->projector();
        QVERIFY(projector);
        QVERIFY(QTest::qWaitForWindowExposed(projector));
        const Outcome outcome = *table.game.outcome();
        const int southPoints = !outcome.winner ? 1 : *outcome.winner == Side::South ? 2 : 0;
        QHash<QString, std::pair<int, int>> expected;
        expected[joined[table.south]] = {southPoints, outcome.finalScore[0]};
        expected[joined[table.north]] = {2 - southPoints, outcome.finalScore[1]};
        expected[joined[bye]] = {0, 0};
        const QAbstractItemModel *standings =
            named<QTableView>(projector, "projectorStandings")->model();
        QCOMPARE(standings->rowCount(), 3);
        std::pair<int, int> above{INT_MAX, INT_MAX};
        for (int r = 0; r < 3; ++r) {
            const QString name = cell(standings, r, StandingsModel::Name);
            QVERIFY2(expected.contains(name), qPrintable(name));
            const std::pair<int, int> shown{cell(standings, r, StandingsModel::Points).toInt(),
                                            cell(standings, r, StandingsModel::Counters).toInt()};
            QCOMPARE(shown, expected.take(name));
            QCOMPARE(cell(standings, r, StandingsModel::Place).toInt(), r + 1);
            // Ranked by points, then counters.
            QVERIFY(shown <= above);
            above = shown;
        }
        const QAbstractItemModel *pairings =
            named<QTableView>(projector, "projectorPairings")->model();
        QCOMPARE(cell(pairings, 0, PairingsModel::South), joined[table.south]);
        QCOMPARE(cell(pairings, 0, PairingsModel::North), joined[table.north]);
        QVERIFY(cell(pairings, 0, PairingsModel::State) != QStringLiteral("Playing"));
        pupils.clear();
        teacher->close();
    }
};

QTEST_MAIN(TestTournamentRound)
#include "tst_tournament_round.moc"
