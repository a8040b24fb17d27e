// SPDX-License-Identifier: GPL-3.0-or-later
// Announces a hosted game or a class tournament on the local network: every
// AnnounceIntervalMs, one UDP broadcast datagram to the broadcast address of every IPv4
// interface that is up (and to the limited broadcast 255.255.255.255), which routers do not
// forward. Says nothing while the host is not listening.
#pragma once

#include "announcement.h"
#include "protocol.h"

#include <QHostAddress>
#include <QObject>
#include <functional>

class QTimer;
class QUdpSocket;

namespace tihbat::net {

class GameHost;
class TournamentHost;

class GameAnnouncer : public QObject {
    Q_OBJECT
public:
    explicit GameAnnouncer(QObject *parent = nullptr);
    ~GameAnnouncer() override;

    // Starts announcing the host's game (it must outlive the announcing) to `discoveryPort`;
    // announces at once, then on every interval, each time the host's state as it is then.
    void start(const GameHost *host, quint16 discoveryPort = DiscoveryPort);
    // The same for a class tournament, named by `teacher` (the teacher's or the computer's
    // name: pupils choose it in their Join list), with how many pupils joined and its round.
    void start(const TournamentHost *host, const QString &teacher,
               quint16 discoveryPort = DiscoveryPort);
    void stop();
    bool isAnnouncing() const;
    // Announces to this address only instead of broadcasting (tests: the loopback).
    void setTarget(const QHostAddress &address) { m_target = address; }
    // Datagrams sent so far (tests).
    int sentCount() const { return m_sent; }

private:
    // What to say now, or nothing while the host is not listening.
    using Source = std::function<std::optional<Announcement>()>;
    void begin(Source source, quint16 discoveryPort);
    void announce();

    Source m_source;
    QUdpSocket *m_socket = nullptr; // child
    QTimer *m_timer = nullptr;      // child
    QHostAddress m_target;          // none: broadcast
    quint16 m_port = 0;
    int m_sent = 0;
};

} // namespace tihbat::net
