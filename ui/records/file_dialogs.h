// SPDX-License-Identifier: GPL-3.0-or-later
// The file dialogs of the game. Where the desktop offers no file dialog of its own (a plain X11
// session, Xvfb), Qt shows its own, whose labels and buttons come from the catalogues the
// LanguageManager installs; but its file list words sizes and dates in the system's language
// and file types from the MIME database. These dialogs word the list in the game's language.
#pragma once

#include <QIdentityProxyModel>
#include <QString>

class QFileDialog;
class QWidget;

namespace tihbat {

// Qt's file list (a QFileSystemModel) with its size, type and date columns in the language of
// the interface (QLocale()'s default); everything else, and the sorting, as Qt's model has it.
class LocalisedFileList : public QIdentityProxyModel {
    Q_OBJECT
public:
    using QIdentityProxyModel::QIdentityProxyModel;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
};

class FileDialogs {
public:
    // Gives Qt's own dialog the localised file list (no effect on a desktop's native dialog).
    static void localise(QFileDialog &dialog);
    // As QFileDialog::getOpenFileName and getSaveFileName: the chosen file, or nothing.
    static QString openFileName(QWidget *parent, const QString &title, const QString &folder,
                                const QString &filter);
    static QString saveFileName(QWidget *parent, const QString &title, const QString &path,
                                const QString &filter);
};

} // namespace tihbat
