// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/file_dialogs.h"

#include <QDateTime>
#include <QFileDialog>
#include <QFileSystemModel>
#include <QLocale>

namespace tihbat {

namespace {

// QFileSystemModel's columns.
enum Column { NameColumn, SizeColumn, TypeColumn, DateColumn };

QString chosenFile(QFileDialog &dialog) {
    FileDialogs::localise(dialog);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().constFirst();
}

} // namespace

QVariant LocalisedFileList::data(const QModelIndex &index, int role) const {
    const auto *files = qobject_cast<const QFileSystemModel *>(sourceModel());
    if (role != Qt::DisplayRole || !files || !index.isValid())
        return QIdentityProxyModel::data(index, role);
    const QModelIndex source = mapToSource(index);
    const QLocale locale; // the interface's, not the system's as Qt's model uses
    switch (index.column()) {
    case SizeColumn:
        if (!files->isDir(source))
            return locale.formattedDataSize(files->size(source));
        break;
    case TypeColumn:
        // The MIME database may not know our records, or know them in another language.
        if (!files->isDir(source) && files->fileInfo(source).suffix().compare(
                                         QStringLiteral("tihbat"), Qt::CaseInsensitive) == 0)
            //: The type of a .tihbat file in the file dialog's detail view
            return tr("Tihbat game record");
        break;
    case DateColumn:
        if (const QDateTime modified = files->lastModified(source); modified.isValid())
            // 24-hour time: some languages' AM/PM marks are English letters.
            return locale.toString(modified, locale.dateFormat(QLocale::ShortFormat) +
                                                 QStringLiteral(" HH:mm"));
        break;
    default:
        break;
    }
    return QIdentityProxyModel::data(index, role);
}

void FileDialogs::localise(QFileDialog &dialog) {
    if (!dialog.proxyModel())
        dialog.setProxyModel(new LocalisedFileList(&dialog));
}

QString FileDialogs::openFileName(QWidget *parent, const QString &title, const QString &folder,
                                  const QString &filter) {
    QFileDialog dialog(parent, title, folder, filter);
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    dialog.setFileMode(QFileDialog::ExistingFile);
    return chosenFile(dialog);
}

QString FileDialogs::saveFileName(QWidget *parent, const QString &title, const QString &path,
                                  const QString &filter) {
    QFileDialog dialog(parent, title, path, filter);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    return chosenFile(dialog);
}

} // namespace tihbat
