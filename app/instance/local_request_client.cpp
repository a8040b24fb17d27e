// SPDX-License-Identifier: GPL-3.0-or-later
#include "instance/local_request_client.h"

#include <QDeadlineTimer>
#include <QLocalSocket>

namespace tihbat {

namespace {

int remaining(const QDeadlineTimer &deadline) {
    return int(std::clamp<qint64>(deadline.remainingTime(), 0, 1 << 30));
}

} // namespace

LocalRequestClient::Outcome LocalRequestClient::ask(const QString &socketPath,
                                                    const QByteArray &request, int timeoutMs) {
    m_answer.clear();
    m_error.clear();
    const QDeadlineTimer deadline(timeoutMs);
    QLocalSocket socket;
    socket.setReadBufferSize(MaxAnswerBytes + 1);
    socket.connectToServer(socketPath);
    if (!socket.waitForConnected(remaining(deadline))) {
        switch (socket.error()) {
        case QLocalSocket::ServerNotFoundError:    // no socket file, or not a socket
        case QLocalSocket::ConnectionRefusedError: // a stale one
        case QLocalSocket::SocketResourceError:    // the server's queue is full
        case QLocalSocket::SocketTimeoutError:     // the same, on some systems
        case QLocalSocket::PeerClosedError:        // closed as it came (too many at once)
            return Outcome::NoServer;
        default:
            m_error = socket.errorString();
            return Outcome::Failed;
        }
    }
    // Sent in pieces, so that an answer that comes before the whole request has gone (one
    // over the server's limit is refused at once) is read rather than the rest sent: the server
    // then reads no more, and a write into its closed end would drop the answer with it.
    constexpr qsizetype Piece = 16 * 1024;
    for (qsizetype sent = 0; sent < request.size() && !socket.canReadLine();) {
        socket.write(request.mid(sent, Piece));
        sent += Piece;
        while (socket.bytesToWrite() > 0 && !socket.canReadLine()) {
            if (!socket.waitForBytesWritten(remaining(deadline)))
                break;
        }
        if (socket.state() != QLocalSocket::ConnectedState || deadline.hasExpired())
            break;
    }
    while (!socket.canReadLine() && socket.bytesAvailable() <= MaxAnswerBytes &&
           socket.state() == QLocalSocket::ConnectedState && !deadline.hasExpired())
        socket.waitForReadyRead(remaining(deadline));
    if (!socket.canReadLine())
        return Outcome::NoAnswer; // closed without a whole answer, too long, or too late
    m_answer = socket.readLine(MaxAnswerBytes + 1);
    return Outcome::Answered;
}

} // namespace tihbat
