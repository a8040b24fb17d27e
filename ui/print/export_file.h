// SPDX-License-Identifier: GPL-3.0-or-later
// An export's file, the same for the board picture, the worksheet and the score sheet: a save
// dialog offering the file types, the chosen type's ending added to a name that has none of
// them, and the bytes written whole (never half a file, files::writeFileSafely) or the reason in
// the person's words, with the path.
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <optional>

class QWidget;

namespace tihbat {

class ExportFile {
public:
    struct Type {
        QString filter; // as the save dialog lists it: "PDF documents (*.pdf)"
        QString suffix; // ".pdf"
    };

    // The path the person chose in a save dialog titled `title` (the first type offered
    // first), and its type; nothing when they cancelled.
    static std::optional<std::pair<QString, Type>> ask(QWidget *parent, const QString &title,
                                                       const QList<Type> &types);
    // Writes the bytes whole; the reason when they cannot be.
    static std::optional<QString> write(const QString &path, const QByteArray &bytes);
};

} // namespace tihbat
