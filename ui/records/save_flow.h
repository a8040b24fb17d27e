// SPDX-License-Identifier: GPL-3.0-or-later
// Save and Save As of one window's game record, the same for the game window and a replay: the
// two actions (the platform's keys and icons; the window words them), the file Save writes to
// (empty: Save asks where, like Save As), and the dialog of SaveAsFlow. A failure is said in a
// message box and changes nothing in memory.
#pragma once

#include <QObject>
#include <QString>
#include <functional>

class QAction;
class QWidget;

namespace tihbat {

class SaveFlow : public QObject {
    Q_OBJECT
public:
    // Writes the record to the path given; returns why it failed, or an empty string.
    using Writer = std::function<QString(const QString &path)>;
    // The file dialog's title, and the name it suggests when there is no file yet (else the
    // dialog opens at the file).
    using Wording = std::function<QString()>;

    // Owned by `window`, over which the dialogs and messages open.
    SaveFlow(QWidget *window, Writer write, Wording dialogTitle, Wording newFileName);

    // Save (Ctrl+S) and Save As (Ctrl+Shift+S), children of the window, named "saveAction" and
    // "saveAsAction"; the window words them.
    QAction *saveAction() const { return m_saveAction; }
    QAction *saveAsAction() const { return m_saveAsAction; }

    // Where Save writes; empty: Save asks.
    QString path() const { return m_path; }
    void setPath(const QString &path);

    // Writes to `path`; on success that is where Save writes from now on.
    [[nodiscard]] QString saveTo(const QString &path);
    // To the file, or asks where. Both report failures and return whether the record was saved.
    bool save();
    bool saveAs();

signals:
    void pathChanged(const QString &path);
    void saved(const QString &path);

private:
    QWidget *m_window = nullptr;
    Writer m_write;
    Wording m_dialogTitle;
    Wording m_newFileName;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QString m_path;
};

} // namespace tihbat
