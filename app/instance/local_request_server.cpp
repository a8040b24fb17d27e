// SPDX-License-Identifier: GPL-3.0-or-later
#include "instance/local_request_server.h"

#include <QFile>
#include <QLocalServer>
#include <QLocalSocket>
#include <QTimer>
#include <utility>

namespace tihbat {

// One accepted peer: reads its line as it arrives, answers it, closes; or is closed at the
// deadline, whichever comes first.
class LocalRequestServer::Connection : public QObject {
public:
    Connection(QLocalSocket *socket, LocalRequestServer *server);
    // Turned away at once.
    void refuse() { finish(); }

private:
    void readAvailable();
    void answer(const LocalRequest &request);
    void finish();

    QLocalSocket *m_socket; // child
    LocalRequestServer *m_server;
    QTimer m_deadline;
    bool m_answered = false;
    bool m_finished = false;
};

LocalRequestServer::Connection::Connection(QLocalSocket *socket, LocalRequestServer *server)
    : QObject(server)
    , m_socket(socket)
    , m_server(server) {
    socket->setParent(this);
    // No more than a line over the limit is ever kept: Qt stops reading beyond it.
    socket->setReadBufferSize(server->m_maxRequestBytes + 2);
    connect(socket, &QLocalSocket::readyRead, this, [this] { readAvailable(); });
    connect(socket, &QLocalSocket::disconnected, this, [this] { finish(); });
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] { finish(); });
    m_deadline.start(server->m_connectionTimeoutMs);
}

void LocalRequestServer::Connection::readAvailable() {
    if (m_answered) {
        // A request over the limit: the rest of it is let go, so that the peer, still
        // sending, can read the answer (writing into a closed end would lose it).
        (void)m_socket->readAll();
        return;
    }
    const qint64 limit = m_server->m_maxRequestBytes;
    const qint64 available = m_socket->bytesAvailable();
    const QByteArray head = m_socket->peek(std::min(available, limit + 1));
    if (const qsizetype end = head.indexOf('\n'); end >= 0)
        answer({head.left(end), false});
    else if (available > limit)
        answer({{}, true});
}

void LocalRequestServer::Connection::answer(const LocalRequest &request) {
    m_answered = true;
    m_socket->write(m_server->m_answerer(request));
    // A peer that reads no answer, or sends on and on, is closed at the deadline, counted
    // again from now.
    m_deadline.start(m_server->m_connectionTimeoutMs);
    // Closed once the answer is written (at once if the peer has gone); after a request over
    // the limit, by the peer once it has its answer.
    if (request.tooLong)
        (void)m_socket->readAll();
    else
        m_socket->disconnectFromServer();
}

void LocalRequestServer::Connection::finish() {
    if (std::exchange(m_finished, true))
        return;
    m_deadline.stop();
    m_socket->abort(); // its file closed now, not when the event loop next deletes it
    m_server->finished(this);
}

LocalRequestServer::LocalRequestServer(qint64 maxRequestBytes, Answerer answerer, QObject *parent)
    : QObject(parent)
    , m_maxRequestBytes(maxRequestBytes)
    , m_answerer(std::move(answerer)) {}

LocalRequestServer::~LocalRequestServer() {
    close(); // the open connections go with their parent, this object
}

bool LocalRequestServer::listen(const QString &path) {
    close();
    m_error.clear();
    // The caller owns the name: a file there is left over (a crashed game's socket).
    QFile leftover(path);
    if (leftover.exists() && !leftover.remove()) {
        m_error = leftover.errorString();
        return false;
    }
    m_server = new QLocalServer(this);
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    connect(m_server, &QLocalServer::newConnection, this, &LocalRequestServer::acceptPending);
    if (m_server->listen(path))
        return true;
    m_error = m_server->errorString();
    close();
    return false;
}

void LocalRequestServer::close() {
    delete m_server; // closes and removes the socket file
    m_server = nullptr;
}

void LocalRequestServer::acceptPending() {
    while (m_server && m_server->hasPendingConnections()) {
        auto *connection = new Connection(m_server->nextPendingConnection(), this);
        ++m_openConnections;
        if (m_openConnections > m_maxConnections)
            connection->refuse(); // too many at once
    }
}

void LocalRequestServer::finished(Connection *connection) {
    connection->deleteLater(); // its socket or timer is calling now
    --m_openConnections;
    emit connectionClosed();
}

} // namespace tihbat
