// SPDX-License-Identifier: GPL-3.0-or-later
// One running game per saved game: the first start of tihbat becomes the running game; a later
// start with the same autosave file hands its record files to it (the running game opens them
// and comes to the front) and quits, so no copy ever overwrites another's moves.
//
// Who runs is decided by a QLockFile in a folder private to the user (RuntimeFolder), held for
// the life of the running game: a crashed game's lock is stale (its process is gone) and taken
// over by the next start, and two starts at once cannot both win. The files travel over a local
// socket beside the lock (LocalRequestServer, LocalRequestClient) that only this user may reach;
// a socket left by a crash is replaced by the next running game.
#pragma once

#include <QObject>
#include <QStringList>
#include <memory>

class QLockFile;

namespace tihbat {

class LocalRequestServer;
struct LocalRequest;

class SingleInstance : public QObject {
    Q_OBJECT
public:
    // `autosavePath` names the game: starts with the same one are copies of one game.
    explicit SingleInstance(const QString &autosavePath, QObject *parent = nullptr);
    ~SingleInstance() override;

    enum class Role {
        Running,    // this process is the running game
        HandedOver, // another process runs the game and has received the files
        Failed,     // neither; error() says why
    };
    // Becomes the running game, or hands `files` (made absolute here) to the running one,
    // waiting up to `timeoutMs` for it to answer. Where no private folder can be had for the
    // lock, runs the game unguarded rather than not at all (and says so on the console).
    Role claim(const QStringList &files, int timeoutMs = 10000);
    QString error() const { return m_error; }

    // Requests from later starts are delivered from now on (queued until then, so that none
    // arrives while the window is still being built or asks its first question).
    void startDelivering();

    // Where the lock and the socket of the game saved in `autosavePath` live.
    static QString lockPath(const QString &autosavePath);
    static QString socketPath(const QString &autosavePath);

    // The largest request accepted, in bytes, and the most files in one; more is refused.
    static constexpr qint64 MaxRequestBytes = 1 << 20;
    static constexpr int MaxFiles = 100;

signals:
    // A later start asked to show these files (absolute paths; none: just come to the front).
    void activationRequested(const QStringList &files);

private:
    enum class LockResult { Taken, Busy, Failed };
    enum class HandOver { Delivered, NotReached, Refused };
    LockResult tryLock();
    bool listen();
    HandOver handOver(const QStringList &files, int timeoutMs);
    QByteArray answer(const LocalRequest &request);
    static QByteArray refusal(const QString &reason);
    void deliver(const QStringList &files);

    QString m_lockPath; // empty without a private folder
    QString m_socketPath;
    std::unique_ptr<QLockFile> m_lock;
    LocalRequestServer *m_server = nullptr; // child
    bool m_delivering = false;
    QList<QStringList> m_queued;
    QString m_error;
};

} // namespace tihbat
