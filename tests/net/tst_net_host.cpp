// SPDX-License-Identifier: GPL-3.0-or-later
// GameHost and GameLink over real loopback sockets: a whole game between them, undo by
// agreement, a guest and a host that come back, watchers, and a hostile peer (a wrong code,
// another version, garbage, an endless line, a slow sender, a flood of connections, a second
// player, moves out of turn, stale or illegal) and a hostile host: each refused, the game as it
// was, memory bounded. Time limits are shortened so the test runs quickly; every wait is
// bounded.
#include "core/computer_player.h"
#include "net/announcement.h"
#include "net/code_guard.h"
#include "net/game_announcer.h"
#include "net/game_browser.h"
#include "net/game_host.h"
#include "net/game_link.h"
#include "net/protocol.h"
#include "net/tournament_host.h"
#include "raw_peer.h"

#include <QFile>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QUdpSocket>
#include <memory>
#include <random>

using namespace tihbat;
using namespace tihbat::net;
using tihbat::net::test::RawPeer;
using tihbat::net::test::refusalIn;

namespace {

const QString Code = QStringLiteral("K7Q2XM");

Timeouts shortTimeouts() {
    Timeouts t;
    t.handshakeMs = 800;
    t.pingMs = 200;
    t.silenceMs = 1500;
    return t;
}

HostOptions options(const RuleOptions &rules = {}) {
    HostOptions o;
    o.rules = rules;
    o.hostSide = Side::South;
    o.hostName = QStringLiteral("Amina");
    o.code = Code;
    return o;
}

std::unique_ptr<GameHost> startHost(const RuleOptions &rules = {}, const Game *game = nullptr,
                                    quint16 port = 0) {
    auto host = std::make_unique<GameHost>();
    host->setListenAddress(QHostAddress::LocalHost);
    host->setTimeouts(shortTimeouts());
    const bool ok =
        game ? host->start(options(rules), *game, port) : host->start(options(rules), port);
    if (!ok)
        qWarning("host: %s", qPrintable(host->errorString()));
    return ok ? std::move(host) : nullptr;
}

// A raw guest welcomed into the host's game.
bool joinRaw(RawPeer &peer, quint16 port, Role role = Role::Player) {
    if (!peer.connectTo(port))
        return false;
    peer.hello(role, Code);
    return peer.nextOf<Welcome>().has_value();
}

qint64 residentKiB() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    return 0;
}

// A game from the normal start in which North is to move and one of its pits is empty, found
// by playing random legal moves (the first such position of a seeded search).
Game gameWithEmptyNorthPit(const RuleOptions &rules) {
    std::mt19937 random(7);
    for (int attempt = 0; attempt < 1000; ++attempt) {
        Game game(rules);
        for (int ply = 0; ply < 200 && !game.isOver(); ++ply) {
            const Position &p = game.position();
            if (p.toMove == Side::North && (p.pits[Pita] == 0) != (p.pits[Pitb] == 0))
                return game;
            const std::vector<int> moves = game.legalMoves();
            (void)game.play(moves[random() % moves.size()]);
        }
    }
    return Game(rules);
}

} // namespace

class TestNetHost : public QObject {
    Q_OBJECT
private slots:
    // GameHost plays South, a GameLink North, both as random computer players, to the end.
    void wholeGameBetweenHostAndLink() {
        auto host = startHost(RuleOptions{4, true, Side::North});
        QVERIFY(host);
        GameLink link;
        link.setTimeouts(shortTimeouts());
        QSignalSpy welcomed(&link, &GameLink::welcomed);
        link.join({QStringLiteral("127.0.0.1"), host->port(), Role::Player, Code,
                   QStringLiteral("Baraka")});
        QVERIFY(QTest::qWaitFor([&] { return welcomed.count() == 1; }, 5000));
        QCOMPARE(link.side(), std::optional<Side>(Side::North));
        QCOMPARE(link.welcome().names[0], QStringLiteral("Amina"));
        QCOMPARE(host->names()[1], QStringLiteral("Baraka"));
        RandomPlayer south(1), north(2);
        for (int turn = 0; turn < 500 && !host->game().isOver(); ++turn) {
            const int plies = host->game().plies();
            if (host->isHostToMove())
                QCOMPARE(host->play(south.chooseMove(host->game())), MoveError::None);
            else
                QCOMPARE(link.play(north.chooseMove(link.game())), MoveError::None);
            QVERIFY(QTest::qWaitFor([&] { return link.game().plies() == plies + 1; }, 5000));
            QCOMPARE(host->game().moves(), link.game().moves());
        }
        QVERIFY(host->game().isOver());
        QVERIFY(link.game().isOver());
        QCOMPARE(link.game().outcome()->finalScore, host->game().outcome()->finalScore);
        // The host's record of it: the players' names, and the same game when read back.
        const record::GameRecord r = host->record();
        QCOMPARE(r.tag("South"), std::optional<std::string>("Amina"));
        QCOMPARE(r.tag("North"), std::optional<std::string>("Baraka"));
        const record::Replay replay = record::gameOf(r);
        QVERIFY(replay.game.has_value());
        QCOMPARE(replay.game->moves(), host->game().moves());
        QCOMPARE(replay.game->options(), (RuleOptions{4, true, Side::North}));
    }

    // The browser lists valid announcements by sender and port, ignores anything else, and
    // forgets a game no longer announced. Datagrams go to the loopback only.
    void browserListsOnlyValidAnnouncements() {
        quint16 port = 0;
        {
            QUdpSocket probe;
            QVERIFY(probe.bind(QHostAddress::LocalHost, 0));
            port = probe.localPort();
        }
        GameBrowser browser;
        QVERIFY2(browser.start(port), qPrintable(browser.errorString()));
        Announcement a;
        a.version = ProtocolVersion;
        a.port = 4321;
        a.hostName = QStringLiteral("Amina");
        a.rules = RuleOptions{6, true, Side::South};
        a.seatFree = true;
        QUdpSocket sender;
        const auto send = [&](const QByteArray &datagram) {
            return sender.writeDatagram(datagram, QHostAddress::LocalHost, port) == datagram.size();
        };
        QVERIFY(send("garbage"));
        QVERIFY(send(encodeMessage(Ping{})));
        QVERIFY(send(QByteArray(encodeAnnouncement(a)).replace("Amina", "A\\u202eB")));
        QVERIFY(send(encodeAnnouncement(a)));
        Announcement b = a;
        b.port = 4322;
        b.hostName = QStringLiteral("Baraka");
        QVERIFY(send(encodeAnnouncement(b)));
        QVERIFY(send(encodeAnnouncement(a))); // again: the same game
        QVERIFY(QTest::qWaitFor([&] { return browser.games().size() == 2; }, 3000));
        QCOMPARE(browser.games().size(), 2);
        QCOMPARE(browser.games()[0].announcement, a);
        QCOMPARE(browser.games()[0].address, QHostAddress(QHostAddress::LocalHost));
        QCOMPARE(browser.games()[1].announcement.hostName, QStringLiteral("Baraka"));
        // Nothing more is heard: both are forgotten after the announcements' lifetime.
        QVERIFY(QTest::qWaitFor([&] { return browser.games().isEmpty(); },
                                AnnouncementLifetimeMs + 3 * AnnounceIntervalMs));
    }

    // One announcer for both hosts: a game and a class tournament announced on the loopback
    // are both listed, the tournament as one (its teacher's name, its pupils, not started);
    // a pupil who joins is counted at the next announcement, and the tournament's start too.
    void announcerAnnouncesGamesAndTournaments() {
        quint16 port = 0;
        {
            QUdpSocket probe;
            QVERIFY(probe.bind(QHostAddress::LocalHost, 0));
            port = probe.localPort();
        }
        GameBrowser browser;
        QVERIFY2(browser.start(port), qPrintable(browser.errorString()));
        auto game = startHost();
        QVERIFY(game);
        TournamentHost tournament;
        tournament.setListenAddress(QHostAddress::LocalHost);
        QVERIFY2(tournament.start(tournament::Tournament(RuleOptions{4, false, Side::South}, Code)),
                 qPrintable(tournament.errorString()));
        GameAnnouncer announceGame, announceTournament;
        announceGame.setTarget(QHostAddress::LocalHost);
        announceTournament.setTarget(QHostAddress::LocalHost);
        announceGame.start(game.get(), port);
        announceTournament.start(&tournament, QStringLiteral("Ms Idrissi"), port);
        QVERIFY(QTest::qWaitFor([&] { return browser.games().size() == 2; }, 3000));
        const auto listed = [&](quint16 tcpPort) -> std::optional<Announcement> {
            for (const AnnouncedGame &g : browser.games())
                if (g.announcement.port == tcpPort)
                    return g.announcement;
            return std::nullopt;
        };
        QVERIFY(listed(game->port()));
        QVERIFY(!listed(game->port())->isTournament());
        QCOMPARE(listed(game->port())->hostName, QStringLiteral("Amina"));
        const std::optional<Announcement> t = listed(tournament.port());
        QVERIFY(t);
        QVERIFY(t->isTournament());
        QCOMPARE(t->version, TournamentProtocolVersion);
        QCOMPARE(t->hostName, QStringLiteral("Ms Idrissi"));
        QCOMPARE(t->rules.countersPerPit, 4);
        QCOMPARE(t->pupils, 0);
        QCOMPARE(t->round, 0);

        // Two pupils join as the Join page would have them (the tournament's version).
        std::vector<std::unique_ptr<GameLink>> pupils;
        for (const QString &name : {QStringLiteral("Amina"), QStringLiteral("Bilal")}) {
            auto link = std::make_unique<GameLink>();
            link->setProtocolVersion(TournamentProtocolVersion);
            link->setTimeouts(shortTimeouts());
            QSignalSpy waiting(link.get(), &GameLink::waiting);
            link->join({QStringLiteral("127.0.0.1"), tournament.port(), Role::Player, Code, name});
            QVERIFY(waiting.wait(3000));
            pupils.push_back(std::move(link));
        }
        QCOMPARE(tournament.tournament().playerCount(), 2);
        QVERIFY(QTest::qWaitFor([&] { return listed(tournament.port())->pupils == 2; },
                                3 * AnnounceIntervalMs));
        QVERIFY(tournament.startTournament());
        QVERIFY(QTest::qWaitFor([&] { return listed(tournament.port())->round == 1; },
                                3 * AnnounceIntervalMs));
        // The tournament stops: nothing more is said, and the browser forgets it.
        tournament.stop();
        QVERIFY(QTest::qWaitFor([&] { return !listed(tournament.port()); },
                                AnnouncementLifetimeMs + 3 * AnnounceIntervalMs));
        QVERIFY(listed(game->port()));
    }

    void wrongCodeIsRefused() {
        auto host = startHost();
        QVERIFY(host);
        RawPeer peer;
        QVERIFY(peer.connectTo(host->port()));
        peer.hello(Role::Player, QStringLiteral("WRONG1"));
        QVERIFY(peer.waitClosed());
        QCOMPARE(refusalIn(peer.buffered()), std::optional(RefusalReason::Code));
        QVERIFY(!host->isGuestPresent());
        QCOMPARE(host->pendingCount(), 0);
    }

    void otherVersionIsRefused() {
        auto host = startHost();
        QVERIFY(host);
        RawPeer peer;
        QVERIFY(peer.connectTo(host->port()));
        peer.sendRaw(R"({"type":"hello","version":3,"role":"player","features":["x"]})"
                     "\n");
        QVERIFY(peer.waitClosed());
        QCOMPARE(refusalIn(peer.buffered()), std::optional(RefusalReason::Version));
    }

    void garbageIsRefused_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("text") << QByteArray("GET / HTTP/1.1\r\n\r\n");
        QTest::newRow("binary") << QByteArray("\x00\xff\xfe\x01\n", 5);
        QTest::newRow("a move before hello") << QByteArray(R"({"type":"move","ply":0,"pit":"A"})"
                                                           "\n");
        QTest::newRow("json array") << QByteArray("[1,2,3]\n");
    }
    void garbageIsRefused() {
        QFETCH(QByteArray, bytes);
        auto host = startHost();
        QVERIFY(host);
        RawPeer guest;
        QVERIFY(joinRaw(guest, host->port()));
        RawPeer peer;
        QVERIFY(peer.connectTo(host->port()));
        peer.sendRaw(bytes);
        QVERIFY(peer.waitClosed());
        QCOMPARE(refusalIn(peer.buffered()), std::optional(RefusalReason::Protocol));
        if (std::holds_alternative<Message>(parseMessage(bytes)))
            return; // a message, garbage only before the hello
        // The same garbage from the guest in the middle of the game: refused, the guest is
        // dropped, the game is as it was and waits for the guest.
        QCOMPARE(host->play(PitA), MoveError::None);
        QVERIFY(guest.nextOf<Move>().has_value());
        guest.sendRaw(bytes);
        QVERIFY(guest.waitClosed());
        QCOMPARE(refusalIn(guest.buffered()), std::optional(RefusalReason::Protocol));
        QVERIFY(QTest::qWaitFor([&] { return !host->isGuestPresent(); }, 2000));
        QCOMPARE(host->game().plies(), 1);
        QVERIFY(host->isListening());
    }

    // A line without end is cut off at the limit and its sender dropped; memory stays bounded
    // however much is sent.
    // Only a welcome may be longer than 4096 bytes: once a guest has been welcomed, a line of
    // 5000 bytes is too long (not merely bad JSON), though it fits the handshake's limit.
    void afterTheHandshakeALineIsAtMost4096Bytes() {
        auto host = startHost();
        QVERIFY(host);
        QSignalSpy refused(host.get(), &GameHost::refused);
        RawPeer guest;
        QVERIFY(joinRaw(guest, host->port()));
        guest.sendRaw(QByteArray(5000, 'x') + '\n');
        QVERIFY(QTest::qWaitFor([&] { return refused.count() == 1; }, 5000));
        QCOMPARE(refused.at(0).at(0).value<RefusalReason>(), RefusalReason::TooLong);
        QVERIFY(guest.waitClosed());
    }

    void endlessLineIsCutOff() {
        auto host = startHost();
        QVERIFY(host);
        QSignalSpy refused(host.get(), &GameHost::refused);
        const qint64 before = residentKiB();
        constexpr int Connections = 16;
        constexpr qint64 MostPerConnection = 4 * 1024 * 1024;
        const QByteArray chunk(16 * 1024, 'x');
        for (int i = 0; i < Connections; ++i) {
            RawPeer peer;
            QVERIFY(peer.connectTo(host->port()));
            peer.sendRaw("{\"type\":\"hello\",\"version\":1,\"role\":\"player\",\"code\":\"");
            qint64 sent = 0;
            while (peer.isConnected() && sent < MostPerConnection) {
                peer.socket().write(chunk);
                sent += chunk.size();
                (void)QTest::qWaitFor(
                    [&] { return peer.socket().bytesToWrite() == 0 || !peer.isConnected(); }, 1000);
            }
            QVERIFY2(peer.waitClosed(), "still connected after 4 MiB without a newline");
            // The refusal is sent, but the close of a socket with unread input is a reset,
            // which may discard it on arrival: the host's own account says why.
            QVERIFY(QTest::qWaitFor([&] { return refused.count() == i + 1; }, 2000));
            QCOMPARE(refused.last().first().value<RefusalReason>(), RefusalReason::TooLong);
        }
        QVERIFY(QTest::qWaitFor([&] { return host->pendingCount() == 0; }, 2000));
        const qint64 grown = residentKiB() - before;
        QVERIFY2(grown < 32 * 1024, qPrintable(QStringLiteral("grew by %1 KiB").arg(grown)));
        RawPeer guest;
        QVERIFY(joinRaw(guest, host->port()));
    }

    // One byte at a time: the handshake's time limit ends it, whatever it has sent.
    void slowSenderIsDroppedAtTheHandshakeLimit() {
        auto host = startHost();
        QVERIFY(host);
        QElapsedTimer clock;
        clock.start();
        RawPeer peer;
        QVERIFY(peer.connectTo(host->port()));
        const QByteArray hello =
            encodeMessage(Hello{1, Role::Player, Code, QStringLiteral("Slow but sure")});
        int sent = 0;
        for (; sent < hello.size() && peer.isConnected(); ++sent) {
            peer.sendRaw(hello.mid(sent, 1));
            QTest::qWait(50); // the sender's pace, not a wait for the result
        }
        QVERIFY(peer.waitClosed());
        QCOMPARE(refusalIn(peer.buffered()), std::optional(RefusalReason::Timeout));
        QVERIFY2(sent < hello.size(), "the whole hello got through");
        // Not sooner than the limit (a coarse QTimer may fire up to 5 % early).
        QVERIFY(clock.elapsed() >= shortTimeouts().handshakeMs * 95 / 100);
        QVERIFY(!host->isGuestPresent());
    }

    // After the handshake, a line that never ends is silence: the guest is dropped at the
    // silence limit and the game waits for it.
    void slowSenderAfterTheHandshakeIsSilence() {
        auto host = startHost();
        QVERIFY(host);
        QSignalSpy left(host.get(), &GameHost::guestLeft);
        // Started before the hello, the last whole line the host hears: the silence is counted
        // from it (a clock started after the welcome comes late on a busy machine).
        QElapsedTimer clock;
        clock.start();
        RawPeer guest;
        QVERIFY(joinRaw(guest, host->port()));
        const QByteArray move = encodeMessage(Move{0, Pita});
        for (int i = 0; i < 100 && guest.isConnected() && left.isEmpty(); ++i) {
            guest.sendRaw(move.mid(i % (move.size() - 1), 1)); // never the newline
            QTest::qWait(50);
        }
        QVERIFY(QTest::qWaitFor([&] { return left.count() == 1; }, 3000));
        QVERIFY(clock.elapsed() >= shortTimeouts().silenceMs);
        QCOMPARE(host->game().plies(), 0);
    }

    // Hundreds of connections that say nothing: at most MaxPendingConnections are kept, all go
    // at the handshake limit, and a real guest gets in afterwards.
    void floodOfConnections() {
        auto host = startHost();
        QVERIFY(host);
        constexpr int Flood = 300;
        std::vector<std::unique_ptr<QTcpSocket>> flood;
        int mostPending = 0;
        for (int i = 0; i < Flood; ++i) {
            flood.push_back(std::make_unique<QTcpSocket>());
            flood.back()->connectToHost(QHostAddress::LocalHost, host->port());
            if (i % 20 == 0)
                QTest::qWait(1);
            mostPending = std::max(mostPending, host->pendingCount());
        }
        QVERIFY(QTest::qWaitFor(
            [&] {
                mostPending = std::max(mostPending, host->pendingCount());
                return std::all_of(flood.begin(), flood.end(), [](const auto &s) {
                    return s->state() == QAbstractSocket::UnconnectedState;
                });
            },
            10000));
        QVERIFY(mostPending <= MaxPendingConnections);
        QVERIFY(mostPending > 0);
        QCOMPARE(host->pendingCount(), 0);
        RawPeer guest;
        QVERIFY(joinRaw(guest, host->port()));
        QCOMPARE(host->play(PitA), MoveError::None);
        QCOMPARE(guest.nextOf<Move>()->pit, PitA);
    }

    // F1 of the hostile-peers probe: connections that never say hello, from one address, fill
    // the handshake slots. The oldest of the busiest address makes room: it is told `full`
    // (a line, not a reset), and a player from another address still gets in at once.
    void idleConnectionsDoNotLockOutAPlayer() {
        auto host = std::make_unique<GameHost>();
        host->setListenAddress(QHostAddress::LocalHost);
        host->setTimeouts(Timeouts{}); // the real 5 s handshake: the idle ones stay meanwhile
        QVERIFY(host->start(options()));
        const QHostAddress flooder(QStringLiteral("127.0.0.2"));
        std::vector<std::unique_ptr<QTcpSocket>> idle;
        QByteArray evictedSaid;
        const auto openIdle = [&] {
            idle.push_back(std::make_unique<QTcpSocket>());
            QTcpSocket *socket = idle.back().get();
            QVERIFY(socket->bind(flooder, 0));
            QObject::connect(socket, &QTcpSocket::readyRead, socket,
                             [socket, &evictedSaid] { evictedSaid += socket->readAll(); });
            socket->connectToHost(QHostAddress::LocalHost, host->port());
        };
        // A few at a time, within the listen backlog.
        for (int i = 0; i < MaxPendingConnections; ++i) {
            openIdle();
            if (i % 16 == 15)
                QVERIFY2(QTest::qWaitFor([&] { return host->pendingCount() == i + 1; }, 3000),
                         qPrintable(QString::number(host->pendingCount())));
        }
        // One more: the oldest idle one is refused `full` and closed.
        openIdle();
        QVERIFY(QTest::qWaitFor(
            [&] { return idle.front()->state() == QAbstractSocket::UnconnectedState; }, 3000));
        QCOMPARE(refusalIn(evictedSaid), std::optional(RefusalReason::Full));
        QCOMPARE(idle.front()->error(), QAbstractSocket::RemoteHostClosedError);
        QVERIFY(host->pendingCount() <= MaxPendingConnections);
        // A real player, while all the slots are still held.
        GameLink link;
        QSignalSpy welcomed(&link, &GameLink::welcomed);
        QElapsedTimer clock;
        clock.start();
        link.join({QStringLiteral("127.0.0.1"), host->port(), Role::Player, Code,
                   QStringLiteral("Baraka")});
        QVERIFY(QTest::qWaitFor([&] { return welcomed.count() == 1; }, 3000));
        QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(host->isGuestPresent());
    }

    // The room for a newcomer comes out of the busiest address, not out of whoever came first:
    // an idle connection from another address, older than the whole flood, keeps its place
    // (and can still join), while the flood's oldest is refused `full`.
    void aFloodMakesRoomOutOfItsOwnConnections() {
        auto host = std::make_unique<GameHost>();
        host->setListenAddress(QHostAddress::LocalHost);
        host->setTimeouts(Timeouts{}); // the real 5 s handshake: the idle ones stay meanwhile
        QVERIFY(host->start(options()));
        RawPeer early;
        QVERIFY(early.socket().bind(QHostAddress(QStringLiteral("127.0.0.3")), 0));
        QVERIFY(early.connectTo(host->port()));
        QVERIFY(QTest::qWaitFor([&] { return host->pendingCount() == 1; }, 3000));
        const QHostAddress flooder(QStringLiteral("127.0.0.2"));
        std::vector<std::unique_ptr<QTcpSocket>> flood;
        const auto openIdle = [&] {
            flood.push_back(std::make_unique<QTcpSocket>());
            QVERIFY(flood.back()->bind(flooder, 0));
            flood.back()->connectToHost(QHostAddress::LocalHost, host->port());
        };
        // A few at a time, within the listen backlog, until every slot is held.
        for (int i = 1; i < MaxPendingConnections; ++i) {
            openIdle();
            if (i % 16 == 15 || i == MaxPendingConnections - 1)
                QVERIFY2(QTest::qWaitFor([&] { return host->pendingCount() == i + 1; }, 3000),
                         qPrintable(QString::number(host->pendingCount())));
        }
        QSignalSpy refused(host.get(), &GameHost::refused);
        openIdle();
        QVERIFY(QTest::qWaitFor(
            [&] { return flood.front()->state() == QAbstractSocket::UnconnectedState; }, 3000));
        QCOMPARE(refused.count(), 1);
        QCOMPARE(refused.first().first().value<RefusalReason>(), RefusalReason::Full);
        QVERIFY(early.isConnected());
        QVERIFY(
            QTest::qWaitFor([&] { return host->pendingCount() == MaxPendingConnections; }, 3000));
        early.hello(Role::Player, Code);
        QVERIFY(early.nextOf<Welcome>().has_value());
        QVERIFY(host->isGuestPresent());
    }

    // A peer that answers every ping but never says hello is never silent: the handshake's own
    // limit ends it (refused `timeout`), not the silence limit.
    void answeringPingsIsNoHandshake() {
        auto host = startHost();
        QVERIFY(host);
        QSignalSpy refused(host.get(), &GameHost::refused);
        QElapsedTimer clock;
        clock.start();
        RawPeer peer;
        QVERIFY(peer.connectTo(host->port()));
        // next() answers the host's pings; four silence limits at most.
        while (refused.isEmpty() && peer.isConnected() &&
               clock.elapsed() < 4 * shortTimeouts().silenceMs)
            (void)peer.next(50);
        QVERIFY2(!refused.isEmpty(), "a peer without a hello is still there");
        QCOMPARE(refused.first().first().value<RefusalReason>(), RefusalReason::Timeout);
        // Not sooner than the limit (a coarse QTimer may fire up to 5 % early).
        QVERIFY(clock.elapsed() >= shortTimeouts().handshakeMs * 95 / 100);
        QVERIFY(peer.waitClosed());
        QCOMPARE(host->pendingCount(), 0);
    }

    // A watcher that reads nothing while the host keeps sending to every watcher (here a new
    // game after another, each a welcome): once the kernel's buffers are full and
    // MaxUnsentBytes wait in the host's own, the host drops it, so a stalled watcher cannot
    // make the host's memory grow.
    void aWatcherThatDoesNotReadIsDropped() {
        // The longest names (40 letters of 4 bytes in UTF-8) make each welcome long, so fewer
        // are needed: the test takes seconds under the sanitizers too.
        const QString longName = QStringLiteral("\U0001D538").repeated(MaxNameChars);
        HostOptions o = options();
        o.hostName = longName;
        GameHost host;
        host.setListenAddress(QHostAddress::LocalHost);
        host.setTimeouts(shortTimeouts());
        QVERIFY(host.start(o));
        {
            // A guest who came and went: its name stays in every welcome.
            RawPeer guest;
            QVERIFY(guest.connectTo(host.port()));
            guest.send(Hello{1, Role::Player, Code, longName});
            QVERIFY(guest.nextOf<Welcome>().has_value());
        }
        QVERIFY(QTest::qWaitFor([&] { return !host.isGuestPresent(); }, 3000));
        const qsizetype welcomeBytes =
            encodeMessage(Welcome{1, RuleOptions{}, {longName, longName}, {}, {}, false}).size();
        RawPeer watcher;
        // A small receive buffer: the kernel holds little of what the watcher does not read.
        QVERIFY(watcher.socket().bind(QHostAddress::LocalHost, 0));
        watcher.socket().setSocketOption(QAbstractSocket::ReceiveBufferSizeSocketOption, 4096);
        QVERIFY(joinRaw(watcher, host.port(), Role::Watcher));
        QCOMPARE(host.watcherCount(), 1);
        QSignalSpy count(&host, &GameHost::watcherCountChanged);
        // No event loop from here on: the watcher reads nothing, the host writes at once. Up
        // to 16 MiB of welcomes, four times the most the kernel buffers for a TCP sender
        // (tcp_wmem's largest: 4 MiB).
        const qsizetype mostGames = 16 * 1024 * 1024 / welcomeBytes;
        qsizetype games = 0;
        while (count.isEmpty() && games < mostGames) {
            QVERIFY(host.newGame(RuleOptions{}));
            ++games;
        }
        qInfo("dropped after %lld welcomes of %lld bytes", qlonglong(games),
              qlonglong(welcomeBytes));
        QVERIFY2(!count.isEmpty(), "a watcher that reads nothing is still there");
        QCOMPARE(host.watcherCount(), 0);
        QCOMPARE(count.first().first().toInt(), 0);
    }

    // F2: wrong codes from one address are slowed down: after a few, every hello from there is
    // refused `slow-down` whatever its code (so the right one is not given away), the host is
    // told once, and another address is not affected.
    void codeGuessingIsSlowedDownAndTold() {
        auto host = startHost();
        QVERIFY(host);
        QSignalSpy guessing(host.get(), &GameHost::codeGuessing);
        const auto answerTo = [&](const QString &code, const QHostAddress &from) {
            RawPeer peer;
            if (!peer.socket().bind(from, 0) || !peer.connectTo(host->port()))
                return QByteArray("no connection");
            peer.hello(Role::Player, code);
            if (!peer.waitClosed())
                return QByteArray("not closed");
            return peer.buffered();
        };
        const QHostAddress guesser(QStringLiteral("127.0.0.3"));
        for (int i = 0; i < WrongCodesAllowed; ++i)
            QCOMPARE(refusalIn(answerTo(QStringLiteral("GUESS%1").arg(i), guesser)),
                     std::optional(RefusalReason::Code));
        QVERIFY(guessing.isEmpty());
        const QByteArray slowed = answerTo(QStringLiteral("GUESSX"), guesser);
        QVERIFY2(slowed.contains(R"("reason":"slow-down")"), slowed.constData());
        QCOMPARE(guessing.count(), 1);
        QCOMPARE(guessing.first().first().toString(), QStringLiteral("127.0.0.3"));
        // The right code from there is not told apart from a wrong one.
        QVERIFY(answerTo(Code, guesser).contains(R"("reason":"slow-down")"));
        QCOMPARE(guessing.count(), 1); // told once, not at every try
        QVERIFY(!host->isGuestPresent());
        RawPeer player;
        QVERIFY(player.socket().bind(QHostAddress(QStringLiteral("127.0.0.4")), 0));
        QVERIFY(joinRaw(player, host->port()));
    }

    // The code guard's arithmetic on its own clock: 5 wrong codes, then one a minute; an IPv6
    // /64 network counts as one address; a full table slows down newcomers until the tries of
    // an address have all come back.
    void codeGuardCountsTriesPerAddress() {
        using Verdict = CodeGuard::Verdict;
        CodeGuard guard;
        const QHostAddress a(QStringLiteral("192.0.2.1"));
        const QHostAddress mappedA(QStringLiteral("::ffff:192.0.2.1"));
        for (int i = 0; i < WrongCodesAllowed; ++i) {
            QCOMPARE(guard.check(i % 2 ? mappedA : a, 0), Verdict::Check);
            guard.wrongCode(i % 2 ? mappedA : a, 0);
        }
        QCOMPARE(guard.check(a, 0), Verdict::SlowDownAndTell);
        QCOMPARE(guard.check(a, WrongCodeRefillMs - 1), Verdict::SlowDown);
        QCOMPARE(guard.check(a, WrongCodeRefillMs), Verdict::Check);
        guard.wrongCode(a, WrongCodeRefillMs);
        QCOMPARE(guard.check(a, WrongCodeRefillMs), Verdict::SlowDown); // told once already
        QCOMPARE(guard.check(QHostAddress(QStringLiteral("192.0.2.2")), 0), Verdict::Check);

        const QHostAddress v6(QStringLiteral("2001:db8:1:2::1"));
        for (int i = 0; i < WrongCodesAllowed; ++i)
            guard.wrongCode(QHostAddress(QStringLiteral("2001:db8:1:2::%1").arg(i + 10)), 0);
        QCOMPARE(guard.check(v6, 0), Verdict::SlowDownAndTell);
        QCOMPARE(guard.check(QHostAddress(QStringLiteral("2001:db8:1:3::1")), 0), Verdict::Check);

        CodeGuard full;
        for (int i = 0; i < MaxGuessingAddresses; ++i)
            full.wrongCode(QHostAddress(QStringLiteral("10.0.%1.%2").arg(i / 200).arg(i % 200 + 1)),
                           0);
        const QHostAddress newcomer(QStringLiteral("10.9.9.9"));
        QCOMPARE(full.check(newcomer, 0), Verdict::SlowDown);
        // Once an address has had all its tries back, it is forgotten and there is room.
        QCOMPARE(full.check(newcomer, WrongCodeRefillMs), Verdict::Check);
    }

    // F3: a flood of fake games from one address does not grow the list past its bounds, and
    // a real game heard before, and another heard during the flood, stay listed.
    void browserListIsBoundedDuringAFlood() {
        quint16 port = 0;
        {
            QUdpSocket probe;
            QVERIFY(probe.bind(QHostAddress::LocalHost, 0));
            port = probe.localPort();
        }
        GameBrowser browser;
        QVERIFY2(browser.start(port), qPrintable(browser.errorString()));
        QSignalSpy changed(&browser, &GameBrowser::gamesChanged);
        Announcement real;
        real.version = ProtocolVersion;
        real.port = 47474;
        real.hostName = QStringLiteral("Amina");
        const auto senderAt = [](const char *address) {
            auto socket = std::make_unique<QUdpSocket>();
            (void)socket->bind(QHostAddress(QString::fromLatin1(address)), 0);
            return socket;
        };
        auto realSender = senderAt("127.0.0.1");
        auto flooder = senderAt("127.0.0.2");
        auto other = senderAt("127.0.0.3");
        QVERIFY(realSender->writeDatagram(encodeAnnouncement(real), QHostAddress::LocalHost, port) >
                0);
        QVERIFY(QTest::qWaitFor([&] { return browser.games().size() == 1; }, 3000));
        changed.clear();
        QElapsedTimer clock;
        clock.start();
        constexpr int Batches = 20;
        constexpr int PerBatch = 50; // the socket's receive buffer holds them all
        Announcement fake = real;
        fake.hostName = QStringLiteral("Fake");
        Announcement marker = real;
        marker.hostName = QStringLiteral("Baraka");
        for (int batch = 0; batch < Batches; ++batch) {
            for (int i = 0; i < PerBatch; ++i) {
                fake.port = static_cast<quint16>(1000 + batch * PerBatch + i);
                QVERIFY(flooder->writeDatagram(encodeAnnouncement(fake), QHostAddress::LocalHost,
                                               port) > 0);
            }
            // Another host, its moves counting the batches: seen once the batch has been read.
            marker.plies = batch;
            QVERIFY(other->writeDatagram(encodeAnnouncement(marker), QHostAddress::LocalHost,
                                         port) > 0);
            QVERIFY(QTest::qWaitFor(
                [&] {
                    return std::any_of(browser.games().begin(), browser.games().end(),
                                       [&](const AnnouncedGame &g) {
                                           return g.announcement.hostName == marker.hostName &&
                                                  g.announcement.plies == batch;
                                       });
                },
                3000));
        }
        const auto fromFlooder = std::count_if(
            browser.games().begin(), browser.games().end(),
            [](const AnnouncedGame &g) { return g.address == QHostAddress("127.0.0.2"); });
        QVERIFY2(fromFlooder <= MaxGamesPerAddress, qPrintable(QString::number(fromFlooder)));
        QVERIFY(browser.games().size() <= MaxListedGames);
        QCOMPARE(browser.games().first().announcement, real);
        // Changes are told at most a few times a second, not once a datagram.
        QVERIFY2(
            changed.count() <= clock.elapsed() / 100 + 2,
            qPrintable(QStringLiteral("%1 in %2 ms").arg(changed.count()).arg(clock.elapsed())));
    }

    void secondPlayerIsRefused() {
        auto host = startHost();
        QVERIFY(host);
        RawPeer guest;
        QVERIFY(joinRaw(guest, host->port()));
        RawPeer second;
        QVERIFY(second.connectTo(host->port()));
        second.hello(Role::Player, Code, QStringLiteral("Intruder"));
        QVERIFY(second.waitClosed());
        QCOMPARE(refusalIn(second.buffered()), std::optional(RefusalReason::Taken));
        QCOMPARE(host->names()[1], QStringLiteral("Tester"));
        QCOMPARE(host->play(PitB), MoveError::None);
        QCOMPARE(guest.nextOf<Move>()->pit, PitB);
        guest.send(Move{1, Pita});
        QCOMPARE(guest.nextOf<Move>()->ply, 1);
        QCOMPARE(host->game().plies(), 2);
    }

    // Moves out of turn, for a ply the game has left, for the other side's pit or an empty
    // one, from a watcher: each refused with the ply it named, nothing changes, the
    // connection stays.
    void refusedMovesLeaveTheGameAsItWas() {
        const RuleOptions rules{3, false, Side::South};
        const Game start = gameWithEmptyNorthPit(rules);
        QVERIFY(!start.isOver());
        QCOMPARE(start.position().toMove, Side::North);
        const int emptyPit = start.position().pits[Pita] == 0 ? Pita : Pitb;
        auto host = startHost(rules, &start);
        QVERIFY(host);
        RawPeer guest, watcher;
        QVERIFY(joinRaw(guest, host->port()));
        QVERIFY(joinRaw(watcher, host->port(), Role::Watcher));
        const int plies = start.plies();
        const auto expectRefusal = [&](RawPeer &peer, RefusalReason reason, int ply) {
            const auto refusal = peer.nextOf<Refusal>();
            QVERIFY(refusal.has_value());
            QCOMPARE(refusal->reason, reason);
            QCOMPARE(refusal->ply, std::optional(ply));
            QCOMPARE(host->game().moves(), start.moves());
            QVERIFY(peer.isConnected());
        };
        guest.send(Move{plies, emptyPit});
        expectRefusal(guest, RefusalReason::Illegal, plies);
        guest.send(Move{plies, PitA});
        expectRefusal(guest, RefusalReason::Illegal, plies);
        guest.send(Move{plies - 1, emptyPit == Pita ? Pitb : Pita});
        expectRefusal(guest, RefusalReason::Stale, plies - 1);
        guest.send(Move{plies + 1, emptyPit == Pita ? Pitb : Pita});
        expectRefusal(guest, RefusalReason::Stale, plies + 1);
        watcher.send(Move{plies, emptyPit == Pita ? Pitb : Pita});
        expectRefusal(watcher, RefusalReason::NotYourTurn, plies);
        QCOMPARE(host->play(PitA), MoveError::WrongSide);
        // The legal move goes through, to both.
        guest.send(Move{plies, emptyPit == Pita ? Pitb : Pita});
        QCOMPARE(guest.nextOf<Move>()->ply, plies);
        QCOMPARE(watcher.nextOf<Move>()->ply, plies);
        QCOMPARE(host->game().plies(), plies + 1);
        // Now it is South's turn (unless North moves again after a pass).
        if (!host->game().isOver() && host->isHostToMove()) {
            guest.send(Move{plies + 1, Pita});
            expectRefusal(guest, RefusalReason::NotYourTurn, plies + 1);
        }
        // An undo for another ply is stale (whatever it would go back to); one that would go
        // back past the guest's last move has nothing to take back. Neither changes the game.
        const int now = host->game().plies();
        const auto expectUndoRefusal = [&](RefusalReason reason, int ply) {
            const auto refusal = guest.nextOf<Refusal>();
            QVERIFY(refusal.has_value());
            QCOMPARE(refusal->reason, reason);
            QCOMPARE(refusal->ply, std::optional(ply));
            QCOMPARE(host->game().plies(), now);
            QVERIFY(guest.isConnected());
        };
        guest.send(UndoRequest{now + 1, plies});
        expectUndoRefusal(RefusalReason::Stale, now + 1);
        guest.send(UndoRequest{now - 1, plies - 1});
        expectUndoRefusal(RefusalReason::Stale, now - 1);
        guest.send(UndoRequest{now, plies - 1});
        expectUndoRefusal(RefusalReason::NoUndo, now);
        // While the guest's own undo waits for the host's answer, no move is taken.
        guest.send(UndoRequest{now, plies});
        guest.send(Move{now, Pita});
        expectUndoRefusal(RefusalReason::Stale, now);
    }

    // 40 watchers all see every move; past MaxWatchers they are refused.
    // A watcher who came before the guest learns the guest's name from its presence.
    void watcherLearnsTheGuestsName() {
        auto host = startHost();
        QVERIFY(host);
        GameLink watcher;
        QSignalSpy welcomed(&watcher, &GameLink::welcomed);
        watcher.join(
            {QStringLiteral("127.0.0.1"), host->port(), Role::Watcher, Code, QStringLiteral("W")});
        QVERIFY(QTest::qWaitFor([&] { return welcomed.count() == 1; }, 5000));
        QCOMPARE(watcher.welcome().names[sideIndex(host->guestSide())], QString());
        GameLink guest;
        guest.join({QStringLiteral("127.0.0.1"), host->port(), Role::Player, Code,
                    QStringLiteral("Youssef")});
        QVERIFY(QTest::qWaitFor(
            [&] {
                return watcher.welcome().names[sideIndex(host->guestSide())] ==
                       QLatin1String("Youssef");
            },
            5000));
        QCOMPARE(watcher.welcome().names[sideIndex(host->hostSide())], QStringLiteral("Amina"));
    }

    void manyWatchers() {
        auto host = startHost();
        QVERIFY(host);
        RawPeer guest;
        QVERIFY(joinRaw(guest, host->port()));
        constexpr int Watchers = 40;
        std::vector<std::unique_ptr<GameLink>> watchers;
        for (int i = 0; i < Watchers; ++i) {
            watchers.push_back(std::make_unique<GameLink>());
            watchers.back()->join({QStringLiteral("127.0.0.1"), host->port(), Role::Watcher, Code,
                                   QStringLiteral("Watcher %1").arg(i)});
        }
        QVERIFY(QTest::qWaitFor([&] { return host->watcherCount() == Watchers; }, 10000));
        QCOMPARE(host->play(PitA), MoveError::None);
        guest.send(Move{1, Pitb});
        QVERIFY(guest.nextOf<Move>().has_value());
        QVERIFY(guest.nextOf<Move>().has_value()); // its own, back
        QVERIFY(QTest::qWaitFor(
            [&] {
                return std::all_of(watchers.begin(), watchers.end(), [&](const auto &w) {
                    return w->game().moves() == host->game().moves();
                });
            },
            5000));
        for (const auto &w : watchers)
            QCOMPARE(w->play(Pita), MoveError::WrongSide);
        // Fill up to the limit, then one more.
        std::vector<std::unique_ptr<RawPeer>> more;
        for (int i = Watchers; i < MaxWatchers; ++i) {
            more.push_back(std::make_unique<RawPeer>());
            QVERIFY(joinRaw(*more.back(), host->port(), Role::Watcher));
        }
        QCOMPARE(host->watcherCount(), MaxWatchers);
        RawPeer extra;
        QVERIFY(extra.connectTo(host->port()));
        extra.hello(Role::Watcher, Code);
        QVERIFY(extra.waitClosed());
        QCOMPARE(refusalIn(extra.buffered()), std::optional(RefusalReason::Full));
    }

    // The guest's connection is cut (as when its program is killed): the host keeps the game,
    // tells the watchers, and the guest comes back with the same code to the same game.
    void guestComesBackWithTheSameCode() {
        auto host = startHost();
        QVERIFY(host);
        QSignalSpy joined(host.get(), &GameHost::guestJoined);
        QSignalSpy left(host.get(), &GameHost::guestLeft);
        RawPeer watcher;
        QVERIFY(joinRaw(watcher, host->port(), Role::Watcher));
        auto guest = std::make_unique<RawPeer>();
        QVERIFY(joinRaw(*guest, host->port()));
        QCOMPARE(watcher.nextOf<Presence>()->here, true);
        QCOMPARE(host->play(PitB), MoveError::None);
        guest->send(Move{1, Pita});
        QVERIFY(QTest::qWaitFor([&] { return host->game().plies() == 2; }, 2000));
        guest->socket().abort();
        guest.reset();
        QVERIFY(QTest::qWaitFor([&] { return left.count() == 1; }, 3000));
        QCOMPARE(left.first().first().toString(), QStringLiteral("Tester"));
        QVERIFY(watcher.nextOf<Move>().has_value());
        QVERIFY(watcher.nextOf<Move>().has_value());
        const auto gone = watcher.nextOf<Presence>();
        QVERIFY(gone && !gone->here && gone->side == Side::North);
        // The host may go on meanwhile; the guest's side waits.
        QVERIFY(host->game().position().toMove == Side::South);
        QCOMPARE(host->play(PitA), MoveError::None);
        RawPeer back;
        QVERIFY(back.connectTo(host->port()));
        back.hello(Role::Player, QStringLiteral("k7q2xm"), QStringLiteral("Tester"));
        const auto welcome = back.nextOf<Welcome>();
        QVERIFY(welcome.has_value());
        QCOMPARE(welcome->moves, host->game().moves());
        QCOMPARE(welcome->yourSide, std::optional(Side::North));
        QCOMPARE(joined.count(), 2);
        QCOMPARE(joined.last().at(1).toBool(), true);
        back.send(Move{3, host->game().legalMoves().front()});
        QCOMPARE(back.nextOf<Move>()->ply, 3);
    }

    void undoByAgreement() {
        auto host = startHost();
        QVERIFY(host);
        GameLink link;
        QSignalSpy welcomed(&link, &GameLink::welcomed);
        link.join({QStringLiteral("127.0.0.1"), host->port(), Role::Player, Code,
                   QStringLiteral("Baraka")});
        QVERIFY(QTest::qWaitFor([&] { return welcomed.count() == 1; }, 5000));
        QCOMPARE(host->play(PitA), MoveError::None);
        QVERIFY(QTest::qWaitFor([&] { return link.game().plies() == 1; }, 2000));
        QVERIFY(!link.requestUndo()); // nothing of North's to take back
        QCOMPARE(link.play(link.game().legalMoves().front()), MoveError::None);
        QVERIFY(QTest::qWaitFor([&] { return link.game().plies() == 2; }, 2000));
        // The guest asks; the host declines, then accepts a second request.
        QSignalSpy asked(host.get(), &GameHost::undoRequested);
        QSignalSpy answered(&link, &GameLink::undoAnswered);
        QSignalSpy linkUndone(&link, &GameLink::undone);
        QVERIFY(link.requestUndo());
        QCOMPARE(link.play(PitA), MoveError::WrongSide);
        QVERIFY(QTest::qWaitFor([&] { return asked.count() == 1; }, 2000));
        QCOMPARE(asked.first().first().toInt(), 1);
        QCOMPARE(host->play(PitA), MoveError::WrongSide); // an undo waits
        host->answerUndo(false);
        QVERIFY(QTest::qWaitFor([&] { return answered.count() == 1; }, 2000));
        QCOMPARE(answered.first().first().toBool(), false);
        QCOMPARE(host->game().plies(), 2);
        QVERIFY(link.requestUndo());
        QVERIFY(QTest::qWaitFor([&] { return asked.count() == 2; }, 2000));
        host->answerUndo(true);
        QVERIFY(QTest::qWaitFor([&] { return linkUndone.count() == 1; }, 2000));
        QCOMPARE(linkUndone.first().first().toInt(), 1);
        QCOMPARE(host->game().plies(), 1);
        QCOMPARE(link.game().moves(), host->game().moves());
        // The host asks; the guest accepts: back before the host's move.
        QSignalSpy hostAnswered(host.get(), &GameHost::undoAnswered);
        QSignalSpy linkAsked(&link, &GameLink::undoRequested);
        QVERIFY(host->requestUndo());
        QVERIFY(QTest::qWaitFor([&] { return linkAsked.count() == 1; }, 2000));
        QCOMPARE(linkAsked.first().first().toInt(), 0);
        link.answerUndo(true);
        QVERIFY(QTest::qWaitFor([&] { return hostAnswered.count() == 1; }, 2000));
        QCOMPARE(hostAnswered.first().first().toBool(), true);
        QCOMPARE(host->game().plies(), 0);
        QVERIFY(QTest::qWaitFor([&] { return link.game().plies() == 0; }, 2000));
    }

    // Play Again: a new game for the same guest and watchers, who are welcomed to it.
    void newGameForTheSamePlayers() {
        auto host = startHost();
        QVERIFY(host);
        GameLink guest, watcher;
        QSignalSpy guestWelcomed(&guest, &GameLink::welcomed);
        QSignalSpy watcherWelcomed(&watcher, &GameLink::welcomed);
        guest.join(
            {QStringLiteral("127.0.0.1"), host->port(), Role::Player, Code, QStringLiteral("B")});
        watcher.join(
            {QStringLiteral("127.0.0.1"), host->port(), Role::Watcher, Code, QStringLiteral("W")});
        QVERIFY(QTest::qWaitFor(
            [&] { return guestWelcomed.count() == 1 && watcherWelcomed.count() == 1; }, 5000));
        QCOMPARE(host->play(PitA), MoveError::None);
        QVERIFY(QTest::qWaitFor([&] { return watcher.game().plies() == 1; }, 2000));
        QVERIFY(!host->newGame(RuleOptions{13, false, Side::South}));
        QCOMPARE(host->game().plies(), 1);
        const RuleOptions rules{5, true, Side::North};
        QVERIFY(host->newGame(rules));
        QVERIFY(QTest::qWaitFor(
            [&] { return guestWelcomed.count() == 2 && watcherWelcomed.count() == 2; }, 2000));
        QCOMPARE(guest.game().options(), rules);
        QCOMPARE(guest.game().plies(), 0);
        QCOMPARE(watcher.game().options(), rules);
        QCOMPARE(guest.side(), std::optional(Side::North));
        QCOMPARE(guest.play(Pita), MoveError::None); // North moves first now
        QVERIFY(QTest::qWaitFor([&] { return watcher.game().plies() == 1; }, 2000));
        QCOMPARE(watcher.game().moves(), host->game().moves());
    }

    // The host goes away (its program killed) and is hosted again on the same game and port
    // with the same code: the link, trying again meanwhile, comes back to it.
    void linkComesBackToARestartedHost() {
        auto host = startHost();
        QVERIFY(host);
        const quint16 port = host->port();
        GameLink link;
        QSignalSpy welcomed(&link, &GameLink::welcomed);
        QSignalSpy lost(&link, &GameLink::connectionLost);
        link.join({QStringLiteral("127.0.0.1"), port, Role::Player, Code, QStringLiteral("B")});
        QVERIFY(QTest::qWaitFor([&] { return welcomed.count() == 1; }, 5000));
        QCOMPARE(host->play(PitB), MoveError::None);
        QVERIFY(QTest::qWaitFor([&] { return link.game().plies() == 1; }, 2000));
        const Game saved = host->game();
        host.reset();
        QVERIFY(QTest::qWaitFor([&] { return lost.count() == 1; }, 3000));
        QCOMPARE(link.state(), GameLink::State::Reconnecting);
        host = startHost({}, &saved, port);
        QVERIFY(host);
        QVERIFY(QTest::qWaitFor([&] { return welcomed.count() == 2; }, 5000));
        QCOMPARE(welcomed.last().first().toBool(), true);
        QCOMPARE(link.game().moves(), saved.moves());
        QCOMPARE(link.play(link.game().legalMoves().front()), MoveError::None);
        QVERIFY(QTest::qWaitFor([&] { return host->game().plies() == 2; }, 2000));
    }

    // A guest's window started again after a kill, before its host is back too: the link
    // keeps trying where join() would give up, and is welcomed back once the host hosts the
    // saved game again; a refusal for good (a code that is no longer the game's) still ends it.
    void rejoinWaitsForTheHost() {
        // Before the host is back, something on its port takes each connection and closes it
        // at once: join() would give up at the first.
        QTcpServer closer;
        QVERIFY(closer.listen(QHostAddress::LocalHost));
        const quint16 port = closer.serverPort();
        int tries = 0;
        connect(&closer, &QTcpServer::newConnection, &closer, [&] {
            while (QTcpSocket *socket = closer.nextPendingConnection()) {
                ++tries;
                socket->close();
                socket->deleteLater();
            }
        });
        GameLink link;
        QSignalSpy welcomed(&link, &GameLink::welcomed);
        QSignalSpy failed(&link, &GameLink::failed);
        link.rejoin({QStringLiteral("127.0.0.1"), port, Role::Player, Code, QStringLiteral("B")});
        QCOMPARE(link.state(), GameLink::State::Reconnecting);
        QVERIFY(QTest::qWaitFor([&] { return tries >= 3 || failed.count() > 0; }, 10000));
        QCOMPARE(failed.count(), 0);
        QCOMPARE(link.state(), GameLink::State::Reconnecting);
        closer.close();

        Game saved;
        QVERIFY(std::holds_alternative<MoveStory>(saved.play(PitA)));
        auto host = startHost({}, &saved, port);
        QVERIFY(host);
        QVERIFY(QTest::qWaitFor([&] { return welcomed.count() == 1; }, 5000));
        QCOMPARE(welcomed.first().first().toBool(), true); // a return, not a first welcome
        QCOMPARE(link.game().moves(), saved.moves());
        QCOMPARE(link.side(), std::optional(host->guestSide()));

        link.leave();
        host.reset();
        HostOptions other;
        other.hostName = QStringLiteral("A");
        other.code = QStringLiteral("OTHER7");
        host = std::make_unique<GameHost>();
        host->setListenAddress(QHostAddress::LocalHost);
        QVERIFY(host->start(other, saved, port));
        link.rejoin({QStringLiteral("127.0.0.1"), port, Role::Player, Code, QStringLiteral("B")});
        QVERIFY(QTest::qWaitFor([&] { return failed.count() == 1; }, 5000));
        QCOMPARE(failed.first().first().value<LinkFailure>(), LinkFailure::Refused);
        QCOMPARE(link.refusal(), std::optional(RefusalReason::Code));
    }

    // A host that is not one: the link gives up with the right failure.
    void hostileHost_data() {
        QTest::addColumn<QByteArray>("says");
        QTest::addColumn<int>("failure");
        const QByteArray welcome = encodeMessage(Welcome{
            1, RuleOptions{}, {QStringLiteral("A"), QStringLiteral("B")}, {}, Side::North, true});
        QTest::newRow("garbage") << QByteArray("nonsense\n") << int(LinkFailure::ProtocolError);
        QTest::newRow("endless") << QByteArray(MaxWelcomeBytes + 10, 'x')
                                 << int(LinkFailure::ProtocolError);
        QTest::newRow("illegal move")
            << welcome + encodeMessage(Move{0, Pita}) << int(LinkFailure::ProtocolError);
        QTest::newRow("move for another ply")
            << welcome + encodeMessage(Move{3, PitA}) << int(LinkFailure::ProtocolError);
        QTest::newRow("illegal moves in welcome")
            << encodeMessage(Welcome{1, RuleOptions{}, {}, {Pita}, Side::North, true})
            << int(LinkFailure::ProtocolError);
        QTest::newRow("watcher's welcome")
            << encodeMessage(Welcome{1, RuleOptions{}, {}, {}, std::nullopt, true})
            << int(LinkFailure::ProtocolError);
        // The host plays the guest's own move, which the guest never sent.
        QTest::newRow("the guest's move, not sent")
            << encodeMessage(
                   Welcome{1, RuleOptions{7, false, Side::North}, {}, {}, Side::North, true}) +
                   encodeMessage(Move{0, Pita})
            << int(LinkFailure::ProtocolError);
        // Only a welcome may be longer than 4096 bytes: after it, a valid message padded to
        // 5000 bytes is too long.
        QTest::newRow("a long line after the welcome")
            << welcome + "{\"type\":\"ping\"" + QByteArray(5000, ' ') + "}\n"
            << int(LinkFailure::ProtocolError);
        // `waiting` is a tournament's message, for a pupil: not in a game of version 1.
        QTest::newRow("waiting in a game") << welcome + encodeMessage(Waiting{1, 3, 2, 1, 4, false})
                                           << int(LinkFailure::ProtocolError);
        // An undo the host asks must be of the game's last ply, back to before the host's
        // (South's) last move. Three moves, the first legal pit each: South, North, South.
        Game game(RuleOptions{});
        for (int i = 0; i < 3; ++i)
            (void)game.play(game.legalMoves().front());
        QVERIFY(game.plies() == 3 && game.stories().back().mover == Side::South &&
                game.stories().front().mover == Side::South && !game.isOver());
        const QByteArray played = encodeMessage(Welcome{1,
                                                        RuleOptions{},
                                                        {QStringLiteral("A"), QStringLiteral("B")},
                                                        game.moves(),
                                                        Side::North,
                                                        true});
        QTest::newRow("undo of another ply")
            << played + encodeMessage(UndoRequest{4, 2}) << int(LinkFailure::ProtocolError);
        QTest::newRow("undo past the last move")
            << played + encodeMessage(UndoRequest{3, 0}) << int(LinkFailure::ProtocolError);
        // North moved first; South has no move to take back.
        const RuleOptions northFirst{7, false, Side::North};
        const QByteArray southNotMoved =
            encodeMessage(Welcome{1,
                                  northFirst,
                                  {QStringLiteral("A"), QStringLiteral("B")},
                                  {Game(northFirst).legalMoves().front()},
                                  Side::North,
                                  true});
        QTest::newRow("undo with nothing to take back")
            << southNotMoved + encodeMessage(UndoRequest{1, 0}) << int(LinkFailure::ProtocolError);
        QTest::newRow("refused code")
            << encodeMessage(Refusal{RefusalReason::Code, {}}) << int(LinkFailure::Refused);
        QTest::newRow("silent") << QByteArray() << int(LinkFailure::NoAnswer);
    }
    void hostileHost() {
        QFETCH(QByteArray, says);
        QFETCH(int, failure);
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost));
        QList<QTcpSocket *> accepted;
        connect(&server, &QTcpServer::newConnection, this, [&] {
            QTcpSocket *socket = server.nextPendingConnection();
            accepted.append(socket);
            socket->write(says);
        });
        GameLink link;
        link.setTimeouts(shortTimeouts());
        QSignalSpy failed(&link, &GameLink::failed);
        QSignalSpy moved(&link, &GameLink::movePlayed);
        link.join({QStringLiteral("127.0.0.1"), server.serverPort(), Role::Player, Code,
                   QStringLiteral("B")});
        QVERIFY(QTest::qWaitFor([&] { return failed.count() == 1; }, 5000));
        QCOMPARE(failed.first().first().value<LinkFailure>(), LinkFailure(failure));
        QCOMPARE(moved.count(), 0);
        QCOMPARE(link.state(), GameLink::State::Closed);
        if (LinkFailure(failure) == LinkFailure::Refused)
            QCOMPARE(link.refusal(), std::optional(RefusalReason::Code));
    }

    // `waiting` is a tournament's word to a pupil: a pupil (a player speaking the tournament's
    // version) takes it, a watcher speaking that version does not (the row "waiting in a game"
    // of hostileHost: nor a player of an ordinary game).
    void waitingIsForAPupilOnly_data() {
        QTest::addColumn<bool>("pupil");
        QTest::newRow("pupil") << true;
        QTest::newRow("watcher") << false;
    }
    void waitingIsForAPupilOnly() {
        QFETCH(bool, pupil);
        const Waiting where{1, 3, 2, 1, 4, false};
        const QByteArray says =
            encodeMessage(Welcome{TournamentProtocolVersion,
                                  RuleOptions{},
                                  {QStringLiteral("A"), QStringLiteral("B")},
                                  {},
                                  pupil ? std::optional(Side::North) : std::nullopt,
                                  true}) +
            encodeMessage(where);
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost));
        connect(&server, &QTcpServer::newConnection, this,
                [&] { server.nextPendingConnection()->write(says); });
        GameLink link;
        link.setTimeouts(shortTimeouts());
        link.setProtocolVersion(TournamentProtocolVersion);
        QSignalSpy failed(&link, &GameLink::failed);
        QSignalSpy waiting(&link, &GameLink::waiting);
        link.join({QStringLiteral("127.0.0.1"), server.serverPort(),
                   pupil ? Role::Player : Role::Watcher, Code, QStringLiteral("B")});
        QVERIFY(QTest::qWaitFor([&] { return !failed.isEmpty() || !waiting.isEmpty(); }, 5000));
        if (pupil) {
            QVERIFY(failed.isEmpty());
            QCOMPARE(waiting.first().first().value<Waiting>(), where);
            QCOMPARE(link.lastWaiting(), std::optional(where));
        } else {
            QVERIFY(waiting.isEmpty());
            QCOMPARE(failed.first().first().value<LinkFailure>(), LinkFailure::ProtocolError);
            QCOMPARE(link.state(), GameLink::State::Closed);
        }
    }

    void noHostAtAll() {
        quint16 port = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress::LocalHost));
            port = probe.serverPort();
        }
        GameLink link;
        QSignalSpy failed(&link, &GameLink::failed);
        link.join({QStringLiteral("127.0.0.1"), port, Role::Player, Code, QStringLiteral("B")});
        QVERIFY(QTest::qWaitFor([&] { return failed.count() == 1; }, 8000));
        QCOMPARE(failed.first().first().value<LinkFailure>(), LinkFailure::NoAnswer);
    }

    // A join request the host would refuse is refused by the link itself, before it connects:
    // a name that is not plain text, a code that is not one, no port.
    void badJoinRequestsAreRefusedBeforeConnecting_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("code");
        QTest::addColumn<bool>("port");
        QTest::newRow("name with a bidi override") << QStringLiteral("a\u202Eb") << Code << true;
        QTest::newRow("empty name") << QString() << Code << true;
        QTest::newRow("short code") << QStringLiteral("B") << QStringLiteral("ab") << true;
        QTest::newRow("no port") << QStringLiteral("B") << Code << false;
    }
    void badJoinRequestsAreRefusedBeforeConnecting() {
        QFETCH(QString, name);
        QFETCH(QString, code);
        QFETCH(bool, port);
        QTcpServer server; // a host that would answer
        QVERIFY(server.listen(QHostAddress::LocalHost));
        GameLink link;
        QSignalSpy failed(&link, &GameLink::failed);
        link.join({QStringLiteral("127.0.0.1"), port ? server.serverPort() : quint16(0),
                   Role::Player, code, name});
        // At once, within join(): no connection is made, no hello sent.
        QCOMPARE(failed.count(), 1);
        QCOMPARE(failed.first().first().value<LinkFailure>(), LinkFailure::BadRequest);
        QCOMPARE(link.state(), GameLink::State::Closed);
        QVERIFY(!server.hasPendingConnections());
    }

    // A code a person chooses for a host (tihbat-cli host --code) must be as hard to guess as
    // a drawn one (README): at least 6 characters mixing letters and digits, 7 letters or 9
    // digits, with at least 4 different characters, case aside.
    void chosenCodesMustBeHardToGuess_data() {
        QTest::addColumn<QString>("code");
        QTest::addColumn<bool>("hard");
        QTest::newRow("6 mixed") << QStringLiteral("K7Q2XM") << true;
        QTest::newRow("5 mixed") << QStringLiteral("K7Q2X") << false;
        QTest::newRow("7 letters") << QStringLiteral("KQXMABZ") << true;
        QTest::newRow("6 letters") << QStringLiteral("KQXMAB") << false;
        QTest::newRow("9 digits") << QStringLiteral("729461038") << true;
        QTest::newRow("8 digits") << QStringLiteral("72946103") << false;
        QTest::newRow("4 different") << QStringLiteral("AABB1122") << true;
        QTest::newRow("3 different") << QStringLiteral("AAABB111") << false;
        QTest::newRow("3 different, case aside") << QStringLiteral("aAbB1111") << false;
        QTest::newRow("not a code") << QStringLiteral("K7Q2XM!") << false;
    }
    void chosenCodesMustBeHardToGuess() {
        QFETCH(QString, code);
        QFETCH(bool, hard);
        QCOMPARE(isHardToGuess(code), hard);
    }
    void badHostOptionsAreRefused() {
        GameHost host;
        host.setListenAddress(QHostAddress::LocalHost);
        HostOptions o = options();
        o.hostName = QStringLiteral("a\u202Eb");
        QVERIFY(!host.start(o));
        QVERIFY(host.errorString().contains(QStringLiteral("name")));
        o = options();
        o.code = QStringLiteral("ab");
        QVERIFY(!host.start(o));
        QVERIFY(host.errorString().contains(QStringLiteral("code")));
        QVERIFY(!host.isListening());
    }
};

QTEST_GUILESS_MAIN(TestNetHost)
#include "tst_net_host.moc"
