// SPDX-License-Identifier: GPL-3.0-or-later
#include "replay_windows.h"

#include "game/session/replay_model.h"
#include "replay_window.h"

#include <QFileInfo>

namespace tihbat {

namespace {

bool isSameFile(const QString &a, const QString &b) {
    return !a.isEmpty() && !b.isEmpty() &&
           QFileInfo(a).absoluteFilePath() == QFileInfo(b).absoluteFilePath();
}

} // namespace

ReplayWindows::~ReplayWindows() {
    for (const QPointer<ReplayWindow> &window : m_windows)
        delete window.data();
}

QList<ReplayWindow *> ReplayWindows::windows() const {
    QList<ReplayWindow *> open;
    for (const QPointer<ReplayWindow> &window : m_windows) {
        if (window)
            open << window.data();
    }
    return open;
}

ReplayWindow *ReplayWindows::open(const QString &path, QString *error) {
    for (ReplayWindow *window : windows()) {
        if (isSameFile(window->filePath(), path)) {
            bringToFront(window);
            return window;
        }
    }
    ReplayWindow *window = newWindow();
    if (!window->openFile(path, error)) {
        delete window;
        return nullptr;
    }
    bringToFront(window);
    return window;
}

ReplayWindow *ReplayWindows::review(std::vector<record::GameRecord> games, QString *problem) {
    ReplayWindow *window = nullptr;
    for (ReplayWindow *open : windows()) {
        if (open->filePath().isEmpty() && !open->isModified())
            window = open;
    }
    if (!window)
        window = newWindow();
    if (QString refused = window->setGames(std::move(games)); !refused.isEmpty()) {
        if (problem)
            *problem = refused;
        return nullptr;
    }
    window->model()->last();
    bringToFront(window);
    return window;
}

bool ReplayWindows::closeAll() {
    for (ReplayWindow *window : windows()) {
        if (!window->close())
            return false;
    }
    return true;
}

ReplayWindow *ReplayWindows::newWindow() {
    std::erase_if(m_windows, [](const QPointer<ReplayWindow> &window) { return !window; });
    auto *window = new ReplayWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->setDropDuration(m_dropDuration);
    connect(window, &ReplayWindow::playOnRequested, this, &ReplayWindows::playOnRequested);
    connect(window, &ReplayWindow::filePathChanged, this, [this](const QString &path) {
        if (!path.isEmpty())
            emit fileSaved(path);
    });
    m_windows.emplace_back(window);
    return window;
}

void ReplayWindows::bringToFront(ReplayWindow *window) {
    window->show();
    window->raise();
    window->activateWindow();
}

} // namespace tihbat
