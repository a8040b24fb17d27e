// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/save_as_flow.h"

#include "common/plain_text.h"
#include "game/settings/settings.h"
#include "game/words/game_texts.h"
#include "records/file_dialogs.h"

#include <QDir>
#include <QFileDialog>

namespace tihbat {

namespace {} // namespace

QString SaveAsFlow::lastFolder() {
    const QString folder = Settings::lastFolder();
    return QDir(folder).exists() ? folder : QDir::homePath();
}

void SaveAsFlow::rememberFolderOf(const QString &path) {
    Settings::setLastFolder(QFileInfo(path).absolutePath());
}

QString SaveAsFlow::recordFilter() {
    //: File dialog filter; keep "(*.tihbat)" as it is
    return tr("Tihbat game records (*.tihbat)");
}

void SaveAsFlow::reportFailure(QWidget *parent, const QString &error) {
    //: Message box when saving the game as a record failed; the reason follows
    warnPlainly(parent, GameTexts::gameName(), tr("The game could not be saved."), error);
}

bool SaveAsFlow::run(QWidget *parent, const QString &title, const QString &suggested,
                     const std::function<QString(const QString &)> &write) {
    QFileDialog dialog(parent, title, lastFolder(), recordFilter());
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(QStringLiteral("tihbat"));
    FileDialogs::localise(dialog);
    dialog.selectFile(suggested);
    for (;;) {
        if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
            return false;
        const QString path = dialog.selectedFiles().constFirst();
        rememberFolderOf(path);
        const QString error = write(path);
        if (error.isEmpty())
            return true;
        reportFailure(parent, error);
        dialog.selectFile(path);
    }
}

} // namespace tihbat
