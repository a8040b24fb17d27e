// SPDX-License-Identifier: GPL-3.0-or-later
#include "startup/first_paint_probe.h"

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>
#include <QWidget>
#include <cstdio>

namespace tihbat {

FirstPaintProbe::FirstPaintProbe(QWidget *widget)
    : QObject(widget) {
    widget->installEventFilter(this);
}

bool FirstPaintProbe::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::Paint && !m_seen) {
        m_seen = true;
        // The paint event is being delivered now; the next turn of the event loop comes after it.
        const QSize size = static_cast<QWidget *>(watched)->window()->size();
        QTimer::singleShot(0, this, [size] {
            std::printf("first-paint %dx%d\n", size.width(), size.height());
            std::fflush(stdout);
            QCoreApplication::quit();
        });
    }
    return QObject::eventFilter(watched, event);
}

} // namespace tihbat
