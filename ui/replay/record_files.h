// SPDX-License-Identifier: GPL-3.0-or-later
// The game window's record files: Open (a dialog, Open Recent, files dropped on the window),
// Save and Save As of the game in progress (SaveFlow), Review This Game, and the replay viewer
// windows they open. Each record opens in a replay window of its own (the one already showing
// it is raised). A file that cannot be read is said in a message box that does not block the
// game. The window words the actions and puts them in its menus; its title names the file Save
// writes to (modified mark while moves are not saved), and a save is said in its status bar.
#pragma once

#include "record/record.h"

#include <QObject>
#include <QStringList>
#include <functional>

class QAction;
class QMimeData;
class QWidget;

namespace tihbat {

class GameModel;
class RecentFilesMenu;
class ReplayWindow;
class ReplayWindows;
class SaveFlow;

class RecordFiles : public QObject {
    Q_OBJECT
public:
    // Owned by `window`, where the actions work, files may be dropped and messages open.
    RecordFiles(GameModel *model, QWidget *window);

    QAction *openAction() const { return m_openAction; }
    QAction *saveAction() const;
    QAction *saveAsAction() const;
    QAction *reviewAction() const { return m_reviewAction; }
    RecentFilesMenu *recentMenu() const { return m_recentMenu; }
    ReplayWindows *replays() const { return m_replays; }

    // A record in a replay window; on failure nothing changes and `error` names the file, line
    // and column.
    ReplayWindow *open(const QString &path, QString *error = nullptr);
    // The same, a failure said in a message box.
    void openOrReport(const QString &path);
    // Each in the replay viewer; all that cannot be opened are reported in one message.
    void openOrReport(const QStringList &paths);
    void showOpenDialog();
    // The game in progress as a record (atomically); returns why it failed, or nothing.
    [[nodiscard]] QString saveGameTo(const QString &path);
    bool saveGame();
    bool saveGameAs();
    // The game in progress (or just ended) in a replay viewer, at its last move.
    ReplayWindow *reviewGame();
    // The record of the game in progress, the players named as the window names them.
    record::GameRecord recordOfGame() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refreshTitle();
    void tellSaved(const QString &path);
    void openRecent(const QString &path);
    void showFileProblem(const std::function<QString()> &text,
                         const std::function<QString()> &detail);
    [[nodiscard]] QString writeGame(const QString &path) const;

    GameModel *m_model = nullptr;
    QWidget *m_window = nullptr;
    ReplayWindows *m_replays = nullptr;      // child: the replay viewer windows
    SaveFlow *m_saveFlow = nullptr;          // child: where Save writes the game in progress
    RecentFilesMenu *m_recentMenu = nullptr; // child of the window
    QAction *m_openAction = nullptr;
    QAction *m_reviewAction = nullptr;
};

} // namespace tihbat
