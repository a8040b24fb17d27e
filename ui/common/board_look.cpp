// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/board_look.h"

#include "board/board_palette.h"
#include "board/board_view.h"
#include "game/settings/settings.h"

#include <QApplication>
#include <QEvent>
#include <QPalette>
#include <QPointer>

namespace tihbat {

BoardLook &BoardLook::shared() {
    static QPointer<BoardLook> look;
    if (!look)
        look = new BoardLook(qApp);
    return *look;
}

void BoardLook::follow(BoardView *board) {
    BoardLook &look = shared();
    board->setBoardPalette(look.palette());
    connect(&look, &BoardLook::changed, board, &BoardView::setBoardPalette);
}

BoardLook::BoardLook(QObject *parent)
    : QObject(parent)
    , m_highContrast(Settings::highContrastBoard())
    , m_palette(palette()) {
    // The desktop's palette changes arrive at the application.
    qApp->installEventFilter(this);
}

BoardPalette BoardLook::palette() const {
    return lookFor(m_highContrast, isDark(QApplication::palette()));
}

void BoardLook::setHighContrast(bool on) {
    if (on == m_highContrast)
        return;
    m_highContrast = on;
    Settings::setHighContrastBoard(on);
    emitIfChanged();
}

bool BoardLook::isDark(const QPalette &palette) {
    return palette.color(QPalette::Window).lightness() <
           palette.color(QPalette::WindowText).lightness();
}

BoardPalette BoardLook::lookFor(bool highContrast, bool darkDesktop) {
    if (highContrast)
        return BoardPalette::Projector;
    return darkDesktop ? BoardPalette::Night : BoardPalette::Wood;
}

bool BoardLook::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::ApplicationPaletteChange && watched == qApp)
        emitIfChanged();
    return QObject::eventFilter(watched, event);
}

void BoardLook::emitIfChanged() {
    const BoardPalette now = palette();
    if (now == m_palette)
        return;
    m_palette = now;
    emit changed(now);
}

} // namespace tihbat
