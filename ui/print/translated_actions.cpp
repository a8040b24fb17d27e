// SPDX-License-Identifier: GPL-3.0-or-later
#include "translated_actions.h"

#include <QEvent>
#include <QWidget>

namespace tihbat {

TranslatedActions::TranslatedActions(QWidget *window)
    : QObject(window)
    , m_window(window) {
    window->installEventFilter(this);
}

bool TranslatedActions::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, event);
}

} // namespace tihbat
