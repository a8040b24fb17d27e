// SPDX-License-Identifier: GPL-3.0-or-later
// Two real tihbat-cli processes over the loopback: `host` and `join` play whole games at
// several levels and options and print the same moves and score, which replayed through the
// core are a legal game with that result; a joiner killed with SIGKILL comes back with the
// same code and the game goes on; a wrong code, no answer and a host that breaks the protocol
// end `join` with status 2 and one line; hostile peers against `tihbat-cli host` are refused
// while its game goes on; bad options get clear messages. Ports are the system's choice.
#include "core/game.h"
#include "core/notation.h"
#include "net/game_link.h"
#include "net/protocol.h"
#include "raw_peer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>
#include <QUdpSocket>
#include <memory>

using namespace tihbat;
using namespace tihbat::net;
using tihbat::net::test::RawPeer;
using tihbat::net::test::refusalIn;

namespace {

const QString Cli = QStringLiteral(TIHBAT_CLI_BINARY);
constexpr int GameMs = 60000;

struct Finished {
    int status = -1;
    QByteArray out;
    QByteArray err;
};

// A tihbat-cli host on 127.0.0.1 and the port it was given by the system.
struct HostProcess {
    std::unique_ptr<QProcess> process = std::make_unique<QProcess>();
    quint16 port = 0;
    QByteArray err;
};

HostProcess startHost(const QStringList &args) {
    HostProcess host;
    host.process->start(Cli, QStringList{"host", "--listen", "127.0.0.1", "--port", "0"} + args);
    const bool told = QTest::qWaitFor(
        [&] {
            host.err += host.process->readAllStandardError();
            return host.err.contains('\n') || host.process->state() == QProcess::NotRunning;
        },
        10000);
    const QByteArray marker = "listening on port ";
    const qsizetype at = host.err.indexOf(marker);
    if (told && at >= 0)
        host.port =
            static_cast<quint16>(host.err.mid(at + marker.size()).split('\n').first().toUShort());
    return host;
}

bool waitFinished(QProcess &process, int ms = GameMs) {
    return QTest::qWaitFor([&] { return process.state() == QProcess::NotRunning; }, ms);
}

Finished finish(QProcess &process, const QByteArray &errBefore = {}) {
    Finished f;
    if (!waitFinished(process)) {
        process.kill();
        (void)waitFinished(process, 5000);
        return f;
    }
    f.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    f.out = process.readAllStandardOutput();
    f.err = errBefore + process.readAllStandardError();
    return f;
}

std::unique_ptr<QProcess> startJoin(quint16 port, const QStringList &args) {
    auto join = std::make_unique<QProcess>();
    join->start(Cli, QStringList{"join", QStringLiteral("127.0.0.1:%1").arg(port)} + args);
    return join;
}

QJsonObject report(const QByteArray &out) {
    return QJsonDocument::fromJson(out.trimmed()).object();
}

// The printed moves replayed through the core from the options: every move legal, its
// notation (captures) as printed, the game over with the printed score and reason.
QString replayProblem(const QJsonObject &r, const RuleOptions &rules) {
    Game game(rules);
    for (const QJsonValue &move : r.value("moves").toArray()) {
        const std::string text = move.toString().toStdString();
        const auto pit = pitFromLetter(text.substr(0, 1));
        if (!pit)
            return QStringLiteral("not a move: ") + move.toString();
        auto result = game.play(*pit);
        const auto *story = std::get_if<MoveStory>(&result);
        if (!story)
            return QStringLiteral("illegal at ply %1: ").arg(game.plies()) + move.toString();
        if (moveNotation(*story) != text)
            return QStringLiteral("%1 printed, %2 played")
                .arg(move.toString(), QString::fromStdString(moveNotation(*story)));
    }
    if (!game.isOver())
        return QStringLiteral("the game is not over");
    const Outcome outcome = *game.outcome();
    const QJsonArray final = r.value("final").toArray();
    if (final.size() != 2 || final[0].toInt() != outcome.finalScore[0] ||
        final[1].toInt() != outcome.finalScore[1])
        return QStringLiteral("the final score is not the game's");
    const QString reason = outcome.reason == GameEnd::Repetition ? QStringLiteral("repetition")
                                                                 : QStringLiteral("all-captured");
    if (r.value("reason").toString() != reason)
        return QStringLiteral("the reason is not the game's");
    if (r.value("plies").toInt() != game.plies())
        return QStringLiteral("plies");
    return {};
}

bool sameGame(const QJsonObject &a, const QJsonObject &b) {
    for (const char *key : {"moves", "plies", "final", "winner", "reason"})
        if (a.value(key) != b.value(key))
            return false;
    return true;
}

} // namespace

class TestNetCli : public QObject {
    Q_OBJECT
private slots:
    void wholeGames_data() {
        QTest::addColumn<QString>("hostLevel");
        QTest::addColumn<QString>("joinLevel");
        QTest::addColumn<int>("counters");
        QTest::addColumn<bool>("chain");
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("hostSide");
        QTest::newRow("beginner-easy 7") << "beginner"
                                         << "easy" << 7 << false << "S"
                                         << "S";
        QTest::newRow("medium-hard 5 chain") << "medium"
                                             << "hard" << 5 << true << "S"
                                             << "N";
        QTest::newRow("perfect-medium 3 chain, North first") << "perfect"
                                                             << "medium" << 3 << true << "N"
                                                             << "S";
        QTest::newRow("hard-perfect 12") << "hard"
                                         << "perfect" << 12 << false << "S"
                                         << "S";
        QTest::newRow("easy-beginner 1 chain") << "easy"
                                               << "beginner" << 1 << true << "N"
                                               << "N";
        QTest::newRow("perfect-perfect 9") << "perfect"
                                           << "perfect" << 9 << false << "N"
                                           << "S";
    }
    void wholeGames() {
        QFETCH(QString, hostLevel);
        QFETCH(QString, joinLevel);
        QFETCH(int, counters);
        QFETCH(bool, chain);
        QFETCH(QString, first);
        QFETCH(QString, hostSide);
        QStringList hostArgs{
            "--code",  "Z9Y8X7", "--level", hostLevel, "--counters", QString::number(counters),
            "--first", first,    "--side",  hostSide,  "--seed",     "3"};
        if (chain)
            hostArgs << "--chain";
        HostProcess host = startHost(hostArgs);
        QVERIFY2(host.port != 0, host.err.constData());
        auto join = startJoin(host.port, {"--code", "z9y8x7", "--level", joinLevel, "--seed", "4"});
        const Finished joined = finish(*join);
        const Finished hosted = finish(*host.process);
        QCOMPARE(joined.status, 0);
        QCOMPARE(hosted.status, 0);
        QVERIFY(joined.err.isEmpty());
        const QJsonObject h = report(hosted.out);
        const QJsonObject j = report(joined.out);
        QCOMPARE(h.value("side").toString(), hostSide);
        QCOMPARE(j.value("side").toString(),
                 hostSide == "S" ? QStringLiteral("N") : QStringLiteral("S"));
        QVERIFY2(sameGame(h, j), (hosted.out + joined.out).constData());
        const RuleOptions rules{counters, chain, first == "S" ? Side::South : Side::North};
        const QString problem = replayProblem(h, rules);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // A wrong code: join says so and stops with 2; the host's game is untouched and a join
    // with the right code plays it.
    void wrongCodeIsRefused() {
        HostProcess host = startHost({"--code", "ABCD1234", "--level", "easy"});
        QVERIFY(host.port != 0);
        auto wrong = startJoin(host.port, {"--code", "ABCD1235", "--level", "easy"});
        const Finished refused = finish(*wrong);
        QCOMPARE(refused.status, 2);
        QVERIFY(refused.out.isEmpty());
        QCOMPARE(refused.err, QByteArray("tihbat-cli: join: the join code is not this game's\n"));
        auto right = startJoin(host.port, {"--code", "abcd1234", "--level", "easy"});
        const Finished joined = finish(*right);
        const Finished hosted = finish(*host.process);
        QCOMPARE(joined.status, 0);
        QCOMPARE(hosted.status, 0);
        QVERIFY(sameGame(report(hosted.out), report(joined.out)));
        QVERIFY(replayProblem(report(hosted.out), RuleOptions{}).isEmpty());
    }

    // Nobody at the port, or somebody who never answers: status 2 within the time limit.
    void noAnswer() {
        quint16 closedPort = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress::LocalHost));
            closedPort = probe.serverPort();
        }
        auto nobody = startJoin(closedPort, {"--code", "ABCD", "--level", "easy"});
        const Finished a = finish(*nobody);
        QCOMPARE(a.status, 2);
        QVERIFY2(a.err.startsWith("tihbat-cli: join: no answer from 127.0.0.1:"),
                 a.err.constData());
        QCOMPARE(a.err.count('\n'), 1);

        QTcpServer silent;
        QVERIFY(silent.listen(QHostAddress::LocalHost));
        QElapsedTimer clock;
        clock.start();
        auto waiting =
            startJoin(silent.serverPort(), {"--code", "ABCD", "--level", "easy", "--timeout", "1"});
        const Finished b = finish(*waiting);
        QCOMPARE(b.status, 2);
        QVERIFY2(b.err.startsWith("tihbat-cli: join: no answer"), b.err.constData());
        QVERIFY(clock.elapsed() < 10000);
    }

    void hostBreaksTheProtocol_data() {
        QTest::addColumn<QByteArray>("says");
        QTest::newRow("garbage") << QByteArray("SSH-2.0-OpenSSH_9.2\r\n");
        QTest::newRow("endless line") << QByteArray(64 * 1024, '{');
        QTest::newRow("an illegal move")
            << encodeMessage(
                   Welcome{1, RuleOptions{}, {QStringLiteral("H"), {}}, {}, Side::North, true}) +
                   encodeMessage(Move{0, Pita});
    }
    void hostBreaksTheProtocol() {
        QFETCH(QByteArray, says);
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost));
        connect(&server, &QTcpServer::newConnection, this,
                [&] { server.nextPendingConnection()->write(says); });
        auto join = startJoin(server.serverPort(), {"--code", "ABCD", "--level", "easy"});
        const Finished f = finish(*join);
        QCOMPARE(f.status, 2);
        QVERIFY(f.out.isEmpty());
        QVERIFY2(f.err.startsWith("tihbat-cli: join: the host broke the protocol: "),
                 f.err.constData());
        QCOMPARE(f.err.count('\n'), 1);
    }

    // The joiner is killed (SIGKILL) in the middle of the game: the host keeps the game and
    // says the player left; a new joiner with the same code goes on from where it was.
    void killedJoinerComesBack() {
        HostProcess host =
            startHost({"--code", "KILL9X", "--level", "medium", "--counters", "8", "--wait", "30"});
        QVERIFY(host.port != 0);
        GameLink watcher;
        QSignalSpy presence(&watcher, &GameLink::presenceChanged);
        QSignalSpy welcomed(&watcher, &GameLink::welcomed);
        watcher.join({QStringLiteral("127.0.0.1"), host.port, Role::Watcher,
                      QStringLiteral("KILL9X"), QStringLiteral("Projector")});
        QVERIFY(QTest::qWaitFor([&] { return welcomed.count() == 1; }, 5000));
        auto first = startJoin(host.port, {"--code", "KILL9X", "--level", "medium", "--name",
                                           "Baraka", "--move-delay", "150"});
        QVERIFY(QTest::qWaitFor([&] { return watcher.game().plies() >= 4; }, 20000));
        QVERIFY(!watcher.game().isOver());
        first->kill();
        QVERIFY(waitFinished(*first, 5000));
        QCOMPARE(first->exitStatus(), QProcess::CrashExit);
        QVERIFY(QTest::qWaitFor(
            [&] { return !presence.isEmpty() && presence.last().at(2).toBool() == false; }, 5000));
        QCOMPARE(presence.last().at(1).toString(), QStringLiteral("Baraka"));
        const int pliesAtKill = watcher.game().plies();
        auto second = startJoin(host.port, {"--code", "KILL9X", "--level", "medium"});
        const Finished joined = finish(*second);
        const Finished hosted = finish(*host.process);
        QCOMPARE(joined.status, 0);
        QCOMPARE(hosted.status, 0);
        const QJsonObject h = report(hosted.out);
        QVERIFY(sameGame(h, report(joined.out)));
        QVERIFY(h.value("plies").toInt() > pliesAtKill);
        const QString problem = replayProblem(h, RuleOptions{8, false, Side::South});
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(QTest::qWaitFor([&] { return watcher.game().isOver(); }, 5000));
        QCOMPARE(watcher.game().plies(), h.value("plies").toInt());
    }

    // While a game is played: garbage, an endless line, a wrong code, a second player and a
    // move from a watcher against tihbat-cli host. Each is refused, and the game ends legally.
    void hostilePeersAgainstTheHost() {
        HostProcess host = startHost({"--code", "GAME42", "--level", "hard"});
        QVERIFY(host.port != 0);
        auto join =
            startJoin(host.port, {"--code", "GAME42", "--level", "hard", "--move-delay", "100"});
        RawPeer watcher;
        QVERIFY(watcher.connectTo(host.port));
        watcher.hello(Role::Watcher, QStringLiteral("GAME42"));
        const auto welcome = watcher.nextOf<Welcome>();
        QVERIFY(welcome.has_value());
        // The player is in before a second one tries.
        bool playerIn = welcome->opponentPresent;
        for (int i = 0; i < 100 && !playerIn; ++i) {
            const auto m = watcher.next();
            QVERIFY(m.has_value());
            if (const auto *p = std::get_if<Presence>(&*m))
                playerIn = p->here;
        }
        QVERIFY(playerIn);
        const auto refusedWith = [&](const QByteArray &bytes) -> std::optional<RefusalReason> {
            RawPeer peer;
            if (!peer.connectTo(host.port))
                return std::nullopt;
            peer.sendRaw(bytes);
            if (!peer.waitClosed())
                return std::nullopt;
            return refusalIn(peer.buffered());
        };
        // The start of a TLS hello, a NUL inside, then a newline.
        QCOMPARE(refusedWith(QByteArray::fromHex("160301020001000001fc03030a")),
                 std::optional(RefusalReason::Protocol));
        QCOMPARE(refusedWith(encodeMessage(
                     Hello{1, Role::Player, QStringLiteral("GAME43"), QStringLiteral("X")})),
                 std::optional(RefusalReason::Code));
        QCOMPARE(refusedWith(encodeMessage(
                     Hello{1, Role::Player, QStringLiteral("GAME42"), QStringLiteral("Second")})),
                 std::optional(RefusalReason::Taken));
        {
            RawPeer endless;
            QVERIFY(endless.connectTo(host.port));
            const QByteArray chunk(8192, 'y');
            for (int i = 0; i < 512 && endless.isConnected(); ++i) {
                endless.sendRaw(chunk);
                (void)QTest::qWaitFor([&] { return endless.socket().bytesToWrite() == 0; }, 500);
            }
            QVERIFY(endless.waitClosed());
        }
        watcher.send(Move{0, PitA});
        bool refusedMove = false;
        for (int i = 0; i < 200 && !refusedMove; ++i) {
            const auto m = watcher.next(GameMs);
            QVERIFY(m.has_value());
            if (const auto *r = std::get_if<Refusal>(&*m))
                refusedMove = r->reason == RefusalReason::NotYourTurn;
        }
        QVERIFY(refusedMove);
        const Finished joined = finish(*join);
        const Finished hosted = finish(*host.process);
        QCOMPARE(joined.status, 0);
        QCOMPARE(hosted.status, 0);
        QVERIFY(sameGame(report(hosted.out), report(joined.out)));
        const QString problem = replayProblem(report(hosted.out), RuleOptions{});
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // F2: the host says on its error stream when someone keeps giving wrong codes.
    void codeGuessingIsToldOnStderr() {
        HostProcess host = startHost({"--code", "GUESS9Z1", "--level", "easy", "--wait", "30"});
        QVERIFY(host.port != 0);
        for (int i = 0; i <= WrongCodesAllowed; ++i) {
            RawPeer peer;
            QVERIFY(peer.socket().bind(QHostAddress(QStringLiteral("127.0.0.5")), 0));
            QVERIFY(peer.connectTo(host.port));
            peer.hello(Role::Player, QStringLiteral("WRONG%1").arg(i));
            QVERIFY(peer.waitClosed());
        }
        const QByteArray told = "tihbat-cli: host: someone at 127.0.0.5 is trying codes\n";
        QVERIFY2(QTest::qWaitFor(
                     [&] {
                         host.err += host.process->readAllStandardError();
                         return host.err.contains(told);
                     },
                     5000),
                 host.err.constData());
        host.process->kill();
        QVERIFY(waitFinished(*host.process, 5000));
    }

    // F4: a host that welcomes and answers pings but never moves: join gives up at --idle.
    void joinEndsWhenTheHostNeverMoves() {
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost));
        connect(&server, &QTcpServer::newConnection, this, [&] {
            QTcpSocket *socket = server.nextPendingConnection();
            socket->write(encodeMessage(
                Welcome{1, RuleOptions{}, {QStringLiteral("H"), {}}, {}, Side::North, true}));
            connect(socket, &QTcpSocket::readyRead, socket, [socket] {
                if (socket->readAll().contains("\"ping\""))
                    socket->write(encodeMessage(Pong{}));
            });
        });
        QElapsedTimer clock;
        clock.start();
        auto join =
            startJoin(server.serverPort(), {"--code", "ABCD", "--level", "easy", "--idle", "3"});
        const Finished f = finish(*join);
        QCOMPARE(f.status, 2);
        QCOMPARE(f.err, QByteArray("tihbat-cli: join: the host has not moved for 3 seconds\n"));
        // Not sooner than --idle (a coarse QTimer may fire up to 5 % early).
        QVERIFY2(clock.elapsed() >= 3000 * 95 / 100, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(clock.elapsed() < 10000);
    }

    // F3: `find` ends on time during a flood of fake games, and lists a bounded number.
    void findEndsOnTimeDuringAFlood() {
        quint16 port = 0;
        {
            QUdpSocket probe;
            QVERIFY(probe.bind(QHostAddress::LocalHost, 0));
            port = probe.localPort();
        }
        QProcess find;
        QElapsedTimer clock;
        clock.start();
        find.start(Cli, {"find", "--seconds", "2", "--discovery-port", QString::number(port)});
        QVERIFY(find.waitForStarted(5000));
        QUdpSocket flooder;
        QVERIFY(flooder.bind(QHostAddress(QStringLiteral("127.0.0.2")), 0));
        const QByteArray templ = QByteArray(R"({"tihbat":1,"port":PORT,"name":"Fake","counters":7,)"
                                            R"("chain":false,"first":"S","hostSide":"S",)"
                                            R"("seatFree":true,"watchers":0,"plies":0})");
        int next = 1;
        while (find.state() != QProcess::NotRunning && clock.elapsed() < 15000) {
            for (int i = 0; i < 500; ++i, next = next % 65535 + 1)
                flooder.writeDatagram(QByteArray(templ).replace("PORT", QByteArray::number(next)),
                                      QHostAddress::LocalHost, port);
            QCoreApplication::processEvents();
        }
        const qint64 took = clock.elapsed();
        QVERIFY(waitFinished(find, 5000));
        QCOMPARE(find.exitCode(), 0);
        QVERIFY2(took < 6000, qPrintable(QStringLiteral("find took %1 ms").arg(took)));
        const qsizetype lines = find.readAllStandardOutput().count('\n');
        QVERIFY2(lines <= MaxListedGames, qPrintable(QString::number(lines)));
    }

    // The result cannot be written (a full disk): status 2 and one line, as every command.
    void outputOnAFullDisk() {
        HostProcess host = startHost({"--code", "FULL01", "--level", "easy"});
        QVERIFY(host.port != 0);
        QProcess join;
        join.setStandardOutputFile(QStringLiteral("/dev/full"));
        join.start(Cli, {"join", QStringLiteral("127.0.0.1:%1").arg(host.port), "--code", "FULL01",
                         "--level", "easy"});
        const Finished joined = finish(join);
        QCOMPARE(joined.status, 2);
        QCOMPARE(joined.err, QByteArray("tihbat-cli: join: cannot write the output\n"));
        QCOMPARE(finish(*host.process).status, 0);
    }

    // A host nobody joins stops at --wait with status 2.
    void nobodyJoins() {
        HostProcess host = startHost({"--code", "ALONE1", "--level", "easy", "--wait", "1"});
        QVERIFY(host.port != 0);
        const Finished f = finish(*host.process, host.err);
        QCOMPARE(f.status, 2);
        QVERIFY(f.out.isEmpty());
        QVERIFY2(f.err.endsWith("tihbat-cli: host: no player joined within 1 seconds\n"),
                 f.err.constData());
    }

    void badOptions_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no code") << QStringList{"host", "--level", "easy"}
                                 << "host needs --code CODE (4 to 12 letters and digits)";
        QTest::newRow("no level") << QStringList{"join", "h:1", "--code", "ABCD"}
                                  << "join needs --level LEVEL (beginner, easy, medium, hard or "
                                     "perfect)";
        QTest::newRow("short code") << QStringList{"host", "--code", "ab", "--level", "easy"}
                                    << "option --code: \"ab\" is not 4 to 12 letters and digits";
        QTest::newRow("weak code")
            << QStringList{"host", "--code", "ABCD", "--level", "easy"}
            << "option --code: \"ABCD\" is too easy to guess; a host's code needs at least 6 "
               "characters mixing letters and digits (or 7 letters, or 9 digits), 4 of them "
               "different";
        QTest::newRow("level") << QStringList{"host", "--code", "ABCD12", "--level", "genius"}
                               << "option --level: \"genius\" is not a level (expected beginner, "
                                  "easy, medium, hard or perfect)";
        QTest::newRow("counters") << QStringList{"host", "--code",     "ABCD12", "--level",
                                                 "easy", "--counters", "13"}
                                  << "option --counters: \"13\" is too large, expected 1..12";
        QTest::newRow("port") << QStringList{"host", "--code", "ABCD12", "--level",
                                             "easy", "--port", "65536"}
                              << "option --port: \"65536\" is too large, expected 0..65535";
        QTest::newRow("name") << QStringList{"join",    "h:1",  "--code", "ABCD",
                                             "--level", "easy", "--name", "a\u202Eb"}
                              << "option --name: \"a\u202Eb\" is not 1 to 40 plain characters";
        QTest::newRow("no address") << QStringList{"join", "--code", "ABCD", "--level", "easy"}
                                    << "join needs the host's address, HOST:PORT";
        QTest::newRow("address") << QStringList{"join", "localhost", "--code",
                                                "ABCD", "--level",   "easy"}
                                 << "join: \"localhost\" is not HOST:PORT";
        QTest::newRow("port 0") << QStringList{"join", "[::1]:0", "--code",
                                               "ABCD", "--level", "easy"}
                                << "join: the port of \"[::1]:0\" is not a number from 1 to 65535";
        QTest::newRow("other command's option")
            << QStringList{"host", "--code", "ABCD12", "--level", "easy", "--timeout", "3"}
            << "option --timeout does not apply to host (argument 6)";
        QTest::newRow("twice") << QStringList{"find", "--seconds", "1", "--seconds", "2"}
                               << "option --seconds is given twice";
        QTest::newRow("seconds 0") << QStringList{"find", "--seconds", "0"}
                                   << "option --seconds: \"0\" is too small, expected 1..3600";
        QTest::newRow("discovery without announce")
            << QStringList{"host", "--code", "ABCD12", "--level", "easy", "--discovery-port", "9"}
            << "option --discovery-port needs --announce";
        QTest::newRow("tournament's discovery without announce")
            << QStringList{"tournament", "--code",           "ABCD12", "--players",
                           "2",          "--discovery-port", "9"}
            << "option --discovery-port needs --announce";
        QTest::newRow("tournament's name")
            << QStringList{"tournament", "--code",     "ABCD12", "--players",
                           "2",          "--announce", "--name", "a\u202Eb"}
            << "option --name: \"a\u202Eb\" is not 1 to 40 plain characters";
        QTest::newRow("listen") << QStringList{"host", "--code",   "ABCD12", "--level",
                                               "easy", "--listen", "nowhere"}
                                << "host: option --listen: \"nowhere\" is not an IP address";
        QTest::newRow("operand") << QStringList{"find", "extra"}
                                 << "find takes options only, not \"extra\"";
        QTest::newRow("unknown option")
            << QStringList{"host", "--code", "ABCD12", "--colour", "red"}
            << "unknown option \"--colour\" (argument 4)";
        QTest::newRow("missing value")
            << QStringList{"find", "--seconds"} << "option --seconds needs a value (argument 2)";
        QTest::newRow("an option for a value")
            << QStringList{"join", "h:1", "--code", "--level", "easy"}
            << "option --code needs a value (argument 3)";
        QTest::newRow("flag with a value")
            << QStringList{"tournament", "--chain=yes"} << "option --chain takes no value";
        QTest::newRow("too large")
            << QStringList{"join", "h:1", "--code", "ABCD", "--level", "easy", "--timeout", "3601"}
            << "option --timeout: \"3601\" is too large, expected 1..3600";
    }
    void badOptions() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QProcess process;
        process.start(Cli, args);
        const Finished f = finish(process);
        QCOMPARE(f.status, 2);
        QVERIFY(f.out.isEmpty());
        QCOMPARE(QString::fromUtf8(f.err), QStringLiteral("tihbat-cli: ") + message + "\n");
    }
};

QTEST_GUILESS_MAIN(TestNetCli)
#include "tst_net_cli.moc"
