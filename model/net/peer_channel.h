// SPDX-License-Identifier: GPL-3.0-or-later
// One TCP connection speaking the protocol, on either side: reads whole lines up to the size
// limit, parses each into a Message, answers pings, pings after silence and gives up on a peer
// silent too long or slow to finish its handshake. A line over the limit, or one that is not
// a message, ends the connection (after a refusal saying why). GameHost and GameLink build on
// it; nothing here knows the game.
#pragma once

#include "message.h"
#include "protocol.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QString>
#include <functional>

class QTcpServer;
class QTcpSocket;
class QTimer;

namespace tihbat::net {

class PeerChannel : public QObject {
    Q_OBJECT
public:
    // Takes the socket (connected or connecting) as a child.
    explicit PeerChannel(QTcpSocket *socket, QObject *parent = nullptr);
    ~PeerChannel() override;

    // The time limits (before startHandshakeClock).
    void setTimeouts(const Timeouts &timeouts) { m_timeouts = timeouts; }

    // The handshake must end (handshakeDone) within HandshakeTimeoutMs of this call.
    void startHandshakeClock();
    void handshakeDone();
    // The longest line accepted next (MaxMessageBytes; a client waiting for its welcome
    // accepts MaxWelcomeBytes).
    void setLineLimit(qsizetype bytes) { m_lineLimit = bytes; }

    void send(const Message &message);
    // Sends the refusal (if the socket is still open), then closes; closed() follows.
    void refuseAndClose(RefusalReason reason);
    // Sends bye and closes; closed() follows.
    void sayByeAndClose();
    // Closes without a word (the peer is gone or broke the protocol); closed() follows.
    void abort();

    bool isOpen() const;
    // "address:port" of the peer, for logs.
    QString peerText() const;
    QHostAddress peerAddress() const;
    // Why the connection ended, once it has (plain English, for logs and tihbat-cli).
    QString closeReason() const { return m_closeReason; }

    // Bytes read but not yet a whole line (bounded by the line limit).
    qsizetype bufferedBytes() const;

    // Of connections still waiting for their hello (oldest first), the one a host refuses to
    // make room for a newcomer: the oldest of the address that holds the most (an IPv6 /64
    // counts as one address), so a flood pays for itself. Null when there are none.
    static PeerChannel *oldestOfBusiestAddress(const QList<PeerChannel *> &waiting);

    // A host's intake: every connection `server` has waiting becomes a channel of `host` with
    // `timeouts`, appended to `waiting` (the host's channels before their hello, oldest first),
    // wired by `wire`, its handshake clock started. A flood of silent connections must not keep
    // a player out: with MaxPendingConnections waiting, the newcomer is taken and the oldest of
    // the busiest address is first taken out of `waiting` and handed to `turnAway`.
    static void takeNewConnections(QTcpServer &server, QObject *host, const Timeouts &timeouts,
                                   QList<PeerChannel *> &waiting,
                                   const std::function<void(PeerChannel *)> &wire,
                                   const std::function<void(PeerChannel *)> &turnAway);

signals:
    // A whole, valid message other than ping and pong (which the channel answers itself).
    void messageReceived(const tihbat::net::Message &message);
    // The peer broke the protocol (garbage, a line too long, no handshake in time, silence):
    // the channel has refused and closed, and closed() follows. `reason` says which.
    void protocolBroken(tihbat::net::RefusalReason reason, const QString &what);
    // The connection ended, for whatever reason; emitted once. The channel may be deleted
    // (deleteLater) from here.
    void closed();

private:
    void onReadyRead();
    void onSilenceTick();
    void handleLine(QByteArrayView line);
    void breakWith(RefusalReason reason, const QString &what);
    void close();
    void finish(const QString &reason);

    QTcpSocket *m_socket = nullptr; // child
    QTimer *m_handshakeTimer = nullptr;
    QTimer *m_pingTimer = nullptr;
    Timeouts m_timeouts;
    qsizetype m_lineLimit = MaxMessageBytes;
    QByteArray m_line; // the line being read, without its newline
    QElapsedTimer m_clock;
    qint64 m_lastHeardMs = 0; // the last whole line
    qint64 m_lastSentMs = 0;
    bool m_closing = false; // the last words are being sent
    bool m_closed = false;
    QString m_closeReason;
};

} // namespace tihbat::net
