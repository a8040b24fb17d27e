// SPDX-License-Identifier: GPL-3.0-or-later
// The teacher's window's and the projector's tables, and the results in files, checked against
// a tournament played here move by move through the core.
#include "core/solver.h"
#include "record/record.h"
#include "text/isolated_text.h"
#include "tournament/tournament_records.h"
#include "tournament/tournament_results.h"
#include "tournament/tournament_tables.h"
#include "tournament_test_util.h"

#include <QTest>

using namespace tihbat;
using testing::threePupils;
using tournament::Tournament;

namespace {

// Plays the first legal move at `table` until its game is over.
void playOut(Tournament &t, int table) {
    while (!t.table(table).isFinished()) {
        const std::vector<int> moves = t.table(table).game.legalMoves();
        QVERIFY(!moves.empty());
        QVERIFY(std::holds_alternative<MoveStory>(t.play(table, moves.front())));
    }
}

QString cell(const QAbstractItemModel &m, int row, int column) {
    return m.data(m.index(row, column)).toString();
}

// The text between the isolate marks isolated() puts around a name.
QString plain(QString text) {
    return text.remove(QChar(0x2068)).remove(QChar(0x2069));
}

} // namespace

class TestTournamentTables : public QObject {
    Q_OBJECT
private slots:
    void pairingsSayWhatIsPlayedAndHowItEnded() {
        Tournament t = threePupils();
        PairingsModel model;
        model.setTournament(&t);
        QCOMPARE(model.rowCount(), 1);
        const tournament::Table &table = t.table(0);
        QCOMPARE(cell(model, 0, PairingsModel::South), t.players()[table.south]);
        QCOMPARE(cell(model, 0, PairingsModel::North), t.players()[table.north]);
        QCOMPARE(cell(model, 0, PairingsModel::State), QStringLiteral("Playing"));
        // The pair between U+2068 and U+2069: "0 – 0" reads left to right in Arabic too.
        QCOMPARE(cell(model, 0, PairingsModel::Counters),
                 QChar(0x2068) + QStringLiteral("0 – 0") + QChar(0x2069));
        QCOMPARE(PairingsModel::roundText(t), QStringLiteral("Round 1 of 6"));
        // The one who sits out is the one at no table.
        const int bye = 3 - table.south - table.north;
        QCOMPARE(plain(PairingsModel::byeText(t)),
                 QStringLiteral("No game this round: ") + t.players()[bye]);

        playOut(t, 0);
        model.refresh();
        const Outcome outcome = *t.table(0).game.outcome();
        QCOMPARE(
            cell(model, 0, PairingsModel::Counters),
            isolated(
                QStringLiteral("%1 – %2").arg(outcome.finalScore[0]).arg(outcome.finalScore[1])));
        const QString expected =
            !outcome.winner
                ? QStringLiteral("Draw")
                : t.players()[*outcome.winner == Side::South ? table.south : table.north] +
                      QStringLiteral(" won");
        QCOMPARE(plain(cell(model, 0, PairingsModel::State)), expected);
    }

    void standingsFollowTheGames() {
        Tournament t = threePupils();
        const int south = t.table(0).south;
        const int north = t.table(0).north;
        const int bye = 3 - south - north;
        playOut(t, 0);
        StandingsModel model;
        model.setTournament(&t);
        QCOMPARE(model.rowCount(), 3);
        const Outcome outcome = *t.table(0).game.outcome();
        // Worked out from the game alone: 2 points a win, 1 a draw; the counters are the final
        // score; an all-play-all round off counts nothing.
        struct Row {
            int won, drawn, lost, points, counters;
        };
        QHash<QString, Row> expected;
        const bool draw = !outcome.winner;
        const bool southWon = outcome.winner == Side::South;
        expected[t.players()[south]] = {southWon ? 1 : 0, draw ? 1 : 0, !draw && !southWon ? 1 : 0,
                                        draw ? 1 : (southWon ? 2 : 0), outcome.finalScore[0]};
        expected[t.players()[north]] = {!draw && !southWon ? 1 : 0, draw ? 1 : 0, southWon ? 1 : 0,
                                        draw ? 1 : (southWon ? 0 : 2), outcome.finalScore[1]};
        expected[t.players()[bye]] = {0, 0, 0, 0, 0};
        int previousPoints = 1 << 20;
        for (int r = 0; r < 3; ++r) {
            QCOMPARE(cell(model, r, StandingsModel::Place), QString::number(r + 1));
            const Row e = expected.value(cell(model, r, StandingsModel::Name));
            QCOMPARE(cell(model, r, StandingsModel::Won).toInt(), e.won);
            QCOMPARE(cell(model, r, StandingsModel::Drawn).toInt(), e.drawn);
            QCOMPARE(cell(model, r, StandingsModel::Lost).toInt(), e.lost);
            QCOMPARE(cell(model, r, StandingsModel::Points).toInt(), e.points);
            QCOMPARE(cell(model, r, StandingsModel::Counters).toInt(), e.counters);
            QCOMPARE(cell(model, r, StandingsModel::Adjudicated), QString());
            QVERIFY(e.points <= previousPoints);
            previousPoints = e.points;
        }
    }

    void anAdjudicatedGameIsMarked() {
        Tournament t = threePupils();
        const int south = t.table(0).south;
        // One move each, then the teacher ends it.
        for (int i = 0; i < 2; ++i)
            QVERIFY(
                std::holds_alternative<MoveStory>(t.play(0, t.table(0).game.legalMoves().front())));
        const Solver solver(false);
        QVERIFY(t.adjudicate(0, solver));
        PairingsModel pairings;
        pairings.setTournament(&t);
        QVERIFY(cell(pairings, 0, PairingsModel::State).endsWith(QStringLiteral(" (adjudicated)")));
        StandingsModel standings;
        standings.setTournament(&t);
        int marked = 0;
        for (int r = 0; r < 3; ++r)
            if (cell(standings, r, StandingsModel::Adjudicated) == QStringLiteral("1"))
                ++marked;
        QCOMPARE(marked, 2);
        QCOMPARE(StandingsModel::adjudicatedGames(t, south), 1);
        // The record says so too.
        const auto games = tournament::tournamentRecords(t, "Test", "2026.12.04");
        QCOMPARE(games.size(), std::size_t{1});
        const Outcome verdict = *t.table(0).adjudicated;
        QCOMPARE(games[0].moves.size(), std::size_t{2});
        QCOMPARE(games[0].moves.back().commentsAfter,
                 std::vector<std::string>{QStringLiteral("Adjudicated by the exact solver: %1-%2.")
                                              .arg(verdict.finalScore[0])
                                              .arg(verdict.finalScore[1])
                                              .toStdString()});
    }

    void csvHasStandingsAndCrosstable() {
        Tournament t = threePupils();
        const int south = t.table(0).south;
        const int north = t.table(0).north;
        playOut(t, 0);
        const QStringList lines = QString::fromUtf8(resultsCsv(t)).split(QLatin1Char('\n'));
        // Header, 3 players, a blank line, header, 3 players, and the final line break.
        QCOMPARE(lines.size(), 10);
        QCOMPARE(lines[0],
                 QStringLiteral("Place,Player,Won,Drawn,Lost,Points,Counters,Adjudicated"));
        QCOMPARE(lines[4], QString());
        QCOMPARE(lines[5], QStringLiteral("Place,Player,1,2,3"));
        const auto cells = crosstable(t);
        const Outcome outcome = *t.table(0).game.outcome();
        const int southPoints = !outcome.winner ? 1 : outcome.winner == Side::South ? 2 : 0;
        QCOMPARE(cells[south][north], std::optional<int>(southPoints));
        QCOMPARE(cells[north][south], std::optional<int>(2 - southPoints));
        QCOMPARE(cells[south][south], std::optional<int>());
        // Each crosstable row: its place, its name, then one field per player, "×" its own.
        for (int r = 6; r < 9; ++r) {
            const QStringList fields = lines[r].split(QLatin1Char(','));
            QCOMPARE(fields.size(), 5);
            QCOMPARE(fields[2 + (r - 6)], QStringLiteral("×"));
        }
    }

    void everyGameIsOneRecordFile() {
        Tournament t = threePupils();
        playOut(t, 0);
        QVERIFY(t.startNextRound());
        playOut(t, 0);
        const auto games = tournament::tournamentRecords(t, "Class", "2026.12.04");
        QCOMPARE(games.size(), std::size_t{2});
        const record::ReadResult read = record::readRecords(record::writeRecords(games));
        QVERIFY(read.ok());
        QCOMPARE(read.games.size(), std::size_t{2});
        for (std::size_t i = 0; i < 2; ++i) {
            const tournament::Table &table = t.rounds()[i].tables[0];
            QCOMPARE(read.games[i].tag("Round"), std::optional<std::string>(std::to_string(i + 1)));
            QCOMPARE(read.games[i].tag("Date"), std::optional<std::string>("2026.12.04"));
            QCOMPARE(read.games[i].tag("South"),
                     std::optional<std::string>(t.players()[table.south].toStdString()));
            // Replayed by the rules, the record ends where the game ended.
            const record::Replay replay = record::gameOf(read.games[i]);
            QVERIFY(replay.game.has_value());
            QVERIFY(replay.game->state() == table.game.state());
            QCOMPARE(read.games[i].options.countersPerPit, 2);
        }
    }

    void pdfIsWritten() {
        Tournament t = threePupils();
        playOut(t, 0);
        const QByteArray pdf = resultsPdf(t, QStringLiteral("Class Tournament"));
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY(pdf.contains("/Type /Page"));
    }
};

QTEST_MAIN(TestTournamentTables)
#include "tst_tournament_tables.moc"
