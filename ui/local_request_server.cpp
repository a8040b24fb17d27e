// SPDX-License-Identifier: GPL-3.0-or-later
#include "local_request_server.h"

#include "game/log.h"

#include <QFile>
#include <QSocketNotifier>
#include <QTimer>
#include <cerrno>
#include <cstring>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>
#include <utility>

namespace tihbat {

// One accepted peer: reads its line as it arrives, answers it, closes.
class LocalRequestServer::Connection : public QObject {
public:
    Connection(int fd, LocalRequestServer *server);
    ~Connection() override {
        m_reader.setEnabled(false);
        m_writer.setEnabled(false);
        ::close(m_fd);
    }

private:
    void readAvailable();
    void answer(const LocalRequest &request);
    void writePending();
    void finish();

    int m_fd;
    LocalRequestServer *m_server;
    QSocketNotifier m_reader;
    QSocketNotifier m_writer;
    QTimer m_timeout;
    QByteArray m_received;
    QByteArray m_answer;
    qsizetype m_written = 0;
    bool m_finished = false;
};

LocalRequestServer::Connection::Connection(int fd, LocalRequestServer *server)
    : QObject(server)
    , m_fd(fd)
    , m_server(server)
    , m_reader(fd, QSocketNotifier::Read)
    , m_writer(fd, QSocketNotifier::Write) {
    m_writer.setEnabled(false);
    connect(&m_reader, &QSocketNotifier::activated, this, [this] { readAvailable(); });
    connect(&m_writer, &QSocketNotifier::activated, this, [this] { writePending(); });
    m_timeout.setSingleShot(true);
    connect(&m_timeout, &QTimer::timeout, this, [this] { finish(); });
    m_timeout.start(server->m_connectionTimeoutMs);
}

void LocalRequestServer::Connection::finish() {
    if (std::exchange(m_finished, true))
        return;
    m_timeout.stop();
    m_reader.setEnabled(false);
    m_writer.setEnabled(false);
    m_server->finished(this);
}

void LocalRequestServer::Connection::readAvailable() {
    const qint64 limit = m_server->m_maxRequestBytes;
    char buffer[16384];
    for (;;) {
        const ssize_t count = ::recv(m_fd, buffer, sizeof buffer, 0);
        if (count < 0 && errno == EINTR)
            continue;
        if (count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            return; // the rest comes with a later notification
        if (count <= 0) {
            finish(); // gone before its line was complete, or broken: nothing to answer
            return;
        }
        const qsizetype searchFrom = m_received.size();
        m_received.append(buffer, count);
        const qsizetype end = m_received.indexOf('\n', searchFrom);
        if (end >= 0 && end <= limit) {
            answer({m_received.left(end), false});
            return;
        }
        if (m_received.size() > limit) {
            answer({{}, true});
            return;
        }
    }
}

void LocalRequestServer::Connection::answer(const LocalRequest &request) {
    m_reader.setEnabled(false); // one request per connection; what follows is not read
    m_received.clear();
    m_answer = m_server->m_answerer(request);
    writePending();
}

void LocalRequestServer::Connection::writePending() {
    while (m_written < m_answer.size()) {
        // MSG_NOSIGNAL: a peer gone before its answer must not end this process with SIGPIPE.
        const ssize_t count = ::send(m_fd, m_answer.constData() + m_written,
                                     size_t(m_answer.size() - m_written), MSG_NOSIGNAL);
        if (count >= 0) {
            m_written += count;
        } else if (errno == EAGAIN || errno == EWOULDBLOCK) {
            m_writer.setEnabled(true); // the peer reads slowly: go on when there is room
            return;
        } else if (errno != EINTR) {
            break; // the peer has gone
        }
    }
    m_writer.setEnabled(false);
    finish();
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
    m_path = QFile::encodeName(path);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    if (m_path.size() >= qsizetype(sizeof address.sun_path))
        return fail(ENAMETOOLONG);
    std::memcpy(address.sun_path, m_path.constData(), size_t(m_path.size()));
    // The caller owns the name: a file there is left over (a crashed game's socket).
    if (::unlink(m_path.constData()) != 0 && errno != ENOENT)
        return fail(errno);
    m_fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (m_fd < 0)
        return fail(errno);
    // Linux gives the socket file the socket's own mode, so it is never open to others; the
    // chmod after bind does the same elsewhere (the runtime folder is the user's own anyway).
    ::fchmod(m_fd, S_IRUSR | S_IWUSR);
    if (::bind(m_fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0)
        return fail(errno);
    m_bound = true;
    if (::chmod(m_path.constData(), S_IRUSR | S_IWUSR) != 0 || ::listen(m_fd, SOMAXCONN) != 0)
        return fail(errno);
    m_notifier = new QSocketNotifier(m_fd, QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &LocalRequestServer::acceptPending);
    return true;
}

bool LocalRequestServer::fail(int reason) {
    m_error = QString::fromLocal8Bit(std::strerror(reason));
    close();
    return false;
}

void LocalRequestServer::close() {
    delete m_notifier;
    m_notifier = nullptr;
    if (m_bound)
        ::unlink(m_path.constData());
    m_bound = false;
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
}

void LocalRequestServer::acceptPending() {
    for (;;) {
        const int fd = ::accept4(m_fd, nullptr, nullptr, SOCK_CLOEXEC | SOCK_NONBLOCK);
        if (fd >= 0) {
            ++m_openConnections;
            new Connection(fd, this); // a child, deleted by finished()
            continue;
        }
        if (errno == EAGAIN || errno == EWOULDBLOCK)
            return;
        if (errno == EINTR || errno == ECONNABORTED)
            continue;
        // Out of descriptors or memory: the waiting peer stays queued. Pause, or the notifier
        // would fire again at once and keep the event loop busy.
        qCWarning(lcInstance, "tihbat: cannot accept a request from another start: %s",
                  std::strerror(errno));
        m_notifier->setEnabled(false);
        QTimer::singleShot(1000, m_notifier,
                           [notifier = m_notifier] { notifier->setEnabled(true); });
        return;
    }
}

void LocalRequestServer::finished(Connection *connection) {
    connection->deleteLater(); // its notifier or timer is calling now
    --m_openConnections;
    emit connectionClosed();
}

} // namespace tihbat
