// SPDX-License-Identifier: GPL-3.0-or-later
// The windows' icon (AppIcon) set once the game's first picture is on the screen: drawing it in
// eight sizes and handing them to the window system took a twentieth of the time from starting
// the game to that picture. A window that comes up before it (the question about an unfinished
// game, a damaged saved game's message) gets the icon at once.
#pragma once

#include <QObject>

class QWidget;

namespace tihbat {

class DeferredAppIcon : public QObject {
    Q_OBJECT
public:
    // `board` is the widget whose first paint is the first picture; the icon is set once.
    static void install(QWidget *board);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit DeferredAppIcon(QWidget *board);
    void apply();

    QWidget *m_mainWindow;
    bool m_applied = false;
};

} // namespace tihbat
