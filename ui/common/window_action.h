// SPDX-License-Identifier: GPL-3.0-or-later
// A menu action that opens a secondary window, one per owner: made on first use, shown and
// brought to the front after that (Statistics, Puzzles, Learn to Play, How to Play). The action
// words itself again on every language change of the owner.
#pragma once

#include <QObject>
#include <QPointer>
#include <functional>

class QAction;
class QWidget;

namespace tihbat {

class WindowAction : public QObject {
    Q_OBJECT
public:
    using Factory = std::function<QWidget *()>;
    using Wording = std::function<QString()>;

    // Owned by `owner`, which holds the action; `make` builds the window (a child of the owner,
    // or one that deletes itself on close) and `text` words the action.
    WindowAction(QWidget *owner, const QString &objectName, Factory make, Wording text);

    QAction *action() const { return m_action; }
    // The window, once made and while it lives.
    QWidget *window() const { return m_window; }
    // Makes the window if there is none, shows it and brings it to the front.
    QWidget *open();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_owner = nullptr;
    QAction *m_action = nullptr;
    Factory m_make;
    Wording m_text;
    QPointer<QWidget> m_window;
};

} // namespace tihbat
