// SPDX-License-Identifier: GPL-3.0-or-later
#include "local_request_client.h"

#include "files/file_descriptor.h"

#include <QDeadlineTimer>
#include <QFile>
#include <cerrno>
#include <cstring>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace tihbat {

namespace {

using files::FileDescriptor;

// Waits until `fd` is ready for `events` and returns what it is ready for (a hang-up or an error
// included: the next call tells which); 0 at the deadline.
short waitUntilReady(int fd, short events, const QDeadlineTimer &deadline) {
    for (;;) {
        pollfd ready{fd, events, 0};
        const int timeout = int(std::min<qint64>(deadline.remainingTime(), 1 << 30));
        const int result = ::poll(&ready, 1, timeout);
        if (result > 0)
            return ready.revents;
        if (result == 0 || errno != EINTR)
            return 0;
    }
}

} // namespace

LocalRequestClient::Outcome LocalRequestClient::ask(const QString &socketPath,
                                                    const QByteArray &request, qint64 timeoutMs) {
    m_answer.clear();
    m_error.clear();
    const QDeadlineTimer deadline(timeoutMs);
    const QByteArray path = QFile::encodeName(socketPath);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    if (path.size() >= qsizetype(sizeof address.sun_path))
        return fail(ENAMETOOLONG);
    std::memcpy(address.sun_path, path.constData(), size_t(path.size()));

    const FileDescriptor socket(::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0));
    if (socket.get() < 0)
        return fail(errno);
    // A local connect does not wait: it is made at once, or nobody listens, or the listener's
    // queue is full (EAGAIN); the caller tries again.
    if (::connect(socket.get(), reinterpret_cast<const sockaddr *>(&address), sizeof address) !=
        0) {
        if (errno == ENOENT || errno == ECONNREFUSED || errno == EAGAIN || errno == EINTR)
            return Outcome::NoServer;
        return fail(errno);
    }

    // The server may answer before it has read everything (a request over its limit is refused
    // at once) and close: then its answer is read rather than the rest sent.
    for (qsizetype sent = 0; sent < request.size();) {
        // MSG_NOSIGNAL: a server gone meanwhile is an outcome, not SIGPIPE.
        const ssize_t count = ::send(socket.get(), request.constData() + sent,
                                     size_t(request.size() - sent), MSG_NOSIGNAL);
        if (count >= 0) {
            sent += count;
        } else if (errno == EAGAIN || errno == EWOULDBLOCK) {
            const short ready = waitUntilReady(socket.get(), POLLOUT | POLLIN, deadline);
            if (ready == 0)
                return Outcome::NoAnswer;
            if (ready & (POLLIN | POLLHUP | POLLERR))
                break;
        } else if (errno == EPIPE || errno == ECONNRESET) {
            break;
        } else if (errno != EINTR) {
            return fail(errno);
        }
    }

    QByteArray received;
    char buffer[4096];
    for (;;) {
        const ssize_t count = ::recv(socket.get(), buffer, sizeof buffer, 0);
        if (count > 0) {
            const qsizetype searchFrom = received.size();
            received.append(buffer, count);
            const qsizetype end = received.indexOf('\n', searchFrom);
            if (end >= 0) {
                m_answer = received.left(end + 1);
                return Outcome::Answered;
            }
            if (received.size() > MaxAnswerBytes)
                return Outcome::NoAnswer;
        } else if (count == 0 || errno == ECONNRESET) {
            return Outcome::NoAnswer; // closed without a whole answer
        } else if (errno == EAGAIN || errno == EWOULDBLOCK) {
            if (waitUntilReady(socket.get(), POLLIN, deadline) == 0)
                return Outcome::NoAnswer;
        } else if (errno != EINTR) {
            return fail(errno);
        }
    }
}

LocalRequestClient::Outcome LocalRequestClient::fail(int reason) {
    m_error = QString::fromLocal8Bit(std::strerror(reason));
    return Outcome::Failed;
}

} // namespace tihbat
