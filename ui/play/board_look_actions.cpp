// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/board_look_actions.h"

#include "board/board_scene.h"
#include "board/board_view.h"
#include "game/settings.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QPalette>

namespace tihbat {

BoardLookActions::BoardLookActions(BoardView *board, QWidget *window)
    : QObject(window)
    , m_board(board) {
    m_highContrast = new QAction(window);
    m_highContrast->setObjectName("highContrastAction");
    m_highContrast->setCheckable(true);
    m_highContrast->setChecked(Settings::highContrastBoard());
    window->addAction(m_highContrast);
    connect(m_highContrast, &QAction::toggled, this, [this](bool on) {
        Settings::setHighContrastBoard(on);
        apply();
    });
    window->installEventFilter(this);
    // The desktop's palette changes arrive at the application.
    qApp->installEventFilter(this);
    retranslateUi();
    apply();
}

bool BoardLookActions::isDark(const QPalette &palette) {
    return palette.color(QPalette::Window).lightness() <
           palette.color(QPalette::WindowText).lightness();
}

BoardPalette BoardLookActions::lookFor(bool highContrast, bool darkDesktop) {
    if (highContrast)
        return BoardPalette::Projector;
    return darkDesktop ? BoardPalette::Night : BoardPalette::Wood;
}

bool BoardLookActions::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::LanguageChange && watched != qApp)
        retranslateUi();
    else if (event->type() == QEvent::ApplicationPaletteChange && watched == qApp)
        apply();
    return QObject::eventFilter(watched, event);
}

void BoardLookActions::apply() {
    if (m_board)
        m_board->setBoardPalette(
            lookFor(m_highContrast->isChecked(), isDark(QApplication::palette())));
}

void BoardLookActions::retranslateUi() {
    //: View menu: the board in flat, high-contrast colours (as in presentation mode)
    m_highContrast->setText(tr("&High-Contrast Board"));
}

} // namespace tihbat
