// SPDX-License-Identifier: GPL-3.0-or-later
#include "export_file.h"

#include "files/safe_file.h"
#include "game/settings/settings.h"
#include "text/file_error_text.h"
#include "text/isolated_text.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStringList>

namespace tihbat {

namespace {

constexpr int ToldTimeout = 10000; // ms what an export wrote stays in the status bar

// The folder of the last export, else of the last Save As, else the documents folder.
QString startFolder() {
    for (const QString &folder : {Settings::exportFolder(), Settings::lastFolder()}) {
        if (!folder.isEmpty() && QFileInfo(folder).isDir())
            return folder;
    }
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

// A menu item's words as a window title: no mnemonic mark, no ellipsis ("…" or "...").
QString titleOf(QString words) {
    words.remove(u'&');
    words = words.trimmed();
    while (words.endsWith(u'\u2026') || words.endsWith(u'.'))
        words.chop(1);
    return words.trimmed();
}

} // namespace

std::optional<std::pair<QString, ExportFile::Type>> ExportFile::ask(QWidget *parent,
                                                                    const QString &title,
                                                                    const QList<Type> &types,
                                                                    const QString &name) {
    QStringList filters;
    for (const Type &type : types)
        filters.append(type.filter);
    QString chosenFilter = filters.value(0);
    const QString suggested =
        name.isEmpty() || types.isEmpty() ? QString() : name + types.front().suffix;
    QString path = QFileDialog::getSaveFileName(parent, titleOf(title),
                                                QDir(startFolder()).filePath(suggested),
                                                filters.join(QStringLiteral(";;")), &chosenFilter);
    if (path.isEmpty() || types.isEmpty())
        return std::nullopt;
    Settings::setExportFolder(QFileInfo(path).absolutePath());
    Type chosen = types.front();
    for (const Type &type : types) {
        if (type.filter == chosenFilter)
            chosen = type;
    }
    // The name's own ending when it is one offered, else the ending of the type chosen.
    for (const Type &type : types) {
        if (path.endsWith(type.suffix, Qt::CaseInsensitive))
            return std::pair(path, type);
    }
    return std::pair(path + chosen.suffix, chosen);
}

QString ExportFile::fileName(const QString &words, const QString &fallback) {
    // Path separators, Windows' reserved characters and control characters go; spaces stay.
    static const QRegularExpression refused(QStringLiteral("[/\\\\:*?\"<>|\\x00-\\x1f]+"));
    QString name = QString(words).replace(refused, QStringLiteral(" ")).simplified().left(80);
    while (name.startsWith(u'.'))
        name.remove(0, 1); // never a hidden file
    name = name.trimmed();
    return name.isEmpty() ? fallback : name;
}

QString ExportFile::shownPath(const QString &path) {
    return isolated(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath()));
}

void ExportFile::tell(QWidget *window, const QString &text) {
    auto *main = qobject_cast<QMainWindow *>(window ? window->window() : nullptr);
    if (!main)
        return;
    main->statusBar()->showMessage(text, ToldTimeout);
}

std::optional<QString> ExportFile::write(const QString &path, const QByteArray &bytes) {
    if (const auto error = files::writeFileSafely(
            path.toStdString(), std::string_view(bytes.constData(), std::size_t(bytes.size()))))
        return fileErrorText(*error);
    return std::nullopt;
}

} // namespace tihbat
