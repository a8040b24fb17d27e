// SPDX-License-Identifier: GPL-3.0-or-later
// An export's file, the same for the board picture, the worksheet and the score sheet: a save
// dialog offering the file types, opening in the folder of the last export with a name that
// says what the file holds, the chosen type's ending added to a name that has none of them,
// the bytes written whole (never half a file, files::writeFileSafely) or the reason in the
// person's words, with the path; and what was written said in the window's status bar, with
// the path, as Save says it.
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
    // first), suggesting `name` (without ending) in the folder of the last export, and its
    // type; nothing when they cancelled. The folder is remembered for the next export.
    static std::optional<std::pair<QString, Type>>
    ask(QWidget *parent, const QString &title, const QList<Type> &types, const QString &name = {});
    // A name for a file from words the person reads (a title): no characters file systems
    // refuse, at most 80 characters; `fallback` when nothing is left.
    static QString fileName(const QString &words, const QString &fallback);
    // `text` in the status bar of `window`'s main window for a while (as Save's "Saved to").
    static void tell(QWidget *window, const QString &text);
    // A path as `tell` shows it: absolute, the platform's separators, isolated in a sentence.
    static QString shownPath(const QString &path);
    // Writes the bytes whole; the reason when they cannot be.
    static std::optional<QString> write(const QString &path, const QByteArray &bytes);
};

} // namespace tihbat
