// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/after_first_paint.h"

#include <QEvent>
#include <QTimer>
#include <QWidget>

namespace tihbat {

void AfterFirstPaint::run(QWidget *widget, std::function<void()> function) {
    new AfterFirstPaint(widget, std::move(function)); // owned by the widget
}

AfterFirstPaint::AfterFirstPaint(QWidget *widget, std::function<void()> function)
    : QObject(widget)
    , m_function(std::move(function)) {
    widget->installEventFilter(this);
}

bool AfterFirstPaint::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::Paint && !m_seen) {
        m_seen = true;
        watched->removeEventFilter(this);
        // The paint event is being delivered now; the window reaches the screen after it, and
        // the next turn of the event loop comes after that. One turn more, so that what else
        // waited for the picture (the start-up benchmark's probe) comes first.
        QTimer::singleShot(0, this, [this] {
            QTimer::singleShot(0, this, [this] {
                m_function();
                deleteLater();
            });
        });
    }
    return QObject::eventFilter(watched, event);
}

} // namespace tihbat
