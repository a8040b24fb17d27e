// SPDX-License-Identifier: GPL-3.0-or-later
// NetworkGame without windows: two GameSessions, one hosting through a net::GameHost and one
// joined through a net::GameLink on the loopback, each session's model bound to its
// NetworkGame. What the network window tests check through clicks, checked on the models: a
// move goes both ways, a move out of turn is refused on the side that tried it and nothing
// reaches the other, and a peer that leaves is named as gone.
#include "game/session/game_session.h"
#include "isolated_settings.h"
#include "net/game_host.h"
#include "net/game_link.h"
#include "net/message_codec.h"
#include "network_game/network_game.h"
#include "text/isolated_text.h"

#include <QHostAddress>
#include <QSignalSpy>
#include <QTest>
#include <memory>

using namespace tihbat;

namespace {

const QString HostName = QStringLiteral("Amina");
const QString GuestName = QStringLiteral("Youssef");
constexpr int NetMs = 10000;

// A hosted game on the loopback and a guest joined to it, each a session of its own.
struct TwoSides {
    GameSession hostSession;
    GameSession guestSession;
    net::GameHost *host = nullptr;
    NetworkGame *hosting = nullptr;
    NetworkGame *joined = nullptr;

    bool start() {
        host = new net::GameHost;
        host->setListenAddress(QHostAddress::LocalHost);
        net::HostOptions options;
        options.hostSide = Side::South;
        options.hostName = HostName;
        options.code = net::makeJoinCode();
        if (!host->start(options))
            return false;
        hosting = new NetworkGame(&hostSession, host, &hostSession);
        auto *link = new net::GameLink;
        joined = new NetworkGame(&guestSession, link, &guestSession);
        QSignalSpy welcomed(joined, &NetworkGame::joined);
        link->join({QStringLiteral("127.0.0.1"), host->port(), net::Role::Player, options.code,
                    GuestName});
        return welcomed.wait(NetMs) && bothAt(0);
    }
    GameModel *hostModel() const { return hostSession.model(); }
    GameModel *guestModel() const { return guestSession.model(); }
    // Both models, and the host's own game, at `plies` moves (waited for, within the bound).
    bool bothAt(int plies) const {
        return QTest::qWaitFor(
            [&] {
                return host->game().plies() == plies && hostModel()->game().plies() == plies &&
                       guestModel()->game().plies() == plies;
            },
            NetMs);
    }
};

int firstLegal(const GameModel *model) {
    const std::vector<int> legal = model->game().legalMoves();
    return legal.empty() ? -1 : legal.front();
}

} // namespace

class TestNetworkGame : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { IsolatedSettings::forThisTest(QStringLiteral("TihbatNetworkGameTest")); }

    void bothSeeTheOtherAndTheirSides() {
        TwoSides game;
        QVERIFY(game.start());
        QCOMPARE(game.hosting->localSide(), std::optional<Side>(Side::South));
        QCOMPARE(game.joined->localSide(), std::optional<Side>(Side::North));
        QCOMPARE(game.hosting->otherName(), GuestName);
        QCOMPARE(game.joined->otherName(), HostName);
        // The other side of each is the network's, not a person here nor the computer.
        QCOMPARE(game.hostModel()->player(Side::North).kind, PlayerKind::Remote);
        QCOMPARE(game.guestModel()->player(Side::South).kind, PlayerKind::Remote);
        QCOMPARE(game.guestModel()->player(Side::South).name, HostName);
        QCOMPARE(game.hostModel()->player(Side::North).name, GuestName);
    }

    // The host's move reaches the guest, and the guest's the host, as the same pits.
    void aMoveGoesBothWays() {
        TwoSides game;
        QVERIFY(game.start());
        const int hostPit = firstLegal(game.hostModel());
        QVERIFY(hostPit >= 0);
        QVERIFY(game.hostModel()->playPit(hostPit));
        QVERIFY(game.bothAt(1));
        QCOMPARE(game.guestModel()->game().position(), game.hostModel()->game().position());
        QCOMPARE(game.guestModel()->game().position().toMove, Side::North);

        const int guestPit = firstLegal(game.guestModel());
        QVERIFY(guestPit >= 0);
        QVERIFY(game.guestModel()->playPit(guestPit));
        QVERIFY(game.bothAt(2));
        QCOMPARE(game.hostModel()->game().position(), game.guestModel()->game().position());
        QCOMPARE(game.hostModel()->game().position(), game.host->game().position());
    }

    // Out of turn: refused where it was tried (WrongSide), nothing sent. The next legal move
    // then arrives alone, so a refused move that had been sent would show as a second ply.
    void aMoveOutOfTurnIsRefusedAndNotSent() {
        TwoSides game;
        QVERIFY(game.start());
        QSignalSpy guestRefused(game.guestModel(), &GameModel::moveRefused);
        const std::vector<int> southPits = game.guestModel()->game().legalMoves(); // South's
        QVERIFY(!southPits.empty());
        QVERIFY(!game.guestModel()->playPit(southPits.front()));
        QCOMPARE(guestRefused.count(), 1);
        QCOMPARE(guestRefused.at(0).at(1).value<MoveError>(), MoveError::WrongSide);
        // The relay itself refuses too (the link knows whose turn it is), sending nothing.
        QCOMPARE(game.joined->relayPit(southPits.front()), MoveError::WrongSide);

        QVERIFY(game.hostModel()->playPit(firstLegal(game.hostModel())));
        QVERIFY(game.bothAt(1));
        // The host may not play the guest's pits either.
        QSignalSpy hostRefused(game.hostModel(), &GameModel::moveRefused);
        QVERIFY(!game.hostModel()->playPit(firstLegal(game.guestModel())));
        QCOMPARE(hostRefused.count(), 1);
        QCOMPARE(game.hosting->relayPit(firstLegal(game.guestModel())), MoveError::WrongSide);
        QVERIFY(game.guestModel()->playPit(firstLegal(game.guestModel())));
        QVERIFY(game.bothAt(2));
    }

    // The guest leaves: the host's game says so in the guest's name and keeps the game.
    void thePeerLeaving() {
        TwoSides game;
        QVERIFY(game.start());
        QVERIFY(game.hostModel()->playPit(firstLegal(game.hostModel())));
        QVERIFY(game.bothAt(1));
        QSignalSpy presence(game.hosting, &NetworkGame::presenceChanged);
        QVERIFY(!game.hosting->isAway(Side::North));
        delete game.joined; // leaves
        QVERIFY(presence.wait(NetMs));
        QCOMPARE(presence.at(0).at(0).value<Side>(), Side::North);
        QCOMPARE(presence.at(0).at(1).value<NetworkGame::Presence>(), NetworkGame::Presence::Left);
        QVERIFY(game.hosting->isAway(Side::North));
        QCOMPARE(
            game.hosting->notice(),
            QStringLiteral("%1 has left; waiting for them to come back").arg(isolated(GuestName)));
        QCOMPARE(game.hostModel()->game().plies(), 1);
    }
};

QTEST_GUILESS_MAIN(TestNetworkGame)
#include "tst_network_game.moc"
