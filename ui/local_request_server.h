// SPDX-License-Identifier: GPL-3.0-or-later
// A Unix-domain socket that answers one-line requests: each connection sends one line, gets one
// line back and is closed. On plain POSIX calls and QtCore (QSocketNotifier), so the game links
// no Qt Network (nor the Kerberos and proxy libraries that come with it).
//
// Nothing here blocks: connections are read and answered as they become ready, so a peer that
// sends nothing, sends half a line or goes away before its answer holds up neither the event
// loop nor the other connections. A silent peer is dropped after a while.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>
#include <functional>

class QSocketNotifier;

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
    ~LocalRequestServer() override; // closes and removes the socket file

    // Listens at `path`, replacing whatever file is there (the caller owns the name, e.g. by a
    // lock); the socket file is readable and writable by this user only. False if it cannot,
    // with error() saying why (the system's reason).
    bool listen(const QString &path);
    void close();
    QString error() const { return m_error; }

    // A connection not answered this long after it came (its peer sends nothing, or half a
    // line, or reads no answer) is closed.
    void setConnectionTimeout(int milliseconds) { m_connectionTimeoutMs = milliseconds; }

    // Connections accepted and not yet closed (for tests).
    int openConnections() const { return m_openConnections; }

signals:
    void connectionClosed(); // answered, gone or dropped

private:
    class Connection;
    void acceptPending();
    void finished(Connection *connection);
    bool fail(int reason);

    qint64 m_maxRequestBytes;
    Answerer m_answerer;
    int m_connectionTimeoutMs = 30000;
    bool m_bound = false; // the socket file is ours to remove
    int m_fd = -1;
    QByteArray m_path;                     // of the socket file, encoded
    QSocketNotifier *m_notifier = nullptr; // child
    int m_openConnections = 0;
    QString m_error;
};

} // namespace tihbat
