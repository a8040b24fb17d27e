// SPDX-License-Identifier: GPL-3.0-or-later
#include "peer_channel.h"

#include "code_guard.h"
#include "message_codec.h"

#include <QHash>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <algorithm>

namespace tihbat::net {

namespace {

// How often the channel looks at the time since it last heard and sent.
constexpr int TickDivisor = 4;
// Bytes read from the socket at a time; Qt's own buffer is bounded too (setReadBufferSize).
constexpr qint64 ReadChunk = 4096;
// A closing socket that cannot send its last words in this time is aborted.
constexpr int CloseGraceMs = 1000;

} // namespace

PeerChannel::PeerChannel(QTcpSocket *socket, QObject *parent)
    : QObject(parent)
    , m_socket(socket)
    , m_handshakeTimer(new QTimer(this))
    , m_pingTimer(new QTimer(this)) {
    m_socket->setParent(this);
    // Qt stops reading from the kernel while this much waits unread: memory stays bounded
    // whatever the peer sends.
    m_socket->setReadBufferSize(MaxWelcomeBytes + ReadChunk);
    m_socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    m_clock.start();
    m_handshakeTimer->setSingleShot(true);
    connect(m_handshakeTimer, &QTimer::timeout, this,
            [this] { breakWith(RefusalReason::Timeout, QStringLiteral("no handshake in time")); });
    connect(m_pingTimer, &QTimer::timeout, this, &PeerChannel::onSilenceTick);
    connect(m_socket, &QTcpSocket::readyRead, this, &PeerChannel::onReadyRead);
    connect(m_socket, &QTcpSocket::disconnected, this,
            [this] { finish(QStringLiteral("the connection was closed")); });
    connect(m_socket, &QTcpSocket::errorOccurred, this,
            [this](QAbstractSocket::SocketError) { finish(m_socket->errorString()); });
    connect(m_socket, &QTcpSocket::bytesWritten, this,
            [this] { m_lastSentMs = m_clock.elapsed(); });
}

PeerChannel::~PeerChannel() = default;

void PeerChannel::startHandshakeClock() {
    m_lastHeardMs = m_clock.elapsed();
    m_handshakeTimer->start(m_timeouts.handshakeMs);
    m_pingTimer->start(
        std::max(1, std::min(m_timeouts.pingMs, m_timeouts.silenceMs) / TickDivisor));
}

void PeerChannel::handshakeDone() {
    m_handshakeTimer->stop();
    m_lineLimit = MaxMessageBytes;
}

void PeerChannel::send(const Message &message) {
    if (!isOpen())
        return;
    m_socket->write(encodeMessage(message));
    // Out now rather than at the next turn of the event loop: sooner, and a bye written just
    // before the socket is destroyed is not lost.
    m_socket->flush();
    m_lastSentMs = m_clock.elapsed();
    // A peer that does not read (a stalled watcher) must not make the sender's memory grow.
    if (m_socket->bytesToWrite() > MaxUnsentBytes) {
        m_socket->abort();
        finish(QStringLiteral("the peer does not read what it is sent"));
    }
}

void PeerChannel::refuseAndClose(RefusalReason reason) {
    send(Refusal{reason, {}});
    close();
}

void PeerChannel::sayByeAndClose() {
    send(Bye{});
    close();
}

void PeerChannel::abort() {
    if (m_closed)
        return;
    m_socket->abort();
    finish(QStringLiteral("closed"));
}

bool PeerChannel::isOpen() const {
    return !m_closed && !m_closing && m_socket->state() == QAbstractSocket::ConnectedState;
}

QString PeerChannel::peerText() const {
    return m_socket->peerAddress().toString() + QLatin1Char(':') +
           QString::number(m_socket->peerPort());
}

QHostAddress PeerChannel::peerAddress() const {
    return m_socket->peerAddress();
}

qsizetype PeerChannel::bufferedBytes() const {
    return m_line.size() + m_socket->bytesAvailable();
}

void PeerChannel::close() {
    if (m_closed || m_closing)
        return;
    m_closing = true;
    m_handshakeTimer->stop();
    m_pingTimer->stop();
    if (m_socket->state() == QAbstractSocket::UnconnectedState) {
        finish(QStringLiteral("closed"));
        return;
    }
    m_socket->disconnectFromHost();
    if (m_socket->state() != QAbstractSocket::UnconnectedState)
        QTimer::singleShot(CloseGraceMs, this, [this] { abort(); });
}

void PeerChannel::onReadyRead() {
    while (!m_closed && !m_closing) {
        const QByteArray chunk = m_socket->read(ReadChunk);
        if (chunk.isEmpty())
            return;
        qsizetype start = 0;
        while (start < chunk.size() && !m_closed && !m_closing) {
            const qsizetype newline = chunk.indexOf('\n', start);
            const qsizetype end = newline < 0 ? chunk.size() : newline;
            // The line limit counts the newline.
            if (m_line.size() + (end - start) + 1 > m_lineLimit) {
                breakWith(RefusalReason::TooLong,
                          QStringLiteral("a line over %1 bytes").arg(m_lineLimit));
                return;
            }
            m_line.append(chunk.constData() + start, end - start);
            if (newline < 0)
                break;
            start = newline + 1;
            const QByteArray line = std::exchange(m_line, {});
            handleLine(line);
        }
    }
}

void PeerChannel::handleLine(QByteArrayView line) {
    m_lastHeardMs = m_clock.elapsed();
    auto parsed = parseMessage(line);
    if (const auto *error = std::get_if<ParseError>(&parsed)) {
        breakWith(RefusalReason::Protocol, error->what);
        return;
    }
    const Message &message = std::get<Message>(parsed);
    if (std::holds_alternative<Ping>(message)) {
        send(Pong{});
        return;
    }
    if (std::holds_alternative<Pong>(message))
        return;
    emit messageReceived(message);
}

void PeerChannel::onSilenceTick() {
    const qint64 now = m_clock.elapsed();
    if (now - m_lastHeardMs > m_timeouts.silenceMs) {
        breakWith(RefusalReason::Timeout, QStringLiteral("silent for too long"));
        return;
    }
    if (now - m_lastSentMs >= m_timeouts.pingMs)
        send(Ping{});
}

void PeerChannel::breakWith(RefusalReason reason, const QString &what) {
    if (m_closed || m_closing)
        return;
    m_closeReason = what;
    emit protocolBroken(reason, what);
    refuseAndClose(reason);
}

void PeerChannel::finish(const QString &reason) {
    if (m_closed)
        return;
    m_closed = true;
    if (m_closeReason.isEmpty())
        m_closeReason = reason;
    m_handshakeTimer->stop();
    m_pingTimer->stop();
    emit closed();
}

PeerChannel *PeerChannel::oldestOfBusiestAddress(const QList<PeerChannel *> &waiting) {
    QHash<QString, int> perAddress;
    QString busiest;
    for (const PeerChannel *channel : waiting) {
        const QString address = CodeGuard::plain(channel->peerAddress()).toString();
        if (++perAddress[address] > perAddress.value(busiest))
            busiest = address;
    }
    for (PeerChannel *channel : waiting)
        if (CodeGuard::plain(channel->peerAddress()).toString() == busiest)
            return channel;
    return nullptr;
}

void PeerChannel::takeNewConnections(QTcpServer &server, QObject *host, const Timeouts &timeouts,
                                     QList<PeerChannel *> &waiting,
                                     const std::function<void(PeerChannel *)> &wire,
                                     const std::function<void(PeerChannel *)> &turnAway) {
    // A host stopped by what turning a peer away made happen takes no more.
    const QPointer<QTcpServer> listening(&server);
    while (listening && listening->hasPendingConnections()) {
        if (waiting.size() >= MaxPendingConnections) {
            if (PeerChannel *oldest = oldestOfBusiestAddress(waiting)) {
                waiting.removeOne(oldest);
                turnAway(oldest);
            }
            if (!listening)
                return;
        }
        auto *channel = new PeerChannel(listening->nextPendingConnection(), host);
        channel->setTimeouts(timeouts);
        waiting.append(channel);
        wire(channel);
        channel->startHandshakeClock();
    }
}

} // namespace tihbat::net
