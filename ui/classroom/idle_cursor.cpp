// SPDX-License-Identifier: GPL-3.0-or-later
#include "idle_cursor.h"

#include <QEvent>
#include <QGuiApplication>
#include <QTimer>
#include <QWidget>

namespace tihbat {

IdleCursor::IdleCursor(QWidget *window, int idleMs)
    : QObject(window)
    , m_window(window) {
    m_timer = new QTimer(this);
    m_timer->setObjectName("idleCursorTimer");
    m_timer->setSingleShot(true);
    m_timer->setInterval(idleMs);
    connect(m_timer, &QTimer::timeout, this, &IdleCursor::hide);
    watch(window);
    m_timer->start();
}

IdleCursor::~IdleCursor() {
    if (m_hidden)
        QGuiApplication::restoreOverrideCursor();
}

void IdleCursor::watch(QWidget *part) {
    part->setMouseTracking(true);
    part->installEventFilter(this);
}

void IdleCursor::wake() {
    if (m_hidden) {
        m_hidden = false;
        QGuiApplication::restoreOverrideCursor();
    }
    m_timer->start();
}

void IdleCursor::stop() {
    wake();
    m_timer->stop();
}

void IdleCursor::hide() {
    if (m_hidden || !m_window->isActiveWindow())
        return;
    m_hidden = true;
    QGuiApplication::setOverrideCursor(Qt::BlankCursor);
}

bool IdleCursor::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::MouseMove || event->type() == QEvent::MouseButtonPress)
        wake();
    return QObject::eventFilter(watched, event);
}

} // namespace tihbat
