// SPDX-License-Identifier: GPL-3.0-or-later
// Saving a game record under a name the person chooses, the same for the game and a replay:
// the file dialog opens in the folder last used, at the name suggested, and adds ".tihbat";
// the chosen file is written; a failure says why (full disk, a named pipe...) and offers the
// dialog again at the name chosen, so another place can be picked. Nothing in memory changes
// when saving fails.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <functional>

class QWidget;

namespace tihbat {

class SaveAsFlow {
    Q_DECLARE_TR_FUNCTIONS(SaveAsFlow)
public:
    // `write` saves to the path given and returns why it failed, or an empty string. Returns
    // whether the record was saved (false: cancelled).
    static bool run(QWidget *parent, const QString &title, const QString &suggested,
                    const std::function<QString(const QString &path)> &write);
    // A failed save, said in a message box over `parent`.
    static void reportFailure(QWidget *parent, const QString &error);
    // The folder of the last record opened or saved (the home folder at first).
    static QString lastFolder();
    static void rememberFolderOf(const QString &path);
    // "Tihbat game records (*.tihbat)", for the file dialogs.
    static QString recordFilter();
};

} // namespace tihbat
