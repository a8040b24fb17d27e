// SPDX-License-Identifier: GPL-3.0-or-later
// A local socket (QLocalServer: a Unix-domain socket, a named pipe on Windows) that answers
// one-line requests: each connection sends one line, gets one line back and is closed.
//
// Bounded, so that a peer that misbehaves (silent, slow, endless, or a thousand of them) holds
// up neither the event loop nor the other connections, nor uses up the process's files: at most
// maxConnections() are open at once (more are closed as soon as they come), a connection that has
// not sent its whole line within connectionTimeout() is closed, and a line longer than the limit
// is answered as too long without being read further.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>
#include <functional>

class QLocalServer;

namespace tihbat {

// What one connection asked: a line (without its end), or more than the limit with no end.
struct LocalRequest {
    QByteArray line;
    bool tooLong = false;
};

class LocalRequestServer : public QObject {
    Q_OBJECT
public:
    // The answer to a request, one line ending in '\n'.
    using Answerer = std::function<QByteArray(const LocalRequest &request)>;

    LocalRequestServer(qint64 maxRequestBytes, Answerer answerer, QObject *parent = nullptr);
    ~LocalRequestServer() override; // closes and removes the socket

    // Listens at `path`, replacing a file left there (the caller owns the name, e.g. by a lock);
    // only this user may connect. False if it cannot, with error() saying why.
    bool listen(const QString &path);
    void close();
    QString error() const { return m_error; }

    void setConnectionTimeout(int milliseconds) { m_connectionTimeoutMs = milliseconds; }
    int connectionTimeout() const { return m_connectionTimeoutMs; }
    void setMaxConnections(int count) { m_maxConnections = count; }
    int maxConnections() const { return m_maxConnections; }

    // Connections accepted and not yet closed.
    int openConnections() const { return m_openConnections; }

    static constexpr int DefaultConnectionTimeoutMs = 2000;
    static constexpr int DefaultMaxConnections = 32;

signals:
    void connectionClosed(); // answered, gone, dropped or turned away

private:
    class Connection;
    void acceptPending();
    void finished(Connection *connection);

    qint64 m_maxRequestBytes;
    Answerer m_answerer;
    int m_connectionTimeoutMs = DefaultConnectionTimeoutMs;
    int m_maxConnections = DefaultMaxConnections;
    QLocalServer *m_server = nullptr; // child
    int m_openConnections = 0;
    QString m_error;
};

} // namespace tihbat
