// SPDX-License-Identifier: GPL-3.0-or-later
// The game's replay viewer windows: top-level windows of their own (so either the game or a
// replay can be in front) that live no longer than the game. A file already shown is raised
// rather than opened twice; a review of the game in progress reuses a review window nobody
// saved or edited rather than piling up windows.
#pragma once

#include "core/game.h"
#include "record/record.h"

#include <QObject>
#include <QPointer>
#include <vector>

namespace tihbat {

class ReplayWindow;

class ReplayWindows : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    ~ReplayWindows() override;

    QList<ReplayWindow *> windows() const;
    // The window showing the record file `path` (raised), or a new one; on failure nothing is
    // opened and `error` says why, with the file's name, line and column.
    ReplayWindow *open(const QString &path, QString *error = nullptr);
    // `games` in a review window, at the last move; on failure `problem` says why.
    ReplayWindow *review(std::vector<record::GameRecord> games, QString *problem);
    // Closes every window; a replay with unsaved edits asks first. False when it was kept.
    bool closeAll();
    // The drop duration new windows start with (the game's speed).
    void setDropDuration(int ms) { m_dropDuration = ms; }

signals:
    // A replay's "Play on from here": its game so far and its players' names (South, North).
    void playOnRequested(const tihbat::Game &game, const QStringList &names);
    // A window's record now lives at `path` (saved under that name).
    void fileSaved(const QString &path);

private:
    ReplayWindow *newWindow();
    static void bringToFront(ReplayWindow *window);

    std::vector<QPointer<ReplayWindow>> m_windows;
    int m_dropDuration = 0;
};

} // namespace tihbat
