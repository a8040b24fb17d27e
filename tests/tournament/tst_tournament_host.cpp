// SPDX-License-Identifier: GPL-3.0-or-later
// The tournament host against pupils speaking the protocol by hand (RawPeer): a game's hello
// (version 1) is refused "version", a wrong code "code", a watcher "full", a second connection
// under a seated name "taken"; pupils wait (`waiting`, repeated) until the tournament starts,
// then each gets a welcome for its game; a move out of turn, a stale one and an undo are
// refused and change nothing; a legal move goes to both players; a pupil who leaves mid-game
// is shown as gone to its opponent and comes back to its game with every move so far; an
// adjudicated game ends by the solver's value for both; the save is its owner's only and
// reads back as the same tournament.
#include "core/solver.h"
#include "net/raw_peer.h"
#include "net/tournament_host.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace tihbat;
using namespace tihbat::net;
using tihbat::net::test::RawPeer;
using tihbat::net::test::refusalIn;

namespace {

const QString Code = QStringLiteral("K7Q2XM");

std::unique_ptr<TournamentHost> startHost(const QString &savePath = {}) {
    auto host = std::make_unique<TournamentHost>();
    host->setListenAddress(QHostAddress::LocalHost);
    host->setAutoAdvance(true);
    host->setSavePath(savePath);
    RuleOptions rules;
    rules.countersPerPit = 3;
    if (!host->start(tournament::Tournament(rules, Code), 0))
        return nullptr;
    return host;
}

// A pupil's connection, welcomed or told to wait.
std::unique_ptr<RawPeer> pupil(quint16 port, const QString &name) {
    auto peer = std::make_unique<RawPeer>();
    if (!peer->connectTo(port))
        return nullptr;
    peer->send(Hello{TournamentProtocolVersion, Role::Player, Code, name});
    return peer;
}

std::optional<RefusalReason> refusedHello(quint16 port, const Hello &hello) {
    RawPeer peer;
    if (!peer.connectTo(port))
        return std::nullopt;
    peer.send(hello);
    if (!peer.waitClosed())
        return std::nullopt;
    return refusalIn(peer.buffered());
}

} // namespace

class TestTournamentHost : public QObject {
    Q_OBJECT
private slots:
    void helloIsChecked() {
        auto host = startHost();
        QVERIFY(host);
        const quint16 port = host->port();
        QCOMPARE(refusedHello(port, Hello{ProtocolVersion, Role::Player, Code, "Amina"}),
                 std::optional(RefusalReason::Version));
        QCOMPARE(refusedHello(port, Hello{TournamentProtocolVersion, Role::Player, "WRONG9", "A"}),
                 std::optional(RefusalReason::Code));
        QCOMPARE(refusedHello(port, Hello{TournamentProtocolVersion, Role::Watcher, Code, "P"}),
                 std::optional(RefusalReason::Full));
        auto amina = pupil(port, "Amina");
        QVERIFY(amina);
        QVERIFY(amina->nextOf<Waiting>());
        // The same name (in any case) while Amina is seated.
        QCOMPARE(refusedHello(port, Hello{TournamentProtocolVersion, Role::Player, Code, "AMINA"}),
                 std::optional(RefusalReason::Taken));
        QCOMPARE(host->tournament().playerCount(), 1);
    }

    // The README's rate: 5 wrong codes from an address, then every hello from it is answered
    // slow-down without its code being looked at (the right code too), and the host is told.
    void wrongCodesAreSlowedDown() {
        auto host = startHost();
        QVERIFY(host);
        QSignalSpy told(host.get(), &TournamentHost::codeGuessing);
        for (int i = 0; i < 5; ++i)
            QCOMPARE(refusedHello(host->port(), Hello{TournamentProtocolVersion, Role::Player,
                                                      "WRONG9", "Amina"}),
                     std::optional(RefusalReason::Code));
        QCOMPARE(told.count(), 0);
        QCOMPARE(refusedHello(host->port(),
                              Hello{TournamentProtocolVersion, Role::Player, Code, "Amina"}),
                 std::optional(RefusalReason::SlowDown));
        QCOMPARE(told.count(), 1);
        QCOMPARE(told.at(0).at(0).toString(), QStringLiteral("127.0.0.1"));
        QCOMPARE(host->tournament().playerCount(), 0);
    }

    // Up to 64 players (the README); the 65th name is refused full, a known one still comes back.
    void atMost64Players() {
        auto host = startHost();
        QVERIFY(host);
        std::vector<std::unique_ptr<RawPeer>> pupils;
        for (int i = 0; i < 64; ++i) {
            pupils.push_back(pupil(host->port(), QStringLiteral("P%1").arg(i)));
            QVERIFY(pupils.back());
            QVERIFY(pupils.back()->nextOf<Waiting>());
        }
        QCOMPARE(host->tournament().playerCount(), 64);
        QCOMPARE(refusedHello(host->port(),
                              Hello{TournamentProtocolVersion, Role::Player, Code, "Late"}),
                 std::optional(RefusalReason::Full));
        QCOMPARE(host->tournament().playerCount(), 64);
    }

    void pupilsWaitThenPlay() {
        auto host = startHost();
        QVERIFY(host);
        host->setWaitingRepeat(50);
        auto amina = pupil(host->port(), "Amina");
        QVERIFY(amina);
        const auto first = amina->nextOf<Waiting>();
        QVERIFY(first);
        QCOMPARE(first->round, 0);
        QCOMPARE(first->players, 1);
        QVERIFY(!first->over);
        // Told again while waiting: a pupil's wait for the host's word ends.
        QVERIFY(amina->nextOf<Waiting>(2000));
        auto bo = pupil(host->port(), "Bo");
        QVERIFY(bo);
        QVERIFY(bo->nextOf<Waiting>());
        QVERIFY(host->startTournament());
        // Two players: all-play-all, two rounds (one each way round).
        QCOMPARE(host->tournament().plannedRounds(), 2);
        std::optional<Welcome> welcomes[2];
        RawPeer *peers[2] = {amina.get(), bo.get()};
        for (int i = 0; i < 2; ++i) {
            // Waiting lines may come before the welcome.
            for (int tries = 0; tries < 10 && !welcomes[i]; ++tries) {
                const auto m = peers[i]->next();
                QVERIFY(m);
                if (const auto *w = std::get_if<Welcome>(&*m))
                    welcomes[i] = *w;
            }
            QVERIFY(welcomes[i]);
            QCOMPARE(welcomes[i]->version, TournamentProtocolVersion);
            QVERIFY(welcomes[i]->moves.empty());
            QVERIFY(welcomes[i]->opponentPresent);
        }
        QVERIFY(welcomes[0]->yourSide != welcomes[1]->yourSide);
        QCOMPARE(welcomes[0]->names, welcomes[1]->names);
        const int south = welcomes[0]->yourSide == Side::South ? 0 : 1;
        RawPeer &s = *peers[south];
        RawPeer &n = *peers[1 - south];
        // North out of turn, South stale, an undo: refused, nothing played.
        n.send(Move{0, Pita});
        QCOMPARE(n.nextOf<Refusal>()->reason, RefusalReason::NotYourTurn);
        s.send(Move{3, PitA});
        QCOMPARE(s.nextOf<Refusal>()->reason, RefusalReason::Stale);
        s.send(UndoRequest{1, 0});
        QCOMPARE(s.nextOf<Refusal>()->reason, RefusalReason::NoUndo);
        QCOMPARE(host->tournament().table(0).game.plies(), 0);
        // A legal move goes to both.
        s.send(Move{0, PitA});
        auto skipWaiting = [](RawPeer &peer) -> std::optional<Message> {
            for (int tries = 0; tries < 20; ++tries) {
                auto m = peer.next();
                if (!m || !std::holds_alternative<Waiting>(*m))
                    return m;
            }
            return std::nullopt;
        };
        const auto echo = skipWaiting(s);
        const auto seen = skipWaiting(n);
        QVERIFY(echo && seen);
        QCOMPARE(std::get<Move>(*echo), (Move{0, PitA}));
        QCOMPARE(std::get<Move>(*seen), (Move{0, PitA}));
        QCOMPARE(host->tournament().table(0).game.plies(), 1);

        // North leaves mid-game: South is told; North comes back to its game with the move.
        const QString northName = welcomes[1 - south]->names[1];
        peers[1 - south]->socket().abort();
        const auto gone = skipWaiting(s);
        QVERIFY(gone && std::holds_alternative<Presence>(*gone));
        QVERIFY(!std::get<Presence>(*gone).here);
        auto back = pupil(host->port(), northName);
        QVERIFY(back);
        const auto again = skipWaiting(*back);
        QVERIFY(again && std::holds_alternative<Welcome>(*again));
        QCOMPARE(std::get<Welcome>(*again).moves, (std::vector<int>{PitA}));
        QCOMPARE(std::get<Welcome>(*again).yourSide, std::optional(Side::North));
        const auto returned = skipWaiting(s);
        QVERIFY(returned && std::holds_alternative<Presence>(*returned));
        QVERIFY(std::get<Presence>(*returned).here);

        // The teacher ends the game: the solver's value decides, both are told to wait for
        // round 2, which begins at once (auto-advance) with the sides swapped.
        QSignalSpy finished(host.get(), &TournamentHost::tableFinished);
        QVERIFY(host->adjudicate(0));
        QCOMPARE(finished.count(), 1);
        const tournament::Table &played = host->tournament().rounds().front().tables.front();
        QVERIFY(played.adjudicated);
        const Solver solver(false);
        const int value = solver.value(played.game);
        QCOMPARE(played.adjudicated->finalScore[0] - played.adjudicated->finalScore[1], value);
        QCOMPARE(host->tournament().roundsBegun(), 2);
        const tournament::Table &next = host->tournament().table(0);
        QCOMPARE(next.south, played.north);
        QCOMPARE(next.north, played.south);
    }

    void saveIsOwnersOnlyAndReadsBack() {
        QTemporaryDir dir;
        const QString path = dir.filePath("class.json");
        auto host = startHost(path);
        QVERIFY(host);
        auto amina = pupil(host->port(), "Amina");
        auto bo = pupil(host->port(), "Bo");
        QVERIFY(amina && bo);
        QVERIFY(amina->nextOf<Waiting>() && bo->nextOf<Waiting>());
        QVERIFY(host->startTournament());
        host->flushSave();
        QCOMPARE(QFile(path).permissions() & ~(QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                               QFileDevice::ReadUser | QFileDevice::WriteUser),
                 QFileDevice::Permissions());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString why;
        const auto back = tournament::Tournament::fromJson(file.readAll(), &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(back->toJson(), host->tournament().toJson());
        QCOMPARE(back->players(), (QStringList{"Amina", "Bo"}));
    }
};

QTEST_GUILESS_MAIN(TestTournamentHost)
#include "tst_tournament_host.moc"
