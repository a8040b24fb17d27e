// SPDX-License-Identifier: GPL-3.0-or-later
#include "instance/single_instance.h"

#include "game/settings/log.h"
#include "instance/local_request_client.h"
#include "instance/local_request_server.h"
#include "instance/runtime_folder.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QThread>

namespace tihbat {

namespace {

// The running game answers one line: "ok", or "refused " and the reason.
const QByteArray Accepted = "ok\n";
const QByteArray Refused = "refused ";
const QString FilesKey = QStringLiteral("files");

// Per user (the folder is the user's own) and per saved game; empty without a private folder.
QString basePath(const QString &autosavePath, QString *problem = nullptr) {
    const QString folder = RuntimeFolder::find(problem);
    if (folder.isEmpty())
        return {};
    const QByteArray game = QFileInfo(autosavePath).absoluteFilePath().toUtf8();
    const QByteArray id = QCryptographicHash::hash(game, QCryptographicHash::Sha256).toHex();
    return QDir(folder).filePath(QStringLiteral("tihbat-") + QLatin1String(id.left(16)));
}

} // namespace

SingleInstance::SingleInstance(const QString &autosavePath, QObject *parent)
    : QObject(parent) {
    QString problem;
    const QString base = basePath(autosavePath, &problem);
    if (base.isEmpty()) {
        qCWarning(lcInstance,
                  "tihbat: no private folder for the running game's lock (%s); this start does "
                  "not look for another one running the same game",
                  qUtf8Printable(problem));
        return;
    }
    m_lockPath = base + QStringLiteral(".lock");
    m_socketPath = base + QStringLiteral(".socket");
}

SingleInstance::~SingleInstance() {
    // The socket first: a start that finds the lock still held keeps trying until it is free.
    delete m_server;
    m_lock.reset();
}

QString SingleInstance::lockPath(const QString &autosavePath) {
    const QString base = basePath(autosavePath);
    return base.isEmpty() ? QString() : base + QStringLiteral(".lock");
}

QString SingleInstance::socketPath(const QString &autosavePath) {
    const QString base = basePath(autosavePath);
    return base.isEmpty() ? QString() : base + QStringLiteral(".socket");
}

SingleInstance::Role SingleInstance::claim(const QStringList &files, int timeoutMs) {
    if (m_lockPath.isEmpty())
        return Role::Running;
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
        switch (handOver(absolute, int(std::max<qint64>(timeoutMs - clock.elapsed(), 1)))) {
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
        // The running game is starting (not yet listening), ending (not yet unlocked) or busy
        // with as many other connections as it takes at once.
        QThread::msleep(20);
    }
}

SingleInstance::LockResult SingleInstance::tryLock() {
    auto lock = std::make_unique<QLockFile>(m_lockPath);
    if (lock->tryLock(0)) {
        m_lock = std::move(lock);
        return LockResult::Taken;
    }
    if (lock->error() == QLockFile::LockFailedError)
        return LockResult::Busy; // held by a running game (a crashed one's is taken over)
    // QLockFile gives no reason: the system's comes from making the same file.
    QFile probe(m_lockPath);
    QString reason = QStringLiteral("QLockFile error %1").arg(int(lock->error()));
    if (!probe.open(QIODevice::ReadWrite | QIODevice::NewOnly))
        reason = probe.errorString();
    else
        probe.remove();
    //: %1 is a file, %2 the system's reason
    m_error = tr("The lock file %1 cannot be opened: %2")
                  .arg(QDir::toNativeSeparators(m_lockPath), reason);
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

SingleInstance::HandOver SingleInstance::handOver(const QStringList &files, int timeoutMs) {
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
    const QJsonArray list = files.toArray();
    if (list.size() > MaxFiles) {
        //: Answer to another start of the program (opening game records from a file
        //: manager, say) that named too many; %1 is a number
        return refusal(
            tr("%n game records were given; Tihbat opens at most %1 at once.", "", int(list.size()))
                .arg(MaxFiles));
    }
    QStringList paths;
    for (const QJsonValue &file : list) {
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
