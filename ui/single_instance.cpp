// SPDX-License-Identifier: GPL-3.0-or-later
#include "single_instance.h"

#include "game/log.h"
#include "local_request_client.h"
#include "local_request_server.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QThread>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace tihbat {

namespace {

// The running game answers one line: "ok", or "refused " and the reason.
const QByteArray Accepted = "ok\n";
const QByteArray Refused = "refused ";
const QString FilesKey = QStringLiteral("files");

QString runtimeFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation);
}

// Per user (the runtime folder is the user's own) and per saved game.
QString basePath(const QString &autosavePath) {
    const QByteArray game = QFileInfo(autosavePath).absoluteFilePath().toUtf8();
    const QByteArray id = QCryptographicHash::hash(game, QCryptographicHash::Sha256).toHex();
    return QDir(runtimeFolder()).filePath(QStringLiteral("tihbat-") + QLatin1String(id.left(16)));
}

} // namespace

SingleInstance::SingleInstance(const QString &autosavePath, QObject *parent)
    : QObject(parent)
    , m_lockPath(lockPath(autosavePath))
    , m_socketPath(socketPath(autosavePath)) {}

SingleInstance::~SingleInstance() {
    // The socket first: a start that finds the lock still held keeps trying until it is free.
    if (m_server)
        m_server->close();
    if (m_lockFd >= 0)
        ::close(m_lockFd);
}

QString SingleInstance::lockPath(const QString &autosavePath) {
    return basePath(autosavePath) + QStringLiteral(".lock");
}

QString SingleInstance::socketPath(const QString &autosavePath) {
    return basePath(autosavePath) + QStringLiteral(".socket");
}

SingleInstance::Role SingleInstance::claim(const QStringList &files, int timeoutMs) {
    if (runtimeFolder().isEmpty()) {
        //: When the program starts; a folder the system gives each user for running programs
        m_error = tr("There is no runtime folder to keep the running game's lock in.");
        return Role::Failed;
    }
    QStringList absolute;
    for (const QString &file : files)
        absolute << QFileInfo(file).absoluteFilePath();
    QElapsedTimer clock;
    clock.start();
    for (;;) {
        switch (tryLock()) {
        case LockResult::Taken:
            return listen() ? Role::Running : Role::Failed;
        case LockResult::Failed:
            return Role::Failed;
        case LockResult::Busy:
            break;
        }
        switch (handOver(absolute, std::max<qint64>(timeoutMs - clock.elapsed(), 1))) {
        case HandOver::Delivered:
            return Role::HandedOver;
        case HandOver::Refused:
            return Role::Failed;
        case HandOver::NotReached:
            break;
        }
        if (clock.hasExpired(timeoutMs)) {
            //: When the program starts while another copy runs the same game and hangs
            m_error = tr("Tihbat is already running with this game but does not answer. Close "
                         "it and start again.");
            return Role::Failed;
        }
        // The running game is starting (not yet listening) or ending (not yet unlocked).
        QThread::msleep(20);
    }
}

SingleInstance::LockResult SingleInstance::tryLock() {
    const QByteArray path = QFile::encodeName(m_lockPath);
    const int fd = ::open(path.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) {
        //: %1 is a file, %2 the system's reason
        m_error = tr("The lock file %1 cannot be opened: %2")
                      .arg(QDir::toNativeSeparators(m_lockPath),
                           QString::fromLocal8Bit(std::strerror(errno)));
        return LockResult::Failed;
    }
    // flock, not QLockFile: the system releases it with the process, so a crash leaves no lock.
    if (::flock(fd, LOCK_EX | LOCK_NB) == 0) {
        m_lockFd = fd;
        return LockResult::Taken;
    }
    const int reason = errno;
    ::close(fd);
    if (reason == EWOULDBLOCK || reason == EINTR)
        return LockResult::Busy;
    m_error = tr("The lock file %1 cannot be opened: %2")
                  .arg(QDir::toNativeSeparators(m_lockPath),
                       QString::fromLocal8Bit(std::strerror(reason)));
    return LockResult::Failed;
}

bool SingleInstance::listen() {
    // Whoever holds the lock owns the name: a socket file still there is a crashed game's.
    m_server = new LocalRequestServer(
        MaxRequestBytes, [this](const LocalRequest &request) { return answer(request); }, this);
    if (m_server->listen(m_socketPath))
        return true;
    //: %1 is a file, %2 the reason
    m_error = tr("Later starts of Tihbat cannot reach this one through %1: %2")
                  .arg(QDir::toNativeSeparators(m_socketPath), m_server->error());
    return false;
}

SingleInstance::HandOver SingleInstance::handOver(const QStringList &files, qint64 timeoutMs) {
    const QJsonObject request{{FilesKey, QJsonArray::fromStringList(files)}};
    LocalRequestClient client;
    // The running game answers once its event loop runs; it may be starting up.
    switch (client.ask(m_socketPath, QJsonDocument(request).toJson(QJsonDocument::Compact) + '\n',
                       timeoutMs)) {
    case LocalRequestClient::Outcome::Answered:
        break;
    case LocalRequestClient::Outcome::NoServer:
    case LocalRequestClient::Outcome::NoAnswer:
        return HandOver::NotReached; // not listening yet, or ending, or it ended meanwhile
    case LocalRequestClient::Outcome::Failed:
        //: When the program starts while another copy runs the same game; %1 is a file, %2
        //: the system's reason
        m_error = tr("The running game cannot be reached through %1: %2")
                      .arg(QDir::toNativeSeparators(m_socketPath), client.error());
        return HandOver::Refused;
    }
    const QByteArray reply = client.answer();
    if (reply == Accepted)
        return HandOver::Delivered;
    if (reply.startsWith(Refused)) {
        m_error = QString::fromUtf8(reply.mid(Refused.size()).trimmed());
        return HandOver::Refused;
    }
    return HandOver::NotReached;
}

QByteArray SingleInstance::answer(const LocalRequest &request) {
    if (request.tooLong) {
        //: Answer to another start of the program that sent too much; %1 is a number
        return refusal(tr("The request is longer than %1 bytes.").arg(MaxRequestBytes));
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(request.line, &parseError);
    const QJsonValue files = document.object().value(FilesKey);
    if (parseError.error != QJsonParseError::NoError || !document.isObject() || !files.isArray()) {
        //: Answer to another start of the program whose message was not understood
        return refusal(
            tr("The request is not a list of files (at byte %1).")
                .arg(parseError.error != QJsonParseError::NoError ? parseError.offset : 0));
    }
    QStringList paths;
    for (const QJsonValue &file : files.toArray()) {
        if (!file.isString() || QFileInfo(file.toString()).isRelative()) {
            //: Answer to another start of the program; "absolute" as in "absolute path"
            return refusal(tr("The request names a file that is not an absolute path."));
        }
        paths << file.toString();
    }
    // After the answer has gone, and outside the socket's notification: opening the files may
    // ask a question, with an event loop of its own.
    QMetaObject::invokeMethod(
        this, [this, paths] { deliver(paths); }, Qt::QueuedConnection);
    return Accepted;
}

QByteArray SingleInstance::refusal(const QString &reason) {
    qCWarning(lcInstance, "tihbat: refused a request from another start: %s",
              qUtf8Printable(reason));
    // One line: a reason worded over several would end the answer early.
    return Refused + reason.simplified().toUtf8() + '\n';
}

void SingleInstance::deliver(const QStringList &files) {
    if (m_delivering)
        emit activationRequested(files);
    else
        m_queued << files;
}

void SingleInstance::startDelivering() {
    m_delivering = true;
    const QList<QStringList> queued = std::exchange(m_queued, {});
    for (const QStringList &files : queued)
        emit activationRequested(files);
}

} // namespace tihbat
