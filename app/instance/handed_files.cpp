// SPDX-License-Identifier: GPL-3.0-or-later
#include "instance/handed_files.h"

#include "play/main_window.h"

namespace tihbat {

void showHandedFiles(MainWindow &window, const QStringList &files) {
    if (files.isEmpty()) {
        window.setWindowState(window.windowState() & ~Qt::WindowMinimized);
        window.show();
        window.raise();
        window.activateWindow();
        return;
    }
    window.openRecordsOrReport(files);
}

} // namespace tihbat
