// SPDX-License-Identifier: GPL-3.0-or-later
#include "export_file.h"

#include "files/safe_file.h"
#include "game/file_error_text.h"

#include <QFileDialog>
#include <QStringList>

namespace tihbat {

std::optional<std::pair<QString, ExportFile::Type>>
ExportFile::ask(QWidget *parent, const QString &title, const QList<Type> &types) {
    QStringList filters;
    for (const Type &type : types)
        filters.append(type.filter);
    QString chosenFilter = filters.value(0);
    QString path = QFileDialog::getSaveFileName(parent, title, QString(),
                                                filters.join(QStringLiteral(";;")), &chosenFilter);
    if (path.isEmpty() || types.isEmpty())
        return std::nullopt;
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

std::optional<QString> ExportFile::write(const QString &path, const QByteArray &bytes) {
    if (const auto error = files::writeFileSafely(
            path.toStdString(), std::string_view(bytes.constData(), std::size_t(bytes.size()))))
        return fileErrorText(*error);
    return std::nullopt;
}

} // namespace tihbat
