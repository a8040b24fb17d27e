// SPDX-License-Identifier: GPL-3.0-or-later
// Whole class tournaments of real tihbat-cli processes over the loopback: `tournament` hosts,
// `join` pupils play. 4 pupils play all-play-all (every ordered pair once, so each pair twice,
// once each way); 9 play a Swiss that never repeats a pair; a pupil killed with SIGKILL in
// the middle of a round comes back with its name and the code and goes on; a host killed with
// SIGKILL is started again on its save and every pupil comes back by itself; a pupil who comes
// after the start is paired from the next round; a pupil gone for good has its games adjudicated
// by the solver; a wrong code ends `join` with status 2. Every
// game the host prints is replayed here by the core (its moves give its final score), and the
// standings are counted again here from the games (a win 2, a draw 1).
#include "core/game.h"
#include "core/notation.h"
#include "core/solver.h"
#include "record/record.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <map>
#include <memory>
#include <set>

using namespace tihbat;

namespace {

const QString Cli = QStringLiteral(TIHBAT_CLI_BINARY);
const QString Code = QStringLiteral("K7Q2XM");
constexpr int TournamentMs = 90000;

struct Process {
    std::unique_ptr<QProcess> process = std::make_unique<QProcess>();
    QByteArray out;
    QByteArray err;
    int status = -1;
};

bool waitFinished(Process &p, int ms = TournamentMs) {
    const bool done =
        QTest::qWaitFor([&] { return p.process->state() == QProcess::NotRunning; }, ms);
    if (!done) {
        p.process->kill();
        (void)QTest::qWaitFor([&] { return p.process->state() == QProcess::NotRunning; }, 5000);
    }
    p.out += p.process->readAllStandardOutput();
    p.err += p.process->readAllStandardError();
    p.status = done && p.process->exitStatus() == QProcess::NormalExit ? p.process->exitCode() : -2;
    return done;
}

// A tournament host on 127.0.0.1; its port is the one it says it listens on.
std::unique_ptr<Process> startHost(const QStringList &args, quint16 *port) {
    auto host = std::make_unique<Process>();
    host->process->start(Cli,
                         QStringList{"tournament", "--listen", "127.0.0.1", "--code", Code} + args);
    const bool told = QTest::qWaitFor(
        [&] {
            host->err += host->process->readAllStandardError();
            return host->err.contains('\n') || host->process->state() == QProcess::NotRunning;
        },
        10000);
    const QByteArray marker = "listening on port ";
    const qsizetype at = host->err.indexOf(marker);
    if (told && at >= 0 && port && *port == 0)
        *port =
            static_cast<quint16>(host->err.mid(at + marker.size()).split('\n').first().toUShort());
    return host;
}

std::unique_ptr<Process> startPupil(quint16 port, const QString &name, int seed,
                                    const QStringList &extra = {}) {
    auto pupil = std::make_unique<Process>();
    pupil->process->start(Cli, QStringList{"join", QStringLiteral("127.0.0.1:%1").arg(port),
                                           "--code", Code, "--level", "easy", "--name", name,
                                           "--seed", QString::number(seed)} +
                                   extra);
    return pupil;
}

QJsonObject jsonOf(const QByteArray &out) {
    return QJsonDocument::fromJson(out.trimmed()).object();
}

// Every game is a legal game whose moves give the final score and winner printed; the
// standings are those the games give. Returns the games as (south, north) names.
std::vector<std::pair<QString, QString>> checkReport(const QJsonObject &report, int counters) {
    std::vector<std::pair<QString, QString>> pairs;
    std::map<QString, int> points, won, drawn, lost;
    for (const QJsonValue &value : report.value("games").toArray()) {
        const QJsonObject g = value.toObject();
        RuleOptions rules;
        rules.countersPerPit = counters;
        Game game(rules);
        for (const QJsonValue &move : g.value("moves").toArray()) {
            // The notation's first letter is the pit; what follows says what was captured.
            const auto pit = pitFromLetter(move.toString().left(1).toStdString());
            if (!pit || std::holds_alternative<MoveError>(game.play(*pit))) {
                qWarning("an illegal move in a game of the report");
                return {};
            }
        }
        const QString south = g.value("south").toString();
        const QString north = g.value("north").toString();
        if (!game.isOver() || g.value("reason").toString() == QLatin1String("adjudicated")) {
            qWarning("a game not played out in a tournament with nobody gone");
            return {};
        }
        const Outcome outcome = *game.outcome();
        const QJsonArray final = g.value("final").toArray();
        if (final.at(0).toInt() != outcome.finalScore[0] ||
            final.at(1).toInt() != outcome.finalScore[1]) {
            qWarning("a final score that the moves do not give");
            return {};
        }
        const QString winner = g.value("winner").toString();
        if (!outcome.winner) {
            points[south] += 1;
            points[north] += 1;
            ++drawn[south];
            ++drawn[north];
            if (winner != QLatin1String("draw"))
                return {};
        } else {
            const bool southWon = *outcome.winner == Side::South;
            if (winner != (southWon ? QLatin1String("S") : QLatin1String("N")))
                return {};
            points[southWon ? south : north] += 2;
            ++won[southWon ? south : north];
            ++lost[southWon ? north : south];
        }
        pairs.emplace_back(south, north);
    }
    int previous = 1 << 30;
    for (const QJsonValue &value : report.value("standings").toArray()) {
        const QJsonObject s = value.toObject();
        const QString name = s.value("name").toString();
        const int byePoints = 2 * s.value("byes").toInt();
        if (s.value("points").toInt() != points[name] + byePoints ||
            s.value("won").toInt() != won[name] || s.value("drawn").toInt() != drawn[name] ||
            s.value("lost").toInt() != lost[name] || s.value("points").toInt() > previous) {
            qWarning("standings that the games do not give, for %s", qPrintable(name));
            return {};
        }
        previous = s.value("points").toInt();
    }
    return pairs;
}

// Every ordered pair of the players exactly once.
bool everyPairTwiceOnceEachWay(const std::vector<std::pair<QString, QString>> &games,
                               const QStringList &players) {
    std::set<std::pair<QString, QString>> seen(games.begin(), games.end());
    const auto n = static_cast<std::size_t>(players.size());
    return games.size() == n * (n - 1) && seen.size() == games.size() &&
           std::all_of(games.begin(), games.end(), [&](const auto &g) {
               return g.first != g.second && players.contains(g.first) &&
                      players.contains(g.second);
           });
}

QStringList names(int n) {
    QStringList list;
    for (int i = 0; i < n; ++i)
        list << QStringLiteral("Pupil%1").arg(i + 1);
    return list;
}

// How many moves the save holds, all games together.
int movesInSave(const QString &path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    int moves = 0;
    for (const QJsonValue &round :
         QJsonDocument::fromJson(file.readAll()).object().value("rounds").toArray())
        for (const QJsonValue &game : round.toObject().value("games").toArray())
            moves += static_cast<int>(game.toObject().value("moves").toString().size());
    return moves;
}

} // namespace

class TestTournamentCli : public QObject {
    Q_OBJECT
private slots:
    void fourPupilsPlayAllPlayAll() {
        QTemporaryDir dir;
        const QString recordPath = dir.filePath("class.tihbat");
        quint16 port = 0;
        auto host = startHost(
            {"--players", "4", "--counters", "3", "--port", "0", "--record", recordPath}, &port);
        QVERIFY(port != 0);
        std::vector<std::unique_ptr<Process>> pupils;
        const QStringList players = names(4);
        for (int i = 0; i < 4; ++i)
            pupils.push_back(startPupil(port, players[i], i + 1));
        QVERIFY(waitFinished(*host));
        QCOMPARE(host->status, 0);
        const QJsonObject report = jsonOf(host->out);
        QCOMPARE(report.value("system").toString(), QStringLiteral("all-play-all"));
        QCOMPARE(report.value("rounds").toInt(), 6);
        const auto games = checkReport(report, 3);
        QVERIFY(everyPairTwiceOnceEachWay(games, players));
        // The record file holds the same games, with their rounds and players.
        const record::ReadResult records = record::readRecordFile(recordPath.toStdString());
        QVERIFY2(records.ok(), records.error ? records.error->describe().c_str() : "");
        QCOMPARE(records.games.size(), 12u);
        const QJsonArray printed = report.value("games").toArray();
        for (std::size_t i = 0; i < records.games.size(); ++i) {
            const record::GameRecord &r = records.games[i];
            const QJsonObject g = printed.at(static_cast<qsizetype>(i)).toObject();
            QCOMPARE(QString::fromStdString(r.tag("South").value_or("")),
                     g.value("south").toString());
            QCOMPARE(QString::fromStdString(r.tag("North").value_or("")),
                     g.value("north").toString());
            QCOMPARE(r.tag("Round").value_or(""), std::to_string(g.value("round").toInt()));
            QCOMPARE(static_cast<qsizetype>(r.moves.size()), g.value("moves").toArray().size());
        }
        // Each pupil printed its own 6 games, as the host has them, and its place.
        for (int i = 0; i < 4; ++i) {
            QVERIFY(waitFinished(*pupils[static_cast<std::size_t>(i)]));
            const Process &p = *pupils[static_cast<std::size_t>(i)];
            QVERIFY2(p.status == 0, p.err.constData());
            const QJsonObject own = jsonOf(p.out);
            QCOMPARE(own.value("games").toArray().size(), 6);
            QCOMPARE(own.value("players").toInt(), 4);
            int place = 0;
            const QJsonArray standings = report.value("standings").toArray();
            for (int k = 0; k < standings.size(); ++k)
                if (standings.at(k).toObject().value("name").toString() == players[i])
                    place = k + 1;
            QCOMPARE(own.value("place").toInt(), place);
            for (const QJsonValue &g : own.value("games").toArray()) {
                const QJsonObject game = g.toObject();
                const bool south = game.value("side").toString() == QLatin1String("S");
                const QString opponent = game.value("opponent").toString();
                const auto found = std::find_if(
                    report.value("games").toArray().begin(), report.value("games").toArray().end(),
                    [&](const QJsonValue &h) {
                        const QJsonObject hg = h.toObject();
                        return hg.value("south").toString() == (south ? players[i] : opponent) &&
                               hg.value("north").toString() == (south ? opponent : players[i]);
                    });
                QVERIFY(found != report.value("games").toArray().end());
                QCOMPARE(found->toObject().value("moves"), game.value("moves"));
            }
        }
    }

    void ninePupilsPlayASwiss() {
        quint16 port = 0;
        auto host = startHost({"--players", "9", "--counters", "2", "--port", "0"}, &port);
        QVERIFY(port != 0);
        std::vector<std::unique_ptr<Process>> pupils;
        const QStringList players = names(9);
        for (int i = 0; i < 9; ++i)
            pupils.push_back(startPupil(port, players[i], 10 + i));
        QVERIFY(waitFinished(*host));
        QVERIFY2(host->status == 0, host->err.constData());
        const QJsonObject report = jsonOf(host->out);
        QCOMPARE(report.value("system").toString(), QStringLiteral("swiss"));
        QCOMPARE(report.value("rounds").toInt(), 4); // log2 9 rounded up
        const auto games = checkReport(report, 2);
        QCOMPARE(games.size(), 16u); // 4 games a round, one pupil sits out
        std::set<std::pair<QString, QString>> met;
        for (const auto &[south, north] : games)
            QVERIFY2(met.insert(std::minmax(south, north)).second, "a pair met twice");
        // Who sat out each round: never the same pupil twice.
        std::map<int, std::set<QString>> playing;
        for (const QJsonValue &g : report.value("games").toArray())
            for (const char *side : {"south", "north"})
                playing[g.toObject().value("round").toInt()].insert(
                    g.toObject().value(side).toString());
        std::set<QString> satOut;
        for (const auto &[round, who] : playing) {
            QCOMPARE(who.size(), 8u);
            for (const QString &p : players)
                if (!who.contains(p))
                    QVERIFY2(satOut.insert(p).second, "a second bye for one pupil");
        }
        QCOMPARE(satOut.size(), 4u);
        for (auto &pupil : pupils) {
            QVERIFY(waitFinished(*pupil));
            QVERIFY2(pupil->status == 0, pupil->err.constData());
        }
    }

    void wrongCodeEndsJoin() {
        quint16 port = 0;
        auto host = startHost({"--players", "2", "--port", "0", "--wait", "5"}, &port);
        QVERIFY(port != 0);
        Process pupil;
        pupil.process->start(Cli, {"join", QStringLiteral("127.0.0.1:%1").arg(port), "--code",
                                   "ZZZZ99", "--level", "easy", "--name", "Amina"});
        QVERIFY(waitFinished(pupil, 20000));
        QCOMPARE(pupil.status, 2);
        QVERIFY2(pupil.err.contains("code"), pupil.err.constData());
        host->process->kill();
        (void)waitFinished(*host, 5000);
    }

    // A pupil killed in the middle of round 1 comes back with its name and the code and goes
    // on with its game; the tournament ends with every game played out.
    void killedPupilComesBack() {
        QTemporaryDir dir;
        const QString save = dir.filePath("class.json");
        quint16 port = 0;
        auto host =
            startHost({"--players", "4", "--counters", "3", "--port", "0", "--save", save}, &port);
        QVERIFY(port != 0);
        const QStringList players = names(4);
        std::vector<std::unique_ptr<Process>> pupils;
        for (int i = 0; i < 4; ++i)
            pupils.push_back(startPupil(port, players[i], i + 1, {"--move-delay", "80"}));
        QVERIFY(QTest::qWaitFor([&] { return movesInSave(save) >= 2; }, 30000));
        pupils[0]->process->kill();
        QVERIFY(waitFinished(*pupils[0], 5000));
        const int movesAtKill = movesInSave(save);
        pupils[0] = startPupil(port, players[0], 1, {"--move-delay", "80"});
        QVERIFY(waitFinished(*host));
        QVERIFY2(host->status == 0, host->err.constData());
        const QJsonObject report = jsonOf(host->out);
        QVERIFY(everyPairTwiceOnceEachWay(checkReport(report, 3), players));
        QVERIFY(movesInSave(save) > movesAtKill);
        // The save is its owner's only: it holds the code.
        QCOMPARE(QFile(save).permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther),
                 QFileDevice::Permissions());
        for (auto &pupil : pupils) {
            QVERIFY(waitFinished(*pupil));
            QVERIFY2(pupil->status == 0, pupil->err.constData());
        }
    }

    // The host is killed in the middle of a round and started again on its save, on the same
    // port: the pupils come back by themselves and the games go on from where they were.
    void killedHostGoesOnFromItsSave() {
        QTemporaryDir dir;
        const QString save = dir.filePath("class.json");
        quint16 port = 0;
        const QStringList args{"--players", "4", "--counters", "3", "--save", save};
        auto host = startHost(args + QStringList{"--port", "0"}, &port);
        QVERIFY(port != 0);
        const QStringList players = names(4);
        std::vector<std::unique_ptr<Process>> pupils;
        for (int i = 0; i < 4; ++i)
            pupils.push_back(startPupil(port, players[i], i + 1, {"--move-delay", "80"}));
        QVERIFY(QTest::qWaitFor([&] { return movesInSave(save) >= 3; }, 30000));
        host->process->kill();
        QVERIFY(waitFinished(*host, 5000));
        const int movesAtKill = movesInSave(save);
        QFile file(save);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray before = file.readAll();
        file.close();
        quint16 samePort = port;
        auto again = startHost(args + QStringList{"--port", QString::number(port)}, &samePort);
        QVERIFY(waitFinished(*again));
        QVERIFY2(again->status == 0, again->err.constData());
        const QJsonObject report = jsonOf(again->out);
        QVERIFY(everyPairTwiceOnceEachWay(checkReport(report, 3), players));
        QVERIFY(movesInSave(save) > movesAtKill);
        // The games of round 1 went on from the moves saved before the kill.
        // The save numbers the players in the order they joined.
        const QJsonArray savedPlayers =
            QJsonDocument::fromJson(before).object().value("players").toArray();
        const QJsonArray savedGames = QJsonDocument::fromJson(before)
                                          .object()
                                          .value("rounds")
                                          .toArray()
                                          .first()
                                          .toObject()
                                          .value("games")
                                          .toArray();
        // Killed in the middle of round 1: a game of it was still being played.
        QVERIFY(std::any_of(savedGames.begin(), savedGames.end(), [](const QJsonValue &g) {
            Game game(RuleOptions{3, false, Side::South});
            for (const QChar c : g.toObject().value("moves").toString())
                game.play(*pitFromLetter(QString(c).toStdString()));
            return !game.isOver();
        }));
        for (const QJsonValue &g : savedGames) {
            const QString moves = g.toObject().value("moves").toString();
            const QString south = savedPlayers.at(g.toObject().value("south").toInt()).toString();
            bool found = false;
            for (const QJsonValue &h : report.value("games").toArray()) {
                const QJsonObject game = h.toObject();
                if (game.value("round").toInt() != 1 || game.value("south").toString() != south)
                    continue;
                QString played;
                for (const QJsonValue &m : game.value("moves").toArray())
                    played += m.toString().left(1);
                QVERIFY2(played.startsWith(moves), qPrintable(played + " / " + moves));
                found = true;
            }
            QVERIFY(found);
        }
        for (auto &pupil : pupils) {
            QVERIFY(waitFinished(*pupil));
            QVERIFY2(pupil->status == 0, pupil->err.constData());
        }
    }

    // Bad options and bad saves: one line saying what, status 2, nothing on standard output.
    void badInvocationsAreRefused_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        QTest::addRow("no players") << QStringList{"tournament", "--code", Code} << "--players";
        QTest::addRow("one player")
            << QStringList{"tournament", "--code", Code, "--players", "1"} << "too small";
        QTest::addRow("easy code")
            << QStringList{"tournament", "--code", "ABCD", "--players", "4"} << "easy to guess";
        QTest::addRow("rounds for all-play-all")
            << QStringList{"tournament", "--code", Code, "--players", "8", "--rounds", "3"}
            << "all-play-all";
        QTest::addRow("too many rounds")
            << QStringList{"tournament", "--code", Code, "--players", "9", "--rounds", "5"}
            << "1 to 4 rounds";
        QTest::addRow("level") << QStringList{"tournament", "--code",  Code,  "--players",
                                              "4",          "--level", "easy"}
                               << "does not apply";
    }
    void badInvocationsAreRefused() {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        Process p;
        p.process->start(Cli, args);
        QVERIFY(waitFinished(p, 10000));
        QCOMPARE(p.status, 2);
        QVERIFY(p.out.isEmpty());
        QVERIFY2(p.err.contains(says.toUtf8()), p.err.constData());
        QCOMPARE(p.err.count('\n'), 1);
    }

    void badSavesAreRefused() {
        QTemporaryDir dir;
        const QString save = dir.filePath("class.json");
        QFile file(save);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"tihbatTournament\":1,\"counters\":99}");
        file.close();
        Process p;
        p.process->start(Cli, {"tournament", "--listen", "127.0.0.1", "--code", Code, "--players",
                               "4", "--save", save});
        QVERIFY(waitFinished(p, 10000));
        QCOMPARE(p.status, 2);
        QVERIFY2(p.err.contains("is not a tournament: the rules"), p.err.constData());
        // A tournament saved with another code is not taken over.
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(R"({"tihbatTournament":1,"code":"OTHER7Q","counters":7,"chain":false,)"
                   R"("first":"S","swissRounds":0,"started":false,"system":null,"players":[],)"
                   R"("rounds":[],"plan":[]})");
        file.close();
        Process other;
        other.process->start(Cli, {"tournament", "--listen", "127.0.0.1", "--code", Code,
                                   "--players", "4", "--save", save});
        QVERIFY(waitFinished(other, 10000));
        QCOMPARE(other.status, 2);
        QVERIFY2(other.err.contains("another code"), other.err.constData());
    }

    // A pupil gone for good: after --wait seconds with no move its games are adjudicated by
    // the exact solver's value of their position, and the other pupil's tournament ends.
    void goneForGoodIsAdjudicated() {
        QTemporaryDir dir;
        const QString save = dir.filePath("class.json");
        quint16 port = 0;
        const QString recordPath = dir.filePath("class.tihbat");
        auto host = startHost({"--players", "2", "--counters", "3", "--port", "0", "--wait", "2",
                               "--save", save, "--record", recordPath},
                              &port);
        QVERIFY(port != 0);
        auto stays = startPupil(port, "Amina", 1, {"--move-delay", "80"});
        auto goes = startPupil(port, "Bo", 2, {"--move-delay", "80"});
        QVERIFY(QTest::qWaitFor([&] { return movesInSave(save) >= 2; }, 30000));
        goes->process->kill();
        QVERIFY(waitFinished(*goes, 5000));
        QVERIFY(waitFinished(*host));
        QVERIFY2(host->status == 0, host->err.constData());
        const QJsonArray games = jsonOf(host->out).value("games").toArray();
        QCOMPARE(games.size(), 2);
        const Solver solver(false);
        for (const QJsonValue &g : games) {
            const QJsonObject game = g.toObject();
            QCOMPARE(game.value("reason").toString(), QStringLiteral("adjudicated"));
            Game played(RuleOptions{3, false, Side::South});
            for (const QJsonValue &m : game.value("moves").toArray())
                played.play(*pitFromLetter(m.toString().left(1).toStdString()));
            QVERIFY(!played.isOver());
            // The final score: all 12 counters shared so that South minus North is the value.
            const int value = solver.value(played);
            const QJsonArray final = game.value("final").toArray();
            QCOMPARE(final.at(0).toInt() + final.at(1).toInt(), 12);
            QCOMPARE(final.at(0).toInt() - final.at(1).toInt(), value);
            QCOMPARE(game.value("winner").toString(), value > 0   ? QStringLiteral("S")
                                                      : value < 0 ? QStringLiteral("N")
                                                                  : "draw");
        }
        // The record keeps the moves as played and says the solver's result.
        const record::ReadResult records = record::readRecordFile(recordPath.toStdString());
        QVERIFY(records.ok());
        QCOMPARE(records.games.size(), 2u);
        const QJsonArray first = games.at(0).toObject().value("final").toArray();
        const std::string said =
            "Adjudicated by the exact solver: " + std::to_string(first.at(0).toInt()) + "-" +
            std::to_string(first.at(1).toInt()) + ".";
        const record::GameRecord &r = records.games.front();
        const std::vector<std::string> &comments =
            r.moves.empty() ? r.commentsBefore : r.moves.back().commentsAfter;
        QVERIFY(std::find(comments.begin(), comments.end(), said) != comments.end());
        QVERIFY(waitFinished(*stays));
        QVERIFY2(stays->status == 0, stays->err.constData());
        const QJsonArray own = jsonOf(stays->out).value("games").toArray();
        QCOMPARE(own.size(), 2);
        for (const QJsonValue &g : own)
            QVERIFY(g.toObject().value("adjudicated").toBool());
    }

    // A fifth pupil comes after round 1 has begun: it is paired from the next round, and the
    // all-play-all still meets every pair twice, once each way.
    void latePupilIsPairedFromTheNextRound() {
        QTemporaryDir dir;
        const QString save = dir.filePath("class.json");
        quint16 port = 0;
        auto host =
            startHost({"--players", "4", "--counters", "3", "--port", "0", "--save", save}, &port);
        QVERIFY(port != 0);
        const QStringList players = names(5);
        std::vector<std::unique_ptr<Process>> pupils;
        for (int i = 0; i < 4; ++i)
            pupils.push_back(startPupil(port, players[i], i + 1, {"--move-delay", "40"}));
        QVERIFY(QTest::qWaitFor([&] { return movesInSave(save) >= 1; }, 30000));
        pupils.push_back(startPupil(port, players[4], 5, {"--move-delay", "40"}));
        QVERIFY(waitFinished(*host));
        QVERIFY2(host->status == 0, host->err.constData());
        const QJsonObject report = jsonOf(host->out);
        QCOMPARE(report.value("players").toArray().size(), 5);
        QVERIFY(everyPairTwiceOnceEachWay(checkReport(report, 3), players));
        for (const QJsonValue &g : report.value("games").toArray())
            if (g.toObject().value("round").toInt() == 1)
                QVERIFY(g.toObject().value("south").toString() != players[4] &&
                        g.toObject().value("north").toString() != players[4]);
        for (auto &pupil : pupils) {
            QVERIFY(waitFinished(*pupil));
            QVERIFY2(pupil->status == 0, pupil->err.constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestTournamentCli)
#include "tst_tournament_cli.moc"
