// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/title_room.h"

#include <QFontMetrics>
#include <QGuiApplication>
#include <QWidget>
#include <algorithm>

namespace tihbat {

namespace {

// The window manager's icon and close, maximise and minimise buttons, and the title's margins,
// in the window's own pixels (they grow with the scale as the font does).
constexpr int DecorationRoom = 180;

} // namespace

void makeRoomForTitle(QWidget *window) {
    QFont font = window->font();
    font.setBold(true);
    QString shown = window->windowTitle();
    shown.remove(QStringLiteral("[*]"));
    if (!QGuiApplication::applicationDisplayName().isEmpty())
        shown += QStringLiteral(" \u2014 ") + QGuiApplication::applicationDisplayName();
    // A tenth more: title bar fonts are often a little larger than the dialog's.
    const int needed = QFontMetrics(font).horizontalAdvance(shown) * 11 / 10 + DecorationRoom;
    window->setMinimumWidth(std::max(window->minimumWidth(), needed));
}

} // namespace tihbat
