// SPDX-License-Identifier: GPL-3.0-or-later
// Game > Open Recent: the record files opened or saved lately, the newest first (remembered in
// the settings), then Clear Menu. It holds only the files there are, and is disabled when
// there are none.
#pragma once

#include <QMenu>
#include <array>

namespace tihbat {

class RecentFilesMenu : public QMenu {
    Q_OBJECT
public:
    explicit RecentFilesMenu(QWidget *parent = nullptr);

    QStringList files() const;
    // The file to the top of the list.
    void add(const QString &path);
    void remove(const QString &path);
    void setFiles(const QStringList &files);

    static constexpr int MaxFiles = 8;

signals:
    void fileChosen(const QString &path);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void retranslateUi();

    // Reused, never deleted: a file's action may rebuild the menu while it triggers.
    std::array<QAction *, MaxFiles> m_fileActions{};
    QAction *m_separator = nullptr;
    QAction *m_clearAction = nullptr;
};

} // namespace tihbat
