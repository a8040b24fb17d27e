// SPDX-License-Identifier: GPL-3.0-or-later
// The game window's toolbar: the actions a player uses during a game (New, Undo, Redo, Hint,
// Pause Computer, Projector), each a picture with its word under it, large enough for a
// child's mouse and a finger on an interactive whiteboard. Shown or hidden by View > Show
// Toolbar and by the toolbar's (and the menu bar's) context menu, and remembered
// (Settings::toolbarVisible). The pictures are the icon theme's; where the theme has none, the
// style's own, so a button is never a word alone.
#pragma once

#include <QStyle>
#include <QToolBar>

class QAction;
class QMainWindow;

namespace tihbat {

class GameToolBar : public QToolBar {
    Q_OBJECT
public:
    // At the top of `window`, shown as last remembered.
    explicit GameToolBar(QMainWindow *window);

    // A button for `action`: the theme's picture `iconName`, else the style's `fallback`; its
    // word the menu's without mnemonic or "…", unless the action has `ownWords` (its icon text).
    void addGameAction(QAction *action, const QString &iconName, QStyle::StandardPixmap fallback,
                       bool ownWords = false);
    // View > Show Toolbar: checked while the toolbar is shown; a change is remembered.
    QAction *showAction() const { return m_show; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QAction *m_show = nullptr;
};

} // namespace tihbat
