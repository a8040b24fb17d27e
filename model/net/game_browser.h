// SPDX-License-Identifier: GPL-3.0-or-later
// Lists the games announced on the local network: listens for announcements on the discovery
// port (shared, so several browsers on one computer can listen), keeps one entry per host
// address and port, and forgets a game not heard for AnnouncementLifetimeMs. Datagrams that
// are not valid announcements are ignored.
//
// Against a flood of fake games: at most MaxGamesPerAddress games from one address and
// MaxListedGames in all (a game from an address with fewer takes the place of the newest game
// of the address with the most), each datagram found by a hash in constant time, a bounded
// number read before the event loop turns again, and gamesChanged at most every
// ChangeIntervalMs, so a window that lists the games stays responsive.
#pragma once

#include "announced_game.h"
#include "protocol.h"

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QString>
#include <optional>

class QTimer;
class QUdpSocket;

namespace tihbat::net {

class GameBrowser : public QObject {
    Q_OBJECT
public:
    static constexpr int ChangeIntervalMs = 200;
    // Datagrams read in one go before the event loop runs again.
    static constexpr int DatagramsPerTurn = 256;
    // Datagrams remembered as already judged (then forgotten all at once).
    static constexpr int MaxRemembered = 4096;

    explicit GameBrowser(QObject *parent = nullptr);
    ~GameBrowser() override;

    // Starts listening on `discoveryPort` of every IPv4 address. False, with errorString(),
    // if the port cannot be bound.
    bool start(quint16 discoveryPort = DiscoveryPort);
    void stop();
    QString errorString() const { return m_error; }

    // The games heard lately, in the order first heard.
    const QList<AnnouncedGame> &games() const { return m_games; }

signals:
    // Games were added, changed (watchers, seat, moves) or forgotten: told at once, or
    // ChangeIntervalMs after the last time.
    void gamesChanged();

private:
    using Key = std::pair<QHostAddress, quint16>;

    void onReadyRead();
    // Lists or updates the game; false if there is no room for it.
    bool take(const QHostAddress &address, const Announcement &announcement);
    // Forgets the newest game of the address with the most, if it has more than `than`.
    bool dropFromBusiest(int than);
    void forgetOld();
    void reindex();
    void changed();

    QUdpSocket *m_socket = nullptr; // child
    QTimer *m_expiry = nullptr;     // child
    QTimer *m_tell = nullptr;       // child: gamesChanged, when the last was too recent
    QElapsedTimer m_sinceTold;
    QList<AnnouncedGame> m_games;
    QHash<Key, qsizetype> m_index; // where each game is in m_games
    QHash<QHostAddress, int> m_perAddress;
    // Datagrams already judged, with their senders: the game they list, or none (ignored).
    QHash<QByteArray, std::optional<Key>> m_seen;
    QString m_error;
};

} // namespace tihbat::net
