// SPDX-License-Identifier: GPL-3.0-or-later
#include "i18n/message_wording.h"

#include <QEvent>
#include <QMessageBox>

namespace tihbat {

MessageWording::MessageWording(QMessageBox *box, Word word)
    : QObject(box)
    , m_box(box)
    , m_word(std::move(word)) {
    setObjectName(QStringLiteral("messageWording"));
    box->installEventFilter(this);
}

void MessageWording::attach(QMessageBox *box, Word word) {
    auto *wording = new MessageWording(box, std::move(word));
    wording->m_word(*box);
}

bool MessageWording::eventFilter(QObject *watched, QEvent *event) {
    // The box words its standard buttons itself (QMessageBox::changeEvent) and nothing else, so
    // the order does not matter; the event goes on to it.
    if (watched == m_box && event->type() == QEvent::LanguageChange)
        m_word(*m_box);
    return QObject::eventFilter(watched, event);
}

} // namespace tihbat
