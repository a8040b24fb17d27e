// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/board_look_actions.h"

#include "board/board_scene.h"
#include "board/board_view.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QPalette>
#include <QSettings>

namespace tihbat {

namespace {
const QString HighContrastKey = QStringLiteral("view/highContrastBoard");
}

BoardLookActions::BoardLookActions(BoardView *board, QWidget *window)
    : QObject(window)
    , m_board(board) {
    m_highContrast = new QAction(window);
    m_highContrast->setObjectName("highContrastAction");
    m_highContrast->setCheckable(true);
    m_highContrast->setChecked(QSettings().value(HighContrastKey, false).toBool());
    window->addAction(m_highContrast);
    connect(m_highContrast, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(HighContrastKey, on);
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
