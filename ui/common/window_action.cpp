// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/window_action.h"

#include <QAction>
#include <QEvent>
#include <QWidget>

namespace tihbat {

WindowAction::WindowAction(QWidget *owner, const QString &objectName, Factory make, Wording text)
    : QObject(owner)
    , m_owner(owner)
    , m_action(new QAction(owner))
    , m_make(std::move(make))
    , m_text(std::move(text)) {
    m_action->setObjectName(objectName);
    connect(m_action, &QAction::triggered, this, &WindowAction::open);
    owner->installEventFilter(this);
    m_action->setText(m_text());
}

QWidget *WindowAction::open() {
    if (!m_window)
        m_window = m_make();
    m_window->show();
    m_window->raise();
    m_window->activateWindow();
    return m_window;
}

bool WindowAction::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_owner && event->type() == QEvent::LanguageChange)
        m_action->setText(m_text());
    return QObject::eventFilter(watched, event);
}

} // namespace tihbat
