// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/card_modality.h"

#include "common/board_card.h"

#include <QAbstractButton>
#include <QApplication>
#include <QEvent>
#include <QKeySequence>
#include <QLabel>
#include <QShortcutEvent>
#include <QWidget>

namespace tihbat {

CardModality::CardModality(BoardCard *card)
    : m_card(card) {
    qApp->installEventFilter(this);
    // A click elsewhere gives its widget the keyboard before any filter sees the click: the
    // keyboard goes straight back to the card.
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *old, QWidget *now) {
        if (!m_card || m_card->isClosed() || !now || isInCard(now))
            return;
        QWidget *back = isInCard(old) ? old : m_card->findChild<QAbstractButton *>();
        if (back)
            back->setFocus(Qt::OtherFocusReason);
    });
}

CardModality::~CardModality() {
    qApp->removeEventFilter(this);
}

bool CardModality::isInCard(QObject *object) const {
    auto *widget = qobject_cast<QWidget *>(object);
    return widget && m_card && (widget == m_card || m_card->isAncestorOf(widget));
}

// Menu mnemonics and actions' keys outside the card do nothing. A mnemonic the card shares with
// something outside (Alt+S: the card's Save and a window's Save button, or a field's label and
// the Settings menu) is the card's: Qt would send it round the owners in turn, each press only
// focusing one. So are Escape and Enter.
bool CardModality::answerShortcut(QObject *receiver, QShortcutEvent *event) {
    if (isInCard(receiver) && !event->isAmbiguous())
        return false;
    if (!m_card)
        return true;
    for (QAbstractButton *button : m_card->findChildren<QAbstractButton *>()) {
        if (button->isVisible() && button->isEnabled() &&
            QKeySequence::mnemonic(button->text()) == event->key()) {
            button->setFocus(Qt::ShortcutFocusReason);
            button->click();
            return true;
        }
    }
    // A field's label (its buddy): the letter takes the keyboard to the field.
    for (QLabel *label : m_card->findChildren<QLabel *>()) {
        QWidget *buddy = label->buddy();
        if (buddy && buddy->isVisible() && buddy->isEnabled() &&
            QKeySequence::mnemonic(label->text()) == event->key()) {
            buddy->setFocus(Qt::ShortcutFocusReason);
            return true;
        }
    }
    // Escape and Enter as a window's shortcut (a secondary window closes on Escape): the card's.
    for (const Qt::Key key : {Qt::Key_Escape, Qt::Key_Return, Qt::Key_Enter}) {
        if (event->key() == QKeySequence(key))
            m_card->answerKey(key);
    }
    return true;
}

bool CardModality::eventFilter(QObject *watched, QEvent *event) {
    // Input comes to a window first, which hands it to the widget concerned: only that one is
    // judged, so clicks on the card itself get through.
    if (!watched->isWidgetType() && event->type() != QEvent::Shortcut)
        return false;
    switch (event->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonRelease:
    case QEvent::MouseButtonDblClick:
    case QEvent::Wheel:
    case QEvent::ContextMenu:
    case QEvent::TabletPress:
    case QEvent::TouchBegin:
    case QEvent::KeyPress:
    case QEvent::KeyRelease:
        return !isInCard(watched);
    case QEvent::Shortcut:
        return answerShortcut(watched, static_cast<QShortcutEvent *>(event));
    case QEvent::Close:
        // The window manager's close button or Alt+F4, on any window: the card answers first.
        if (event->spontaneous() && watched->isWidgetType()) {
            event->ignore();
            return true;
        }
        return false;
    default:
        return false;
    }
}

} // namespace tihbat
