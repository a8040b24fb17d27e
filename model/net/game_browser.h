// SPDX-License-Identifier: GPL-3.0-or-later
// Lists the games announced on the local network: listens for announcements on the discovery
// port (shared, so several browsers on one computer can listen), keeps one entry per host
// address and port, and forgets a game not heard for AnnouncementLifetimeMs. Datagrams that
// are not valid announcements are ignored.
#pragma once

#include "announced_game.h"
#include "protocol.h"

#include <QList>
#include <QObject>
#include <QString>

class QTimer;
class QUdpSocket;

namespace tihbat::net {

class GameBrowser : public QObject {
    Q_OBJECT
public:
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
    // A game was added, changed (watchers, seat, moves) or forgotten.
    void gamesChanged();

private:
    void onReadyRead();
    void forgetOld();

    QUdpSocket *m_socket = nullptr; // child
    QTimer *m_expiry = nullptr;     // child
    QList<AnnouncedGame> m_games;
    QString m_error;
};

} // namespace tihbat::net
