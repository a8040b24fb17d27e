// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/board_look_actions.h"

#include "common/board_look.h"

#include <QAction>
#include <QEvent>
#include <QSignalBlocker>
#include <QWidget>

namespace tihbat {

BoardLookActions::BoardLookActions(BoardView *board, QWidget *window)
    : QObject(window) {
    BoardLook &look = BoardLook::shared();
    BoardLook::follow(board);
    m_highContrast = new QAction(window);
    m_highContrast->setObjectName("highContrastAction");
    m_highContrast->setCheckable(true);
    m_highContrast->setChecked(look.highContrast());
    window->addAction(m_highContrast);
    connect(m_highContrast, &QAction::toggled, &look, &BoardLook::setHighContrast);
    // Another game window may switch the look too.
    connect(&look, &BoardLook::changed, m_highContrast, [this] {
        const QSignalBlocker quiet(m_highContrast);
        m_highContrast->setChecked(BoardLook::shared().highContrast());
    });
    window->installEventFilter(this);
    retranslateUi();
}

bool BoardLookActions::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, event);
}

void BoardLookActions::retranslateUi() {
    //: View menu: the board in flat, high-contrast colours (as in presentation mode)
    m_highContrast->setText(tr("&High-Contrast Board"));
}

} // namespace tihbat
