// SPDX-License-Identifier: GPL-3.0-or-later
#include "deferred_app_icon.h"

#include "common/after_first_paint.h"
#include "common/app_icon.h"

#include <QApplication>
#include <QEvent>
#include <QWidget>

namespace tihbat {

void DeferredAppIcon::install(QWidget *board) {
    new DeferredAppIcon(board); // owned by the board
}

DeferredAppIcon::DeferredAppIcon(QWidget *board)
    : QObject(board)
    , m_mainWindow(board->window()) {
    qApp->installEventFilter(this);
    AfterFirstPaint::run(board, [this] { apply(); });
}

bool DeferredAppIcon::eventFilter(QObject *watched, QEvent *event) {
    // Another window shown first: it is not to be seen without the icon.
    if (event->type() == QEvent::Show && watched->isWidgetType() && watched != m_mainWindow &&
        static_cast<QWidget *>(watched)->isWindow())
        apply();
    return QObject::eventFilter(watched, event);
}

void DeferredAppIcon::apply() {
    if (m_applied)
        return;
    m_applied = true;
    qApp->removeEventFilter(this);
    QApplication::setWindowIcon(AppIcon::icon());
}

} // namespace tihbat
