// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/recent_files_menu.h"

#include "game/settings/settings.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>

namespace tihbat {

namespace {} // namespace

RecentFilesMenu::RecentFilesMenu(QWidget *parent)
    : QMenu(parent) {
    setObjectName("openRecentMenu");
    for (int i = 0; i < MaxFiles; ++i) {
        auto *action = new QAction(this);
        action->setObjectName(QStringLiteral("recentFileAction%1").arg(i));
        // Not the menu as context: QMenu drops its connections from an action it removes.
        connect(action, &QAction::triggered, action,
                [this, action] { emit fileChosen(action->data().toString()); });
        m_fileActions[std::size_t(i)] = action;
    }
    m_separator = new QAction(this);
    m_separator->setSeparator(true);
    m_clearAction = new QAction(this);
    m_clearAction->setObjectName("clearRecentAction");
    connect(m_clearAction, &QAction::triggered, m_clearAction, [this] { setFiles({}); });
    retranslateUi();
    rebuild();
}

QStringList RecentFilesMenu::files() const {
    return Settings::recentFiles();
}

void RecentFilesMenu::add(const QString &path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = files();
    list.removeAll(absolute);
    list.prepend(absolute);
    setFiles(list.mid(0, MaxFiles));
}

void RecentFilesMenu::remove(const QString &path) {
    QStringList list = files();
    list.removeAll(path);
    setFiles(list);
}

void RecentFilesMenu::setFiles(const QStringList &list) {
    Settings::setRecentFiles(list);
    rebuild();
}

void RecentFilesMenu::rebuild() {
    for (QAction *action : actions())
        removeAction(action); // all owned by this menu, reused
    const QStringList list = files().mid(0, MaxFiles);
    for (int i = 0; i < list.size(); ++i) {
        const QString &path = list[i];
        QAction *action = m_fileActions[std::size_t(i)];
        QString name = QFileInfo(path).fileName();
        action->setText(
            QStringLiteral("&%1 %2").arg(i + 1).arg(name.replace(u'&', QStringLiteral("&&"))));
        action->setData(path);
        action->setStatusTip(QDir::toNativeSeparators(path));
        addAction(action);
    }
    if (!list.isEmpty())
        addAction(m_separator);
    addAction(m_clearAction);
    setEnabled(!list.isEmpty());
}

void RecentFilesMenu::retranslateUi() {
    //: Submenu: the game record files opened or saved lately
    setTitle(tr("Open R&ecent"));
    //: Last item of the Open Recent submenu: forget the files listed
    m_clearAction->setText(tr("&Clear Menu"));
}

void RecentFilesMenu::changeEvent(QEvent *event) {
    QMenu::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

} // namespace tihbat
